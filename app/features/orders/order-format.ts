import type { LucideIcon } from "lucide-react";
import { Ban, CheckCircle2, Clock, CreditCard, Loader, PackageCheck, Truck } from "lucide-react";
import type {
  OrderPaymentStatus,
  OrderStatus,
  PaymentType,
  PricedTotals,
} from "../../../lib/orders/contract.ts";
import { orderStatusWords, paymentStatusWords } from "../../../lib/orders/status-words.ts";
import { formatCents, formatDiscount } from "../../../lib/shared/money.ts";
import type { BadgeTone } from "../../components/ui/Badge.tsx";
import { pricedFigureRows } from "../cart/CartSummary.tsx";

/** How each order status reads, its badge colour and icon (the word carries the meaning). */
export const orderStatusBadge: Record<OrderStatus, { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  AWAITING_PAYMENT: { label: orderStatusWords.AWAITING_PAYMENT, tone: "amber", icon: CreditCard },
  PENDING: { label: orderStatusWords.PENDING, tone: "navy", icon: Clock },
  PROCESSING: { label: orderStatusWords.PROCESSING, tone: "navy", icon: Loader },
  SHIPPED: { label: orderStatusWords.SHIPPED, tone: "green", icon: Truck },
  DELIVERED: { label: orderStatusWords.DELIVERED, tone: "green", icon: PackageCheck },
  CANCELLED: { label: orderStatusWords.CANCELLED, tone: "red", icon: Ban },
};

export const paymentStatusBadge: Record<OrderPaymentStatus, { label: string; tone: BadgeTone }> = {
  UNPAID: { label: paymentStatusWords.UNPAID, tone: "amber" },
  AUTHORIZED: { label: paymentStatusWords.AUTHORIZED, tone: "green" },
  ON_ACCOUNT: { label: paymentStatusWords.ON_ACCOUNT, tone: "slate" },
  VOIDED: { label: paymentStatusWords.VOIDED, tone: "red" },
};

export const paymentTypeLabel: Record<PaymentType, string> = {
  ON_ACCOUNT: "On account",
  CARD: "Credit card",
  ACH: "ACH bank transfer",
};

export const paidIcon = CheckCircle2;

/** A date of an order, as quote dates read (UTC until hydrated, then the browser's zone). */
export { formatQuoteDate as formatOrderDate } from "../quotes/quote-format.ts";

export type TotalsRow = { key: string; label: string; amount: string; emphasis?: boolean };

/**
 * The totals of a checkout or an order (CART-18 in USD): items, options, subtotal, shipping ("TBD"),
 * the card's bank surcharge (AMB-11: "Bank surcharge (3%)", shown only when there is one), the
 * discount with its coupon, and the total.
 */
export function totalsRows(totals: PricedTotals): TotalsRow[] {
  const rows: TotalsRow[] = pricedFigureRows(totals);
  if (totals.surchargeMethod === "card" || totals.bankSurchargeCents > 0) {
    rows.push({
      key: "surcharge",
      label: "Bank surcharge (3%)",
      amount: formatCents(totals.bankSurchargeCents),
    });
  }
  if (totals.appliedCoupon || totals.discountCents > 0) {
    rows.push({
      key: "discount",
      label: totals.appliedCoupon ? `Discount (${totals.appliedCoupon.code})` : "Discount",
      amount: formatDiscount(totals.discountCents),
    });
  }
  rows.push({ key: "total", label: "Total", amount: formatCents(totals.totalCents), emphasis: true });
  return rows;
}

/** "Net 30" for 30 days of credit terms. */
export function onAccountLabel(creditTermsDays: number | null): string {
  return creditTermsDays ? `On account (Net ${creditTermsDays})` : "On account";
}
