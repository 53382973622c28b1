import { expect, type Page, test } from "./fixtures.ts";

/** HDR-04: the main menu's entries, in the spec's order, with the demo brand. */
const menuLabels = [
  "Products",
  "Catalogs",
  "Design",
  "Customize",
  "Rebates",
  "Meet Lumenor",
  "Resources",
  "Support",
];

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 800;

type SidebarCategory = {
  categoryName: string;
  position: number;
  categoryImage: string;
  link: string;
  subCategories: { categoryName: string; link: string }[];
};

async function sidebarFromApi(page: Page): Promise<SidebarCategory[]> {
  const response = await page.request.get("/api/product-service/categories/sidebar");
  expect(response.ok()).toBe(true);
  return response.json();
}

async function openSidePanel(page: Page) {
  if (isPhone(page)) {
    await page.getByTestId("mobile-menu-button").click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Products", exact: true }).click();
  } else {
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Products" }).click();
  }
  const panel = page.getByTestId("products-side-panel");
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("side-panel-category").first()).toBeVisible();
  return panel;
}

test.describe("home page and header", () => {
  test("ROUTE-01 ROUTE-04 HDR-01 home shows the brand, hero, top categories and featured products", async ({
    page,
  }) => {
    await page.goto("/");
    const logoLink = page.getByTestId("site-header").getByRole("link", { name: "Lumenor home" });
    await expect(logoLink).toHaveAttribute("href", "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const categories = await sidebarFromApi(page);
    await expect(page.getByTestId("home-categories").getByRole("link")).toHaveCount(categories.length);
    await expect(page.getByRole("heading", { name: "Featured products" })).toBeVisible();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("search")).toBeVisible();
    // ROUTE-04: the Catalog shortcut links to the catalogues page.
    await expect(header.getByRole("link", { name: "Catalog", exact: true })).toHaveAttribute(
      "href",
      "/catalogs",
    );
    // ROUTE-08: the design-request shortcut opens the lighting layout request form.
    await expect(header.getByRole("link", { name: "Lighting design request" })).toHaveAttribute(
      "href",
      "/lightdesignlayoutrequest",
    );
    await page.getByRole("button", { name: "Browse the catalog" }).click();
    await expect(page.getByTestId("products-side-panel")).toBeVisible();
  });

  test("HDR-02 the Business Portal link leaves the storefront in a new tab", async ({ page, baseURL }) => {
    await page.goto("/");
    const link = page.getByTestId("business-portal-link");
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^https?:\/\//);
    expect(new URL(href ?? "").origin).not.toBe(new URL(baseURL ?? "").origin);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("HDR-07 HDR-08 top bar has fraud alert, data bank and phone; the fraud alert opens an alert", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("topbar-data-bank")).toHaveAttribute("href", /^https?:\/\//);
    await expect(page.getByTestId("topbar-phone")).toHaveAttribute("href", /^tel:\+?\d+$/);
    await page.getByRole("button", { name: "Fraud alert" }).click();
    const alert = page.getByRole("alertdialog", { name: "Fraud alert" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("never ask for payment changes");
    await page.keyboard.press("Escape");
    await expect(alert).toBeHidden();
  });

  test("HDR-03 the sticky menu appears after more than 140px of scroll and leaves at 140px", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByTestId("main-nav");
    await expect(nav).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 140));
    await expect(nav).toHaveAttribute("data-sticky", "false");
    await page.evaluate(() => window.scrollTo(0, 141));
    await expect(nav).toHaveAttribute("data-sticky", "true");
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(nav).toBeInViewport();
    expect((await nav.boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(nav).toHaveAttribute("data-sticky", "false");
  });

  test("HDR-04 HDR-05 HDR-17 the menu shows the entries in the spec's order with Meet {brand}", async ({
    page,
  }) => {
    await page.goto("/");
    const expected = menuLabels;
    if (isPhone(page)) {
      await page.getByTestId("mobile-menu-button").click();
      const menu = page.getByTestId("mobile-menu").getByRole("navigation", { name: "Mobile" });
      const entries = menu.locator(":scope > ul > li > :first-child");
      await expect(entries).toHaveText(expected);
      // HDR-17: each option has its link and its sub-entries.
      await expect(menu.getByRole("link", { name: "Rebates", exact: true })).toHaveAttribute(
        "href",
        "/available-rebates",
      );
      // #9.4: sub-entries sit behind each entry's toggle, collapsed until opened.
      await expect(menu.getByRole("link", { name: "Payback Calculator" })).toHaveCount(0);
      await menu.getByRole("button", { name: "Rebates submenu" }).click();
      await expect(menu.getByRole("button", { name: "Rebates submenu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      await expect(menu.getByRole("link", { name: "Payback Calculator" })).toHaveAttribute(
        "href",
        "/payback-calculator",
      );
    } else {
      const items = page.getByRole("navigation", { name: "Main" }).locator(":scope > ul > li > :first-child");
      await expect(items).toHaveText(expected);
    }
  });

  test("HDR-21 NEWS-01 the footer has quick links, categories, contact, newsletter and social links", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByTestId("site-footer");
    for (const heading of ["Quick Links", "Categories", "Contact Us"]) {
      await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
    }
    const categories = await sidebarFromApi(page);
    const categoryLinks = footer.getByRole("region", { name: "Categories" }).getByRole("link");
    await expect(categoryLinks).toHaveText(categories.map((c) => c.categoryName));
    await expect(footer.getByRole("form", { name: "Newsletter signup" }).getByRole("textbox")).toBeVisible();
    await expect(footer.getByTestId("social-links").getByRole("link")).not.toHaveCount(0);
  });

  test("NEWS-02 NEWS-03 NEWS-05 the newsletter form rejects a bad email and subscribes a good one", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/newsletter/subscribe")) posts += 1;
    });
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("alert")).toHaveText("The Email you enter is incorrect");
    await form.getByRole("textbox").fill("buyer@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("alert")).toHaveText("The Email you enter is incorrect");
    expect(posts).toBe(0);
    await form.getByRole("textbox").fill(`buyer.${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText("You have subscribed to our Newsletter");
    expect(posts).toBe(1);
  });
});

test.describe("Products side panel", () => {
  test("HDR-10 HDR-11 HDR-12 categories by position, linked by hyphenated name, expanding to sub-categories and images", async ({
    page,
  }) => {
    await page.goto("/");
    const categories = await sidebarFromApi(page);
    expect(categories.length).toBeGreaterThanOrEqual(12);
    const panel = await openSidePanel(page);
    const items = panel.getByTestId("side-panel-category");
    await expect(items).toHaveCount(categories.length);
    const positions = (
      await items.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-position"))))
    ).map(Number);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const names = await items.locator(":scope > div > a").allTextContents();
    expect(names).toEqual(categories.map((c) => c.categoryName));

    const multiWord = categories.find((c) => c.categoryName.includes(" ")) ?? categories[0];
    if (!multiWord) throw new Error("no categories");
    const item = items.filter({ hasText: multiWord.categoryName });
    await expect(item.getByRole("link", { name: multiWord.categoryName })).toHaveAttribute(
      "href",
      `/category/${multiWord.categoryName.replaceAll(" ", "-")}`,
    );
    await item.getByRole("button", { name: `Expand ${multiWord.categoryName}` }).click();
    const imageCount = multiWord.categoryImage.split(",").filter((s) => s.trim()).length;
    await expect(item.getByTestId("side-panel-category-images").getByRole("img")).toHaveCount(imageCount);
    for (const sub of multiWord.subCategories) {
      await expect(item.getByRole("link", { name: sub.categoryName, exact: true })).toHaveAttribute(
        "href",
        sub.link,
      );
    }
  });

  test("HDR-13 HDR-14 CONST-22 the panel opens from the left at 480px on wide screens and from the bottom on narrow", async ({
    page,
  }) => {
    await page.goto("/");
    const panel = await openSidePanel(page);
    const box = await panel.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no geometry");
    if (isPhone(page)) {
      expect(Math.round(box.y + box.height)).toBe(viewport.height);
      expect(Math.round(box.width)).toBe(viewport.width);
      expect(box.y).toBeGreaterThan(0);
    } else {
      expect(box.x).toBe(0);
      expect(Math.round(box.width)).toBe(480);
      expect(box.y).toBe(0);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("HDR-15 the category tree is requested 500ms after load, not earlier", async ({ page }) => {
    const requestedAt: number[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/product-service/categories/sidebar")) requestedAt.push(Date.now());
    });
    await page.goto("/", { waitUntil: "load" });
    await expect.poll(() => requestedAt.length, { timeout: 5_000 }).toBe(1);
    // An eager fetch on mount would fire a few tens of milliseconds after the document arrived.
    const documentReceived = await page.evaluate(() => performance.timing.responseEnd);
    expect(requestedAt[0] ?? 0).toBeGreaterThanOrEqual(documentReceived + 450);
  });

  test("ROUTE-07 a category link opens its page; Load More adds six products at a time", async ({ page }) => {
    await page.goto("/");
    const panel = await openSidePanel(page);
    const first = panel.getByTestId("side-panel-category").first().locator(":scope > div > a");
    const name = (await first.textContent()) ?? "";
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/category/${encodeURIComponent(name.replaceAll(" ", "-"))}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(6);
    await page.getByRole("link", { name: "Load More" }).click();
    await expect(cards).toHaveCount(12);
    await expect(page).toHaveURL(/\?page=2$/);
  });
});

test.describe("mobile menu", () => {
  test("HDR-18 HDR-19 CONST-21 Products opens the side panel; the menu closes when the width passes 840px", async ({
    page,
  }) => {
    test.skip(!isPhone(page), "the mobile menu button shows only on narrow screens");
    await page.goto("/");
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 840, height: 812 });
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 841, height: 812 });
    await expect(menu).toBeHidden();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByTestId("mobile-menu-button").click();
    await menu.getByRole("button", { name: "Products", exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("products-side-panel")).toBeVisible();
  });

  test("#9.4 the mobile menu opens one section at a time and lists no link twice", async ({ page }) => {
    test.skip(!isPhone(page), "the mobile menu button shows only on narrow screens");
    await page.goto("/");
    await page.getByTestId("mobile-menu-button").click();
    const menu = page.getByTestId("mobile-menu").getByRole("navigation", { name: "Mobile" });
    const hrefs = () =>
      menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    // Collapsed: each entry's own link, no sub-entries.
    const collapsed = await hrefs();
    expect(collapsed).toHaveLength(7);
    let previous: string | undefined;
    for (const entry of menuLabels.slice(1)) {
      const toggle = menu.getByRole("button", { name: `${entry} submenu` });
      if ((await toggle.count()) === 0) continue;
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      if (previous) {
        await expect(menu.getByRole("button", { name: `${previous} submenu` })).toHaveAttribute(
          "aria-expanded",
          "false",
        );
      }
      previous = entry;
      const open = await hrefs();
      expect(new Set(open).size, `${entry} open`).toBe(open.length);
    }
  });
});
