import { expect, test } from "@playwright/test";
import { authenticatorCode, fixtureStaff, signInStaff } from "./staff-support.ts";

test.describe("staff console sign-in (issue 33 item 1)", () => {
  test("#33.1 a new staff member signs in with the password, sets up the authenticator app and lands back where they were going", async ({
    page,
  }) => {
    const staff = await fixtureStaff(page, "design");
    await page.goto("/staff");
    await expect(page).toHaveURL(/\/staff\/login\?redirectTo=%2Fstaff/);
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeVisible();
    await expect(page.getByRole("img", { name: "QR code of the authenticator key" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByLabel("6-digit code from your authenticator app").fill("123456");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("That code is not right");
    await page.getByLabel("6-digit code from your authenticator app").fill(authenticatorCode(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/staff$/);
    await expect(page.getByTestId("staff-identity")).toContainText("Design team");
    // The design team's menu holds its queue, not the customer service's pages.
    const menu = page.getByRole("navigation", { name: "Console" });
    await expect(menu.getByRole("link", { name: "Layout requests" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
  });

  test("#33.1 a customer's session opens no console page; the staff session opens no portal page", async ({
    page,
  }) => {
    await signInStaff(page, "customer-service");
    await page.goto("/staff");
    await expect(page.getByTestId("staff-identity")).toContainText("Customer service");
    await page.goto("/user");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fuser/);
  });
});
