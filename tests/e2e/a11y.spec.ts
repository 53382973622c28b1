import AxeBuilder from "@axe-core/playwright";
import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./page-checks.ts";
import { portalTabValues, quoteOfOwnCart, signIn } from "./support.ts";

/** #9.20: axe-core on every storefront and portal page at both widths; serious or critical fails. */
async function expectPageHasNoSeriousViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expectNoSeriousViolations(page, path);
}

const storefrontPages = [
  "/",
  "/category/Downlights",
  "/p/Downlights/Recessed-Downlights",
  "/product/edl-4-10-40k",
  "/catalogsearch/troffer",
  "/login",
  "/register",
  "/custom-builder",
  "/custom-builder/SCX-SERIES",
  "/no-such-page",
];

test("#9.20 storefront pages have no serious or critical accessibility violations", async ({ page }) => {
  // Nine pages, each loaded and analysed by axe: more than one test's default 30 s on a busy machine.
  test.setTimeout(120_000);
  for (const path of storefrontPages) await expectPageHasNoSeriousViolations(page, path);
});

/** Issue 15: every route of the marketing site (ROUTE-04, ROUTE-08, ROUTE-09, ROUTE-12 … ROUTE-29). */
const marketingPages = [
  [
    "/catalogs",
    "/lightdesignlayoutrequest",
    "/help-me-buy",
    "/help-me-buy?option=design-my-project",
    "/help-me-buy?option=find-my-wholeseller",
    "/help-me-buy?option=find-my-salesrep",
    "/help-me-buy?option=create-my-bom",
    "/innovations/TOL-SERIES",
    "/payback-calculator",
  ],
  [
    "/available-rebates",
    "/our-history",
    "/case-study",
    "/literature",
    "/videos",
    "/brand-store",
    "/terms-and-conditions",
    "/privacy-policy",
  ],
  [
    "/download-forms",
    "/blog",
    "/careers",
    "/warranty",
    "/warranty-claim",
    "/credit-application",
    "/contact-us",
    "/support",
  ],
] as const;

for (const [part, paths] of marketingPages.entries()) {
  test(`#15 ROUTE-04 ROUTE-09 ROUTE-12 … ROUTE-29 the marketing pages (part ${part + 1}) have no serious or critical accessibility violations`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const path of paths) await expectPageHasNoSeriousViolations(page, path);
  });
}

test("#9.20 every portal tab has no serious or critical accessibility violations", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "dana.admin@brightline.example");
  for (const tab of portalTabValues) {
    await expectPageHasNoSeriousViolations(page, `/user?tab=${tab}`);
  }
});

test("#9.20 the cart, the quick order and Add to cart have no serious or critical accessibility violations", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(120_000);
  // The representative sees every control of the cart.
  await ownAccount.signInAs(page, "rep");
  const headers = { origin: baseURL };
  const added = await page.request.post("/api/cart-service/cart/add", {
    data: { sku: "SCX-4-40-40K", quantity: 2, options: ["FIN-BK"] },
    headers,
  });
  expect(added.status()).toBe(200);
  expect(
    (
      await page.request.post("/api/cart-service/cart/coupon", { data: { code: "save10" }, headers })
    ).status(),
  ).toBe(200);
  for (const path of ["/cart", "/quick-order", "/product/scx-4-40-40k"]) {
    await expectPageHasNoSeriousViolations(page, path);
  }
  // Someone without cart access is told why.
  await ownAccount.signInAs(page, "member");
  await expectPageHasNoSeriousViolations(page, "/cart");
});

test("#9.20 #12 Save as quote, the quotes tab with a quote and the quote page have no serious or critical accessibility violations", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(120_000);
  await ownAccount.signInAs(page, "admin");
  const quote = await quoteOfOwnCart(page, "PO-A11Y-1");
  // On the cart page, the Save as quote form (the cart's own page is the cart issue's), also with
  // the purchase order's message shown.
  await page.goto("/cart");
  const form = page.getByRole("form", { name: "Save as quote" });
  const serious = async () =>
    (await new AxeBuilder({ page }).include('[data-testid="save-quote"]').analyze()).violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => violation.id);
  expect(await serious()).toEqual([]);
  await form.getByRole("button", { name: "Save as quote" }).click();
  await expect(form.getByText("Purchase order is required")).toBeVisible();
  expect(await serious()).toEqual([]);
  // The quote pages as a whole.
  for (const path of ["/user?tab=my-quotes-/-projects", `/user/quotes/${quote.id}`]) {
    await expectPageHasNoSeriousViolations(page, path);
  }
});
