import { readFile } from "node:fs/promises";
import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { quoteOfOwnCart, signIn } from "./support.ts";

// Quotes (issue 12) in an account of the test's own (`ownAccount`): no demo account's cart or quotes
// are touched. The fixture account has no price list, so its prices are the catalogue's list prices.

const QUOTES_TAB = "/user?tab=my-quotes-/-projects";

/** A toast with this text (sonner's). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Fills the signed-in buyer's cart through the quick order page, as a buyer would paste part numbers. */
async function fillCartByQuickOrder(page: Page) {
  await page.goto("/quick-order");
  await page.getByLabel("Order lines").fill("DLX-8-20-50K 4\nCTR-22-30-50K 2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("quick-order-added")).toContainText("Added 2 lines to the cart");
}

test("QUOTE-01 QUOTE-02 QUOTE-04 QUOTE-05 QUOTE-07 QUOTE-08 API-25 API-26 API-27 API-28 API-29 a buyer saves the cart as a quote, finds it, edits it, downloads it, copies it back into the cart and deletes it", async ({
  page,
  ownAccount,
  browser,
}) => {
  test.setTimeout(120_000);
  await ownAccount.signInAs(page, "admin");
  await fillCartByQuickOrder(page);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  // 4 × 69.00 + 2 × 118.00 at list prices.
  await expect(page.getByTestId("summary-total")).toContainText("$512.00");

  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/cart-service/quotes") {
      posts.push(request.headers()["idempotency-key"] ?? "");
    }
  });
  const form = page.getByRole("form", { name: "Save as quote" });
  const po = form.getByLabel("Purchase order (PO)");

  // QUOTE-04: without a purchase order nothing is sent, and the field says so.
  await form.getByRole("button", { name: "Save as quote" }).click();
  await expect(form.getByText("Purchase order is required")).toBeVisible();
  await expect(po).toBeFocused();
  await expect(po).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);

  // QUOTE-05: saved under its PO; a double click makes one quote.
  await po.fill("PO-E2E-1");
  await form.getByLabel("Notes (optional)").fill("Deliver to dock 4");
  await form.getByRole("button", { name: "Save as quote" }).dblclick();
  await expect(toast(page, "Saved as a draft/quote.")).toBeVisible();
  const result = page.getByTestId("save-quote-result");
  await expect(result).toContainText(/Saved as a draft\/quote\. Q-\d{4}-\d{6} \(PO PO-E2E-1\)\./);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  // The cart is kept.
  await expect(page.getByTestId("cart-line")).toHaveCount(2);

  // QUOTE-01: the quotes tab lists it with its PO, lines, total, status and expiry.
  await page.goto(QUOTES_TAB);
  const row = page.getByTestId("quote-row").filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("PO-E2E-1");
  await expect(row).toContainText("$512.00");
  await expect(row).toContainText("Draft");
  await expect(row).toContainText(/Q-\d{4}-\d{6}/);
  await expect(page.getByTestId("quotes-range")).toHaveText("Quote 1 of 1");

  // QUOTE-02: it opens with its lines and totals as saved.
  await row.getByRole("link", { name: /PO-E2E-1/ }).click();
  await expect(page).toHaveURL(/\/user\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Quote Q-\d{4}-\d{6}$/);
  await expect(page.getByTestId("quote-line")).toHaveCount(2);
  await expect(page.getByLabel("Notes (optional)")).toHaveValue("Deliver to dock 4");
  await expect(page.getByTestId("quote-summary-total")).toContainText("$512.00");

  // SEC-10: someone of another account gets the 404 page for it.
  const stranger = await browser.newPage();
  await signIn(stranger, "ben.buyer@brightline.example");
  const foreign = await stranger.goto(quoteUrl);
  expect(foreign?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(stranger.getByText("PO-E2E-1")).toHaveCount(0);
  await stranger.close();

  // QUOTE-07: a new PO and a quantity, saved together; the totals follow from the quoted prices.
  await page.getByLabel("Purchase order (PO)").fill("PO-E2E-2");
  const dlx = page.getByTestId("quote-line").filter({ hasText: "DLX-8-20-50K" });
  await dlx.getByRole("button", { name: /^Increase quantity of/ }).click();
  await expect(dlx.getByRole("textbox", { name: /^Quantity of/ })).toHaveValue("5");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Changes saved")).toBeVisible();
  await expect(page.getByTestId("quote-po")).toContainText("PO PO-E2E-2");
  await expect(dlx.getByTestId("quote-line-total")).toHaveText("$345.00");
  await expect(page.getByTestId("quote-summary-total")).toContainText("$581.00");
  // Saved on the server: the page reads it again.
  await page.reload();
  await expect(page.getByLabel("Purchase order (PO)")).toHaveValue("PO-E2E-2");
  await expect(dlx.getByRole("textbox", { name: /^Quantity of/ })).toHaveValue("5");

  // Its PDF: a plain link that downloads the quote's file.
  const link = page.getByRole("link", { name: "Download PDF" });
  const href = (await link.getAttribute("href")) ?? "";
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Q-\d{4}-\d{6}\.pdf$/);
  const downloaded = await readFile((await download.path()) ?? "");
  expect(downloaded.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Copy to cart: the cart has changed meanwhile; after confirming, it holds the quote's lines again.
  const cart = (await (await page.request.get("/api/cart-service/cart")).json()) as {
    items: { id: string; productDetails: { sku: string } }[];
  };
  const ctr = cart.items.find((item) => item.productDetails.sku === "CTR-22-30-50K");
  const removed = await page.request.delete(`/api/cart-service/cart/remove/${ctr?.id}`, {
    headers: { origin: baseURL },
  });
  expect(removed.status()).toBe(200);
  await page.getByRole("button", { name: "Copy to cart" }).click();
  const copy = page.getByRole("alertdialog", { name: /^Copy quote Q-\d{4}-\d{6} to the cart$/ });
  await expect(copy).toContainText("Your cart's lines are replaced by this quote's 2 lines");
  await expect(copy).toContainText("priced at today's prices, not the quoted ones");
  await copy.getByRole("button", { name: "Replace cart lines" }).click();
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(
    page
      .getByTestId("cart-line")
      .filter({ hasText: "DLX-8-20-50K" })
      .getByRole("textbox", { name: /^Quantity of/ }),
  ).toHaveValue("5");

  // QUOTE-08: deleted after a confirmation, then back to the tab, which is empty again.
  await page.goto(quoteUrl);
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Delete quote Q-/ });
  await expect(confirm).toContainText("Your cart does not change.");
  await confirm.getByRole("button", { name: "Delete quote", exact: true }).click();
  await expect(toast(page, "Quote deleted successfully")).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}${QUOTES_TAB}`);
  await expect(page.getByText("No quotes yet.")).toBeVisible();
  expect((await page.goto(quoteUrl))?.status()).toBe(404);
});

test("QUOTE-03 a quotes tab that cannot load says 'Loading Quote Error' and loads on 'Try again'", async ({
  page,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  await quoteOfOwnCart(page, "PO-E2E-RETRY");
  let fail = true;
  await page.route("**/api/cart-service/quotes/account/**", (route) =>
    fail
      ? route.fulfill({ status: 503, json: { error: "Unavailable", code: "UNAVAILABLE" } })
      : route.continue(),
  );
  await page.goto(QUOTES_TAB);
  await expect(page.getByTestId("quotes-error")).toContainText("Loading Quote Error");
  await expect(toast(page, "Loading Quote Error")).toBeVisible();
  fail = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("quote-row").filter({ visible: true })).toContainText("PO-E2E-RETRY");
});

test("QUOTE-09 USER-12 the portal's quote pages are never stored, and after signing out nothing of them comes back", async ({
  page,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  const quote = await quoteOfOwnCart(page, "PO-E2E-PRIVATE");
  const tab = await page.goto(QUOTES_TAB);
  expect(tab?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("quote-row").filter({ visible: true })).toContainText("PO-E2E-PRIVATE");
  const opened = await page.goto(`/user/quotes/${quote.id}`);
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByTestId("quote-po")).toContainText("PO-E2E-PRIVATE");
  // Nothing of the quotes is kept in the browser's storage.
  const stored = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
  );
  expect(stored).not.toContain("PO-E2E-PRIVATE");
  expect(stored).not.toContain(quote.number);

  // The reset action: signing out from the quote page lands home, signed out.
  const { fname, lname } = ownAccount.users.admin;
  await page.getByRole("button", { name: `Hi, ${fname} ${lname}` }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByText("PO-E2E-PRIVATE")).toHaveCount(0);
  // Going back asks to sign in again instead of showing the quote.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText("PO-E2E-PRIVATE")).toHaveCount(0);
  await expect(page.getByText(quote.number)).toHaveCount(0);
});
