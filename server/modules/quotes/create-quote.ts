import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { type CouponSnapshot, frozenLine } from "../../../lib/cart/snapshot.ts";
import { type CreateQuoteBody, QUOTE_VALIDITY_DAYS, type Quote } from "../../../lib/quotes/contract.ts";
import { pricedLineValues } from "../../db/columns.ts";
import { type IdempotentResult, withIdempotencyKey } from "../../db/idempotency.ts";
import { selectRows } from "../../db/rows.ts";
import type { Tx } from "../../db/transaction.ts";
import { reachedAccount } from "../accounts/index.ts";
import { requirePriceableLines } from "../cart/index.ts";
import { accountNotFound, type QuotesDeps } from "./deps.ts";
import { answerQuote } from "./load-quote.ts";
import { priceQuote } from "./price-quote.ts";
import { requireQuoteAccess, workingAccount } from "./quote-scope.ts";
import { quoteLines, quotes } from "./schema.ts";

const DAY_MS = 86_400_000;

/** `Q-2026-000042`: the year of saving and the sequence, six digits at least. */
export function quoteNumber(year: number, sequence: number): string {
  return `Q-${year}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The cart's coupon, frozen: what it takes off is what it took off when the quote was saved. Orders
 * freeze a cart's or a quote's coupon the same way.
 */
export function couponSnapshot(coupon: Cart["appliedCoupon"]): CouponSnapshot | null {
  if (!coupon) return null;
  return {
    code: coupon.code,
    percentBasisPoints: coupon.percentage === null ? 0 : Math.round(coupon.percentage * 100),
    flatCents: coupon.flatCents,
    productCodes: coupon.productCodes,
    expiresAt: coupon.expiresAt,
    expiredAtSave: coupon.note.kind === "expired",
  };
}

/** The account's name as the caller's session lists it (the id when it does not). */
export function accountNameOf(caller: SessionUser, accountId: string): string {
  return (
    [...caller.accounts, ...caller.assignedAccounts].find((account) => account.id === accountId)?.name ??
    accountId
  );
}

/**
 * API-29 `POST cart-service/quotes` (QUOTE-04, QUOTE-05): the working account's cart, priced by the
 * server now, saved as a quote under the purchase order (required: the body is refused without one,
 * and nothing is written). Every price is frozen with it: each line's unit and option prices, the
 * coupon, the designated-SKU rules, shipping and the surcharge. The quote is 'draft' and holds its
 * prices for 30 days.
 *
 * The cart stays as it is: a B2B buyer often saves a quote and goes on with the same cart (another
 * PO, an order). With an `Idempotency-Key`, a repeated request (a double click, a retry) answers the
 * first quote and saves no second one, also when both arrive at once.
 */
export async function createQuote(
  deps: QuotesDeps,
  caller: SessionUser,
  body: CreateQuoteBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  requireQuoteAccess(caller);
  workingAccount(deps, caller, body.accountId);
  // Read before the transaction: the cart reads on its own connection (PGlite has only one).
  const cart = await deps.cart.pricedCart(caller);
  return createQuoteFromLines(deps, caller, body, cart, { source: "cart" }, idempotencyKey);
}

/** Where a quote's lines come from, for the idempotency key's request: the cart, or a project. */
export type QuoteSource = { source: string };

/** More written in the quote's transaction, once it exists (a negotiated quote's request and thread). */
export type QuoteExtra = {
  /** Added to the idempotency key's request, so a replay must ask for the same. */
  request: Record<string, unknown>;
  write: (tx: Tx, quote: { id: string; at: Date }) => Promise<void>;
};

/**
 * A quote saved from lines priced as the cart prices them (the cart itself, or a project's lines
 * priced at the caller's prices): everything is frozen as `createQuote` describes. The priced lines
 * must be of the caller's working account; the caller needs cart access.
 */
export async function createQuoteFromLines(
  deps: Omit<QuotesDeps, "cart">,
  caller: SessionUser,
  body: CreateQuoteBody,
  cart: Cart,
  from: QuoteSource,
  idempotencyKey?: string,
  extra?: QuoteExtra,
): Promise<IdempotentResult<Quote>> {
  requireQuoteAccess(caller);
  const accountId = workingAccount(deps, caller, body.accountId);
  if (cart.accountId !== accountId) throw accountNotFound();
  const notes = body.notes ?? "";
  return withIdempotencyKey(
    deps.db,
    {
      key: idempotencyKey,
      callerId: caller.userId,
      operation: from.source === "cart" ? "quote-create" : "quote-create-from-lines",
      request: {
        accountId,
        PurchaseOrder: body.PurchaseOrder,
        notes,
        ...(from.source === "cart" ? {} : from),
        ...extra?.request,
      },
    },
    async (tx) => {
      // A replay has answered before this runs: a cart emptied since the first save does not refuse it.
      requirePriceableLines(cart, "saving a quote");
      const skus = new Set(cart.items.map((item) => item.productDetails.sku));
      const coupon = couponSnapshot(cart.appliedCoupon);
      const designatedSkus = deps.designatedSkus
        .filter((rule) => skus.has(rule.sku))
        .map((rule) => ({ ...rule }));
      const priced = priceQuote(
        cart.items.map((item) => ({
          id: item.id,
          productCode: item.productCode,
          sku: item.productDetails.sku,
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          options: item.options,
        })),
        {
          coupon,
          designatedSkus,
          shippingCents: cart.shippingCents,
          surchargeMethod: cart.surchargeMethod,
        },
      );
      // The number and the time, only for an account the caller still reaches (else 404, no number taken).
      const [taken] = await selectRows(
        tx,
        sql`select nextval('quote_number_seq') as sequence, now() as at
          where ${reachedAccount(sql`${accountId}::text`, caller)}`,
        z.object({ sequence: z.coerce.number().int(), at: z.coerce.date() }),
      );
      if (!taken) throw accountNotFound();
      const [row] = await tx
        .insert(quotes)
        .values({
          number: quoteNumber(taken.at.getUTCFullYear(), taken.sequence),
          accountId,
          accountName: accountNameOf(caller, accountId),
          createdBy: caller.userId,
          createdByName: `${caller.fname} ${caller.lname}`.trim() || caller.email,
          purchaseOrder: body.PurchaseOrder,
          notes,
          coupon,
          designatedSkus,
          shippingCents: cart.shippingCents,
          surchargeMethod: cart.surchargeMethod,
          itemTotalCents: priced.itemTotalCents,
          optionTotalCents: priced.optionTotalCents,
          subTotalCents: priced.subTotalCents,
          bankSurchargeCents: priced.bankSurchargeCents,
          discountCents: priced.discountCents,
          totalCents: priced.totalCents,
          createdAt: taken.at,
          updatedAt: taken.at,
          expiresAt: new Date(taken.at.getTime() + QUOTE_VALIDITY_DAYS * DAY_MS),
        })
        .returning();
      if (!row) throw new Error("The quote was not written");
      const figures = new Map(priced.lines.map((line) => [line.lineId, line]));
      const lines = await tx
        .insert(quoteLines)
        .values(
          cart.items.map((item, index) => {
            const line = figures.get(item.id);
            if (!line) throw new Error("A cart line was not priced");
            return {
              quoteId: row.id,
              position: index + 1,
              ...pricedLineValues(frozenLine(item, line)),
            };
          }),
        )
        .returning();
      lines.sort((a, b) => a.position - b.position);
      await extra?.write(tx, { id: row.id, at: taken.at });
      return { status: 201, body: answerQuote(row, lines) };
    },
  );
}
