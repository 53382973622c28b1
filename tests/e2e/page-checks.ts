import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** Checks and helpers the end-to-end specs share: axe, hydration, the dev outbox, sender addresses. */

/** axe-core on the page as it is now: serious or critical violations fail, each named with its nodes. */
export async function expectNoSeriousViolations(page: Page, label?: string) {
  const serious = (await new AxeBuilder({ page }).analyze()).violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  expect(serious, label).toEqual([]);
}

/** Opens a page (200) and waits until React has hydrated it (root.tsx sets `data-hydrated`). */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export type OutboxMail = { to: string; subject: string; text: string; purpose: string };

/** The outbox of the e2e server (MAIL_OUTBOX_VIEWER=true), newest first: one address's, or all. */
export async function outbox(page: Page, to?: string): Promise<OutboxMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : "";
  const response = await page.request.get(`/dev/outbox${query}`, { headers: { accept: "application/json" } });
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMail[];
}

/** An address of this run and viewport at `domain`, so the two projects' mails are told apart. */
export const senderAddress = (what: string, domain: string) =>
  `${what}-${test.info().project.name}-${Date.now().toString(36)}@${domain}`;
