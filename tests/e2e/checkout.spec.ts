import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import {
  APPROVED_CARD,
  cancelPayment,
  DECLINE_MESSAGE,
  DECLINED_CARD,
  INTEGRATION_KEY,
  POPUP_NOTICE,
  payByCard,
  payInNewTab,
  toastOf,
} from "./payment-support.ts";

// Checkout and the hosted card payment (issue 13) in an account of the test's own (`ownAccount`):
// the sandbox's hosted page opens in a new tab; the polling settles within a poll or two (5 s each).

async function fillCart(page: Page) {
  await page.goto("/quick-order");
  await page.getByLabel("Order lines").fill("DLX-8-20-50K 4\nCTR-22-30-50K 2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("quick-order-added")).toContainText("Added 2 lines to the cart");
}

/** From the cart's "Checkout" to a filled checkout form paying by `method`. */
async function startCheckout(page: Page, po: string, method: RegExp) {
  await page.goto("/cart");
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole("form", { name: "Checkout" });
  await expect(form).toBeVisible();
  // The ship-to is prefilled from the account's addresses; a fixture account may have none.
  const fill = async (label: string | RegExp, value: string) => {
    const field = form.getByLabel(label, { exact: typeof label === "string" });
    if ((await field.inputValue()) === "") await field.fill(value);
  };
  await fill("Company or name", "E2E Lighting");
  await fill("Address", "1 Main St");
  await fill("City", "Columbus");
  await fill("State (2 letters)", "OH");
  await fill("ZIP code", "43215");
  await form.getByLabel("Purchase order (PO)").fill(po);
  // Picked up at will call: no freight in these totals (freight has its own tests, issue 32 item 1).
  await form.getByRole("radio", { name: /Will call/ }).check();
  await form.getByRole("radio", { name: method }).check();
  return form;
}

test("ORDER-02 PAY-01 … PAY-05 PAY-08 PAY-09 AMB-11 a buyer checks out by card in the sandbox's tab and sees the order PENDING / AUTHORIZED; it ships with a tracking number; reorder fills the cart", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(120_000);
  await ownAccount.signInAs(page, "admin");
  await fillCart(page);
  const form = await startCheckout(page, "PO-CARD-1", /Credit card/);
  // AMB-11: the surcharge is shown before committing: 3 % of $512.00.
  await expect(form.getByTestId("totals-surcharge")).toHaveText(/Bank surcharge \(3%\)\s*\$15\.36/);
  await expect(form.getByTestId("totals-total")).toContainText("$527.36");
  await form.getByRole("radio", { name: /ACH bank transfer/ }).check();
  await expect(form.getByTestId("totals-surcharge")).toHaveCount(0);
  await form.getByRole("radio", { name: /Credit card/ }).check();

  const placed: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/order-service/orders")
      placed.push(request.headers()["idempotency-key"] ?? "");
  });
  await payInNewTab(
    page,
    () => form.getByRole("button", { name: "Place order" }).dblclick(),
    (tab) => payByCard(tab, APPROVED_CARD),
  );
  await expect(toastOf(page, "Order placed successfully!")).toBeVisible({ timeout: 20_000 });
  expect(placed).toHaveLength(1);
  await expect(page).toHaveURL(/\/user\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("order-view").getByTestId("order-status").first()).toHaveText("Pending");
  await expect(page.getByTestId("order-payment").getByTestId("order-payment-status")).toHaveText(
    "Authorized",
  );
  await expect(page.getByTestId("order-payment").getByTestId("order-payment-amount")).toHaveText("$527.36");
  const number = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(/^Order /, "");

  // The cart became the order.
  const cart = (await (await page.request.get("/api/cart-service/cart")).json()) as { items: unknown[] };
  expect(cart.items).toHaveLength(0);

  // The order in the portal's list (ORDER-04).
  await page.goto("/user?tab=my-orders");
  const row = page.getByTestId("order-row").filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("order-payment-status")).toHaveText("Authorized");
  // The filters live in the address (issue 32 item 6): a reload keeps them, Clear removes them.
  await page.getByLabel("Order number or PO").fill(number);
  await page.getByRole("form", { name: "Filter orders" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`tab=my-orders&q=${number}`));
  await page.reload();
  await expect(page.getByLabel("Order number or PO")).toHaveValue(number);
  await expect(page.getByTestId("order-row")).toHaveCount(1);
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/user\?tab=my-orders$/);

  // Shipped by the ERP through the integration API: the tracking number shows, with the carrier's link.
  const headers = { "X-Api-Key": INTEGRATION_KEY, origin: baseURL };
  const shipped = await page.request.put(
    `/api/order-service/integration/orders/${encodeURIComponent(number)}/status`,
    { headers, data: { status: "SHIPPED", carrier: "UPS", trackingNumber: "1Z999AA10123456784" } },
  );
  expect(shipped.status(), await shipped.text()).toBe(200);
  await row.getByRole("link", { name: `Order ${number}` }).click();
  const tracking = page.getByTestId("tracking-number");
  await expect(tracking).toContainText("1Z999AA10123456784");
  await expect(tracking).toHaveAttribute("href", /ups\.com\/track\?tracknum=1Z999AA10123456784/);
  await expect(page.getByTestId("order-history")).toContainText("Shipped");

  // Reorder: the lines back in the cart.
  await page.getByRole("button", { name: "Reorder" }).click();
  await expect(page.getByTestId("reorder-result")).toBeVisible();
  await page.getByTestId("reorder-result").getByRole("link", { name: "Go to the cart" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
});

test("PAY-07 ERR-03 a declined card shows the decline message and the cart is intact", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  await ownAccount.signInAs(page, "admin");
  await fillCart(page);
  const form = await startCheckout(page, "PO-DECLINE-1", /Credit card/);
  await payInNewTab(
    page,
    () => form.getByRole("button", { name: "Place order" }).click(),
    (tab) => payByCard(tab, DECLINED_CARD),
  );
  await expect(toastOf(page, DECLINE_MESSAGE)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("payment-modal")).not.toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(form.getByRole("button", { name: "Place order" })).toBeEnabled();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
});

test("PAY-06 a cancel on the hosted page resets silently", async ({ page, ownAccount }) => {
  test.setTimeout(90_000);
  await ownAccount.signInAs(page, "admin");
  await fillCart(page);
  const form = await startCheckout(page, "PO-CANCEL-1", /Credit card/);
  await payInNewTab(
    page,
    () => form.getByRole("button", { name: "Place order" }).click(),
    (tab) => cancelPayment(tab),
  );
  await expect(page.getByTestId("payment-modal")).not.toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Place order" })).toBeEnabled();
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
});

test("PAY-14 AMB-04 a blocked new tab shows the pop-up notice, places no order and completes nothing", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  // A pop-up blocker: window.open answers null, as browsers do when they block the new tab.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await ownAccount.signInAs(page, "admin");
  await fillCart(page);
  const form = await startCheckout(page, "PO-BLOCKED-1", /Credit card/);
  const orderCalls: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // The preview read again for the freight (issue 32 item 1) is not placing or paying.
    const preview = request.method() === "GET" && pathname === "/api/order-service/checkout";
    if (pathname.startsWith("/api/order-service/") && !preview)
      orderCalls.push(`${request.method()} ${pathname}`);
  });
  let tabs = 0;
  page.context().on("page", () => {
    tabs += 1;
  });

  await form.getByRole("button", { name: "Place order" }).click();
  const notice = page.getByTestId("popup-notice");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("role", "alert");
  await expect(notice).toContainText(POPUP_NOTICE);
  await expect(page.getByTestId("payment-modal")).not.toBeVisible();
  await expect(form.getByRole("button", { name: "Place order" })).toBeEnabled();
  // No API-48 (placing) nor API-51 / API-49 (paying, completing): nothing reached the order service.
  await page.waitForTimeout(1_000);
  expect(orderCalls).toEqual([]);
  expect(tabs).toBe(0);
  await expect(page).toHaveURL(/\/checkout$/);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  // Chromium is not Firefox: once dismissed, no notice is left (Firefox keeps it as a warning).
  await expect(page.getByTestId("popup-notice")).toHaveCount(0);

  // The account has no order, and the cart is as it was.
  const orders = (await (await page.request.get("/api/order-service/user/me?limit=5")).json()) as {
    orders: unknown[];
  };
  expect(orders.orders).toEqual([]);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
});

test("#32.1 the account admin keeps the address book; its default opens checkout's ship-to and the others are offered; a member sees it without editing", async ({
  page,
  ownAccount,
}) => {
  test.setTimeout(90_000);
  await ownAccount.signInAs(page, "admin");
  await page.goto("/user?tab=account");
  const book = page.getByRole("region", { name: "Ship-to address book" });
  await expect(book.getByRole("listitem")).toHaveCount(1);
  await book.getByRole("button", { name: "Add an address" }).click();
  const form = book.getByRole("form", { name: "New ship-to address" });
  await form.getByLabel("Name of the place").fill("Eastgate Mall job site");
  await form.getByLabel("Address", { exact: true }).fill("4601 Eastgate Blvd");
  await form.getByLabel("City").fill("Cincinnati");
  await form.getByLabel("State (2 letters)").fill("oh");
  await form.getByLabel("ZIP code").fill("4524");
  await form.getByRole("button", { name: "Save address" }).click();
  // Checked before anything is sent: the field says what is wrong.
  await expect(form.getByText("ZIP code must be a ZIP code like 43215")).toBeVisible();
  await form.getByLabel("ZIP code").fill("45245");
  await form.getByLabel("Make this the default ship-to address").check();
  await form.getByRole("button", { name: "Save address" }).click();
  await expect(book.getByRole("status")).toHaveText("Eastgate Mall job site was added.");
  await expect(book.getByRole("listitem")).toHaveCount(2);
  await expect(book.getByRole("listitem").first()).toContainText("Eastgate Mall job siteDefault");
  await expect(book.getByRole("listitem").first()).toContainText("4601 Eastgate Blvd, Cincinnati, OH 45245");

  // Checkout opens with the default, and offers the other saved address and "Another address".
  await fillCart(page);
  await page.goto("/checkout");
  const checkout = page.getByRole("form", { name: "Checkout" });
  const picker = checkout.getByLabel("Shipping address");
  await expect(picker.locator("option")).toHaveText([
    /^Eastgate Mall job site, 4601 Eastgate Blvd, Cincinnati OH$/,
    /warehouse, 20 Fixture Parkway, Columbus OH$/,
    "Another address",
  ]);
  await expect(checkout.getByLabel("Address", { exact: true })).toHaveValue("4601 Eastgate Blvd");
  await expect(checkout.getByLabel("ZIP code")).toHaveValue("45245");
  await picker.selectOption({ index: 1 });
  await expect(checkout.getByLabel("Address", { exact: true })).toHaveValue("20 Fixture Parkway");
  await expect(checkout.getByLabel("City")).toHaveValue("Columbus");
  await picker.selectOption({ label: "Another address" });
  await expect(checkout.getByLabel("Address", { exact: true })).toHaveValue("");

  // A member reads the book (to pick at checkout) but may not change it.
  await ownAccount.signInAs(page, "member");
  await page.goto("/user?tab=account");
  await expect(book.getByRole("listitem")).toHaveCount(2);
  await expect(book).toContainText("Your account admin keeps this list.");
  await expect(book.getByRole("button")).toHaveCount(0);
});

test("#32.1 an order page shows the shipping method, the freight marked estimated, the requested ship date and the bill-to", async ({
  page,
}) => {
  // Read only: Brightline's demo order SO-2026-900110 ships LTL, its freight an estimate.
  await page.request.post("/api/user-service/sign-in", {
    data: { email: "ben.buyer@brightline.example", password: "Lumen-demo-2026" },
    headers: { origin: baseURL },
  });
  const list = (await (await page.request.get("/api/order-service/user/me?limit=50")).json()) as {
    orders: { id: string; number: string }[];
  };
  const ltl = list.orders.find((order) => order.number === "SO-2026-900110");
  expect(ltl, "demo order SO-2026-900110").toBeTruthy();
  await page.goto(`/user/orders/${ltl?.id}`);
  const shipping = page.getByTestId("order-shipping");
  await expect(shipping.getByTestId("order-shipping-method")).toHaveText("LTL freight (palletized)");
  await expect(shipping.getByTestId("order-freight")).toHaveText("$189.00 estimated, LTL quote to follow");
  await expect(shipping.getByTestId("order-ship-date")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(page.getByTestId("order-bill-to")).toContainText("100 Commerce Street");
  await expect(page.getByTestId("totals-shipping")).toContainText("Shipping (estimated)");
});
