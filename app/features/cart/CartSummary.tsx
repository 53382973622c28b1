import type { ReactNode } from "react";
import type { Cart, PaymentMethod } from "../../../lib/cart/contract.ts";
import { formatCents, formatDiscount } from "../../../lib/shared/money.ts";
import { CouponForm } from "./CouponForm.tsx";
import { ShippingControl, SurchargeControl } from "./RepCartControls.tsx";

/** The summary's rows in order (CART-07 … CART-10, CART-17): label, amount as shown, test id. */
export type SummaryRow = { key: string; label: string; amount: string; emphasis?: boolean };

/**
 * The rows every priced summary starts with (a cart, a checkout, an order): items, options, subtotal
 * and shipping ("TBD" until set), in USD (CART-18).
 */
export function pricedFigureRows(
  totals: Pick<Cart, "itemTotalCents" | "optionTotalCents" | "subTotalCents" | "shippingCents">,
): SummaryRow[] {
  return [
    { key: "items", label: "Item total", amount: formatCents(totals.itemTotalCents) },
    { key: "options", label: "Option total", amount: formatCents(totals.optionTotalCents) },
    { key: "subtotal", label: "Subtotal", amount: formatCents(totals.subTotalCents), emphasis: true },
    {
      key: "shipping",
      label: "Shipping",
      amount: totals.shippingCents === null ? "TBD" : formatCents(totals.shippingCents),
    },
  ];
}

const methodNames: Record<PaymentMethod, string> = { card: "card 3%", ach: "ACH" };

/**
 * The summary's figures, all as the server priced them, in USD with 2 decimals (CART-18): items,
 * options, subtotal, shipping ("TBD" until set), bank surcharge, the discount on its own line with
 * the coupon's code (only while a coupon is held), and the total.
 */
export function summaryRows(cart: Cart): SummaryRow[] {
  const rows: SummaryRow[] = [
    ...pricedFigureRows(cart),
    {
      key: "surcharge",
      label: cart.surchargeMethod
        ? `Bank surcharge (${methodNames[cart.surchargeMethod]})`
        : "Bank surcharge",
      amount: formatCents(cart.bankSurchargeCents),
    },
  ];
  if (cart.appliedCoupon) {
    rows.push({
      key: "discount",
      label: `Discount (${cart.appliedCoupon.code})`,
      amount: formatDiscount(cart.discountCents),
    });
  }
  rows.push({ key: "total", label: "Total", amount: formatCents(cart.totalCents), emphasis: true });
  return rows;
}

export function CartSummary({
  cart,
  updating,
  representative,
  onApplyCoupon,
  onRemoveCoupon,
  onShipping,
  onSurcharge,
  actions,
}: {
  cart: Cart;
  /** A change is on the way: the figures are from before it. */
  updating: boolean;
  representative: boolean;
  onApplyCoupon: (code: string) => Promise<string | null>;
  onRemoveCoupon: () => Promise<boolean>;
  onShipping: (cents: number | null) => Promise<boolean>;
  onSurcharge: (method: PaymentMethod | null) => Promise<boolean>;
  /** What can be done with the cart: "Save as quote" goes here with the quotes (then checkout). */
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="cart-summary"
    >
      <h2 id="cart-summary-title" className="text-lg font-bold text-brand-navy">
        Summary
      </h2>
      <dl aria-busy={updating || undefined} className={`space-y-2 ${updating ? "opacity-60" : ""}`}>
        {summaryRows(cart).map((row) => (
          <div
            key={row.key}
            className={`flex items-baseline justify-between gap-4 ${row.key === "total" ? "border-t border-slate-300 pt-3 text-lg" : ""} ${row.key === "subtotal" ? "border-t border-slate-200 pt-2" : ""}`}
            data-testid={`summary-${row.key}`}
          >
            <dt className={`min-w-0 ${row.emphasis ? "font-bold text-slate-900" : "text-slate-600"}`}>
              {row.label}
            </dt>
            <dd
              className={`shrink-0 text-right tabular-nums ${row.emphasis ? "font-bold text-slate-900" : "text-slate-800"} ${row.key === "discount" ? "font-semibold text-brand-green" : ""}`}
            >
              {row.amount}
            </dd>
          </div>
        ))}
      </dl>
      {representative && (
        <div className="space-y-3 border-t border-slate-200 pt-3" data-testid="rep-cart-controls">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Representative</p>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-slate-600">Shipping</span>
            <ShippingControl shippingCents={cart.shippingCents} onSet={onShipping} />
          </div>
          <SurchargeControl method={cart.surchargeMethod} onSet={onSurcharge} />
        </div>
      )}
      <div className="border-t border-slate-200 pt-3">
        <CouponForm coupon={cart.appliedCoupon} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
      </div>
      {actions && <div className="space-y-2 border-t border-slate-200 pt-3">{actions}</div>}
    </section>
  );
}
