import { expect, type Page } from "@playwright/test";

/**
 * The hosted payment steps of issue 13's specs: the buyer's click opens the sandbox's page in a new
 * tab (PAY-02), where card or ACH details are typed and Pay or Cancel pressed. The sandbox's labels
 * come from its own page: matched loosely here (card number, expiry, CVC, routing, account number).
 */
export const INTEGRATION_KEY = "e2e-integration-key-for-the-erp";
export const APPROVED_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";
export const DECLINE_MESSAGE =
  "Your payment method was declined. Please try another payment option or contact your bank for more information.";

/** PAY-14's notice (spec §8, lib/payments/contract.ts), character for character. */
export const POPUP_NOTICE =
  "Firefox might be blocking pop-up windows: Please make sure they are enabled in order to complete the payment process";

/** A toast with this text (sonner's). */
export const toastOf = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Clicks `button` and answers the hosted page that opens in a new tab. */
export async function payInNewTab(
  page: Page,
  click: () => Promise<void>,
  pay: (tab: Page) => Promise<void>,
): Promise<void> {
  const opened = page.context().waitForEvent("page");
  await click();
  const tab = await opened;
  // The tab opens blank from the click; the hidden form then posts the signed request into it.
  await tab.waitForURL((url) => url.protocol.startsWith("http"), { timeout: 15_000 });
  await expect(page.getByText("Checking Payment Status!").first()).toBeVisible();
  await expect(page.getByText("Please complete your pending payment...")).toBeVisible();
  await pay(tab);
}

export async function payByCard(tab: Page, number: string) {
  const name = tab.getByLabel(/name/i).first();
  if (await name.isVisible()) await name.fill("Ben Buyer");
  await tab.getByLabel(/card number/i).fill(number);
  await tab.getByLabel(/expir/i).fill("12/30");
  await tab.getByLabel(/cvc|cvv|security code/i).fill("123");
  await tab.getByRole("button", { name: /pay/i }).click();
}

export async function payByAch(tab: Page, routing: string, account: string) {
  await tab.getByLabel(/routing/i).fill(routing);
  await tab.getByLabel(/account number/i).fill(account);
  await tab.getByRole("button", { name: /pay/i }).click();
}

export async function cancelPayment(tab: Page) {
  await tab.getByRole("button", { name: /cancel/i }).click();
}
