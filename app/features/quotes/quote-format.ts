import type { Quote, QuoteStatus } from "../../../lib/quotes/contract.ts";
import { formatPortalDate, formatShortDate } from "../../../lib/shared/format.ts";
import { formatCents, formatDiscount } from "../../../lib/shared/money.ts";
import type { BadgeTone } from "../../components/ui/Badge.tsx";

/** How a quote's status reads, and its badge's colour (the word carries the meaning). */
export const quoteStatusBadge: Record<QuoteStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: "Draft", tone: "navy" },
  expired: { label: "Expired", tone: "amber" },
  ordered: { label: "Ordered", tone: "green" },
};

/**
 * A date of a quote. Server-rendered HTML and the first render in the browser use UTC, so both say
 * the same; once hydrated (`local`), the browser's own time zone.
 */
export function formatQuoteDate(iso: string, local: boolean, withTime = false): string {
  return formatPortalDate(iso, { local, withTime });
}

/** A calendar date without a time (`2026-12-18`: a due or install date) as the other dates read: "Dec 18, 2026". */
export const formatCalendarDate = formatShortDate;

export type QuoteSummaryRow = { key: string; label: string; amount: string; emphasis?: boolean };

const methodNames = { card: "card 3%", ach: "ACH" } as const;

/**
 * The quote's totals as saved, in USD with 2 decimals (CART-18): items, options, subtotal, shipping
 * ("TBD" when it was not set), bank surcharge, the discount with its coupon's code, and the total.
 */
export function quoteSummaryRows(quote: Quote): QuoteSummaryRow[] {
  const rows: QuoteSummaryRow[] = [
    { key: "items", label: "Item total", amount: formatCents(quote.itemTotalCents) },
    { key: "options", label: "Option total", amount: formatCents(quote.optionTotalCents) },
    { key: "subtotal", label: "Subtotal", amount: formatCents(quote.subTotalCents), emphasis: true },
    {
      key: "shipping",
      label: "Shipping",
      amount: quote.shippingCents === null ? "TBD" : formatCents(quote.shippingCents),
    },
    {
      key: "surcharge",
      label: quote.surchargeMethod
        ? `Bank surcharge (${methodNames[quote.surchargeMethod]})`
        : "Bank surcharge",
      amount: formatCents(quote.bankSurchargeCents),
    },
  ];
  if (quote.appliedCoupon || quote.discountCents > 0) {
    rows.push({
      key: "discount",
      label: quote.appliedCoupon ? `Discount (${quote.appliedCoupon.code})` : "Discount",
      amount: formatDiscount(quote.discountCents),
    });
  }
  rows.push({ key: "total", label: "Total", amount: formatCents(quote.totalCents), emphasis: true });
  return rows;
}

/** "1 line" / "3 lines". */
export function linesText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "line" : "lines"}`;
}
