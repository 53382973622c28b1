import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures.ts";
import { horizontalOverflow } from "./support.ts";

/**
 * The videos page (issue 15 items 2 and 7, ROUTE-18): the list with its category filter, a video whose
 * recording is in VIDEO_MEDIA_DIR (the e2e server's is tests/e2e/media) and one whose is not, at both
 * viewports of the configuration.
 */

test.describe.configure({ timeout: 90_000 });

async function seriousViolations(page: Page): Promise<string[]> {
  return (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** Title, description, canonical and Open Graph; one h1, no heading level skipped; no sideways scroll; axe. */
async function expectWellFormedPage(page: Page, canonicalPath: string, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical && new URL(canonical).pathname + new URL(canonical).search).toBe(canonicalPath);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
  await expect(page.locator("main h1")).toHaveCount(1);
  const levels = await page
    .locator("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  for (let index = 1; index < levels.length; index++)
    expect(levels[index] ?? 0, `heading ${index} after h${levels[index - 1]}`).toBeLessThanOrEqual(
      (levels[index - 1] ?? 1) + 1,
    );
  await expect(page.locator('main svg[role="img"]:not([aria-label])')).toHaveCount(0);
  expect(await horizontalOverflow(page), `${canonicalPath} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), canonicalPath).toEqual([]);
}

test("ROUTE-18 /videos lists every video with poster, running time and category, and filters by category", async ({
  page,
}) => {
  const response = await page.goto("/videos");
  expect(response?.status()).toBe(200);
  await expectWellFormedPage(page, "/videos", /^Videos \| /);
  const list = page.getByTestId("video-list");
  const cards = list.getByRole("article");
  await expect(cards).toHaveCount(7);
  // Newest first: the TOL tour, with its drawn poster, its running time and its category.
  await expect(cards.first()).toContainText("Product tours");
  await expect(cards.first().getByRole("link")).toHaveText(
    "TOL series product tour: one high bay, adjustable optics",
  );
  await expect(cards.first()).toContainText("3:20");
  await expect(cards.first().getByText("Running time 3 minutes 20 seconds")).toBeAttached();
  await expect(cards.first().getByRole("img", { name: /high bay with three beam angles/ })).toBeVisible();
  await expect(page.locator("main img")).toHaveCount(0);

  const filters = page.getByRole("navigation", { name: "Video categories" });
  await expect(filters.getByRole("link", { name: "All videos (7)" })).toHaveAttribute("aria-current", "page");
  await filters.getByRole("link", { name: "Installation (3)" }).click();
  await expect(page).toHaveURL(/\/videos\?category=installation$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Videos: Installation");
  await expect(page.getByTestId("video-list").getByRole("article")).toHaveCount(3);
  for (const card of await page.getByTestId("video-list").getByRole("article").all())
    await expect(card).toContainText("Installation");
  await expect(filters.getByRole("link", { name: "Installation (3)" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectWellFormedPage(page, "/videos?category=installation", /^Installation videos \| /);

  await filters.getByRole("link", { name: "Case studies (2)" }).click();
  await expect(page.getByTestId("video-list").getByRole("article")).toHaveCount(2);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Videos" }).click();
  await expect(page.getByTestId("video-list").getByRole("article")).toHaveCount(7);

  // A category that is not one of ours is not a page.
  expect((await page.goto("/videos?category=webinars"))?.status()).toBe(404);
  expect((await page.goto("/videos/no-such-video"))?.status()).toBe(404);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ROUTE-18 the category filter is plain links: it works without JavaScript", async ({ page }) => {
    await page.goto("/videos");
    await page
      .getByRole("navigation", { name: "Video categories" })
      .getByRole("link", { name: "Lighting education (1)" })
      .click();
    await expect(page).toHaveURL(/\/videos\?category=lighting-education$/);
    await expect(page.getByTestId("video-list").getByRole("article")).toHaveCount(1);
    await expect(page.getByTestId("video-list")).toContainText("What DLC Premium means");
  });
});

test("ROUTE-18 a video without its recording: poster, the note that it is available on request, related products and the transcript", async ({
  page,
}) => {
  await page.goto("/videos?category=installation");
  await page
    .getByRole("link", { name: "Wiring 0-10 V dimming: drivers, dimmers and the mistakes we see" })
    .click();
  await expect(page).toHaveURL(/\/videos\/wiring-0-10v-dimming$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Wiring 0-10 V dimming: drivers, dimmers and the mistakes we see",
  );
  await expectWellFormedPage(page, "/videos/wiring-0-10v-dimming", /^Wiring 0-10 V dimming.* \| .* Videos$/);

  // No player and no fake play button: the poster and what to do instead.
  await expect(page.locator("main video")).toHaveCount(0);
  const unavailable = page.getByTestId("video-unavailable");
  await expect(
    unavailable.getByRole("img", { name: /driver with its purple and gray dimming leads/ }),
  ).toBeVisible();
  await expect(unavailable).toContainText("The recording is available on request.");
  await expect(unavailable.getByRole("link", { name: "contact form" })).toHaveAttribute(
    "href",
    "/contact-us",
  );
  await expect(page.locator("main button")).toHaveCount(0);

  // The transcript is open: its timestamped sections under the Transcript heading.
  await expect(page.getByRole("heading", { level: 2, name: "Transcript" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "0:00 How 0-10 V works" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "2:30 The four mistakes we see" })).toBeVisible();
  await expect(page.getByTestId("transcript")).toContainText("purple to purple, gray to gray");
  await page.getByText("Hide transcript").click();
  await expect(page.getByRole("heading", { level: 3, name: "0:00 How 0-10 V works" })).toBeHidden();
  await page.getByText("Show transcript").click();
  await expect(page.getByRole("heading", { level: 3, name: "0:00 How 0-10 V works" })).toBeVisible();

  // Details and related products of the seeded catalogue.
  const details = page.getByRole("complementary", { name: "About this video" });
  await expect(details).toContainText("Running time");
  await expect(details).toContainText("4:35");
  const products = details.getByRole("region", { name: "Products in this video" });
  await expect(products.getByRole("link")).toHaveText(["CTL-PD-WH", "CTL-SC-WH", "RTK-24-40-30K"]);
  expect((await page.request.get("/product/ctl-pd-wh")).status()).toBe(200);

  // The VideoObject for search engines.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "VideoObject",
    name: "Wiring 0-10 V dimming: drivers, dimmers and the mistakes we see",
    duration: "PT4M35S",
    uploadDate: "2026-02-24",
  });
  expect(jsonLd.contentUrl).toBeUndefined();
  expect(jsonLd.transcript).toContain("purple to purple, gray to gray");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/videos\/wiring-0-10v-dimming\/poster\.svg$/,
  );
});

test("ROUTE-18 a video with its recording plays in the browser's own player, with poster, captions and the transcript on request", async ({
  page,
}) => {
  await page.goto("/videos");
  await page.getByRole("link", { name: "TOL series product tour: one high bay, adjustable optics" }).click();
  await expect(page).toHaveURL(/\/videos\/tol-series-product-tour$/);
  await expectWellFormedPage(
    page,
    "/videos/tol-series-product-tour",
    /^TOL series product tour.* \| .* Videos$/,
  );

  const video = page.getByTestId("video-player");
  await expect(video).toHaveAttribute("controls", "");
  await expect(video).toHaveAttribute("preload", "none");
  await expect(video).toHaveAttribute("poster", "/videos/tol-series-product-tour/poster.svg");
  await expect(video).toHaveAccessibleName("TOL series product tour: one high bay, adjustable optics");
  await expect(video.locator("source")).toHaveAttribute("src", "/media/videos/tol-series-product-tour.webm");
  await expect(video.locator('track[kind="captions"]')).toHaveAttribute(
    "src",
    "/videos/tol-series-product-tour/captions.vtt",
  );

  // The poster is our drawing, the recording is served by our server with byte ranges, the captions are the transcript.
  const poster = await page.request.get("/videos/tol-series-product-tour/poster.svg");
  expect(poster.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(await poster.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  const part = await page.request.get("/media/videos/tol-series-product-tour.webm", {
    headers: { range: "bytes=0-3" },
  });
  expect(part.status()).toBe(206);
  expect([...(await part.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  const captions = await page.request.get("/videos/tol-series-product-tour/captions.vtt");
  expect(await captions.text()).toMatch(/^WEBVTT\n\n00:00:00\.000 --> /);

  // It plays (muted: no autoplay rules in the way).
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  await video.evaluate((element: HTMLVideoElement) => element.pause());

  // With a player, the transcript waits behind its disclosure.
  await expect(page.getByRole("heading", { level: 3, name: "0:40 Adjustable beam angles" })).toBeHidden();
  await page.getByText("Show transcript").click();
  await expect(page.getByRole("heading", { level: 3, name: "0:40 Adjustable beam angles" })).toBeVisible();
  await expect(page.getByTestId("transcript")).toContainText("The optic ring clicks between three positions");
  expect(await seriousViolations(page)).toEqual([]);

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd.contentUrl).toMatch(/\/media\/videos\/tol-series-product-tour\.webm$/);
  expect(jsonLd.duration).toBe("PT3M20S");
  await page
    .getByRole("region", { name: "Read more" })
    .getByRole("link", { name: "The TOL series story" })
    .click();
  await expect(page).toHaveURL(/\/innovations\/TOL-SERIES$/);
});
