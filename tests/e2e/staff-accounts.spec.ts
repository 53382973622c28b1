import { expect, test } from "@playwright/test";
import { signInStaff } from "./staff-support.ts";

test.describe("staff accounts and people (issue 33 item 2)", () => {
  test("#33.2 customer service finds an account, opens a new one with its first admin, locks and unlocks that admin", async ({
    page,
  }) => {
    await signInStaff(page, "customer-service");
    await page.goto("/staff/accounts");
    await page.getByLabel("Search", { exact: true }).fill("Brightline");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/q=Brightline/);
    await page.getByRole("link", { name: "A-10001" }).click();
    await expect(page.getByRole("heading", { name: "A-10001 · Brightline Electrical Supply" })).toBeVisible();
    const members = page.getByRole("region", { name: /Members/ });
    await expect(members).toContainText("dana.admin@brightline.example");
    await expect(page.getByRole("region", { name: /Sales reps/ })).toContainText(
      "Great Lakes Lighting Agency",
    );

    const suffix = Date.now().toString(36).toUpperCase().slice(-6);
    const number = `E-${suffix}`;
    const email = `lee.${suffix.toLowerCase()}@e2e-lakeside.example`;
    await page.goto("/staff/accounts/new");
    await page.getByLabel("Account number").fill(number);
    await page.getByLabel("Company name").fill(`Lakeside ${suffix}`);
    await page.getByLabel("Billing ZIP").fill("53202");
    await page.getByLabel("City").fill("Milwaukee");
    await page.getByLabel("State").selectOption("WI");
    await page.getByLabel("Credit terms (days)").fill("30");
    await page.getByLabel("Credit limit (USD)").fill("15000");
    const admin = page.getByRole("group", { name: "First administrator" });
    await admin.getByLabel("First name").fill("Lee");
    await admin.getByLabel("Last name").fill("Lake");
    await admin.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Create account and invite" }).click();
    await expect(page.getByRole("heading", { name: `${number} · Lakeside ${suffix}` })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("administrator was mailed");
    await expect(page.getByRole("region", { name: /Terms and prices/ })).toContainText("$15,000.00");
    await expect(page.getByTestId("audit-trail")).toContainText(`Created account ${number}`);

    await page.getByRole("link", { name: "Lee Lake" }).click();
    await expect(page.getByTestId("user-status")).toHaveText("Active");
    await page.getByLabel("Reason for locking").fill("Asked by the account's owner");
    await page.getByRole("button", { name: "Lock user" }).click();
    await expect(page.getByTestId("user-status")).toContainText("Locked since");
    await expect(page.getByTestId("audit-trail")).toContainText("Asked by the account's owner");
    await page.getByRole("button", { name: "Unlock user" }).click();
    await expect(page.getByTestId("user-status")).toHaveText("Active");
    await expect(page.getByRole("status")).toContainText("can sign in again");
  });
});
