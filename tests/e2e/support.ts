import { expect, type Locator, type Page } from "@playwright/test";
import { accountTabs, designTabs, featureTabs } from "../../app/features/accounts/portal-tabs.ts";
import type { Quote } from "../../lib/quotes/contract.ts";
import { baseURL } from "../../playwright.config.ts";

/** Demo users (server/modules/accounts/demo/accounts.ts) all have this password. */
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
export const portalTabValues = [...featureTabs, ...designTabs, ...accountTabs].map((tab) => tab.value);

/**
 * The signed-in buyer's cart filled through the quick order call and saved as a quote (API-29): for
 * tests of the quote pages themselves (quotes.spec.ts drives the whole flow through the pages).
 */
export async function quoteOfOwnCart(page: Page, PurchaseOrder: string): Promise<Quote> {
  const headers = { origin: baseURL };
  const filled = await page.request.post("/api/cart-service/cart/quick-order", {
    headers,
    data: { text: "DLX-8-20-50K 4\nCTR-22-30-50K 2\nTOL-HB-150-50K 1" },
  });
  expect(filled.status(), await filled.text()).toBe(200);
  const saved = await page.request.post("/api/cart-service/quotes", {
    headers: { ...headers, "Idempotency-Key": `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: { PurchaseOrder, notes: "Deliver to dock 4, call ahead." },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return (await saved.json()) as Quote;
}

/** The same-site links inside `scope` (the whole page by default), as paths with their query strings. */
export async function internalLinks(page: Page, scope: Locator = page.locator("body")): Promise<string[]> {
  const hrefs = await scope
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin) return [];
    return [`${url.pathname}${url.search}`];
  });
}
