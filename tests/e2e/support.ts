import { expect, type Page } from "@playwright/test";
import { accountTabs, featureTabs } from "../../app/features/accounts/portal-tabs.ts";
import { baseURL } from "../../playwright.config.ts";

/** Demo users (server/modules/accounts/demo-accounts.ts) all have this password. */
export const demoPassword = "Lumen-demo-2026";

/**
 * Signs the page's browser context in through the API (the session cookie is set for the site): a
 * demo user, or with `password` a user of the test's own account (fixtures.ts, `ownAccount`).
 */
export async function signIn(page: Page, email: string, password = demoPassword) {
  const response = await page.request.post("/api/user-service/sign-in", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/** The widest the page is, against the window: a page wider than the window scrolls sideways. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Every tab of the portal an account admin sees (ROUTE-03). */
export const portalTabValues = [...featureTabs, ...accountTabs].map((tab) => tab.value);
