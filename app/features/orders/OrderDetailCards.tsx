import { ExternalLink } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Order } from "../../../lib/orders/contract.ts";
import { shippingWords } from "../../../lib/orders/shipping-words.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass } from "../accounts/styles.ts";
import { OrderLines, TotalsList } from "./OrderLines.tsx";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import { paymentStatusBadge, paymentTypeLabel, totalsRows } from "./order-format.ts";

/** One titled part of the order page, named by its heading. */
function OrderCard({
  title,
  className = cardClass,
  testId,
  children,
}: {
  title: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className="text-lg font-bold text-brand-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The order's lines with their options and prices as charged. */
export function OrderLinesCard({ order }: { order: Order }) {
  return (
    <OrderCard title="Lines">
      <OrderLines items={order.items} />
    </OrderCard>
  );
}

/** Every status the order went through: when, why or by whom, and the tracking it shipped with. */
export function OrderHistory({ order, date }: { order: Order; date: (iso: string) => string }) {
  return (
    <OrderCard title="Status history">
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
    </OrderCard>
  );
}

/** The order's totals as charged. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <OrderCard title="Totals" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <TotalsList
        rows={totalsRows(order).map((row) =>
          row.key === "shipping" && order.shipping?.estimated
            ? { ...row, label: "Shipping (estimated)" }
            : row,
        )}
      />
    </OrderCard>
  );
}

/** The order's payment: type, status, the provider's id and the amount paid. */
export function OrderPayment({ order }: { order: Order }) {
  const badge = paymentStatusBadge[order.PaymentStatus];
  return (
    <OrderCard title="Payment" testId="order-payment">
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Type</dt>
        <dd data-testid="order-payment-type">{paymentTypeLabel[order.PaymentType]}</dd>
        <dt className="text-slate-500">Status</dt>
        <dd data-testid="order-payment-status" data-status={order.PaymentStatus}>
          <Badge tone={badge.tone}>{badge.label}</Badge>
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
    </OrderCard>
  );
}

/** Who the order is billed to: the account's billing address when placed (older orders: the account). */
export function OrderBillTo({ order }: { order: Order }) {
  const { billTo } = order;
  return (
    <OrderCard title="Bill to">
      <address className="mt-2 break-words text-sm not-italic text-slate-700" data-testid="order-bill-to">
        {billTo ? (
          <>
            {billTo.name}
            <br />
            {billTo.address1}
            <br />
            {billTo.address2 && (
              <>
                {billTo.address2}
                <br />
              </>
            )}
            {billTo.city}, {billTo.state} {billTo.zip}
            <br />
          </>
        ) : (
          <>
            {order.accountName}
            <br />
          </>
        )}
        Account {order.accountId}
      </address>
    </OrderCard>
  );
}

/**
 * Issue 32 item 1: how the order ships: the method, the freight (marked estimated for an LTL quote to
 * follow) and the requested ship date, in the words of the order's mail and PDF. Orders placed before
 * freight at checkout say the freight is confirmed when it ships.
 */
export function OrderShipping({ order }: { order: Order }) {
  const words = order.shipping ? shippingWords(order.shipping) : null;
  return (
    <OrderCard title="Shipping" testId="order-shipping">
      {words ? (
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">Method</dt>
          <dd className="break-words" data-testid="order-shipping-method">
            {words.method}
          </dd>
          <dt className="text-slate-500">Freight</dt>
          <dd className="break-words" data-testid="order-freight">
            {words.freight}
          </dd>
          <dt className="text-slate-500">Ship date</dt>
          <dd data-testid="order-ship-date">{words.shipDate}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Freight is confirmed when the order ships.</p>
      )}
    </OrderCard>
  );
}

/** Where the order ships, and its notes. */
export function OrderShipTo({ order }: { order: Order }) {
  const { shipTo } = order;
  return (
    <OrderCard title="Ship to">
      <address className="mt-2 break-words text-sm not-italic text-slate-700" data-testid="order-ship-to">
        {shipTo.name}
        <br />
        {shipTo.attention && (
          <>
            Attn. {shipTo.attention}
            <br />
          </>
        )}
        {shipTo.address1}
        <br />
        {shipTo.address2 && (
          <>
            {shipTo.address2}
            <br />
          </>
        )}
        {shipTo.city}, {shipTo.state} {shipTo.zip}
        {shipTo.phone && (
          <>
            <br />
            {shipTo.phone}
          </>
        )}
      </address>
      {order.notes && <p className="mt-3 break-words text-sm text-slate-600">Notes: {order.notes}</p>}
    </OrderCard>
  );
}

/** The shipment's carrier and tracking number, linked to the carrier's page when known. */
export function OrderTracking({ order }: { order: Order }) {
  return (
    <OrderCard title="Tracking" testId="order-tracking">
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
    </OrderCard>
  );
}
