import { z } from "zod";
import { basisPointsOf, CARD_SURCHARGE_BASIS_POINTS } from "../cart/pricing.ts";
import { text } from "../shared/safe-text.ts";

/**
 * The contract of the hosted payment flow (spec §4 "Payment", §7: API-44, API-46, API-50, API-51;
 * PAY-01 … PAY-21): what the browser sends to start a payment, what it gets back to open the hosted
 * page, and the transaction result the status calls answer. Shared by the server and the pages.
 *
 * The server computes every amount (order total, invoice balances, surcharge, fee) and generates the
 * `reference`/`transactionID` of each attempt; an `amount` or `reference` in a body is at most a hint,
 * checked against the server's figure (a different amount is refused, 409 AMOUNT_CHANGED).
 */

/** CONST-30: the status is polled every 5 s while a payment is awaited. */
export const PAYMENT_POLL_INTERVAL_MS = 5_000;
/** OPEN default of PAY, AMB-14: polling stops after 15 minutes and offers "check again". */
export const PAYMENT_POLL_TIMEOUT_MS = 15 * 60_000;
/** ERR-03: the decline toast stays 10 s (other error toasts 5 s). */
export const DECLINE_TOAST_MS = 10_000;
/** CONST-42. */
export const APPROVED_INDICATOR = "A";
export const USER_CANCELLED = "user cancelled";

/** The strings of spec §8 for payments, character for character. */
export const paymentMessages = {
  checking: "Checking Payment Status!",
  pending: "Please complete your pending payment...",
  declined:
    "Your payment method was declined. Please try another payment option or contact your bank for more information.",
  firefoxPopups:
    "Firefox might be blocking pop-up windows: Please make sure they are enabled in order to complete the payment process",
  noUser: "No logged in user detected",
  initiateFailed: "Initiating payment failed",
  completeFailed: "Completing payment failed",
  submitFailed: "Submitting payment failed",
  orderPlaced: "Order placed successfully!",
  invoicesPaid: "Invoices paid successfully!",
  paymentSubmitted: "Payment submitted successfully!",
  /** Issue 30: approved by the provider after what it paid was cancelled or paid otherwise. */
  voided:
    "This payment was voided and the amount refunded: what it paid had been cancelled or paid meanwhile",
} as const;

export const paymentMethods = ["card", "ach"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * PAY-11, CONST-35, AMB-10: the bank surcharge of a card payment, 3 % of the amount rounded half up
 * to the cent, computed in integer cents; ACH adds none. The portal payment's `fee` follows the same
 * rule (OPEN default of PAY).
 */
export function bankSurchargeCents(amountCents: number, method: PaymentMethod): number {
  return method === "card" ? basisPointsOf(amountCents, CARD_SURCHARGE_BASIS_POINTS, "halfUp") : 0;
}

/** Dollars with two decimals ("1234.50"), as the provider's contract and PAY-01's `amount` carry money. */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** "1234.5", "1,234.50" or "$1234.50" to cents; null when it is not an amount of money. */
export function amountToCents(value: string): number | null {
  const cleaned = value.replace(/[$,\s]/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const name = text().trim().min(1, "is required").max(80);
const amountField = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = amountToCents(String(value));
  if (cents === null) {
    ctx.addIssue({ code: "custom", message: "must be an amount in dollars, like 123.45" });
    return z.NEVER;
  }
  return cents;
});

/** What is being paid: an order of the account, some of its open invoices, or an amount on account. */
export const paymentPurposeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("order"), orderId: z.uuid("must be an order id") }).strict(),
  z
    .object({
      kind: z.literal("invoices"),
      invoiceIds: z.array(z.uuid("must be an invoice id")).min(1, "select at least one invoice").max(200),
      /**
       * Issue 32 #4: how much to pay of each invoice (dollars), keyed by invoice id; an invoice not
       * named pays its whole balance. More than the balance, or nothing, is refused (400).
       */
      amounts: z.record(z.uuid("must be an invoice id"), amountField).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("portal"),
      /** PAY-21 `paymentAmount`: the amount paid on account, before the fee. */
      paymentAmount: amountField,
      memo: text().trim().max(200).optional(),
    })
    .strict(),
]);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/**
 * API-51 `POST order-service/paya/initiate-payment` (PAY-01, PAY-20): the spec's fields, plus what is
 * paid (`purpose`). `amount` is checked against the server's figure; `reference` and `transactionID`
 * are ignored (the server makes a new one per attempt); `achPayment`/`creditCardPayment` choose the
 * method (exactly one is true); `Sale` is the capture mode (true: sale; the sandbox authorises either
 * way). The payer's name, e-mail and address prefill the hosted page.
 */
export const initiatePaymentBody = z
  .object({
    purpose: paymentPurposeSchema,
    amount: amountField.optional(),
    reference: z.string().max(100).optional(),
    transactionID: z.string().max(100).optional(),
    firstName: name,
    lastName: name,
    address1: text().trim().min(1, "is required").max(120),
    city: text().trim().min(1, "is required").max(80),
    state: text().trim().min(2, "is required").max(40),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code like 43215"),
    email: z.email("must be an email address").max(200),
    achPayment: z.boolean(),
    creditCardPayment: z.boolean(),
    Sale: z.boolean().optional(),
  })
  .strict()
  .refine((body) => body.achPayment !== body.creditCardPayment, {
    message: "Choose card or ACH: exactly one of creditCardPayment and achPayment is true",
    path: ["creditCardPayment"],
  });
export type InitiatePaymentBody = z.infer<typeof initiatePaymentBody>;

/** API-51's answer: the hosted page's address and the signed request the hidden form posts to it. */
export const initiatePaymentAnswer = z
  .object({
    actionUrl: z.string(),
    /**
     * How the hidden form goes to actionUrl, in a new tab (target=_blank): POST with the one field
     * `tokenizedRequest` (the sandbox), or GET with no field (a Stripe Checkout page's own URL).
     */
    actionMethod: z.enum(["POST", "GET"]),
    tokenizedRequest: z.string(),
    /** The attempt's reference (`transactionID`): what the status call is polled with. */
    transactionID: z.string(),
    /** What will be charged, in cents: base + surcharge or fee. */
    amountCents: z.number().int(),
    baseCents: z.number().int(),
    surchargeCents: z.number().int(),
    method: z.enum(paymentMethods),
    /** The status call of this flow (PAY-19): API-50, API-44 or API-46. */
    statusUrl: z.string(),
  })
  .strict();
export type InitiatePaymentAnswer = z.infer<typeof initiatePaymentAnswer>;

/** PAY-18: the transaction result, as the provider reports it. */
export const transactionResultSchema = z
  .object({
    id: z.string(),
    response_indicator: z.string(),
    status_description: z.string(),
    transaction_id: z.string(),
    amount: z.string(),
  })
  .strict();
export type TransactionResult = z.infer<typeof transactionResultSchema>;

/**
 * Issue 30: a payment started and not finished, as an order or invoice shows it ("Payment in
 * progress", with Resume and Abandon): until `expiresAt` it holds its subject, and it can be resumed
 * (`POST /api/payments/{reference}/resume`) or abandoned (`…/abandon`).
 */
export const paymentInProgressSchema = z
  .object({
    reference: z.string(),
    method: z.enum(["card", "ach"]),
    amountCents: z.number().int(),
    startedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    statusUrl: z.string(),
  })
  .strict();
export type PaymentInProgress = z.infer<typeof paymentInProgressSchema>;

/**
 * API-50, API-44, API-46: the attempt's state. While pending, no `id` (PAY-04 polls until one comes);
 * once settled, the PAY-18 fields and the attempt's status. `providerUnavailable` says the provider
 * did not answer this time (the attempt stays pending; "check again" asks again).
 */
export const paymentStatusAnswer = z
  .object({
    transactionID: z.string(),
    status: z.enum(["pending", "approved", "declined", "cancelled", "abandoned", "voided"]),
    id: z.string().optional(),
    response_indicator: z.string().optional(),
    status_description: z.string().optional(),
    transaction_id: z.string().optional(),
    amount: z.string().optional(),
    providerUnavailable: z.boolean().optional(),
    /** For an approved order payment, the order's id; for invoices, the ids paid. */
    orderId: z.uuid().optional(),
    invoiceIds: z.array(z.uuid()).optional(),
  })
  .strict();
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswer>;

/** PAY-05 … PAY-07, AMB-13: how a result reads: "A" first, then "user cancelled", else declined. */
export function resultOutcome(result: {
  response_indicator?: string | undefined;
  status_description?: string | undefined;
}): "approved" | "cancelled" | "declined" {
  if (result.response_indicator === APPROVED_INDICATOR) return "approved";
  if ((result.status_description ?? "").trim().toLowerCase() === USER_CANCELLED) return "cancelled";
  return "declined";
}
