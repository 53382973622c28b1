import { expect, test } from "./fixtures.ts";
import { payByAch, payInNewTab, toastOf } from "./payment-support.ts";
import { signIn } from "./support.ts";

// Invoices (issue 13). The demo accounts are seeded with open invoices (some overdue); this is the
// only spec that pays them, on the e2e server's fresh database. The two viewports run in parallel, so
// each pays in an account of its own: Brightline's buyer at 375 px, Northgate's owner at 1280 px.
const payerOf = (project: string) =>
  project === "phone-375" ? "ben.buyer@brightline.example" : "olivia.owner@northgate.example";

test("INV-01 INV-02 INV-05 INV-06 PAY-11 an ACH payment of two selected invoices marks them 'Paid'", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, payerOf(testInfo.project.name));
  await page.goto("/user?tab=invoices");
  await expect(page.getByRole("heading", { level: 2, name: "Invoices & Payments" })).toBeVisible();
  await expect(page.getByTestId("open-balance")).toBeVisible();

  // Open invoices only; the first two (narrow screens show cards, wide ones the table).
  await page.getByText("Open", { exact: true }).first().click();
  const rows = page.getByTestId("invoice-row").filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  const picked: string[] = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    picked.push((await row.getByTestId("invoice-number").textContent()) ?? "");
    await row.getByRole("checkbox").check();
  }

  const panel = page.getByTestId("pay-invoices");
  await expect(panel.getByTestId("totals-surcharge")).toContainText("Bank surcharge (3%)");
  await panel.getByRole("radio", { name: "ACH bank transfer" }).check();
  await expect(panel.getByTestId("totals-surcharge")).toHaveText(/Bank surcharge\s*\$0\.00/);
  await payInNewTab(
    page,
    () => panel.getByRole("button", { name: "Pay selected invoices" }).click(),
    (tab) => payByAch(tab, "011000015", "000123456789"),
  );
  await expect(toastOf(page, "Invoices paid successfully!")).toBeVisible({ timeout: 20_000 });
  await page.getByText("All", { exact: true }).first().click();
  for (const number of picked) {
    const row = page.getByTestId("invoice-row").filter({ visible: true }).filter({ hasText: number });
    await expect(row.getByTestId("invoice-status")).toHaveText("Paid");
  }
  // Read again from the server: still paid.
  await page.reload();
  for (const number of picked) {
    const row = page.getByTestId("invoice-row").filter({ visible: true }).filter({ hasText: number });
    await expect(row.getByTestId("invoice-status")).toHaveText("Paid");
  }
});
