import { expect, type Page, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./page-checks.ts";

// #32.2 approvals and spending limits in an account of the test's own (on Net 30 terms, so an
// approved order is placed on account): the admin gives the member ordering rights and a $100 order
// limit on the Users tab; the member's $512.00 cart goes for approval; the admin approves one request
// (the order is placed, with the approver shown) and declines another with a reason the member reads.

test.use({ ownAccountCreditTermsDays: 30 });

async function fillCart(page: Page) {
  await page.goto("/quick-order");
  await page.getByTestId("quick-order-lines").fill("DLX-8-20-50K 4\nCTR-22-30-50K 2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("quick-order-added")).toContainText("Added 2 lines to the cart");
}

/**
 * Checkout shows Submit for approval instead of Place order; the request is sent with a PO, a note
 * and, when `method` is given, that shipping method (its freight priced in the summary first).
 */
async function submitForApproval(page: Page, po: string, method?: RegExp) {
  await page.goto("/checkout");
  const form = page.getByRole("form", { name: "Submit for approval" });
  await expect(form.getByTestId("approval-needed")).toContainText(
    "This order ($512.00) is over your order limit of $100.00.",
  );
  await expect(page.getByRole("button", { name: "Place order" })).toHaveCount(0);
  await expectNoSeriousViolations(page, "checkout, submit for approval");
  const fill = async (label: string, value: string) => {
    const field = form.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === "") await field.fill(value);
  };
  await fill("Company or name", "E2E Lighting");
  await fill("Address", "1 Main St");
  await fill("City", "Columbus");
  await fill("State (2 letters)", "OH");
  await fill("ZIP code", "43215");
  if (method) {
    await form.getByTestId("shipping-methods").getByRole("radio", { name: method }).check();
    await expect(form.getByTestId("freight-estimated")).toContainText("quote to follow");
  }
  await form.getByLabel("Purchase order (PO)").fill(po);
  await form.getByLabel(/Note to your approver/).fill("For the Elm Street job");
  await form.getByRole("button", { name: "Submit for approval" }).click();
  await expect(page.getByTestId("approval-sent")).toContainText(
    `Your order of $512.00 (PO ${po}) was sent to`,
  );
}

test("#32.2 a member over their limit submits for approval; the admin approves (order placed, approver shown) and declines another with a reason the member reads", async ({
  browser,
  ownAccount,
}) => {
  test.setTimeout(120_000);
  const { admin, member } = ownAccount.users;
  const memberName = `${member.fname} ${member.lname}`;
  const adminName = `${admin.fname} ${admin.lname}`;
  const adminPage = await (await browser.newContext()).newPage();
  const memberPage = await (await browser.newContext()).newPage();
  await ownAccount.signInAs(adminPage, "admin");

  // The admin: ordering rights and an order limit of $100, each change confirmed.
  await adminPage.goto("/user?tab=users");
  const status = adminPage.getByTestId("users-status");
  await adminPage.getByRole("switch", { name: `Cart access for ${memberName}` }).click();
  await expect(status).toHaveText(`${memberName} can now order for the account.`);
  await adminPage.getByLabel(`Order limit for ${memberName}`, { exact: true }).selectOption("amount");
  await adminPage.getByLabel("Limit in dollars").fill("100");
  await adminPage.getByRole("button", { name: `Save limit for ${memberName}` }).click();
  await expect(status).toHaveText(`Order limit saved for ${memberName}: Orders over $100.00 need approval.`);
  await expectNoSeriousViolations(adminPage, "users with the order limit editor");

  // The member: the cart goes for approval and waits, frozen, on the cart page.
  await ownAccount.signInAs(memberPage, "member");
  await fillCart(memberPage);
  await submitForApproval(memberPage, "PO-APPR-1", /^LTL freight/);
  await expect(memberPage.getByTestId("request-shipping-method")).toHaveText("LTL freight (palletized)");
  await memberPage.goto("/cart");
  const waiting = memberPage.getByTestId("approval-waiting");
  await expect(waiting).toContainText("Waiting for approval");
  // The account's admin and the rep of the account's sales rep record decide it.
  await expect(waiting).toContainText(new RegExp(`Sent to (.+ or )?${adminName}`));
  await expect(waiting).toContainText("$512.00");
  await expect(waiting.getByTestId("request-freight")).toContainText("estimated, LTL quote to follow");
  await expect(waiting.getByRole("button", { name: "Withdraw request" })).toBeVisible();
  await expectNoSeriousViolations(memberPage, "cart waiting for approval");

  // The admin approves: the order is placed for the member, the approver recorded.
  await adminPage.goto("/user?tab=approvals");
  const pending = adminPage.getByTestId("pending-request").filter({ hasText: "PO-APPR-1" });
  await expect(pending).toContainText(memberName);
  await expect(pending).toContainText("$512.00");
  await expect(pending).toContainText("2 lines, 6 units");
  await expect(pending.getByTestId("request-shipping-method")).toHaveText("LTL freight (palletized)");
  await expect(pending.getByTestId("request-freight")).toContainText("estimated, LTL quote to follow");
  await expect(pending.getByTestId("request-ship-date")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  const shipDate = await pending.getByTestId("request-ship-date").textContent();
  await expectNoSeriousViolations(adminPage, "waiting for approval list");
  await pending.getByRole("button", { name: `Approve and place order for ${memberName}` }).click();
  const approvals = adminPage.getByTestId("approvals-status");
  await expect(approvals).toContainText(/Approved: order SO-\d{4}-\d+ is placed/);
  await approvals.getByRole("link", { name: "View the order" }).click();
  await expect(adminPage.getByTestId("order-approved-by")).toHaveText(`Approved by ${adminName}`);
  await expect(adminPage.getByTestId("order-po")).toContainText(`by ${memberName}`);
  // It ships as the member chose: LTL, the estimate marked, on the date asked for.
  await expect(adminPage.getByTestId("order-shipping-method")).toHaveText("LTL freight (palletized)");
  await expect(adminPage.getByTestId("order-freight")).toContainText("estimated, LTL quote to follow");
  await expect(adminPage.getByTestId("order-ship-date")).toHaveText(shipDate ?? "");

  // A second request is declined with a reason, asked first; the member reads it on the cart page.
  await fillCart(memberPage);
  await submitForApproval(memberPage, "PO-APPR-2");
  await adminPage.goto("/user?tab=approvals");
  await adminPage
    .getByTestId("pending-request")
    .filter({ hasText: "PO-APPR-2" })
    .getByRole("button", { name: `Decline the request of ${memberName}` })
    .click();
  const dialog = adminPage.getByRole("alertdialog", { name: `Decline the request of ${memberName}?` });
  await dialog.getByRole("button", { name: "Decline request" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Enter a reason");
  await expectNoSeriousViolations(adminPage, "decline dialog");
  await dialog.getByLabel("Reason for declining").fill("Split it by job site, please");
  await dialog.getByRole("button", { name: "Decline request" }).click();
  await expect(dialog).toBeHidden();
  await expect(approvals).toHaveText(`Declined: ${memberName} is told why`);
  await expect(adminPage.getByTestId("pending-requests")).toHaveCount(0);

  await memberPage.goto("/cart");
  const declined = memberPage.getByTestId("approval-declined");
  await expect(declined).toContainText(`${adminName} declined your order of $512.00 (PO PO-APPR-2)`);
  await expect(declined).toContainText("Reason: Split it by job site, please");
  await expectNoSeriousViolations(memberPage, "cart after a decline");
  await expect(memberPage.getByTestId("approval-waiting")).toHaveCount(0);
  await expect(memberPage.getByTestId("cart-lines")).toBeVisible();
});
