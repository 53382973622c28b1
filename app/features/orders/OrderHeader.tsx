import { Download, RotateCcw } from "lucide-react";
import { Link } from "react-router";
import type { Order } from "../../../lib/orders/contract.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { orderPdfHref } from "./orders-api.ts";
import { REORDERED } from "./use-order-actions.tsx";

/**
 * The order's header: number, status, PO, account, placed when and by whom; "Reorder" and "Download
 * PDF"; and, once reordered, where the lines went.
 */
export function OrderHeader({
  order,
  date,
  reordering,
  reordered,
  onReorder,
}: {
  order: Order;
  date: (iso: string) => string;
  reordering: boolean;
  reordered: boolean;
  onReorder: () => void;
}) {
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">Order {order.number}</h1>
            <OrderStatusBadge status={order.OrderStatus} />
          </div>
          <p className="mt-1 break-words text-slate-600" data-testid="order-po">
            PO <span className="font-semibold text-slate-800">{order.PurchaseOrder}</span>
            <span className="text-slate-400"> · </span>
            {order.accountName} <span className="whitespace-nowrap text-slate-500">({order.accountId})</span>
            <span className="text-slate-400"> · </span>
            Placed {date(order.createdAt)} by {order.placedByName}
            {order.approvedByName && (
              <>
                <span className="text-slate-400"> · </span>
                <span data-testid="order-approved-by">Approved by {order.approvedByName}</span>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="order-actions">
          <button
            type="button"
            className={`${secondaryButton} h-10 px-3`}
            onClick={onReorder}
            disabled={reordering}
          >
            <RotateCcw aria-hidden size={16} />
            {reordering ? "Adding…" : "Reorder"}
          </button>
          <a href={orderPdfHref(order.id)} download className={`${secondaryButton} h-10 px-3`}>
            <Download aria-hidden size={16} />
            Download PDF
          </a>
        </div>
      </header>
      {reordered && (
        <p role="status" className="text-sm text-slate-700" data-testid="reorder-result">
          {REORDERED}.{" "}
          <Link to="/cart" className="font-semibold text-brand-navy underline">
            Go to the cart
          </Link>
        </p>
      )}
    </>
  );
}
