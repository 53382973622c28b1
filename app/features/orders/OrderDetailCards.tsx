import { ExternalLink } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { Order } from "../../../lib/orders/contract.ts";
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
      <TotalsList rows={totalsRows(order)} />
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

/** Who the order is billed to. */
export function OrderBillTo({ order }: { order: Order }) {
  return (
    <OrderCard title="Bill to">
      {/* The order keeps the account it was placed for (no billing address is frozen with it). */}
      <p className="mt-2 break-words text-sm text-slate-700" data-testid="order-bill-to">
        {order.accountName}
        <br />
        Account {order.accountId}
      </p>
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
