import { baseURL } from "../../playwright.config.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { signIn } from "./support.ts";

// Demo users (server/modules/accounts/demo/accounts.ts); these tests only read and sign out.

/** The account menu button that shows at this width (one per layout, the other is hidden). */
function accountButton(page: Page, name: string) {
  return page.getByRole("button", { name });
}

test.describe("customer portal", () => {
  test("ROUTE-03 a guest is sent to sign in and back to the same portal tab", async ({ page }) => {
    await page.goto("/user?tab=my-quotes-/-projects");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const redirectTo = new URL(page.url()).searchParams.get("redirectTo");
    expect(redirectTo).toBe("/user?tab=my-quotes-/-projects");
  });

  test("ROUTE-03 AMB-20 the tab query opens its tab, with the slash plain or encoded", async ({ page }) => {
    await signIn(page, "dana.admin@brightline.example");
    const portalTabs = page.getByRole("navigation", { name: "Portal" });
    for (const query of ["my-quotes-/-projects", "my-quotes-%2F-projects"]) {
      await page.goto(`/user?tab=${query}`);
      await expect(page.getByRole("heading", { level: 2, name: "My Quotes / Projects" })).toBeVisible();
      await expect(portalTabs.getByRole("link", { name: "My Quotes / Projects" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await page.goto("/user?tab=no-such-tab");
    await expect(page.getByRole("heading", { level: 2, name: "My Favorite Items" })).toBeVisible();
    // Dana's demo favorites (server/modules/favorites/demo/favorites.ts) are listed.
    await expect(page.getByTestId("favorite-row").first()).toBeVisible();
    await portalTabs.getByRole("link", { name: "My Warranty Claims" }).click();
    await expect(page).toHaveURL(/\/user\?tab=my-warranty-claims$/);
    await expect(page.getByRole("heading", { level: 2, name: "My Warranty Claims" })).toBeVisible();
  });

  test("SEC-06 an admin sees the account's pending and active users", async ({ page }) => {
    await signIn(page, "dana.admin@brightline.example");
    await page.goto("/user?tab=users");
    await expect(page.getByTestId("pending-users").getByText("Paul Pending")).toBeVisible();
    await expect(page.getByTestId("active-users").getByText("Ben Buyer", { exact: true })).toBeVisible();
  });

  test("SEC-06 a member who is not an admin has no Users tab", async ({ page }) => {
    await signIn(page, "ben.buyer@brightline.example");
    await page.goto("/user?tab=users");
    await expect(page.getByRole("heading", { level: 2, name: "My Favorite Items" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Users" }),
    ).toHaveCount(0);
  });

  test("HDR-20 the account menu greets with first and last name and lists the account links", async ({
    page,
  }) => {
    await signIn(page, "ben.buyer@brightline.example");
    await page.goto("/");
    const button = accountButton(page, "Hi, Ben Buyer");
    await button.click();
    const links = page.getByRole("navigation", { name: "Account" }).getByRole("link");
    await expect(links).toHaveText([
      "My Favorite Items",
      "My Quotes / Projects",
      "My Lighting Layouts",
      "My Warranty Claims",
      "My Custom Designs",
      "Account",
    ]);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("ROUTE-31 logging out from the portal goes home; from elsewhere the page stays", async ({ page }) => {
    await signIn(page, "nora.viewer@brightline.example");
    await page.goto("/user?tab=account");
    await accountButton(page, "Hi, Nora Viewer").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();

    await signIn(page, "nora.viewer@brightline.example");
    await page.goto("/catalogsearch/troffer");
    await accountButton(page, "Hi, Nora Viewer").click();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/catalogsearch/troffer`);
  });

  test("USER-13 a page whose session ended elsewhere shows the guest header after the 200 ms check", async ({
    page,
    context,
  }) => {
    await signIn(page, "max.multi@northgate.example");
    // The session ends (signed out in another tab) just as the page asks who is signed in.
    await page.route("**/api/user-service/session", async (route) => {
      await context.clearCookies();
      await route.fulfill({ json: { user: null } });
    });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(accountButton(page, "Hi, Max Multi")).toHaveCount(0);
  });
});

test.describe("#9.6 #9.7 #9.8 sign-in keeps the buyer's place", () => {
  test("#9.6 the header Login link returns to the configured product after signing in", async ({ page }) => {
    const productPath = "/product/edl-4-10-40k?option=CCT-30K";
    await page.goto(productPath);
    const wide = (page.viewportSize()?.width ?? 0) > 840;
    await page.getByTestId(wide ? "login-link" : "login-link-narrow").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole("textbox", { name: "Email" }).fill("ben.buyer@brightline.example");
    await page.getByLabel("Password", { exact: true }).fill("Lumen-demo-2026");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}${productPath}`);
  });

  test("#9.6 the inventory panel's Sign in link carries the product page", async ({ page }) => {
    await page.goto("/product/edl-4-10-40k?option=CCT-30K");
    await expect(page.getByTestId("inventory-access").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent("/product/edl-4-10-40k?option=CCT-30K")}`,
    );
  });

  test("#9.7 a signed-in basic customer is offered to connect a distributor account, not to sign in", async ({
    page,
  }) => {
    await signIn(page, "bob.basic@example.com");
    await page.goto("/product/edl-4-10-40k");
    const access = page.getByTestId("inventory-access");
    await expect(access.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    await access.getByRole("link", { name: "Connect your distributor account" }).click();
    await expect(page).toHaveURL(/\/user\?tab=account#connect-distributor-title$/);
    await expect(page.getByRole("heading", { name: /Connect/ }).first()).toBeVisible();
  });

  test("#9.8 /register sends a signed-in user on, as /login does", async ({ page }) => {
    await signIn(page, "bob.basic@example.com");
    await page.goto("/register");
    await expect(page).toHaveURL(`${baseURL}/user`);
    await page.goto(`/register?redirectTo=${encodeURIComponent("/catalogsearch/troffer")}`);
    await expect(page).toHaveURL(`${baseURL}/catalogsearch/troffer`);
  });
});

test("#9.9 a signed-in user changes their own name, phone and password from the Account tab", async ({
  page,
}) => {
  const email = `profile.${test.info().project.name}.${Date.now()}@example.com`;
  const registered = await page.request.post("/api/user-service/users", {
    data: { customerType: "basic", email, password: "Lumen-first-2026", fname: "Casey", lname: "Morgan" },
    headers: { origin: baseURL },
  });
  expect(registered.status()).toBe(201);
  // Registering signs nobody in (#10.5): the person signs in next.
  const signedIn = await page.request.post("/api/user-service/sign-in", {
    data: { email, password: "Lumen-first-2026" },
    headers: { origin: baseURL },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto("/user?tab=account");
  const profile = page.getByRole("region", { name: "Name and phone" });
  await profile.getByLabel("Last name").fill("Morgan-Reyes");
  await profile.getByLabel("Phone").fill("+1 312 555 0148");
  await profile.getByRole("button", { name: "Save name and phone" }).click();
  await expect(profile.getByRole("status")).toHaveText("Your name and phone number are saved.");
  await expect(page.getByRole("button", { name: "Hi, Casey Morgan-Reyes" })).toBeVisible();
  await expect(profile.getByLabel("Phone")).toHaveValue("+1 312 555 0148");

  const password = page.getByRole("region", { name: "Password" });
  await password.getByLabel("Current password").fill("wrong-password-1");
  await password.getByLabel("New password", { exact: true }).fill("Lumen-second-2026");
  await password.getByLabel("Confirm the new password").fill("Lumen-second-2026");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toHaveText("The current password is not correct.");
  await password.getByLabel("Current password").fill("Lumen-first-2026");
  await password.getByLabel("New password", { exact: true }).fill("Lumen-second-2026");
  await password.getByLabel("Confirm the new password").fill("Lumen-second-2026");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText(
    "Your password is changed. You were signed out everywhere else.",
  );
  // Still signed in here; the new password is the one that works.
  await page.reload();
  await expect(page.getByRole("button", { name: "Hi, Casey Morgan-Reyes" })).toBeVisible();
  const again = await page.request.post("/api/user-service/sign-in", {
    data: { email, password: "Lumen-second-2026" },
    headers: { origin: baseURL },
  });
  expect(again.ok()).toBe(true);
});
