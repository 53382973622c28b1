import { Ban, CreditCard, Download, ExternalLink, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { toast } from "sonner";
import { type Order, orderMessages } from "../../../lib/orders/contract.ts";
import { type PaymentInProgress, paymentMessages } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { serverTextOf } from "../../service-call.ts";
import { cardClass, dangerButton, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { abandonFromRow, PaymentInProgressNotice } from "../payments/PaymentInProgress.tsx";
import { PaymentModal, PopupNotice, usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody } from "../payments/payer.ts";
import { PaymentFlowError, type ResumePurpose } from "../payments/payment-flow.ts";
import { initiateShown } from "../payments/payments-api.ts";
import { CancelOrderDialog } from "./CancelOrderDialog.tsx";
import { methodOf } from "./checkout-form.ts";
import { OrderLines, TotalsList } from "./OrderLines.tsx";
import { OrderStatusBadge } from "./OrdersTab.tsx";
import { formatOrderDate, paymentStatusBadge, paymentTypeLabel, totalsRows } from "./order-format.ts";
import { completeApprovedOrder, orderPdfHref, ordersApi } from "./orders-api.ts";

/** Failure of a reorder (the spec names no toast for it). */
export const REORDER_FAILED = "Could not add the order to the cart";
export const REORDERED = "The order's lines are in the cart";

/**
 * One order (issue 13, ORDER-04): its lines with options and prices as charged, totals, ship-to,
 * payment (type, status, id, amount), history, tracking with the carrier's link; "Reorder" (the lines
 * into the cart at today's prices), "Download PDF", and for an order awaiting its payment "Pay now"
 * and "Cancel order" (issue 30), or, while a payment of it is in progress, "Payment in progress" with
 * Resume and Abandon.
 */
export function OrderView({ loaded }: { loaded: Order }) {
  // The order as the loader read it, until a payment completes it here (then as the server answered);
  // a new read by the loader (a revalidation) wins again.
  const [changed, setChanged] = useState<{ from: Order; order: Order } | null>(null);
  const order = changed?.from === loaded ? changed.order : loaded;
  const onChanged = (next: Order) => setChanged({ from: loaded, order: next });
  const id = useId();
  const local = useHydrated();
  const viewer = useViewer();
  const { report } = useCartBadge();
  const [reordering, setReordering] = useState(false);
  const [reordered, setReordered] = useState(false);
  const [abandoning, setAbandoning] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { state: payment, flow } = usePaymentFlow();
  const revalidator = useRevalidator();
  /** The order read again by the loader (after an abandon, a cancel, a payment that did not go through). */
  const reload = () => void revalidator.revalidate();
  const date = (iso: string) => formatOrderDate(iso, local, true);
  const awaiting = order.OrderStatus === "AWAITING_PAYMENT" && order.PaymentType !== "ON_ACCOUNT";
  const paymentBadge = paymentStatusBadge[order.PaymentStatus];

  async function reorder() {
    if (reordering) return;
    setReordering(true);
    try {
      const result = await ordersApi.reorder(order.id);
      report(result.cart);
      setReordered(true);
      const missing = result.unavailable.map((line) => `${line.sku} (${line.reason})`).join(", ");
      toast.success(REORDERED, {
        duration: 6_000,
        description: (
          <>
            {missing && <span className="block">Not added, no longer offered: {missing}</span>}
            <Link to="/cart" className="font-semibold underline">
              Go to the cart
            </Link>
          </>
        ),
      });
    } catch (error) {
      toast.error(REORDER_FAILED, { duration: 5_000, description: serverTextOf(error) ?? undefined });
    } finally {
      setReordering(false);
    }
  }

  /** What paying this order does once approved (a new payment or a resumed one). */
  const paying: ResumePurpose = {
    complete: async (result, started) => onChanged(await completeApprovedOrder(order.id, result, started)),
    completeFailure: paymentMessages.completeFailed,
    success: orderMessages.placed,
    onReset: reload,
  };

  /** Issue 30: the payment in progress opened again in a new tab (the tab first, from the click). */
  function resume(progress: PaymentInProgress) {
    void flow.resume(paying, progress.reference).then(() => {
      // Refused (no longer in progress, expired): the order as it is now.
      if (flow.state.phase === "idle") reload();
    });
  }

  async function abandon(progress: PaymentInProgress) {
    if (abandoning) return;
    setAbandoning(true);
    try {
      if (await abandonFromRow(progress.reference)) reload();
    } finally {
      setAbandoning(false);
    }
  }

  function payNow() {
    if (order.PaymentType === "ON_ACCOUNT") return;
    const method = methodOf[order.PaymentType];
    const payer = {
      firstName: viewer?.fname ?? "",
      lastName: viewer?.lname ?? "",
      email: viewer?.email ?? "",
      address1: order.shipTo.address1,
      city: order.shipTo.city,
      state: order.shipTo.state,
      zip: order.shipTo.zip,
    };
    void flow.start({
      ...paying,
      initiate: async () => {
        try {
          return await initiateShown(
            initiateBody({ kind: "order", orderId: order.id }, payer, method),
            crypto.randomUUID(),
          );
        } catch (error) {
          // Refused in the server's words (a payment of it already in progress, issue 30): the order
          // as it is now, with Resume and Abandon.
          if (error instanceof PaymentFlowError) reload();
          throw error;
        }
      },
    });
  }

  const busyPaying = payment.phase !== "idle" && payment.phase !== "blocked" && payment.phase !== "done";
  const inProgress = order.paymentInProgress;
  return (
    <div className="space-y-6" data-testid="order-view" data-order-id={order.id}>
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
          </p>
        </div>
        <div className="flex flex-wrap gap-2" data-testid="order-actions">
          <button
            type="button"
            className={`${secondaryButton} h-10 px-3`}
            onClick={() => void reorder()}
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
      {awaiting && (
        <section
          aria-labelledby={`${id}-pay`}
          className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
          data-testid="order-awaiting-payment"
        >
          <h2 id={`${id}-pay`} className="font-bold text-brand-navy">
            This order is awaiting payment
          </h2>
          <p className="text-sm text-slate-700">
            It is placed once its {paymentTypeLabel[order.PaymentType].toLowerCase()} payment of{" "}
            {formatCents(order.Price.OrderTotal)} is approved.
          </p>
          <PopupNotice state={payment} onDismiss={() => flow.dismissBlocked()} />
          {inProgress ? (
            <PaymentInProgressNotice
              progress={inProgress}
              subject={`order ${order.number}`}
              local={local}
              busy={busyPaying || abandoning}
              onResume={() => resume(inProgress)}
              onAbandon={() => void abandon(inProgress)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={payNow}
                disabled={busyPaying}
                className="inline-flex h-10 items-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:opacity-60"
              >
                <CreditCard aria-hidden size={16} />
                Pay now
              </button>
              <button
                type="button"
                onClick={() => setCancelling(true)}
                disabled={busyPaying}
                className={`${dangerButton} h-10 px-4`}
              >
                <Ban aria-hidden size={16} />
                Cancel order
              </button>
            </div>
          )}
        </section>
      )}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby={`${id}-lines`} className={cardClass}>
            <h2 id={`${id}-lines`} className="text-lg font-bold text-brand-navy">
              Lines
            </h2>
            <OrderLines items={order.items} />
          </section>
          <section aria-labelledby={`${id}-history`} className={cardClass}>
            <h2 id={`${id}-history`} className="text-lg font-bold text-brand-navy">
              Status history
            </h2>
            <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4" data-testid="order-history">
              {order.events.map((event) => (
                <li key={`${event.at}-${event.OrderStatus}-${event.PaymentStatus}`} className="relative">
                  <span
                    aria-hidden
                    className="absolute -left-[1.42rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand-green"
                  />
                  <p className="flex flex-wrap items-center gap-2">
                    <OrderStatusBadge status={event.OrderStatus} />
                    <span className="text-sm text-slate-500">{date(event.at)}</span>
                  </p>
                  <p className="mt-1 break-words text-sm text-slate-700">
                    {event.note || paymentStatusBadge[event.PaymentStatus].label}
                    {event.actorName ? ` · ${event.actorName}` : ""}
                  </p>
                  {event.trackingNumber && (
                    <p className="text-sm text-slate-600">
                      {event.carrier} {event.trackingNumber}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="space-y-6">
          <section
            aria-labelledby={`${id}-totals`}
            className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
          >
            <h2 id={`${id}-totals`} className="text-lg font-bold text-brand-navy">
              Totals
            </h2>
            <TotalsList rows={totalsRows(order)} />
          </section>
          <section aria-labelledby={`${id}-payment`} className={cardClass} data-testid="order-payment">
            <h2 id={`${id}-payment`} className="text-lg font-bold text-brand-navy">
              Payment
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-500">Type</dt>
              <dd data-testid="order-payment-type">{paymentTypeLabel[order.PaymentType]}</dd>
              <dt className="text-slate-500">Status</dt>
              <dd data-testid="order-payment-status" data-status={order.PaymentStatus}>
                <Badge tone={paymentBadge.tone}>{paymentBadge.label}</Badge>
              </dd>
              <dt className="text-slate-500">Payment ID</dt>
              <dd className="break-all" data-testid="order-payment-id">
                {order.PaymentID ?? "—"}
              </dd>
              <dt className="text-slate-500">Amount</dt>
              <dd className="tabular-nums" data-testid="order-payment-amount">
                {order.PaymentAmount === null ? "—" : formatCents(order.PaymentAmount)}
              </dd>
            </dl>
          </section>
          <section aria-labelledby={`${id}-billto`} className={cardClass}>
            <h2 id={`${id}-billto`} className="text-lg font-bold text-brand-navy">
              Bill to
            </h2>
            {/* The order keeps the account it was placed for (no billing address is frozen with it). */}
            <p className="mt-2 break-words text-sm text-slate-700" data-testid="order-bill-to">
              {order.accountName}
              <br />
              Account {order.accountId}
            </p>
          </section>
          <section aria-labelledby={`${id}-shipto`} className={cardClass}>
            <h2 id={`${id}-shipto`} className="text-lg font-bold text-brand-navy">
              Ship to
            </h2>
            <address
              className="mt-2 break-words text-sm not-italic text-slate-700"
              data-testid="order-ship-to"
            >
              {order.shipTo.name}
              <br />
              {order.shipTo.attention && (
                <>
                  Attn. {order.shipTo.attention}
                  <br />
                </>
              )}
              {order.shipTo.address1}
              <br />
              {order.shipTo.address2 && (
                <>
                  {order.shipTo.address2}
                  <br />
                </>
              )}
              {order.shipTo.city}, {order.shipTo.state} {order.shipTo.zip}
              {order.shipTo.phone && (
                <>
                  <br />
                  {order.shipTo.phone}
                </>
              )}
            </address>
            {order.notes && <p className="mt-3 break-words text-sm text-slate-600">Notes: {order.notes}</p>}
          </section>
          <section aria-labelledby={`${id}-tracking`} className={cardClass} data-testid="order-tracking">
            <h2 id={`${id}-tracking`} className="text-lg font-bold text-brand-navy">
              Tracking
            </h2>
            {order.trackingNumber ? (
              <p className="mt-2 break-words text-sm text-slate-700">
                {order.carrier}{" "}
                {order.trackingUrl ? (
                  <a
                    href={order.trackingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-semibold text-brand-navy underline"
                    data-testid="tracking-number"
                  >
                    {order.trackingNumber}
                    <ExternalLink aria-hidden size={14} />
                    <span className="sr-only">(opens the carrier's tracking page in a new tab)</span>
                  </a>
                ) : (
                  <span className="font-semibold" data-testid="tracking-number">
                    {order.trackingNumber}
                  </span>
                )}
              </p>
            ) : (
              <p className="mt-2 text-sm text-slate-500">Not shipped yet.</p>
            )}
          </section>
        </div>
      </div>
      <PaymentModal state={payment} flow={flow} />
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
