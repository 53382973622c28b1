import { test as base, expect } from "@playwright/test";

/**
 * The Playwright `test` of every spec: it fails a test when the browser reports a Content-Security-
 * Policy violation in the console (#10.4), on any page the test opened.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});

export * from "@playwright/test";
