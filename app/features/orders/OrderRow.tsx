import { Ban } from "lucide-react";
import { Link } from "react-router";
import type { OrderSummary } from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass, dangerButton } from "../accounts/styles.ts";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { paymentStatusBadge, paymentTypeLabel } from "./order-format.ts";
import { orderPath } from "./orders-api.ts";

/**
 * ORDER-04: one order with the spec's fields, as a card that lays out in columns when there is room;
 * one awaiting its payment has "Cancel" (issue 30).
 */
export function OrderRow({
  order,
  date,
  onCancel,
}: {
  order: OrderSummary;
  date: string;
  onCancel: () => void;
}) {
  const payment = paymentStatusBadge[order.PaymentStatus];
  return (
    <li className={cardClass} data-testid="order-row" data-order-id={order.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={orderPath(order.id)}
            className="break-words font-bold text-brand-navy underline-offset-2 hover:text-brand-green hover:underline"
            data-testid="order-number"
          >
            Order {order.number}
          </Link>
          <p className="break-words text-sm text-slate-600">
            PO <span data-testid="order-po">{order.PurchaseOrder}</span> · {date}
          </p>
        </div>
        <OrderStatusBadge status={order.OrderStatus} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        <Field label="Total" value={formatCents(order.Price.OrderTotal)} testId="order-total" strong />
        <Field label="Payment type" value={paymentTypeLabel[order.PaymentType]} testId="order-payment-type" />
        <div>
          <dt className="text-slate-500">Payment status</dt>
          <dd data-testid="order-payment-status" data-status={order.PaymentStatus}>
            <Badge tone={payment.tone}>{payment.label}</Badge>
          </dd>
        </div>
        <Field label="Payment ID" value={order.PaymentID ?? "—"} testId="order-payment-id" />
        <Field
          label="Amount paid"
          value={order.PaymentAmount === null ? "—" : formatCents(order.PaymentAmount)}
          testId="order-payment-amount"
        />
        <Field label="Lines" value={String(order.lineCount)} testId="order-lines-count" />
      </dl>
      {order.OrderStatus === "AWAITING_PAYMENT" && (
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">
          <button
            type="button"
            className={`${dangerButton} min-h-9`}
            onClick={onCancel}
            aria-label={`Cancel order ${order.number}`}
          >
            <Ban aria-hidden size={14} />
            Cancel
          </button>
        </div>
      )}
    </li>
  );
}

function Field({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-500">{label}</dt>
      <dd
        className={`break-words tabular-nums ${strong ? "font-bold text-slate-900" : "text-slate-800"}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}
