import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { horizontalOverflow, signIn } from "./support.ts";

// Warranty claims (issue 14) by the admin of the test's own account (`ownAccount`), for an order the
// test places through the API (card payment: the order exists, awaiting its payment).

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** A minimal real PNG (1×1), made here so the server's content check sees an image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function placeOrder(page: Page): Promise<string> {
  const headers = { origin: baseURL };
  const filled = await page.request.post("/api/cart-service/cart/quick-order", {
    headers,
    data: { text: "DLX-8-20-50K 4" },
  });
  expect(filled.status(), await filled.text()).toBe(200);
  const placed = await page.request.post("/api/order-service/orders", {
    headers: { ...headers, "Idempotency-Key": `e2e-warranty-${Date.now()}-${Math.random()}` },
    data: {
      source: { kind: "cart" },
      shipTo: { name: "E2E Lighting", address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
      PurchaseOrder: `WC-E2E-${Date.now()}`,
      PaymentType: "CARD",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const body = (await placed.json()) as { number?: string; order?: { number: string } };
  return (body.number ?? body.order?.number) as string;
}

test("ROUTE-26 WARR-02 WARR-01 API-36 API-37 a customer files a warranty claim with a photo and finds it in the tab", async ({
  page,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  const order = await placeOrder(page);
  await page.goto("/warranty-claim");
  const form = page.getByRole("form", { name: "Warranty claim" });
  await expect(page.getByTestId("upload-limits")).toContainText(
    "Up to 5 files, 10 MB each: PNG, JPEG, GIF, WebP.",
  );
  await form.getByLabel("Order or invoice number").fill(order);
  await form.getByLabel("Product SKU").fill("DLX-8-20-50K");
  await form.getByLabel("Quantity").fill("2");
  await form.getByLabel("Install date").fill("2026-01-10");
  await form.getByLabel("Failure description").fill("Driver hums and the light flickers.");
  await form
    .getByLabel(/Photos of the product/)
    .setInputFiles([{ name: "flicker.png", mimeType: "image/png", buffer: PNG }]);
  await expect(page.getByRole("list", { name: "Chosen files" }).getByRole("listitem")).toHaveCount(1);
  expect(await horizontalOverflow(page)).toBe(0);
  await form.getByRole("button", { name: "Send warranty claim" }).click();
  await expect(toast(page, "Warranty claim was sent!")).toBeVisible();
  const number = (await page.getByTestId("warranty-number").textContent()) as string;
  expect(number).toMatch(/^WC-\d{4}-\d{6}$/);

  await page.getByRole("link", { name: "See my warranty claims" }).click();
  await expect(page).toHaveURL(/tab=my-warranty-claims/);
  const claim = page.getByTestId("warranty-claim").filter({ hasText: number });
  await expect(claim).toHaveCount(1);
  await expect(claim.getByTestId("warranty-status")).toHaveText("Submitted");
  await expect(claim).toContainText(order);
  await expect(claim.getByRole("link", { name: "flicker.png" })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("ROUTE-26 a guest is sent to sign in and back to the claim form", async ({ page }) => {
  await page.goto("/warranty-claim");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fwarranty-claim$/);
});

test("WARR-02 another account's order number is refused with the spec's failure message", async ({
  page,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  await page.goto("/warranty-claim");
  const form = page.getByRole("form", { name: "Warranty claim" });
  await form.getByLabel("Order or invoice number").fill("SO-2026-900101");
  await form.getByLabel("Product SKU").fill("DLX-8-20-50K");
  await form.getByLabel("Install date").fill("2026-01-10");
  await form.getByLabel("Failure description").fill("Dead on arrival.");
  await form.getByRole("button", { name: "Send warranty claim" }).click();
  await expect(toast(page, "Could not send warranty claim")).toBeVisible();
  await expect(form.getByText("Order SO-2026-900101 is not one of your account's")).toBeVisible();
});

test("#32.6 the claim's order and product are picked from the buyer's orders, or typed for an older one", async ({
  page,
}) => {
  // Reads only: Ben's demo orders fill the pickers; nothing is sent.
  await signIn(page, "ben.buyer@brightline.example");
  await page.goto("/warranty-claim");
  const form = page.getByRole("form", { name: "Warranty claim" });
  const order = form.getByLabel("Order", { exact: true });
  await expect(order.locator("option").first()).toHaveText(
    /^SO-2026-\d{6} · PO .+ · [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  const product = form.getByLabel("Product", { exact: true });
  const firstProducts = await product.locator("option").allTextContents();
  expect(firstProducts.length).toBeGreaterThan(0);
  expect(firstProducts[0]).toMatch(/\(.+\) · [\d,]+ ordered$/);
  // Another order: its own lines, and the quantity bounded by the one ordered.
  const numbers = await order
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  await order.selectOption(numbers[1] as string);
  const ordered = Number(
    (
      /([\d,]+) ordered$/.exec((await product.locator("option").first().textContent()) ?? "")?.[1] ?? "0"
    ).replace(/,/g, ""),
  );
  await expect(form.getByLabel("Quantity")).toHaveAttribute("max", String(ordered));
  // Typed, as before, for an invoice or an order not in the list.
  await order.selectOption("");
  await expect(form.getByLabel("Order or invoice number")).toBeVisible();
  await expect(form.getByLabel("Product SKU")).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("#32.6 at 375 and 880 px the chat launcher never sits on a field or button, and the portal's tabs show that they scroll", async ({
  page,
}) => {
  await signIn(page, "ben.buyer@brightline.example");
  for (const width of [375, 880]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/warranty-claim");
    const launcher = page.getByTestId("chat-launcher");
    await expect(launcher).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const seen = { tucked: 0, out: 0 };
    for (let y = 0; y <= height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(60);
      // What the launcher's centre would cover where it sits out (right-4 bottom-4, 48 px tall).
      const covers = await page.evaluate(() => {
        const button = document.querySelector<HTMLElement>("[data-testid='chat-launcher']") as HTMLElement;
        const x = window.innerWidth - 16 - button.offsetWidth / 2;
        const under = document
          .elementsFromPoint(x, window.innerHeight - 40)
          .find((element) => !button.contains(element));
        return Boolean(under?.closest("a[href], button, input, select, textarea, label"));
      });
      const tucked = (await launcher.getAttribute("data-tucked")) !== null;
      if (covers) expect(tucked, `scrolled to ${y} at ${width} px`).toBe(true);
      seen[tucked ? "tucked" : "out"] += 1;
    }
    // The form's fields pass under it, and it comes out where nothing is under it.
    expect(seen.tucked, `${width} px`).toBeGreaterThan(0);
    expect(seen.out, `${width} px`).toBeGreaterThan(0);

    await page.goto("/user?tab=my-orders");
    await expect(
      page.getByTestId("portal-tabs-more-after").or(page.getByTestId("portal-tabs-more-before")).first(),
    ).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Portal" });
    await nav.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect(page.getByTestId("portal-tabs-more-before")).toHaveCount(0);
    await expect(page.getByTestId("portal-tabs-more-after")).toBeVisible();
    await nav.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(page.getByTestId("portal-tabs-more-after")).toHaveCount(0);
    await expect(page.getByTestId("portal-tabs-more-before")).toBeVisible();
  }
});
