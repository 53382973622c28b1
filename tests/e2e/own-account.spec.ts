import { baseURL } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

// #11.9: a test that needs users or account data of its own gets them from `ownAccount`, created
// for the test and deleted after it; the demo accounts stay as seeded.

test.describe("an account of the test's own", () => {
  test("#11.9 its admin signs in and sees the account and its members in the Users tab; after cleanup the admin can no longer sign in", async ({
    page,
    ownAccount,
  }) => {
    await ownAccount.signInAs(page, "admin");
    await page.goto("/user?tab=users");

    await expect(page.getByTestId("working-account")).toHaveText(`Working for ${ownAccount.name}`);
    await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();
    const active = page.getByTestId("active-users");
    const { admin, member, basic } = ownAccount.users;
    await expect(active.getByText(`${admin.fname} ${admin.lname}`, { exact: true })).toBeVisible();
    await expect(active.getByText(member.email, { exact: true })).toBeVisible();
    await expect(active.getByText(`${member.fname} ${member.lname}`, { exact: true })).toBeVisible();
    await expect(active.getByRole("listitem")).toHaveCount(2);
    // The basic customer is in no account, and nobody of the demo accounts is here.
    await expect(active.getByText(basic.email)).toHaveCount(0);
    await expect(page.getByText("Ben Buyer")).toHaveCount(0);

    await ownAccount.remove();

    const again = await page.request.post("/api/user-service/sign-in", {
      data: { email: admin.email, password: ownAccount.password },
      headers: { origin: baseURL },
    });
    expect(again.status()).toBe(401);
    // The session the browser held ended with the user.
    await page.goto("/user?tab=users");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });
});
