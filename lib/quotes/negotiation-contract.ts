import { z } from "zod";
import { text } from "../shared/safe-text.ts";

/**
 * Negotiated quotes (issue 32 item 3): a buyer asks the account's rep (or the manufacturer's staff)
 * for prices on the cart's lines; the rep answers a unit price per line, an expiry and a note; the
 * buyer accepts (the quote is then orderable at those prices until the expiry), asks again, or
 * declines. Every step is kept on the quote as its thread, with who did it and when, and mailed to
 * the other side. A negotiated quote is a quote of the account (lib/quotes/contract.ts) with this
 * `negotiation` beside it; a buyer's own saved quote has none.
 */

export const MAX_NEGOTIATION_MESSAGE_LENGTH = 2_000;
/** The latest expiry a rep may give: a year ahead. */
export const MAX_ANSWER_DAYS = 366;
/** The purchase order a request carries when the buyer gives none. */
export const REQUEST_DEFAULT_PO = "Quote request";

/**
 * `requested`: waiting for the rep's prices. `answered`: priced, waiting for the buyer. `accepted`:
 * the buyer took the prices; orderable until the expiry. `declined`: closed by the buyer.
 */
export const negotiationStatuses = ["requested", "answered", "accepted", "declined"] as const;
export type NegotiationStatus = (typeof negotiationStatuses)[number];

export const negotiationStatusLabels: Record<NegotiationStatus, string> = {
  requested: "Requested",
  answered: "Answered",
  accepted: "Accepted",
  declined: "Declined",
};

export const negotiationActions = ["requested", "answered", "asked-again", "accepted", "declined"] as const;
export type NegotiationAction = (typeof negotiationActions)[number];

export const negotiationActors = ["buyer", "rep", "staff"] as const;
export type NegotiationActor = (typeof negotiationActors)[number];

const message = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(
      MAX_NEGOTIATION_MESSAGE_LENGTH,
      `The message must be at most ${MAX_NEGOTIATION_MESSAGE_LENGTH.toLocaleString("en-US")} characters`,
    )
    .pipe(text());

/** A day of the calendar, "2026-12-24". */
export const calendarDate = z
  .string({ error: "Give a date" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "That is not a date");

/** Today's date in UTC, "2026-12-04". */
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * `POST cart-service/quote-requests`: the working account's cart (as the server prices it now, without
 * its coupon: the rep's prices replace it) becomes a request, with the buyer's message and the date
 * the prices are needed by (today or later). The cart is kept. Send an `Idempotency-Key`.
 */
export const requestQuoteBody = z
  .object({
    message: message("Tell your rep what you need (a message is required)"),
    neededBy: calendarDate,
    PurchaseOrder: text().trim().min(1).max(40, "Purchase order must be at most 40 characters").optional(),
    accountId: text().trim().min(1).max(64).optional(),
  })
  .strict();
export type RequestQuoteBody = z.infer<typeof requestQuoteBody>;

/**
 * The rep's (`POST cart-service/quote-requests/{id}/answer`) or the manufacturer's staff's
 * (integration API) answer: every line of the quote once with its unit price in cents, the last day
 * the prices hold (today to a year ahead) and a note. Options keep their prices.
 */
export const answerQuoteBody = z
  .object({
    lines: z
      .array(
        z
          .object({
            id: z.uuid("must be a quote line id"),
            unitPriceCents: z
              .number({ error: "Give each line's unit price in cents" })
              .int("A unit price is whole cents")
              .min(0, "A unit price cannot be negative")
              .max(1_000_000_000, "That unit price is too large"),
          })
          .strict(),
      )
      .min(1, "Give a price for each line")
      .max(1_000),
    expiresOn: calendarDate,
    note: z
      .string()
      .trim()
      .max(MAX_NEGOTIATION_MESSAGE_LENGTH, "The note is too long")
      .pipe(text())
      .default(""),
    /** The integration API only: who at the manufacturer answers (shown in the thread). */
    answeredBy: text().trim().min(1).max(80).optional(),
  })
  .strict()
  .refine((body) => new Set(body.lines.map((line) => line.id.toLowerCase())).size === body.lines.length, {
    message: "Each line may be priced once",
    path: ["lines"],
  });
export type AnswerQuoteBody = z.infer<typeof answerQuoteBody>;

/**
 * `POST cart-service/quote-requests/{id}/respond`: the buyer accepts the answered prices (until the
 * expiry), asks again with a message (back to Requested), or declines (with an optional message).
 */
export const respondQuoteBody = z.discriminatedUnion("action", [
  z.object({ action: z.literal("accept") }).strict(),
  z.object({ action: z.literal("ask-again"), message: message("Tell your rep what to change") }).strict(),
  z
    .object({
      action: z.literal("decline"),
      message: z.string().trim().max(MAX_NEGOTIATION_MESSAGE_LENGTH).pipe(text()).optional(),
    })
    .strict(),
]);
export type RespondQuoteBody = z.infer<typeof respondQuoteBody>;

const timestamp = z.iso.datetime({ offset: true });

/** One step of the thread: who did what, when, with their words. */
export const negotiationEventSchema = z
  .object({
    at: timestamp,
    actor: z.enum(negotiationActors),
    actorName: z.string(),
    action: z.enum(negotiationActions),
    message: z.string(),
  })
  .strict();
export type NegotiationEvent = z.infer<typeof negotiationEventSchema>;

/** A negotiated quote's state and thread, oldest step first. */
export const negotiationSchema = z
  .object({
    status: z.enum(negotiationStatuses),
    neededBy: z.string(),
    requestedBy: z.object({ name: z.string(), email: z.string() }).strict(),
    answeredAt: timestamp.nullable(),
    answeredBy: z.string().nullable(),
    note: z.string(),
    events: z.array(negotiationEventSchema),
  })
  .strict();
export type Negotiation = z.infer<typeof negotiationSchema>;

/** One row of the rep's (or the buyer's) list of quote requests. */
export const quoteRequestSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    accountId: z.string(),
    accountName: z.string(),
    PurchaseOrder: z.string(),
    status: z.enum(negotiationStatuses),
    /** The answered (or accepted) prices have expired. */
    expired: z.boolean(),
    ordered: z.boolean(),
    neededBy: z.string(),
    requestedBy: z.string(),
    updatedAt: timestamp,
    expiresAt: timestamp,
    lineCount: z.number().int(),
    totalCents: z.number().int(),
  })
  .strict();
export type QuoteRequestSummary = z.infer<typeof quoteRequestSummarySchema>;

/** `GET cart-service/quote-requests`: a rep's requests of every assigned account; a buyer's of their account. */
export const quoteRequestListSchema = z.object({ requests: z.array(quoteRequestSummarySchema) }).strict();
export type QuoteRequestList = z.infer<typeof quoteRequestListSchema>;

/** What the buyer's badge says for a negotiated quote: the negotiation's word, "Expired" or "Ordered". */
export function negotiationLabel(
  negotiation: Pick<Negotiation, "status">,
  quote: { status: "draft" | "expired" | "ordered" },
): string {
  if (quote.status === "ordered") return "Ordered";
  if (quote.status === "expired" && (negotiation.status === "answered" || negotiation.status === "accepted"))
    return "Expired";
  return negotiationStatusLabels[negotiation.status];
}
