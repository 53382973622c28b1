import { z } from "zod";
import { cartSchema, pricedTotalsFields, quantitySchema } from "../cart/contract.ts";
import { text } from "../shared/safe-text.ts";
import { negotiationSchema, negotiationStatuses } from "./negotiation-contract.ts";

/**
 * The contract of /api/cart-service/quotes… (spec §7 "Cart and quotes": API-25 … API-29, QUOTE-01 …
 * QUOTE-09, and the PDF and copy-to-cart calls of issue 12): every request body and every answer,
 * shared by the server, which parses and answers them, and the pages, which send and show them.
 *
 * A quote is the account's cart frozen under a purchase order: its lines, options, unit and option
 * prices, coupon, shipping and surcharge as they were when it was saved. Its totals are recomputed
 * only when its quantities change, always from those frozen prices by the cart's one pricing rule
 * (lib/cart/pricing.ts). Money is integer cents in `…Cents` fields. The spec names the purchase order
 * `PurchaseOrder` (§3 "Quote: id, PurchaseOrder"), and so do the bodies and answers here.
 */

/** How long a quote holds its prices: it expires this many days after it was saved. */
export const QUOTE_VALIDITY_DAYS = 30;
export const MAX_PURCHASE_ORDER_LENGTH = 40;
export const MAX_QUOTE_NOTES_LENGTH = 2_000;
export const DEFAULT_QUOTES_PAGE_SIZE = 20;
export const MAX_QUOTES_PAGE_SIZE = 100;

/**
 * The strings the pages show (spec §8, QUOTE-03 … QUOTE-08, ERR-02), character for character, and the
 * field message of a missing purchase order (AMB-28: nothing is sent, and the field says so).
 */
export const quoteMessages = {
  saved: "Saved as a draft/quote.",
  deleted: "Quote deleted successfully",
  loadError: "Loading Quote Error",
  saveError: "Failed to save quote",
  updateError: "Update Quote Error",
  deleteError: "Delete Quote Error",
  purchaseOrderRequired: "Purchase order is required",
  purchaseOrderTooLong: `Purchase order must be at most ${MAX_PURCHASE_ORDER_LENGTH} characters`,
  notesTooLong: `Notes must be at most ${MAX_QUOTE_NOTES_LENGTH.toLocaleString("en-US")} characters`,
} as const;

/** QUOTE-06, ERR-02: the toast of a failed save: the server's error text when it has one. */
export function saveQuoteErrorText(serverText: string | null | undefined): string {
  const trimmed = serverText?.trim() ?? "";
  return trimmed.length > 0 ? trimmed : quoteMessages.saveError;
}

/**
 * QUOTE-04 `PurchaseOrder`: required, trimmed, 1 to 40 characters, no control characters. Its messages
 * are whole sentences, answered as they are (400 `{ error: "Purchase order is required", code:
 * "VALIDATION" }`), so a page may show them under the field.
 */
export const purchaseOrderSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? quoteMessages.purchaseOrderRequired
        : "Purchase order must be text",
  })
  .trim()
  .min(1, quoteMessages.purchaseOrderRequired)
  .max(MAX_PURCHASE_ORDER_LENGTH, quoteMessages.purchaseOrderTooLong)
  .pipe(text());

/** Free text about the quote, up to 2,000 characters (trimmed); "" clears it. */
export const quoteNotesSchema = z
  .string({ error: "Notes must be text" })
  .trim()
  .max(MAX_QUOTE_NOTES_LENGTH, quoteMessages.notesTooLong)
  .pipe(text());

/** QUOTE-04 for a form before anything is sent: the field's message, or null when the value will do. */
export function purchaseOrderError(value: unknown): string | null {
  const parsed = purchaseOrderSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? quoteMessages.purchaseOrderRequired);
}

/** The body fields whose messages are whole sentences (answered without the field's name before them). */
export const sentenceFields: readonly string[] = ["PurchaseOrder", "notes"];

const accountIdHint = text().trim().min(1).max(64);
const lineId = z.uuid("must be a quote line id");

/**
 * API-29 `POST cart-service/quotes` (QUOTE-04, QUOTE-05): save the working account's cart as a quote.
 * The lines, prices and coupon come from the cart as the server prices it, never from the body. Send
 * an `Idempotency-Key` header (a new random UUID per click of "Save as quote"): a repeated request
 * with the same key answers the first quote and creates no second one. The cart is kept as it is.
 */
export const createQuoteBody = z
  .object({
    PurchaseOrder: purchaseOrderSchema,
    notes: quoteNotesSchema.optional(),
    /** The account the page shows: must be the caller's working account (else 404), as for the cart. */
    accountId: accountIdHint.optional(),
  })
  .strict();
export type CreateQuoteBody = z.infer<typeof createQuoteBody>;

/**
 * API-27 `PUT cart-service/quotes/{id}` (QUOTE-07): any of the purchase order, the notes, new
 * quantities of lines (by line id; 1 to 99,999) and lines to remove. The totals are recomputed from
 * the quote's frozen prices. All of it is applied in one transaction, or none of it (400 for a line id
 * the quote does not have, a line named twice, or removing every line). An expired quote's quantities
 * cannot change (409); its purchase order and notes can.
 */
export const updateQuoteBody = z
  .object({
    PurchaseOrder: purchaseOrderSchema.optional(),
    notes: quoteNotesSchema.optional(),
    items: z
      .array(z.object({ id: lineId, quantity: quantitySchema }).strict())
      .max(1_000)
      .optional(),
    removeItemIds: z.array(lineId).max(1_000).optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.PurchaseOrder !== undefined ||
      body.notes !== undefined ||
      (body.items?.length ?? 0) > 0 ||
      (body.removeItemIds?.length ?? 0) > 0,
    { message: "Nothing to update: send PurchaseOrder, notes, items or removeItemIds" },
  )
  .refine(
    (body) => {
      const ids = [...(body.items ?? []).map((item) => item.id), ...(body.removeItemIds ?? [])].map((id) =>
        id.toLowerCase(),
      );
      return new Set(ids).size === ids.length;
    },
    { message: "Each line may be named once, in items or in removeItemIds", path: ["items"] },
  );
export type UpdateQuoteBody = z.infer<typeof updateQuoteBody>;

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(1, "must be at least 1").max(max, `must be at most ${max}`));

/** API-25's query: `page` (from 1) and `pageSize` (1 to 100, default 20). */
export const listQuotesQuery = z
  .object({
    page: positiveInt(1_000_000).optional(),
    pageSize: positiveInt(MAX_QUOTES_PAGE_SIZE).optional(),
  })
  .strict();
export type ListQuotesQuery = z.infer<typeof listQuotesQuery>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const cents = z.number().int();
const timestamp = z.iso.datetime({ offset: true });

/**
 * `draft`: saved and holding its prices. `expired`: past `expiresAt` (computed when read): it can
 * still be opened, downloaded, copied to the cart (at today's prices) and deleted, and its purchase
 * order and notes edited, but its quantities no longer change. `ordered` (issue 30): a live order
 * was placed from it (`order` links to it); it cannot be ordered again or its lines changed, unless
 * that order is cancelled, which makes it a draft (or expired) again.
 */
export const quoteStatuses = ["draft", "expired", "ordered"] as const;

/** The live order an ordered quote became. */
export const quoteOrderSchema = z.object({ id: z.uuid(), number: z.string() }).strict().nullable();
export type QuoteStatus = (typeof quoteStatuses)[number];

/** A representative's price on the line when it was saved (CART-05), who set it and when. */
export const quotePriceOverrideSchema = z
  .object({
    priceCents: cents,
    originalPriceCents: cents,
    byUserId: z.string(),
    byName: z.string(),
    at: timestamp,
  })
  .strict();

/** One line of a quote: the cart line's snapshot and its prices, frozen when the quote was saved. */
export const quoteLineSchema = z
  .object({
    id: z.uuid(),
    /** The line's place in the quote (the cart's order); removed lines leave gaps. */
    position: z.number().int(),
    productId: z.uuid(),
    /** The spec's `productID`: the product id coupons list. */
    productCode: z.string(),
    productDetails: z
      .object({
        sku: z.string(),
        name: z.string(),
        image: z.object({ url: z.string(), alt: z.string() }).strict().nullable(),
      })
      .strict(),
    catalogNumber: z.string(),
    /** The chosen options with their labels and frozen prices per unit. */
    options: z.array(
      z.object({ group: z.string(), code: z.string(), label: z.string(), priceCents: cents }).strict(),
    ),
    quantity: z.number().int(),
    /** The catalogue's price of one unit when saved. */
    listPriceCents: cents,
    /** The account's price of one unit when saved, when its price list had the product. */
    accountPriceCents: cents.nullable(),
    priceOverride: quotePriceOverrideSchema.nullable(),
    /** The frozen price of one unit before options: the override, else the account's, else list. */
    unitPriceCents: cents,
    optionsPerUnitCents: cents,
    lineItemCents: cents,
    lineOptionCents: cents,
    lineTotalCents: cents,
    /** This line's share of the frozen coupon's discount. */
    discountCents: cents,
  })
  .strict();
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/**
 * What priced the quote besides its lines, frozen with it: the cart's coupon when saved and the
 * designated-SKU rules of its SKUs (CART-16). With `shippingCents` and `surchargeMethod` it is all the
 * quote page needs to move the totals as quantities are edited, by the server's own rule
 * (lib/quotes/price-frozen.ts), before "Save changes".
 */
export const quoteFrozenPricingSchema = z
  .object({
    coupon: z
      .object({
        code: z.string(),
        percentBasisPoints: z.number().int(),
        flatCents: cents.nullable(),
        productCodes: z.array(z.string()).nullable(),
        expiresAt: z.string().nullable(),
        expiredAtSave: z.boolean(),
      })
      .strict()
      .nullable(),
    designatedSkus: z.array(
      z
        .object({
          sku: z.string(),
          maxQuantity: z.number().int(),
          exemptPercentBasisPoints: z.number().int(),
        })
        .strict(),
    ),
  })
  .strict();
export type QuoteFrozenPricing = z.infer<typeof quoteFrozenPricingSchema>;

/** API-26: one quote with its lines and totals as saved (QUOTE-02). Also the answer of API-27 and API-29. */
export const quoteSchema = z
  .object({
    id: z.uuid(),
    /** The human reference: `Q-<year>-<6 digits>` (more digits after the millionth quote). */
    number: z.string(),
    /** The spec's `PurchaseOrder` (QUOTE-04). */
    PurchaseOrder: z.string(),
    notes: z.string(),
    status: z.enum(quoteStatuses),
    order: quoteOrderSchema,
    accountId: z.string(),
    accountName: z.string(),
    createdBy: z.object({ userId: z.string(), name: z.string() }).strict(),
    createdAt: timestamp,
    updatedAt: timestamp,
    /** 30 days after `createdAt`; the quote holds its prices until then. */
    expiresAt: timestamp,
    items: z.array(quoteLineSchema),
    lineCount: z.number().int(),
    unitCount: z.number().int(),
    frozenPricing: quoteFrozenPricingSchema,
    /** Issue 32 item 3: a negotiated quote's state and thread; null for a buyer's own saved quote. */
    negotiation: negotiationSchema.nullable(),
    // The coupon is the one the cart held when the quote was saved, frozen (the quote takes no use of it).
    ...pricedTotalsFields,
  })
  .strict();
export type Quote = z.infer<typeof quoteSchema>;

/** One row of the `my-quotes-/-projects` tab (QUOTE-01): PO, date, line count, total, status, expiry. */
export const quoteSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    PurchaseOrder: z.string(),
    status: z.enum(quoteStatuses),
    /** Issue 32 item 3: a negotiated quote's state ("requested" …); null for a buyer's own saved quote. */
    negotiationStatus: z.enum(negotiationStatuses).nullable(),
    order: quoteOrderSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
    expiresAt: timestamp,
    createdBy: z.object({ userId: z.string(), name: z.string() }).strict(),
    lineCount: z.number().int(),
    unitCount: z.number().int(),
    totalCents: cents,
    currency: z.literal("USD"),
  })
  .strict();
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/** API-25: the account's quotes, newest first, one page of them. */
export const quoteListSchema = z
  .object({
    accountId: z.string(),
    quotes: z.array(quoteSummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** How many quotes the account has in all. */
    total: z.number().int(),
  })
  .strict();
export type QuoteList = z.infer<typeof quoteListSchema>;

/** API-28: what was deleted, and the spec's words for it (QUOTE-08). */
export const deletedQuoteSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    deleted: z.literal(true),
    message: z.literal(quoteMessages.deleted),
  })
  .strict();
export type DeletedQuote = z.infer<typeof deletedQuoteSchema>;

/** A quote line as it came back into the cart: its quoted price beside today's. */
export const copiedLineSchema = z
  .object({
    quoteLineId: z.uuid(),
    /** The cart line it became. */
    cartItemId: z.uuid().nullable(),
    sku: z.string(),
    catalogNumber: z.string(),
    quantity: z.number().int(),
    quotedUnitPriceCents: cents,
    quotedOptionsPerUnitCents: cents,
    currentUnitPriceCents: cents.nullable(),
    currentOptionsPerUnitCents: cents.nullable(),
  })
  .strict();

/**
 * `POST cart-service/quotes/{id}/cart`: the cart now holds exactly the quote's lines, priced as the
 * cart always is: at today's catalogue and price-list prices (`pricing: "current"`), not the quote's.
 * A representative's price on a line of a quote that has not expired comes back with the line; an
 * expired quote's lines come back without it. The cart's coupon, shipping and surcharge stay as they
 * were. The quote itself is unchanged.
 */
export const copiedQuoteSchema = z
  .object({
    quoteId: z.uuid(),
    number: z.string(),
    pricing: z.literal("current"),
    message: z.string(),
    lines: z.array(copiedLineSchema),
    cart: cartSchema,
  })
  .strict();
export type CopiedQuote = z.infer<typeof copiedQuoteSchema>;

/** The file name of a quote's PDF: its number. */
export function quotePdfFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf`;
}
