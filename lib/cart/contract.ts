import { z } from "zod";
import { parseDollarsToCents } from "../catalog/import-contract.ts";
import { text } from "../shared/safe-text.ts";

/**
 * The contract of /api/cart-service/cart… (spec §7 "Cart and quotes", API-18 … API-22, and the coupon,
 * shipping, surcharge and quick-order calls of issue 12): every request body and every answer, shared
 * by the server, which parses and answers them, and the pages, which send and show them. Request
 * schemas are strict (an unknown field is a 400). Money is integer cents in `…Cents` fields; a price,
 * total or discount a client sends is never used (the fields the spec names are accepted and ignored),
 * except a representative's checked override (API-20).
 */

/** A line's quantity: a whole number from 1 to 99,999 (0, -1, 1.5, NaN, 2^31 and strings are refused). */
export const MAX_LINE_QUANTITY = 99_999;
/** At most this many lines in a cart; an add or quick order beyond it is refused and changes nothing. */
export const MAX_CART_LINES = 1_000;
/** A quick order holds at most this many lines (not counting blank and comment lines). */
export const MAX_QUICK_ORDER_LINES = 500;
/** A product has at most eight options; a request naming more codes is refused. */
export const MAX_OPTION_CODES = 20;
/** A representative's price: from 0 to $10,000,000.00. */
export const MAX_PRICE_CENTS = 1_000_000_000;
/** Shipping set by a representative: from 0 to $1,000,000.00. */
export const MAX_SHIPPING_CENTS = 100_000_000;

const quantityMessage = `must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString("en-US")}`;
export const quantitySchema = z
  .number({ error: quantityMessage })
  .int(quantityMessage)
  .min(1, quantityMessage)
  .max(MAX_LINE_QUANTITY, quantityMessage);

const id = text().trim().min(1).max(64);
const optionCode = text().trim().min(1, "is required").max(40);
const sku = text().trim().min(1, "is required").max(64);
/** A field of the spec's bodies that carries a client's price: accepted, never used. */
const ignoredMoney = z.union([z.number(), z.string().max(32), z.null()]).optional();

/** API-19: a product by id (product page, product cards) or by SKU, with its chosen option codes. */
export const addToCartBody = z
  .object({
    /** The spec's body names the account: a hint that must be the caller's working account (else 404). */
    accountId: id.optional(),
    productId: z.uuid("must be a product id").optional(),
    sku: sku.optional(),
    quantity: quantitySchema,
    /** Option codes; a group not named gets its default (a product card adds the defaults). */
    options: z.array(optionCode).max(MAX_OPTION_CODES).optional(),
    /** Ignored: the server prices every line. */
    price: ignoredMoney,
  })
  .strict()
  .refine((body) => (body.productId === undefined) !== (body.sku === undefined), {
    message: "give either productId or sku",
    path: ["productId"],
  });
export type AddToCartBody = z.infer<typeof addToCartBody>;

/** API-21: the new quantity; `price` is accepted as the spec sends it and ignored. */
export const updateQuantityBody = z
  .object({ quantity: quantitySchema, price: ignoredMoney, priceCents: ignoredMoney })
  .strict();
export type UpdateQuantityBody = z.infer<typeof updateQuantityBody>;

const priceCents = z
  .number({ error: "must be a whole number of cents" })
  .int("must be a whole number of cents")
  .min(0, "must not be negative")
  .max(MAX_PRICE_CENTS, "must be at most 1000000000 cents");
/** Dollars as the spec's `price` carries them (19.9 or "19.90"), read digit by digit into cents. */
const dollars = z.union([z.number(), z.string().max(32)]).transform((value, ctx) => {
  const cents =
    typeof value === "number" && !Number.isFinite(value) ? null : parseDollarsToCents(String(value));
  if (cents === null) {
    ctx.addIssue({
      code: "custom",
      message: "must be an amount of dollars with at most 2 decimals, e.g. 129.50",
    });
    return z.NEVER;
  }
  return cents;
});

/**
 * API-20: a representative's price for one unit of the line, with the price it replaces (the
 * account's price, or the list price, as the representative saw it): in cents, or in dollars under the
 * spec's names `price` and `originalPrice`.
 */
export const overridePriceBody = z
  .union([
    z.object({ priceCents, originalPriceCents: priceCents }).strict(),
    z.object({ price: dollars, originalPrice: dollars }).strict(),
  ])
  .transform((body) =>
    "priceCents" in body
      ? body
      : { priceCents: body.price as number, originalPriceCents: body.originalPrice as number },
  );
export type OverridePriceBody = z.infer<typeof overridePriceBody>;

/** Coupons: one per cart; the code is trimmed and compared case-insensitively. */
export const applyCouponBody = z
  .object({ code: text().trim().min(1, "is required").max(40, "must be at most 40 characters") })
  .strict();
export type ApplyCouponBody = z.infer<typeof applyCouponBody>;

/** CART-09: a representative sets shipping in cents, or clears it with null ("TBD"). */
export const setShippingBody = z
  .object({
    shippingCents: z
      .number({ error: "must be a whole number of cents or null" })
      .int("must be a whole number of cents")
      .min(0, "must not be negative")
      .max(MAX_SHIPPING_CENTS, `must be at most ${MAX_SHIPPING_CENTS} cents`)
      .nullable(),
  })
  .strict();
export type SetShippingBody = z.infer<typeof setShippingBody>;

/** CART-10, AMB-11: the payment method decides the bank surcharge; null clears it. */
export const paymentMethods = ["card", "ach"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const setSurchargeBody = z.object({ method: z.enum(paymentMethods).nullable() }).strict();
export type SetSurchargeBody = z.infer<typeof setSurchargeBody>;

/**
 * The quick order: pasted lines of `SKU quantity` or `SKU,quantity` (option codes may follow), or the
 * text of an uploaded CSV file (`sku,quantity[,options]`, header optional, options separated by `|`
 * or spaces). `allOrNothing`: any bad line and nothing is added (default: the good lines are added
 * and the bad ones listed).
 */
export const quickOrderBody = z
  .object({
    text: z.string().max(1_000_000),
    allOrNothing: z.boolean().optional(),
  })
  .strict();
export type QuickOrderBody = z.infer<typeof quickOrderBody>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const cents = z.number().int();

export const couponNoteSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("applied") }).strict(),
  z.object({ kind: z.literal("noListedProducts") }).strict(),
  z.object({ kind: z.literal("singleUnitsOnly") }).strict(),
  z.object({ kind: z.literal("designatedSkuExcluded"), skus: z.array(z.string()) }).strict(),
  z.object({ kind: z.literal("expired") }).strict(),
]);

/** CART-17: the coupon the cart holds, and in words what it does now. */
export const appliedCouponSchema = z
  .object({
    code: z.string(),
    /** CART-21 `percentage` (10 is 10 %, 12.5 is 12.5 %); null for a flat coupon. */
    percentage: z.number().nullable(),
    /** A flat amount off the cart (CART-15); null for a percentage coupon. */
    flatCents: cents.nullable(),
    /** CART-21 `products`: the product ids (`productCode`) it is for; null for every product. */
    productCodes: z.array(z.string()).nullable(),
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    note: couponNoteSchema,
    message: z.string(),
  })
  .strict();
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const cartItemOptionSchema = z
  .object({ group: z.string(), code: z.string(), label: z.string(), priceCents: cents })
  .strict();

/** CART-05: a representative's price, who set it and when, beside the price it replaced. */
export const priceOverrideSchema = z
  .object({
    priceCents: cents,
    originalPriceCents: cents,
    byUserId: z.string(),
    byName: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .strict();

/** CART-20: one line of the cart, with its snapshot and its prices (all recomputed at read time). */
export const cartItemSchema = z
  .object({
    id: z.uuid(),
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
    /** The configuration's catalog number (#9.11): the SKU with the chosen options' segments. */
    catalogNumber: z.string(),
    options: z.array(cartItemOptionSchema),
    quantity: z.number().int(),
    /** The catalogue's price of one unit before options. */
    listPriceCents: cents,
    /** The account's price of one unit when its price list has the product, else null. */
    accountPriceCents: cents.nullable(),
    priceOverride: priceOverrideSchema.nullable(),
    /** What one unit is charged before options: the override, else the account's price, else list. */
    unitPriceCents: cents,
    optionsPerUnitCents: cents,
    lineItemCents: cents,
    lineOptionCents: cents,
    lineTotalCents: cents,
    /** This line's share of the coupon's discount. */
    discountCents: cents,
    /** False when the product or one of its options left the catalogue: the line counts for nothing. */
    available: z.boolean(),
    unavailableReason: z.string().nullable(),
    addedAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The totals of a priced cart, the same for a cart and a quote that froze one (CART-07 … CART-10,
 * CART-17): integer cents, formatted as USD only at the edge.
 */
export const pricedTotalsFields = {
  itemTotalCents: cents,
  optionTotalCents: cents,
  subTotalCents: cents,
  /** Null is "TBD": not set yet, counted as 0 (CART-09). */
  shippingCents: cents.nullable(),
  bankSurchargeCents: cents,
  /** The payment method the surcharge follows (AMB-11); null when cleared. */
  surchargeMethod: z.enum(paymentMethods).nullable(),
  discountCents: cents,
  totalCents: cents,
  /** The coupon applied (for a quote: the one the cart held when it was saved, frozen). */
  appliedCoupon: appliedCouponSchema.nullable(),
  currency: z.literal("USD"),
};

/** API-18: the account's cart, priced on the server (CART-07 … CART-10, CART-17, CART-18). */
export const cartSchema = z
  .object({
    /** Null until something is first written to the account's cart. */
    cartId: z.uuid().nullable(),
    accountId: z.string(),
    items: z.array(cartItemSchema),
    /** Units in the cart (the header's badge). */
    unitCount: z.number().int(),
    ...pricedTotalsFields,
  })
  .strict();
export type Cart = z.infer<typeof cartSchema>;

/** A line of a quick order that was not added, and why. */
export const rejectedLineSchema = z
  .object({ line: z.number().int(), text: z.string(), reason: z.string() })
  .strict();
export type RejectedLine = z.infer<typeof rejectedLineSchema>;

export const quickOrderResultSchema = z
  .object({
    added: z.array(
      z
        .object({ line: z.number().int(), sku: z.string(), quantity: z.number().int(), itemId: z.uuid() })
        .strict(),
    ),
    rejected: z.array(rejectedLineSchema),
    cart: cartSchema,
  })
  .strict();
export type QuickOrderResult = z.infer<typeof quickOrderResultSchema>;
