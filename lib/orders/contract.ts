import { z } from "zod";
import { cartSchema, pricedTotalsFields } from "../cart/contract.ts";
import { paymentInProgressSchema } from "../payments/contract.ts";
import { purchaseOrderSchema, quoteLineSchema, quoteNotesSchema } from "../quotes/contract.ts";
import { text } from "../shared/safe-text.ts";
import { shippingMethods } from "./freight.ts";

/**
 * The contract of /api/order-service… (spec §7 "Orders": API-47 … API-50; ORDER-01 … ORDER-06) and of
 * the integration API the manufacturer's ERP calls (/api/order-service/integration…): every body and
 * answer, shared by the server and the pages. Money is integer cents in `…Cents` fields; the spec's
 * field names (`OrderStatus`, `PaymentStatus`, `PaymentType`, `PaymentID`, `PaymentAmount`,
 * `Price.OrderTotal`) are kept where the spec names them (ORDER-04).
 */

/** AMB-24: the portal's order list shows 5 at a time, with "Load More". */
export const ORDERS_PAGE_SIZE = 5;
export const MAX_ORDERS_PAGE_SIZE = 50;
/** OPEN default: "Load More" shows its next page after 300 ms at least (no flash of a spinner). */
export const LOAD_MORE_DELAY_MS = 300;

export const orderStatuses = [
  "AWAITING_PAYMENT",
  "PENDING",
  "PROCESSING",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ["UNPAID", "AUTHORIZED", "ON_ACCOUNT", "VOIDED"] as const;
export type OrderPaymentStatus = (typeof paymentStatuses)[number];
export const paymentTypes = ["ON_ACCOUNT", "CARD", "ACH"] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** CONST-43: what completing an approved order payment sets (PAY-08). */
export const COMPLETED_ORDER_STATUS = "PENDING";
export const COMPLETED_PAYMENT_STATUS = "AUTHORIZED";

/** The strings of spec §8 for orders, character for character. */
export const orderMessages = {
  loadError: "Could not load orders",
  submitError: "Submitting order failed",
  placed: "Order placed successfully!",
} as const;

/** ORDER-03, ERR-02: the toast of a failed placement: the server's error text when it has one. */
export function submitOrderErrorText(serverText: string | null | undefined): string {
  const trimmed = serverText?.trim() ?? "";
  return trimmed.length > 0 ? trimmed : orderMessages.submitError;
}

const line = (max: number) => text().trim().min(1, "is required").max(max);
const optionalLine = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** The ship-to address of an order (prefilled from API-62's shipping address, editable). */
export const shipToSchema = z
  .object({
    name: line(120),
    attention: optionalLine(120),
    address1: line(120),
    address2: optionalLine(120),
    city: line(80),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((value) => value.toUpperCase()),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code like 43215"),
    country: z.literal("US").default("US"),
    phone: optionalLine(40),
  })
  .strict();
export type ShipTo = z.infer<typeof shipToSchema>;

const shipDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-12-09");

/**
 * How the buyer wants the order shipped (issue 32 item 1): the method; for "ship on my carrier
 * account" the carrier and the account number; the requested ship date (a business day, not before
 * the cart's longest lead time; the earliest one when absent).
 */
export const shippingChoiceSchema = z
  .object({
    method: z.enum(shippingMethods),
    carrier: text().trim().min(1).max(40).optional(),
    carrierAccountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{3,30}$/, "must be 3 to 30 letters, digits or dashes")
      .optional(),
    requestedShipDate: shipDate.optional(),
  })
  .strict()
  .superRefine((choice, ctx) => {
    if (choice.method !== "CARRIER_ACCOUNT") return;
    if (!choice.carrier) ctx.addIssue({ code: "custom", path: ["carrier"], message: "Choose your carrier" });
    if (!choice.carrierAccountNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["carrierAccountNumber"],
        message: "Enter your carrier account number",
      });
    }
  });
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>;

/**
 * API-48 `POST order-service/orders` (ORDER-02; OPEN default of ORDER: source, ship-to, PO, notes and
 * payment type). The lines and every amount come from the server (the cart priced now, or the quote's
 * frozen prices); `expectedTotalCents`, when sent, is what the buyer saw, and a different server total
 * is refused (409 PRICE_CHANGED) so nobody is charged a figure they did not see. Send an
 * `Idempotency-Key` header (one per click of "Place order"): a repeat places no second order.
 *
 * `ON_ACCOUNT` (accounts with credit terms) places the order at once (`PENDING` / `ON_ACCOUNT`) and
 * empties the cart. `CARD` and `ACH` place it `AWAITING_PAYMENT` / `UNPAID`; the cart keeps its lines
 * until the payment is approved (PAY-08), so a declined card leaves the cart intact.
 */
export const placeOrderBody = z
  .object({
    source: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("cart") }).strict(),
      z.object({ kind: z.literal("quote"), quoteId: z.uuid("must be a quote id") }).strict(),
    ]),
    shipTo: shipToSchema,
    PurchaseOrder: purchaseOrderSchema,
    notes: quoteNotesSchema.optional(),
    PaymentType: z.enum(paymentTypes),
    /**
     * Issue 32 item 1: the shipping method, carrier account and requested ship date; the freight the
     * rules give it joins the total. Absent (API callers of before): freight stays "to be confirmed"
     * (a representative's shipping, else TBD) as it always was.
     */
    shipping: shippingChoiceSchema.optional(),
    expectedTotalCents: z.number().int().min(0).optional(),
    /** The account the page shows: must be the caller's working account (else 404). */
    accountId: text().trim().min(1).max(64).optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** What checkout shows before the buyer commits: totals by payment type (AMB-11: card adds 3 %). */
export const checkoutPreviewQuery = z
  .object({
    quoteId: z.uuid().optional(),
    PaymentType: z.enum(paymentTypes).optional(),
    /** Issue 32 item 1: the totals include the freight of this method to this ship-to. */
    shippingMethod: z.enum(shippingMethods).optional(),
    carrier: text().trim().max(40).optional(),
    shipToState: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, "must be a two-letter state code")
      .transform((value) => value.toUpperCase())
      .optional(),
    shipToZip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "must be a ZIP code like 43215")
      .optional(),
  })
  .strict();
export type CheckoutPreviewQuery = z.infer<typeof checkoutPreviewQuery>;

/**
 * API-49 `PUT order-service/orders/complete` (PAY-08): `{ id, OrderStatus, PaymentID, PaymentStatus,
 * PaymentAmount }`. The server completes the order only from its own record of the approved attempt
 * `PaymentID`: the statuses must be PENDING / AUTHORIZED and `PaymentAmount` what the attempt charged,
 * else 409; a repeat answers the completed order.
 */
export const completeOrderBody = z
  .object({
    id: z.uuid("must be an order id"),
    OrderStatus: z.literal(COMPLETED_ORDER_STATUS),
    PaymentID: z.string().trim().min(1).max(100),
    PaymentStatus: z.literal(COMPLETED_PAYMENT_STATUS),
    PaymentAmount: z.union([z.string(), z.number()]),
  })
  .strict();
export type CompleteOrderBody = z.infer<typeof completeOrderBody>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-25");

/** API-47's query: status, placed from/to (dates, inclusive), `q` (order number or PO prefix), cursor. */
export const listOrdersQuery = z
  .object({
    status: z.enum(orderStatuses).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    q: text().trim().max(40).optional(),
    cursor: z.string().max(200).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/, "must be a whole number")
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_ORDERS_PAGE_SIZE))
      .optional(),
  })
  .strict();
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

const cents = z.number().int();
const timestamp = z.iso.datetime({ offset: true });

/** ORDER-04: an order in the list, with the spec's field names. */
export const orderSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    PurchaseOrder: z.string(),
    Price: z.object({ OrderTotal: cents }).strict(),
    PaymentType: z.enum(paymentTypes),
    OrderStatus: z.enum(orderStatuses),
    PaymentID: z.string().nullable(),
    PaymentStatus: z.enum(paymentStatuses),
    /** Cents charged by the approved payment; null until paid. */
    PaymentAmount: cents.nullable(),
    lineCount: z.number().int(),
    placedByName: z.string(),
    createdAt: timestamp,
    trackingNumber: z.string().nullable(),
    carrier: z.string().nullable(),
  })
  .strict();
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z
  .object({ orders: z.array(orderSummarySchema), nextCursor: z.string().nullable() })
  .strict();
export type OrderList = z.infer<typeof orderListSchema>;

export const orderEventSchema = z
  .object({
    at: timestamp,
    OrderStatus: z.enum(orderStatuses),
    PaymentStatus: z.enum(paymentStatuses),
    actor: z.enum(["buyer", "payment", "integration", "cli", "system", "staff"]),
    actorName: z.string(),
    note: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  })
  .strict();

/** The bill-to: the account's billing address. */
export const billToSchema = z
  .object({
    name: z.string(),
    address1: z.string(),
    address2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  })
  .strict();
export type BillTo = z.infer<typeof billToSchema>;

/** How an order ships, as placed: method, carrier account, freight and whether it is an estimate, date. */
export const orderShippingSchema = z
  .object({
    method: z.enum(shippingMethods),
    carrier: z.string().nullable(),
    carrierAccountNumber: z.string().nullable(),
    /** The freight charged (the order's shippingCents). */
    freightCents: z.number().int(),
    /** An LTL estimate, quote to follow: the amount may change. */
    estimated: z.boolean(),
    /** "rules": the freight rules; "representative": the rep's shipping on the cart or quote. */
    source: z.enum(["rules", "representative"]),
    note: z.string(),
    requestedShipDate: z.string().nullable(),
  })
  .strict();
export type OrderShipping = z.infer<typeof orderShippingSchema>;

/** The order page: the summary with its lines (as charged), totals, addresses, payment and history. */
export const orderSchema = orderSummarySchema
  .extend({
    accountId: z.string(),
    accountName: z.string(),
    source: z.enum(["cart", "quote"]),
    quoteId: z.uuid().nullable(),
    quoteNumber: z.string().nullable(),
    notes: z.string(),
    shipTo: shipToSchema.extend({
      attention: z.string().nullable(),
      address2: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    items: z.array(quoteLineSchema.omit({ position: true }).extend({ position: z.number().int() })),
    ...pricedTotalsFields,
    /** Issue 32 item 1: how it ships (null: placed before freight at checkout, or without a method). */
    shipping: orderShippingSchema.nullable(),
    /** The account's billing address when placed. */
    billTo: billToSchema.nullable(),
    trackingUrl: z.string().nullable(),
    events: z.array(orderEventSchema),
    paidAt: timestamp.nullable(),
    /** #32.2: who approved the order a member submitted for approval; null when placed directly. */
    approvedByName: z.string().nullable(),
    /** An unpaid order's payment in progress (the order page), issue 30. */
    paymentInProgress: paymentInProgressSchema.optional(),
  })
  .strict();
export type Order = z.infer<typeof orderSchema>;

/** The fulfilment statuses the integration API sets (item 5 of issue 13). */
export const fulfilmentStatuses = ["PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export const carriers = ["UPS", "FedEx", "USPS", "DHL", "Freight"] as const;

/**
 * `PUT /api/order-service/integration/orders/{number}/status`, authenticated by the integration API
 * key (header `X-Api-Key`), never by a session: the ERP moves an order on. SHIPPED needs a carrier and
 * a tracking number; a shipped on-account order gets its invoice. Repeating the status it has is a
 * no-op (200, unchanged); a move the order cannot make (DELIVERED before SHIPPED, anything after
 * DELIVERED or CANCELLED) is 409.
 */
export const setOrderStatusBody = z
  .object({
    status: z.enum(fulfilmentStatuses),
    carrier: z.enum(carriers).optional(),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,40}$/, "must be 4 to 40 letters, digits or dashes")
      .optional(),
    note: text().trim().max(500).optional(),
  })
  .strict()
  .refine((body) => body.status !== "SHIPPED" || (body.carrier && body.trackingNumber), {
    message: "A shipped order needs a carrier and a tracking number",
    path: ["trackingNumber"],
  });
export type SetOrderStatusBody = z.infer<typeof setOrderStatusBody>;

/**
 * The carrier a tracking number's format names, or null when it names none for sure: UPS `1Z` and 16
 * letters or digits; FedEx 12 or 15 digits; USPS 20 to 22 digits starting with 9. Spaces and dashes
 * are ignored (`7712-3456-7890` is FedEx's 12 digits).
 */
export function carrierOfTracking(trackingNumber: string): (typeof carriers)[number] | null {
  const compact = trackingNumber.replace(/[\s-]/g, "").toUpperCase();
  if (/^1Z[0-9A-Z]{16}$/.test(compact)) return "UPS";
  if (/^(\d{12}|\d{15})$/.test(compact)) return "FedEx";
  if (/^9\d{19,21}$/.test(compact)) return "USPS";
  return null;
}

/** The carrier's tracking page for a tracking number (links out; nothing is fetched from it). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const number = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case "UPS":
      return `https://www.ups.com/track?tracknum=${number}`;
    case "FedEx":
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case "USPS":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case "DHL":
      return `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${number}`;
    default:
      return null;
  }
}

/** OPEN default of ORDER: what placing an order refuses, in words a buyer can act on. */
export const orderRefusals = {
  onAccountNotAllowed: "This account has no credit terms: choose card or ACH to pay for this order",
  quoteExpired: "This quote has expired: copy it to the cart to order at today's prices",
  quoteOrdered: "This quote has already been ordered",
  cartBeingOrdered:
    "This cart is being ordered in another window right now: reload the page to see that order",
  quoteCouponUsedUp: (code: string) =>
    `The coupon ${code} of this quote has no uses left: copy the quote to the cart to order it at today's prices`,
} as const;

/** ORDER-03: the total the server computes differs from what the buyer reviewed (`expectedTotalCents`). */
export function priceChangedMessage(formattedTotal: string): string {
  return `Prices changed since you reviewed your order: the total is now ${formattedTotal}. Please review and place the order again.`;
}

/**
 * The answer of `GET /api/order-service/checkout?quoteId=&PaymentType=` (checkoutPreviewQuery): what
 * the checkout page shows before the buyer commits. The lines are the cart priced now, or the quote's
 * frozen lines, shaped as an order's lines; `totals` has one set of totals per payment type, each
 * priced by the cart's one rule (AMB-11: CARD adds the 3 % bank surcharge, ACH and ON_ACCOUNT none),
 * so the page switches figures without asking again. `onAccountAllowed` says whether the account has
 * credit terms (ON_ACCOUNT may be chosen; its `creditTermsDays` is shown as "Net 30"). `shipToOptions`
 * are the account's shipping addresses (API-62), each a ready ship-to; `payer` prefills the hosted
 * payment page (the caller's name and e-mail, the account's billing address).
 */
export const checkoutPreviewSchema = z
  .object({
    accountId: z.string(),
    accountName: z.string(),
    source: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("cart") }).strict(),
      z.object({ kind: z.literal("quote"), quoteId: z.uuid(), quoteNumber: z.string() }).strict(),
    ]),
    items: orderSchema.shape.items,
    /** A quote's purchase order, which checkout starts with (issue 30); null for the cart. */
    purchaseOrder: z.string().nullable(),
    onAccountAllowed: z.boolean(),
    creditTermsDays: z.number().int().nullable(),
    totals: z
      .object({
        ON_ACCOUNT: z.object(pricedTotalsFields).strict(),
        CARD: z.object(pricedTotalsFields).strict(),
        ACH: z.object(pricedTotalsFields).strict(),
      })
      .strict(),
    shipToOptions: z.array(orderSchema.shape.shipTo),
    /**
     * #32.2: why this member's order goes to the account admin for approval (over their limit, or
     * every order), or null: Place order. Then checkout offers Submit for approval instead.
     */
    approval: z
      .object({
        reason: z.enum(["limit", "always"]),
        limitCents: z.number().int().nullable(),
        /** The goods' total on account the limit is judged on (before checkout's freight). */
        totalCents: z.number().int(),
        /** Who decides the request (the account's admins and reps, the caller left out), by name. */
        approverNames: z.array(z.string()),
      })
      .strict()
      .nullable(),
    /** Issue 32 item 1: the account's billing address, shown beside the ship-to. */
    billTo: billToSchema.nullable(),
    /** The freight of each method to the queried ship-to, and which one the totals include (null: none). */
    freight: z
      .object({
        selected: z.enum(shippingMethods).nullable(),
        /** A representative set the shipping: it is charged whatever the method. */
        representativeCents: z.number().int().nullable(),
        options: z.array(
          z
            .object({
              method: z.enum(shippingMethods),
              label: z.string(),
              /** What it ships as: ground over the parcel limits ships LTL. */
              shipsAs: z.enum(shippingMethods),
              freightCents: z.number().int(),
              estimated: z.boolean(),
              prepaid: z.boolean(),
              note: z.string(),
            })
            .strict(),
        ),
        carriers: z.array(z.string()),
        willCall: z.object({ location: z.string(), hours: z.string() }).strict(),
      })
      .strict(),
    /** Requested ship dates: business days from `earliest` (today plus the longest lead time). */
    shipDates: z.object({ earliest: z.string(), leadTimeDays: z.number().int() }).strict(),
    payer: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        address1: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
      })
      .strict(),
  })
  .strict();
export type CheckoutPreview = z.infer<typeof checkoutPreviewSchema>;
export type PricedTotals = CheckoutPreview["totals"]["CARD"];

/**
 * `POST order-service/orders/{id}/reorder`: the order's lines added to the cart (kept as it is, a
 * configuration it holds gets the quantity added) at today's prices; lines whose product or option
 * left the catalogue are listed in `unavailable` and not added.
 */
export const reorderResultSchema = z
  .object({
    added: z.array(
      z.object({ position: z.number().int(), sku: z.string(), quantity: z.number().int() }).strict(),
    ),
    unavailable: z.array(
      z
        .object({ position: z.number().int(), sku: z.string(), name: z.string(), reason: z.string() })
        .strict(),
    ),
    cart: cartSchema,
  })
  .strict();
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** The integration API's answer to a status change: the order, and whether this call changed it. */
export const setOrderStatusAnswer = z.object({ changed: z.boolean(), order: orderSchema }).strict();
export type SetOrderStatusAnswer = z.infer<typeof setOrderStatusAnswer>;
