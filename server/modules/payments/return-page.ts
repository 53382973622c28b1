import { html } from "hono/html";
import { type PaymentStatusAnswer, paymentMessages } from "../../../lib/payments/contract.ts";
import { type Markup, plainPage } from "../../plain-page.ts";

/**
 * `GET /payments/return/:reference`: where the provider's tab lands when the payer is done. It runs
 * the same status check as the page's polling (settling when the provider has a result) and tells the
 * payer to go back to the checkout tab, which shows the outcome. Without a session it only says so:
 * the original tab is still polling. A caller without cart access learns nothing of the payment (403).
 */
export type ReturnPageState =
  | { kind: "signedOut" }
  | { kind: "notFound" }
  | { kind: "forbidden" }
  | { kind: "answer"; answer: PaymentStatusAnswer };

const CLOSE = "you can close this tab and return to the checkout";

function message(state: ReturnPageState): { title: string; text: string; tone: "ok" | "alert" | "info" } {
  if (state.kind === "signedOut") {
    return {
      title: "Payment finished",
      text: `Please close this tab and return to the checkout: it shows your payment's result.`,
      tone: "info",
    };
  }
  if (state.kind === "notFound") {
    return { title: "Payment not found", text: `We could not find this payment; ${CLOSE}.`, tone: "alert" };
  }
  if (state.kind === "forbidden") {
    return {
      title: "No access to payments",
      text: `You do not have access to payments of this account; ${CLOSE}.`,
      tone: "alert",
    };
  }
  const { answer } = state;
  switch (answer.status) {
    case "approved":
      return { title: "Payment approved", text: `Payment approved — ${CLOSE}`, tone: "ok" };
    case "declined":
      return {
        title: "Payment declined",
        text: `${paymentMessages.declined} You can close this tab.`,
        tone: "alert",
      };
    case "cancelled":
      return { title: "Payment cancelled", text: `Payment cancelled — ${CLOSE}`, tone: "info" };
    case "abandoned":
      return { title: "Payment abandoned", text: `This payment was abandoned — ${CLOSE}`, tone: "info" };
    case "voided":
      return { title: "Payment voided", text: `${paymentMessages.voided} — ${CLOSE}`, tone: "alert" };
    case "pending":
      return {
        title: "Payment pending",
        text: answer.providerUnavailable
          ? `The payment provider did not answer yet; your payment is still pending — ${CLOSE}, which keeps checking.`
          : `Your payment is still pending — ${CLOSE}, which keeps checking.`,
        tone: "info",
      };
  }
}

export function returnPage(state: ReturnPageState, siteUrl: string): Markup {
  const { title, text, tone } = message(state);
  return plainPage(
    title,
    html`<h1>${title}</h1><p class="${tone}" role="status">${text}</p><p><a href="${siteUrl}/">Back to the site</a></p>`,
  );
}
