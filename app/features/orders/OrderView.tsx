import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Order } from "../../../lib/orders/contract.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { PaymentModal } from "../payments/PaymentModal.tsx";
import { AwaitingPayment } from "./AwaitingPayment.tsx";
import { CancelOrderDialog } from "./CancelOrderDialog.tsx";
import {
  OrderBillTo,
  OrderHistory,
  OrderLinesCard,
  OrderPayment,
  OrderShipping,
  OrderShipTo,
  OrderTotals,
  OrderTracking,
} from "./OrderDetailCards.tsx";
import { OrderHeader } from "./OrderHeader.tsx";
import { formatOrderDate } from "./order-format.ts";
import { useOrderPayment, useOrderShown, useReorder } from "./use-order-actions.tsx";

export { REORDER_FAILED, REORDERED } from "./use-order-actions.tsx";

/**
 * One order (issue 13, ORDER-04): its lines with options and prices as charged, totals, ship-to,
 * payment (type, status, id, amount), history, tracking with the carrier's link; "Reorder" (the lines
 * into the cart at today's prices), "Download PDF", and for an order awaiting its payment "Pay now"
 * and "Cancel order" (issue 30), or, while a payment of it is in progress, "Payment in progress" with
 * Resume and Abandon.
 */
export function OrderView({ loaded }: { loaded: Order }) {
  const [order, onChanged] = useOrderShown(loaded);
  const local = useHydrated();
  const revalidator = useRevalidator();
  /** The order read again by the loader (after an abandon, a cancel, a payment that did not go through). */
  const reload = () => void revalidator.revalidate();
  const { reordering, reordered, reorder } = useReorder(order.id);
  const paying = useOrderPayment(order, onChanged, reload);
  const [cancelling, setCancelling] = useState(false);
  const date = (iso: string) => formatOrderDate(iso, local, true);
  const awaiting = order.OrderStatus === "AWAITING_PAYMENT" && order.PaymentType !== "ON_ACCOUNT";

  return (
    <div className="space-y-6" data-testid="order-view" data-order-id={order.id}>
      <OrderHeader
        order={order}
        date={date}
        reordering={reordering}
        reordered={reordered}
        onReorder={() => void reorder()}
      />
      {awaiting && (
        <AwaitingPayment
          order={order}
          payment={paying.payment}
          local={local}
          busyPaying={paying.busyPaying}
          abandoning={paying.abandoning}
          onDismissBlocked={() => paying.flow.dismissBlocked()}
          onPayNow={paying.payNow}
          onCancel={() => setCancelling(true)}
          onResume={paying.resume}
          onAbandon={(progress) => void paying.abandon(progress)}
        />
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <OrderLinesCard order={order} />
          <OrderHistory order={order} date={date} />
        </div>
        <div className="space-y-6">
          <OrderTotals order={order} />
          <OrderPayment order={order} />
          <OrderShipping order={order} />
          <OrderBillTo order={order} />
          <OrderShipTo order={order} />
          <OrderTracking order={order} />
        </div>
      </div>
      <PaymentModal state={paying.payment} flow={paying.flow} />
      <CancelOrderDialog
        order={cancelling ? order : null}
        onClose={() => setCancelling(false)}
        onCancelled={(cancelled) => {
          onChanged(cancelled);
          reload();
        }}
        onRefused={reload}
      />
    </div>
  );
}
