import { Ban, Package, Search } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import {
  LOAD_MORE_DELAY_MS,
  ORDERS_PAGE_SIZE,
  type OrderStatus,
  type OrderSummary,
  orderMessages,
  orderStatuses,
} from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { inputClass } from "../accounts/FormField.tsx";
import { cardClass, dangerButton, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { CancelOrderDialog } from "./CancelOrderDialog.tsx";
import { formatOrderDate, orderStatusBadge, paymentStatusBadge, paymentTypeLabel } from "./order-format.ts";
import { orderPath, ordersApi } from "./orders-api.ts";

/** The portal tab of orders (issue 13; ORDER OPEN default: an orders tab). */
export const ORDERS_TAB = "my-orders";

export type OrderFilters = { status: OrderStatus | ""; from: string; to: string; q: string };
const noFilters: OrderFilters = { status: "", from: "", to: "", q: "" };

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; orders: OrderSummary[]; nextCursor: string | null; more: "idle" | "loading" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** ORDER-04: the order's status with its icon and colour; the word carries the meaning. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const badge = orderStatusBadge[status];
  const Icon = badge.icon;
  return (
    <span data-testid="order-status" data-status={status}>
      <Badge tone={badge.tone}>
        <Icon aria-hidden size={12} className="mr-1" />
        {badge.label}
      </Badge>
    </span>
  );
}

/**
 * The `my-orders` tab (ORDER-01, ORDER-04, API-47, AMB-24): the working account's orders newest first,
 * five at a time with "Load More" (the next page shows after LOAD_MORE_DELAY_MS at least), filtered by
 * status and placed-date range, searched by order number or PO. A failure: "Could not load orders".
 * An order still awaiting its payment can be cancelled from its row (issue 30).
 */
export function OrdersTab({ accountId }: { accountId: string }) {
  const id = useId();
  const local = useHydrated();
  const [filters, setFilters] = useState<OrderFilters>(noFilters);
  const [applied, setApplied] = useState<OrderFilters>(noFilters);
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const generation = useRef(0);

  const query = useCallback(
    (cursor?: string) => ({
      ...(applied.status ? { status: applied.status } : {}),
      from: applied.from,
      to: applied.to,
      q: applied.q,
      ...(cursor ? { cursor } : {}),
      limit: ORDERS_PAGE_SIZE,
    }),
    [applied],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again; the account starts over
  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: "loading" });
    ordersApi
      .list(query())
      .then((list) => {
        if (mine === generation.current)
          setState({ status: "ready", orders: list.orders, nextCursor: list.nextCursor, more: "idle" });
      })
      .catch(() => {
        if (mine !== generation.current) return;
        setState({ status: "error" });
        toast.error(orderMessages.loadError, { duration: 5_000 });
      });
  }, [query, attempt, accountId]);

  async function loadMore() {
    if (state.status !== "ready" || !state.nextCursor || state.more === "loading") return;
    const mine = generation.current;
    setState({ ...state, more: "loading" });
    try {
      const [list] = await Promise.all([ordersApi.list(query(state.nextCursor)), wait(LOAD_MORE_DELAY_MS)]);
      if (mine !== generation.current) return;
      setState((s) =>
        s.status === "ready"
          ? {
              status: "ready",
              orders: [...s.orders, ...list.orders],
              nextCursor: list.nextCursor,
              more: "idle",
            }
          : s,
      );
    } catch {
      if (mine !== generation.current) return;
      setState((s) => (s.status === "ready" ? { ...s, more: "idle" } : s));
      toast.error(orderMessages.loadError, { duration: 5_000 });
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    setApplied({ ...filters, q: filters.q.trim() });
  }

  const filtered = applied.status !== "" || applied.from !== "" || applied.to !== "" || applied.q !== "";
  const date = (iso: string) => formatOrderDate(iso, local);

  return (
    <div className="space-y-4" data-testid="orders-tab">
      <form
        onSubmit={apply}
        aria-label="Filter orders"
        className={`${cardClass} grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto] lg:items-end`}
      >
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-700">
            Order number or PO
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={filters.q}
            maxLength={40}
            onChange={(event) => setFilters((f) => ({ ...f, q: event.target.value }))}
            className={`mt-1 ${inputClass} border-slate-300`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-semibold text-slate-700">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={filters.status}
            onChange={(event) =>
              setFilters((f) => ({ ...f, status: event.target.value as OrderFilters["status"] }))
            }
            className={`mt-1 ${inputClass} border-slate-300`}
          >
            <option value="">All statuses</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusBadge[status].label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-semibold text-slate-700">
            Placed from
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={(event) => setFilters((f) => ({ ...f, from: event.target.value }))}
            className={`mt-1 ${inputClass} border-slate-300`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-semibold text-slate-700">
            Placed to
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            onChange={(event) => setFilters((f) => ({ ...f, to: event.target.value }))}
            className={`mt-1 ${inputClass} border-slate-300`}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={`${secondaryButton} h-10`}>
            <Search aria-hidden size={16} />
            Search
          </button>
          {filtered && (
            <button
              type="button"
              className={`${secondaryButton} h-10`}
              onClick={() => {
                setFilters(noFilters);
                setApplied(noFilters);
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>

      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true" data-testid="orders-loading">
          Loading orders…
        </p>
      )}
      {state.status === "error" && (
        <div
          role="alert"
          className={`${cardClass} flex flex-wrap items-center gap-3 text-sm`}
          data-testid="orders-error"
        >
          <p className="font-semibold text-brand-red">{orderMessages.loadError}</p>
          <button type="button" className={secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && state.orders.length === 0 && (
        <div
          className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
          data-testid="orders-empty"
        >
          <Package aria-hidden size={36} className="mx-auto text-slate-400" />
          <p className="mt-3 text-lg font-bold text-brand-navy">
            {filtered ? "No orders match these filters." : "No orders yet."}
          </p>
          {!filtered && (
            <p className="mt-1 text-slate-600">
              Orders you place from the cart or a quote are listed here.{" "}
              <Link to="/cart" className="font-semibold text-brand-navy underline">
                Go to the cart
              </Link>
            </p>
          )}
        </div>
      )}
      {state.status === "ready" && state.orders.length > 0 && (
        <>
          <ul className="space-y-3" aria-label="Orders" data-testid="order-list">
            {state.orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                date={date(order.createdAt)}
                onCancel={() => setCancelling(order)}
              />
            ))}
          </ul>
          <LoadMoreFooter
            shown={state.orders.length}
            noun={["order", "orders"]}
            hasMore={state.nextCursor !== null}
            loading={state.more === "loading"}
            onMore={() => void loadMore()}
            testId="orders-count"
          />
        </>
      )}
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(cancelled) =>
          setState((s) =>
            s.status === "ready"
              ? {
                  ...s,
                  orders: s.orders.map((row) =>
                    row.id === cancelled.id
                      ? {
                          ...row,
                          OrderStatus: cancelled.OrderStatus,
                          PaymentStatus: cancelled.PaymentStatus,
                          PaymentID: cancelled.PaymentID,
                          PaymentAmount: cancelled.PaymentAmount,
                        }
                      : row,
                  ),
                }
              : s,
          )
        }
        // Refused (a payment of it in progress, paid meanwhile): the list as it is now.
        onRefused={() => setAttempt((n) => n + 1)}
      />
    </div>
  );
}

/**
 * ORDER-04: one order with the spec's fields, as a card that lays out in columns when there is room;
 * one awaiting its payment has "Cancel" (issue 30).
 */
function OrderRow({ order, date, onCancel }: { order: OrderSummary; date: string; onCancel: () => void }) {
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
