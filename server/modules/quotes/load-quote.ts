import { asc } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote, QuoteLine, QuoteStatus } from "../../../lib/quotes/contract.ts";
import type { Negotiation } from "../../../lib/quotes/negotiation-contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { type QuotesDeps, quoteNotFound } from "./deps.ts";
import { type FrozenLine, type FrozenPricing, priceQuote } from "./price-quote.ts";
import { ownQuote, ownQuoteLines } from "./quote-scope.ts";
import { quoteLines, quotes } from "./schema.ts";

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

/** "ordered" while a live order links it; "expired" once `expires_at` has passed; else the stored status. */
export function statusOf(row: Pick<QuoteRow, "status" | "expiresAt" | "orderId">, now: Date): QuoteStatus {
  if (row.orderId) return "ordered";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : row.status;
}

/** The live order an ordered quote links to, or null. */
export function orderOf(
  row: Pick<QuoteRow, "orderId" | "orderNumber">,
): { id: string; number: string } | null {
  return row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null;
}

/** The quote (scoped: another account's is not found) and its lines, in their order. Two statements. */
export async function readQuote(
  db: DbOrTx,
  deps: QuotesDeps,
  caller: SessionUser,
  quoteId: string,
): Promise<{ row: QuoteRow; lines: QuoteLineRow[] }> {
  const [row] = await db
    .select()
    .from(quotes)
    .where(ownQuote(deps, caller, quoteId));
  if (!row) throw quoteNotFound();
  const lines = await db
    .select()
    .from(quoteLines)
    .where(ownQuoteLines(db, deps, caller, quoteId))
    .orderBy(asc(quoteLines.position));
  return { row, lines };
}

export function toQuoteLine(line: QuoteLineRow): QuoteLine {
  return {
    id: line.id,
    position: line.position,
    productId: line.productId,
    productCode: line.productCode,
    productDetails: {
      sku: line.sku,
      name: line.name,
      image: line.imageUrl ? { url: line.imageUrl, alt: line.imageAlt ?? line.name } : null,
    },
    catalogNumber: line.catalogNumber,
    options: line.options.map((o) => ({
      group: o.group,
      code: o.code,
      label: o.label,
      priceCents: o.priceCents,
    })),
    quantity: line.quantity,
    listPriceCents: line.listPriceCents,
    accountPriceCents: line.accountPriceCents,
    priceOverride: line.priceOverride ? { ...line.priceOverride } : null,
    unitPriceCents: line.unitPriceCents,
    optionsPerUnitCents: line.optionsPerUnitCents,
    lineItemCents: line.lineItemCents,
    lineOptionCents: line.lineOptionCents,
    lineTotalCents: line.lineTotalCents,
    discountCents: line.discountCents,
  };
}

/** What priced the quote when it was saved, as the pricing rule takes it. */
export function frozenPricingOf(row: QuoteRow): FrozenPricing {
  return {
    coupon: row.coupon,
    designatedSkus: row.designatedSkus,
    shippingCents: row.shippingCents,
    surchargeMethod: row.surchargeMethod,
  };
}

export function frozenLineOf(line: QuoteLineRow): FrozenLine {
  return {
    id: line.id,
    productCode: line.productCode,
    sku: line.sku,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    options: line.options,
  };
}

/** The quote as answered, its coupon's note and words given by the rule that priced it. */
export function answerQuote(
  row: QuoteRow,
  lines: readonly QuoteLineRow[],
  now = new Date(),
  negotiation: Negotiation | null = null,
): Quote {
  const { appliedCoupon } = priceQuote(lines.map(frozenLineOf), frozenPricingOf(row));
  return toQuote(row, lines, appliedCoupon, now, negotiation);
}

/**
 * API-26's answer: the quote with its lines and totals as stored (frozen when saved, recomputed from
 * the frozen prices only by an edit). The coupon's words come from the same rule that priced it.
 */
export function toQuote(
  row: QuoteRow,
  lines: readonly QuoteLineRow[],
  appliedCoupon: Quote["appliedCoupon"],
  now: Date,
  negotiation: Negotiation | null = null,
): Quote {
  return {
    id: row.id,
    number: row.number,
    PurchaseOrder: row.purchaseOrder,
    notes: row.notes,
    status: statusOf(row, now),
    order: orderOf(row),
    accountId: row.accountId,
    accountName: row.accountName,
    createdBy: { userId: row.createdBy, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    items: lines.map(toQuoteLine),
    lineCount: lines.length,
    unitCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    frozenPricing: {
      coupon: row.coupon ? { ...row.coupon } : null,
      designatedSkus: row.designatedSkus.map((rule) => ({ ...rule })),
    },
    negotiation,
    itemTotalCents: row.itemTotalCents,
    optionTotalCents: row.optionTotalCents,
    subTotalCents: row.subTotalCents,
    shippingCents: row.shippingCents,
    bankSurchargeCents: row.bankSurchargeCents,
    surchargeMethod: row.surchargeMethod,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    appliedCoupon,
    currency: "USD",
  };
}
