import { pdfText } from "../../server/modules/media/pdf-text.test-support.ts";
import { expect, test } from "./fixtures.ts";
import {
  expectNoSeriousViolations,
  type OutboxMail,
  openHydrated,
  outbox,
  senderAddress,
} from "./page-checks.ts";

/**
 * The brand store (ROUTE-19) and the credit application (ROUTE-27), at both viewports: filled in,
 * sent, mailed, the application's PDF downloaded; and the brand store without JavaScript.
 */

test("ROUTE-19 the brand store shows its merchandise, totals the request and sends it to the team and the sender", async ({
  page,
}) => {
  await openHydrated(page, "/brand-store");
  await expect(page).toHaveTitle(/^Brand Store \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Brand Store" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/brand-store$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Brand Store \| /);
  await expect(page.getByText("there is no payment on this site")).toBeVisible();
  const grid = page.getByTestId("merchandise-grid");
  await expect(grid.getByRole("img")).toHaveCount(8);
  await expect(grid.getByRole("img", { name: /^Softshell jacket with the .+ logo$/ })).toBeVisible();
  await expect(grid.getByRole("heading", { level: 3, name: "Type I hard hat" })).toBeVisible();
  await expect(grid.getByText("$72.00")).toBeVisible();

  const form = page.getByRole("form", { name: "Brand store request" });
  await form.getByLabel("Quantity of Structured trucker cap").fill("12");
  await form.getByLabel("Quantity of Performance polo").fill("6");
  // 12 x $18.00 + 6 x $34.00, before anything is sent.
  await expect(page.getByTestId("request-total")).toHaveText("$420.00");

  const email = senderAddress("brand-store", "albright-agency.example");
  await form.getByLabel("Name", { exact: true }).fill("Ken Albright");
  await form.getByLabel("Company (optional)").fill("Albright Lighting Agency");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Shipping address").fill("88 Lake St, Suite 300, Cleveland OH 44114");
  await form.getByLabel("Sizes, colours and notes (optional)").fill("Polos: 2 M, 3 L, 1 XL, men's cut.");
  await form.getByRole("button", { name: "Send request" }).click();

  await expect(page.getByTestId("form-sent")).toContainText("Thank you: your brand store request was sent.");
  const number = (await page.getByTestId("form-number").textContent()) ?? "";
  expect(number).toMatch(/^BS-[0-9A-Z]{8}$/);
  const receipts = await outbox(page, email);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]?.subject).toContain(number);
  expect(receipts[0]?.text).toContain("Polos: 2 M, 3 L, 1 XL");
  expect(receipts[0]?.text).toContain("$420.00");
  const team = (await page.request
    .get("/dev/outbox", { headers: { accept: "application/json" } })
    .then((r) => r.json())) as OutboxMail[];
  const teamMail = team.find((mail) => mail.purpose === "form-submission" && mail.subject.includes(number));
  expect(teamMail?.text).toContain("88 Lake St, Suite 300, Cleveland OH 44114");
});

test("ROUTE-19 the brand store refuses a request without any quantity, beside the merchandise", async ({
  page,
}) => {
  await openHydrated(page, "/brand-store");
  const form = page.getByRole("form", { name: "Brand store request" });
  await form.getByLabel("Name", { exact: true }).fill("Ken Albright");
  await form.getByLabel("Email").fill(senderAddress("brand-store-none", "albright-agency.example"));
  await form.getByLabel("Shipping address").fill("88 Lake St, Cleveland OH 44114");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("form-failure")).toContainText("Could not send your brand store request.");
  await expect(form.getByText("Choose at least one item with a quantity")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Ken Albright");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ROUTE-19 the brand store request is posted to the page: refused with what was typed, then sent", async ({
    page,
  }) => {
    await page.goto("/brand-store");
    const form = page.getByRole("form", { name: "Brand store request" });
    const email = senderAddress("brand-store-nojs", "albright-agency.example");
    await form.getByLabel("Quantity of 25 ft tape measure").fill("10");
    await form.getByLabel("Name", { exact: true }).fill("Ken Albright");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByTestId("form-failure")).toContainText("Could not send your brand store request.");
    await expect(form.getByText("Enter the shipping address")).toBeVisible();
    await expect(form.getByLabel("Quantity of 25 ft tape measure")).toHaveValue("10");
    await expect(page.getByTestId("request-total")).toHaveText("$150.00");
    await form.getByLabel("Shipping address").fill("88 Lake St, Cleveland OH 44114");
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByTestId("form-sent")).toContainText(
      "Thank you: your brand store request was sent.",
    );
    const number = (await page.getByTestId("form-number").textContent()) ?? "";
    expect((await outbox(page, email))[0]?.subject).toContain(number);
  });
});

test("ROUTE-27 the credit application: a field error first, corrected, then the number and its PDF", async ({
  page,
}) => {
  await openHydrated(page, "/credit-application");
  await expect(page).toHaveTitle(/^Credit Application \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Credit Application" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/credit-application$/);
  await expect(page.getByRole("link", { name: "Download Forms" })).toHaveAttribute("href", "/download-forms");
  const sections = page.getByRole("navigation", { name: "Sections of the application" });
  await expect(sections.getByRole("listitem")).toHaveCount(5);

  const company = `Harbor Electric Supply ${test.info().project.name} LLC`;
  const email = senderAddress("credit", "albright-agency.example");
  const form = page.getByRole("form", { name: "Credit application" });
  const fill = async (label: string, value: string, scope = form) =>
    scope.getByLabel(label, { exact: true }).fill(value);
  await fill("Legal name of the company", company);
  await fill("Street address", "2200 Riverside Dr");
  await fill("City", "Toledo");
  await fill("State", "OH");
  await fill("ZIP code", "43604");
  await fill("Company phone", "419-555-0140");
  await fill("Federal tax ID (EIN)", "34-1928374");
  await fill("Years in business", "22");
  await form.getByLabel("Type of business").selectOption("Electrical distributor");
  await form.getByLabel("Form of the company").selectOption("LLC");
  await fill("Accounts payable contact", "Grace Lind");
  await fill("Accounts payable email", email);
  await fill("Credit line requested (US$)", "40000");
  const references = [
    ["Graybar Supply Co.", "Jim Hale", "513-555-0101"],
    ["Midwest Wire & Cable", "Ann Cole", "call Ann"],
    ["Buckeye Conduit", "Lee Park", "419-555-0103"],
  ] as const;
  for (const [index, [name, contact, phone]] of references.entries()) {
    const group = form.getByRole("group", { name: `Trade reference ${index + 1}` });
    await fill("Company", name, group);
    await fill("Contact person", contact, group);
    await fill("Phone", phone, group);
  }
  await fill("Bank", "Fifth Third Bank");
  await fill("Account officer", "Sam Ortiz");
  await fill("Bank phone", "419-555-0199");
  await form.getByLabel("Type of account").selectOption("Checking");
  await fill("Full name of the signer", "Grace Lind");
  await fill("Title", "Controller");
  await form.getByLabel(/I certify the information is correct/).check();
  await form.getByRole("button", { name: "Send credit application" }).click();

  // The error: summarized at the top with the focus there, beside its field, and nothing typed lost.
  const summary = page.getByTestId("error-summary");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("There is 1 problem with your application");
  const phoneError = "Enter the phone number of trade reference 2 with digits (e.g. 614-555-0142)";
  await expect(form.getByText(phoneError, { exact: true }).last()).toBeVisible();
  await expect(sections).toContainText("1 field to correct");
  await summary.getByRole("link", { name: phoneError }).click();
  const phone2 = form.getByRole("group", { name: "Trade reference 2" }).getByLabel("Phone", { exact: true });
  await expect(phone2).toBeFocused();
  await expect(form.getByLabel("Legal name of the company")).toHaveValue(company);
  await expect(form.getByLabel(/I certify the information is correct/)).toBeChecked();
  await phone2.fill("614-555-0102");
  await form.getByRole("button", { name: "Send credit application" }).click();

  await expect(page.getByTestId("form-sent")).toContainText("Thank you: your credit application was sent.");
  const number = (await page.getByTestId("form-number").textContent()) ?? "";
  expect(number).toMatch(/^CA-[0-9A-Z]{8}$/);
  const [receipt] = await outbox(page, email);
  expect(receipt?.subject).toContain(number);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download your application (PDF)" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = Buffer.concat(await (await pdf.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = await pdfText(bytes);
  expect(text).toContain(company);
  expect(text).toContain("Midwest Wire & Cable");
});

test("ROUTE-19 ROUTE-27 the brand store and credit application pages have no serious or critical accessibility violations, with errors too", async ({
  page,
}) => {
  // Four axe scans of two long forms: 35 s on a phone-sized page even on a quiet machine, more on a busy one.
  test.slow();
  await openHydrated(page, "/brand-store");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("form-failure")).not.toBeEmpty();
  await expectNoSeriousViolations(page);

  await openHydrated(page, "/credit-application");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Send credit application" }).click();
  await expect(page.getByTestId("error-summary")).toBeFocused();
  await expectNoSeriousViolations(page);
});
