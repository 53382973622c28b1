import { Package } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type OrderSummary, orderMessages } from "../../../lib/orders/contract.ts";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { CancelOrderDialog } from "./CancelOrderDialog.tsx";
import { OrderFiltersForm } from "./OrderFiltersForm.tsx";
import { OrderRow } from "./OrderRow.tsx";
import { formatOrderDate } from "./order-format.ts";
import {
  filtersFromSearch,
  isFiltered,
  type OrderFilters,
  searchWithFilters,
  useOrdersList,
} from "./use-orders-list.ts";

export type { OrderFilters } from "./use-orders-list.ts";

/** The portal tab of orders (issue 13; ORDER OPEN default: an orders tab). */
export const ORDERS_TAB = "my-orders";

/**
 * The `my-orders` tab (ORDER-01, ORDER-04, API-47, AMB-24): the working account's orders newest first,
 * five at a time with "Load More" (the next page shows after LOAD_MORE_DELAY_MS at least), filtered by
 * status and placed-date range, searched by order number or PO. A failure: "Could not load orders".
 * An order still awaiting its payment can be cancelled from its row (issue 30).
 */
export function OrdersTab({ accountId }: { accountId: string }) {
  const local = useHydrated();
  const [search, setSearch] = useSearchParams();
  const applied = useMemo(() => filtersFromSearch(search), [search]);
  const setApplied = (filters: OrderFilters) => setSearch(searchWithFilters(search, filters));
  const { state, loadMore, retry, showCancelled } = useOrdersList(accountId, applied);
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const filtered = isFiltered(applied);

  return (
    <div className="space-y-4" data-testid="orders-tab">
      <OrderFiltersForm applied={applied} filtered={filtered} onApply={setApplied} />

      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true" data-testid="orders-loading">
          Loading orders…
        </p>
      )}
      {state.status === "error" && <OrdersLoadFailed onRetry={retry} />}
      {state.status === "ready" && state.orders.length === 0 && <NoOrders filtered={filtered} />}
      {state.status === "ready" && state.orders.length > 0 && (
        <>
          <ul className="space-y-3" aria-label="Orders" data-testid="order-list">
            {state.orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                date={formatOrderDate(order.createdAt, local)}
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
        onCancelled={showCancelled}
        // Refused (a payment of it in progress, paid meanwhile): the list as it is now.
        onRefused={retry}
      />
    </div>
  );
}

/** "Could not load orders", with "Try again". */
function OrdersLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className={`${cardClass} flex flex-wrap items-center gap-3 text-sm`}
      data-testid="orders-error"
    >
      <p className="font-semibold text-brand-red">{orderMessages.loadError}</p>
      <button type="button" className={secondaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** No orders: none match the filters, or none placed yet (then the way to place one). */
function NoOrders({ filtered }: { filtered: boolean }) {
  return (
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
  );
}
