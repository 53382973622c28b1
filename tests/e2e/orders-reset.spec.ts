import { expect, test } from "./fixtures.ts";
import { signIn } from "./support.ts";

// ORDER-06, INV-08, USER-12: the portal's orders and invoices live in the page that shows them; the
// browser keeps none of them, and after signing out nothing of them comes back. Read only: Ben's
// demo account is looked at, never changed.
test("ORDER-06 INV-08 USER-12 the orders and invoices tabs are never stored, and after signing out nothing of them comes back", async ({
  page,
}) => {
  await signIn(page, "ben.buyer@brightline.example");

  const ordersTab = await page.goto("/user?tab=my-orders");
  expect(ordersTab?.headers()["cache-control"]).toBe("private, no-store");
  const firstOrder = page.getByTestId("order-row").filter({ visible: true }).first();
  await expect(firstOrder).toBeVisible();
  const orderNumber =
    (await firstOrder.getByTestId("order-number").textContent())?.replace(/^Order\s+/, "") ?? "";
  expect(orderNumber).toMatch(/^SO-\d{4}-\d{6}$/);

  await page.goto("/user?tab=invoices");
  const firstInvoice = page.getByTestId("invoice-row").filter({ visible: true }).first();
  await expect(firstInvoice).toBeVisible();
  const invoiceNumber = (await firstInvoice.getByTestId("invoice-number").textContent()) ?? "";
  expect(invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);

  // Nothing of either is kept in the browser's storage.
  const stored = await page.evaluate(() =>
    JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
  );
  expect(stored).not.toContain(orderNumber);
  expect(stored).not.toContain(invoiceNumber);

  // The reset action: signing out from the portal lands home, signed out.
  await page.getByRole("button", { name: "Hi, Ben Buyer" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(invoiceNumber)).toHaveCount(0);
  // Going back asks to sign in again instead of showing the invoices or the orders.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText(invoiceNumber)).toHaveCount(0);
  await page.goto("/user?tab=my-orders");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText(orderNumber)).toHaveCount(0);
});
