import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { signInStaff } from "./staff-support.ts";

// Issue 33 item 4 in chromium: customer service finds the test's own orders in the console, cancels
// the one still awaiting its card payment with a reason, and marks the on-account one shipped.

test.use({ ownAccountCreditTermsDays: 30 });

/** The buyer's cart filled and placed through the API (as checkout does), answering the order number. */
async function placeOrder(page: Page, po: string, paymentType: "CARD" | "ON_ACCOUNT"): Promise<string> {
  const headers = { origin: baseURL };
  const filled = await page.request.post("/api/cart-service/cart/quick-order", {
    headers,
    data: { text: "DLX-8-20-50K 2" },
  });
  expect(filled.status(), await filled.text()).toBe(200);
  const placed = await page.request.post("/api/order-service/orders", {
    headers: { ...headers, "Idempotency-Key": `e2e-staff-${po}` },
    data: {
      source: { kind: "cart" },
      shipTo: { name: "E2E Lighting", address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
      PurchaseOrder: po,
      PaymentType: paymentType,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const body = (await placed.json()) as { number?: string; order?: { number: string } };
  return (body.number ?? body.order?.number) as string;
}

test("#33.4 customer service filters the orders, cancels an unpaid order with a reason and marks one shipped", async ({
  page,
  browser,
  ownAccount,
}) => {
  await ownAccount.signInAs(page, "admin");
  const stamp = Date.now().toString(36).toUpperCase();
  const onAccount = await placeOrder(page, `STAFF-${stamp}-A`, "ON_ACCOUNT");
  const byCard = await placeOrder(page, `STAFF-${stamp}-C`, "CARD");

  const staff = await (await browser.newContext({ baseURL })).newPage();
  await signInStaff(staff, "customer-service");
  await staff.goto("/staff/orders");
  const filters = staff.getByRole("search", { name: "Filter orders" });
  await filters.getByLabel("Search").fill(`staff-${stamp}`);
  await filters.getByRole("button", { name: "Apply" }).click();
  const table = staff.getByRole("table", { name: "Orders" });
  await expect(table.getByRole("row")).toHaveCount(3);
  await filters.getByLabel("Status").selectOption("AWAITING_PAYMENT");
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);

  await table.getByRole("link", { name: byCard }).click();
  await expect(staff.getByRole("heading", { name: `Order ${byCard}` })).toBeVisible();
  await staff.getByLabel("Reason for cancelling").fill("Buyer asked by phone to cancel");
  await staff.getByRole("button", { name: "Cancel order" }).click();
  await expect(staff.getByRole("status")).toContainText(`Order ${byCard} is cancelled`);
  await expect(staff.getByTestId("order-history")).toContainText("Buyer asked by phone to cancel");
  await expect(staff.getByTestId("audit-trail")).toContainText("cancelled before payment");

  await staff.goto(`/staff/orders/${onAccount}`);
  await staff.getByLabel("Carrier").selectOption("UPS");
  await staff.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await staff.getByLabel("Reason", { exact: true }).fill("Shipped from the dock, no ERP feed");
  await staff.getByRole("button", { name: "Mark shipped" }).click();
  await expect(staff.getByRole("status")).toContainText("marked shipped");
  await expect(staff.getByTestId("tracking-number")).toContainText("1Z999AA10123456784");
  await expect(staff.getByTestId("audit-trail")).toContainText("PENDING → SHIPPED");
  await staff.context().close();
});
