import { baseURL } from "../../playwright.config.ts";
import { type Browser, expect, type Page, test } from "./fixtures.ts";

/**
 * A distributor's whole way in, as people do it: registration, the verification mail, the account
 * admin's approval, sign-in, a second account and switching between the two, sign-out from the portal.
 * Every person is new per run and per viewport (both projects share one server).
 */
const demoPassword = "Lumen-demo-2026";
const password = "Fresh-pass-2026";

/** A signed-in page of a demo user in a browser context of its own. */
async function demoUserPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.request.post("/api/user-service/sign-in", {
    data: { email, password: demoPassword },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
  return page;
}

/** The account admin approves the named pending user from the portal's Users tab (USER-02, SEC-07). */
async function approveAs(browser: Browser, adminEmail: string, name: string) {
  const admin = await demoUserPage(browser, adminEmail);
  await admin.goto("/user?tab=users");
  await admin
    .getByTestId("pending-users")
    .getByRole("button", { name: `Approve ${name}` })
    .click();
  await expect(admin.getByTestId("active-users").getByText(name, { exact: true })).toBeVisible();
  await expect(admin.getByTestId("pending-users").getByText(name)).toHaveCount(0);
  await admin.context().close();
}

test("USER-11 USER-02 ROUTE-02 SEC-10 ROUTE-31 USER-24 USER-12 a distributor registers, verifies, is approved, signs in, switches accounts and signs out", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  // A retry registers a person of its own: the first attempt's "Reggie Desktop" may already be active.
  const viewport = testInfo.project.name.startsWith("phone") ? "Phone" : "Desktop";
  const lname = testInfo.retry ? `${viewport}-${testInfo.retry + 1}` : viewport;
  const name = `Reggie ${lname}`;
  const email = `reggie.${lname.toLowerCase()}.${Date.now()}@example.com`;

  // Registration as a distributor of Brightline (account number and billing ZIP as proof).
  await page.goto("/login");
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = page.getByTestId("register-form");
  await form.getByRole("radio", { name: "Distributor" }).check();
  await form.getByLabel("Account number").fill("A-10001");
  await form.getByLabel("Billing ZIP code").fill("43215");
  await form.getByLabel("First name").fill("Reggie");
  await form.getByLabel("Last name").fill(lname);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Create account" }).click();
  // USER-21, USER-22: basic access until the address is verified; the request goes to the account.
  await expect(page.getByText("Please verify your email address with the link we sent you")).toBeVisible();
  await expect(page.getByText("Your request has been sent for review.")).toBeVisible();
  await expect(
    page.getByText("Thank you for your request; Lumenor is reviewing your request for approval."),
  ).toBeVisible();
  await page.context().clearCookies();

  // The verification mail, read from the outbox and followed as a mail client would.
  await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: "Verify your email address for Lumenor" }).click();
  await page.getByRole("link", { name: "Verify my email address" }).click();
  // Signed out, the link's portal destination asks to sign in first and keeps where to go.
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await approveAs(browser, "dana.admin@brightline.example", name);

  // ROUTE-02: sign-in through the form; the portal works for the approved account.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/user/);
  await expect(page.getByTestId("working-account")).toHaveText("Working for Brightline Electrical Supply");
  // USER-24: the session is an HttpOnly cookie, out of reach of page scripts.
  const sessionCookie = (await page.context().cookies()).find((c) => c.name.includes("session_token"));
  expect(sessionCookie?.httpOnly).toBe(true);

  // A second account: Northgate's admin approves the connection.
  await page.goto("/user?tab=account");
  const connect = page.getByRole("region", { name: "Connect another distributor account" });
  await connect.getByLabel("Account number").fill("A-10002");
  await connect.getByLabel("Billing ZIP code").fill("60601");
  await connect.getByRole("button", { name: "Connect account" }).click();
  await expect(page.getByText("Your request has been sent for review.")).toBeVisible();
  await approveAs(browser, "olivia.owner@northgate.example", name);

  // SEC-10: switching from the account menu; the page follows the new account.
  await page.reload();
  await page.getByRole("button", { name: `Hi, ${name}` }).click();
  // The open menu of this layout (the other layout's menu is hidden, the profile has a picker too).
  const accountMenu = page.getByTestId(/^account-menu(-narrow)?$/).filter({ visible: true });
  await accountMenu
    .getByRole("combobox", { name: "Working account" })
    .selectOption({ label: "Northgate Lighting Distributors (A-10002)" });
  await expect(page.getByTestId("working-account")).toHaveText("Working for Northgate Lighting Distributors");

  // ROUTE-31: signing out from /user lands home, signed out, with the session cookie gone (USER-24).
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Hi, ${name}` }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name.includes("session_token"))).toBe(false);
  // USER-12: nothing of the signed-out user stays behind: going back asks to sign in again.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByText(`Hi, ${name}`)).toHaveCount(0);
});
