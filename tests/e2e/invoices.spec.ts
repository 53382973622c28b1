import { expect, test } from "./fixtures.ts";
import { payByAch, payInNewTab, toastOf } from "./payment-support.ts";
import { signIn } from "./support.ts";

// Invoices (issue 13). The demo accounts are seeded with open invoices (some overdue); this is the
// only spec that pays them, on the e2e server's fresh database. The two viewports run in parallel, so
// each pays in an account of its own: Brightline's buyer at 375 px, Northgate's owner at 1280 px.
const payerOf = (project: string) =>
  project === "phone-375" ? "ben.buyer@brightline.example" : "olivia.owner@northgate.example";

test("INV-01 INV-02 INV-05 INV-06 PAY-11 an ACH payment of two selected invoices marks them 'Paid'; #32.4 the open balance moves at once", async ({
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
  const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[$,]/g, "")) * 100);
  let pickedCents = 0;
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    picked.push((await row.getByTestId("invoice-number").textContent()) ?? "");
    pickedCents += cents(await row.getByTestId("invoice-balance").textContent());
    await row.getByRole("checkbox").check();
  }
  const openBefore = cents(await page.getByTestId("open-balance").textContent());

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
  // #32.4 the open balance moves with the payment at once, not after a reload.
  const openAfter = (openBefore - pickedCents) / 100;
  await expect(page.getByTestId("open-balance")).toHaveText(
    `$${openAfter.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  );
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

test("#32.4 the account statement downloads as CSV from the invoices tab, and the payment history shows what paid which invoice", async ({
  page,
}) => {
  // Reads only: Brightline's demo history at both viewports.
  await signIn(page, "ben.buyer@brightline.example");
  await page.goto("/user?tab=invoices");
  const form = page.getByTestId("statement-form");
  await expect(form.getByRole("heading", { name: "Account statement" })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(form.getByLabel("To")).toHaveValue(today);

  // From after To is refused in place.
  await form.getByLabel("From").fill("2999-01-01");
  await form.getByRole("button", { name: "Download CSV" }).click();
  await expect(form.getByText("The From date must be on or before the To date.")).toBeVisible();

  // Half a year: the whole demo history, opening at nothing.
  const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("From").fill(from);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`statement-A-10001-${from}-to-${today}.csv`);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const lines = (await readFile(path, "utf8")).replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("Date,Type,Reference,Description,Charges,Credits,Balance");
  expect(lines[1]).toBe(`${from},Opening balance,,Balance before ${from},,,0.00`);
  expect(
    lines.some((line) =>
      /^\d{4}-\d{2}-\d{2},Invoice,INV-\d{4}-000414,"Invoice, PO PO-25177, order SO-2026-900108",/.test(line),
    ),
  ).toBe(true);
  expect(
    lines.some((line) =>
      /,Payment,DEMO-PP-A-10001-2,Payment on account by card: Deposit for the Riverside school project,,1000\.00,/.test(
        line,
      ),
    ),
  ).toBe(true);
  expect(lines.some((line) => line.includes(",Closing balance,,"))).toBe(true);

  // The payment history: a partial invoice payment names its invoice and part; a credit applied is its own entry.
  const history = page.getByTestId("payment-history");
  await expect(history.getByRole("heading", { name: "Payment history" })).toBeVisible();
  const rows = history.getByTestId("payment-history-row");
  await expect(rows.first()).toBeVisible();
  await expect(history.locator('[data-kind="payment-on-account"]').first()).toContainText(
    "Payment on account",
  );
  while (await history.getByRole("button", { name: "Show more payments" }).isVisible()) {
    await history.getByRole("button", { name: "Show more payments" }).click();
  }
  const credit = history.locator('[data-kind="credit-applied"]').first();
  await expect(credit).toContainText(/Credit memo CM-\d{4}-000\d{3}/);
  await expect(credit).toContainText(/Credited to invoice INV-\d{4}-000\d{3}/);
  await expect(
    history.locator('[data-kind="invoice-payment"]').filter({ hasText: "$500.00" }).first(),
  ).toContainText(/Paid invoice INV-\d{4}-000413\s*\$500\.00/);
});
