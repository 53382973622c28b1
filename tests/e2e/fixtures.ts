import { test as base, expect, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import type { FixtureAccount } from "../../server/testing/e2e-fixtures.ts";
import { signIn } from "./support.ts";

/**
 * A customer account that belongs to one test (#11.9): created through the e2e server's
 * /dev/fixtures (E2E_FIXTURES=true) before the test and deleted after it, with a distributor admin
 * with cart access, a member without it and a basic customer, all verified, all with `password`.
 * Specs that change data (carts, orders, users) work here, never in the shared demo accounts.
 */
export type OwnAccount = FixtureAccount & {
  /** Signs the page's browser context in as one of the account's users. */
  signInAs(page: Page, who: keyof FixtureAccount["users"]): Promise<void>;
  /** Deletes the account and its users now (the fixture does it after the test otherwise). */
  remove(): Promise<void>;
};

/**
 * The Playwright `test` of every spec: it fails a test when the browser reports a Content-Security-
 * Policy violation in the console (#10.4), on any page the test opened; `ownAccount` gives a test an
 * account of its own.
 */
export const test = base.extend<{
  cspViolations: string[];
  ownAccount: OwnAccount;
  /** #32.2: `test.use({ ownAccountCreditTermsDays: 30 })` gives the own account credit terms. */
  ownAccountCreditTermsDays: number | null;
}>({
  ownAccountCreditTermsDays: [null, { option: true }],

  // A page opened with goto, reload or goBack is handed back once React has hydrated it (root.tsx
  // marks <html data-hydrated>), as a person would see a working page; documents that are not the
  // React app's (PDFs, JSON, the dev outbox) are handed back at once.
  page: async ({ page }, use) => {
    const hydrated = async (response: import("@playwright/test").Response | null) => {
      if (response?.headers()["content-type"]?.startsWith("text/html")) {
        // Only documents the React app renders hydrate (not, say, the dev mail outbox).
        await page.waitForFunction(
          () => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true",
          undefined,
          { timeout: 15_000 },
        );
      }
      return response;
    };
    const { goto, reload, goBack } = page;
    page.goto = async (...args) => hydrated(await goto.apply(page, args));
    page.reload = async (...args) => hydrated(await reload.apply(page, args));
    page.goBack = async (...args) => hydrated(await goBack.apply(page, args));
    await use(page);
  },

  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: import("@playwright/test").Page) =>
        page.on("console", (message) => {
          if (/Content Security Policy/i.test(message.text()))
            violations.push(`${page.url()}: ${message.text()}`);
        });
      context.pages().forEach(watch);
      context.on("page", watch);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],

  ownAccount: async ({ request, ownAccountCreditTermsDays }, use) => {
    const headers = { origin: baseURL };
    const data = ownAccountCreditTermsDays ? { creditTermsDays: ownAccountCreditTermsDays } : {};
    const created = await request.post("/dev/fixtures/accounts", { headers, data });
    expect(created.status(), `creating a fixture account: ${await created.text()}`).toBe(201);
    const account = (await created.json()) as FixtureAccount;
    let removed = false;
    const remove = async () => {
      if (removed) return;
      removed = true;
      const deleted = await request.delete(
        `/dev/fixtures/accounts/${encodeURIComponent(account.accountId)}`,
        {
          headers,
        },
      );
      expect(deleted.status(), `deleting fixture account ${account.accountId}`).toBe(204);
    };
    await use({
      ...account,
      signInAs: (page, who) => signIn(page, account.users[who].email, account.password),
      remove,
    });
    await remove();
  },
});

export * from "@playwright/test";
