import { and, eq, ne } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AppliedCoupon, Cart } from "../../../lib/cart/contract.ts";
import { type SurchargeMode, surchargedTotal } from "../../../lib/cart/pricing.ts";
import { type FrozenLine, frozenLine } from "../../../lib/cart/snapshot.ts";
import { orderRefusals, type PaymentType } from "../../../lib/orders/contract.ts";
import type { Quote, QuoteLine } from "../../../lib/quotes/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { requirePriceableLines } from "../cart/index.ts";
import { couponSnapshot } from "../quotes/index.ts";
import { accountNotFound, type OrdersDeps } from "./deps.ts";
import { type OrderCoupon, orders } from "./schema.ts";

/** A line as the order freezes it: the cart's or the quote's snapshot, with the cart line it came from. */
export type DraftLine = FrozenLine & {
  cartLineId: string | null;
  /** The cart's or the quote's line id (the checkout preview's line key). */
  sourceLineId: string;
};

/**
 * What an order would be made of, before the payment type is chosen: the lines with their prices as
 * charged, the coupon, and the figures that do not depend on how it is paid. The surcharge and the
 * total follow the payment type (`priceFor`).
 */
export type OrderDraft = {
  source: "cart" | "quote";
  accountId: string;
  quoteId: string | null;
  quoteNumber: string | null;
  /** The quote's purchase order (null for a cart): what checkout prefills. */
  purchaseOrder: string | null;
  lines: DraftLine[];
  unitCount: number;
  coupon: OrderCoupon | null;
  appliedCoupon: AppliedCoupon | null;
  itemTotalCents: number;
  optionTotalCents: number;
  subTotalCents: number;
  shippingCents: number | null;
  discountCents: number;
};

/** AMB-11: the surcharge each payment type carries: card 3 %, ACH and on account none. */
export const surchargeModeOf = (type: PaymentType): SurchargeMode =>
  type === "CARD" ? "card" : type === "ACH" ? "ach" : "cleared";

/** The surcharge and total of a draft paid by `type`, by the cart's one pricing rule. */
export function priceFor(draft: OrderDraft, type: PaymentType) {
  return surchargedTotal(draft, surchargeModeOf(type));
}

function frozenCoupon(applied: AppliedCoupon | null): OrderCoupon | null {
  const snapshot = couponSnapshot(applied);
  return snapshot && applied ? { ...snapshot, note: applied.note, message: applied.message } : null;
}

function draftLine(item: QuoteLine | Cart["items"][number], cartLineId: string | null): DraftLine {
  return {
    cartLineId,
    sourceLineId: item.id,
    ...frozenLine(item, item),
  };
}

function figures(from: Cart | Quote) {
  return {
    itemTotalCents: from.itemTotalCents,
    optionTotalCents: from.optionTotalCents,
    subTotalCents: from.subTotalCents,
    shippingCents: from.shippingCents,
    discountCents: from.discountCents,
    unitCount: from.items.reduce((sum, item) => sum + item.quantity, 0),
    coupon: frozenCoupon(from.appliedCoupon),
    appliedCoupon: from.appliedCoupon,
  };
}

/** What stops a cart from being ordered (empty, unavailable lines), as the error to answer, or null. */
function cartRefusal(cart: Cart): AppError | null {
  try {
    requirePriceableLines(cart, "placing an order");
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

/**
 * The draft of an order from the caller's cart, priced by the cart module now, or from a quote of the
 * working account with its frozen prices. Read before any transaction (the cart reads on its own
 * connection; PGlite has one). Another account's quote is 404 at once; what stops the draft from
 * being ordered (an empty cart or unavailable lines: 400; an expired or empty quote: 409) is answered
 * as `refusal`, for the caller to throw where it decides (placing: inside the idempotent work, so a
 * replay is not refused by the cart the first placement emptied).
 */
export async function readDraft(
  deps: OrdersDeps,
  caller: SessionUser,
  accountId: string,
  source: { kind: "cart" } | { kind: "quote"; quoteId: string } | { kind: "submitted"; cartId: string },
): Promise<{ draft: OrderDraft; refusal: AppError | null }> {
  if (source.kind === "cart" || source.kind === "submitted") {
    // #32.2: a cart submitted for approval is priced as the open cart is, now.
    const cart =
      source.kind === "cart"
        ? await deps.cart.pricedCart(caller)
        : await deps.cart.submittedCart(caller, source.cartId);
    if (cart.accountId !== accountId) throw accountNotFound();
    return {
      draft: {
        source: "cart",
        accountId,
        quoteId: null,
        quoteNumber: null,
        purchaseOrder: null,
        lines: cart.items.map((item) => draftLine(item, item.id)),
        ...figures(cart),
      },
      refusal: cartRefusal(cart),
    };
  }
  const quote = await deps.quotes.get(caller, source.quoteId);
  if (quote.accountId !== accountId) throw accountNotFound();
  return {
    draft: {
      source: "quote",
      accountId,
      quoteId: quote.id,
      quoteNumber: quote.number,
      purchaseOrder: quote.PurchaseOrder,
      lines: quote.items.map((item) => draftLine(item, null)),
      ...figures(quote),
    },
    refusal:
      quote.status === "ordered"
        ? new AppError("CONFLICT", orderRefusals.quoteOrdered)
        : quote.status === "expired"
          ? new AppError("CONFLICT", orderRefusals.quoteExpired)
          : // Issue 32: a negotiated quote is ordered at its prices only once the buyer accepted them.
            quote.negotiation && quote.negotiation.status !== "accepted"
            ? new AppError("CONFLICT", "Accept your rep's prices before ordering this quote")
            : quote.items.length === 0
              ? new AppError("VALIDATION", "This quote has no lines to order")
              : null,
  };
}

/** A quote becomes one live order: refused (409) once it has one (the unique index holds it under races). */
export async function refuseOrderedQuote(db: DbOrTx, quoteId: string | null): Promise<void> {
  if (quoteId === null) return;
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.quoteId, quoteId), ne(orders.orderStatus, "CANCELLED")));
  if (ordered) throw new AppError("CONFLICT", orderRefusals.quoteOrdered);
}
