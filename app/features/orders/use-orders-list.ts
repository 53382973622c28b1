import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import {
  LOAD_MORE_DELAY_MS,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderStatus,
  type OrderSummary,
  orderMessages,
  orderStatuses,
} from "../../../lib/orders/contract.ts";
import { ordersApi } from "./orders-api.ts";

export type OrderFilters = { status: OrderStatus | ""; from: string; to: string; q: string };
export const noFilters: OrderFilters = { status: "", from: "", to: "", q: "" };

export type OrdersListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; orders: OrderSummary[]; nextCursor: string | null; more: "idle" | "loading" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const FILTER_KEYS = ["q", "status", "from", "to"] as const;
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The filters a page address carries (issue 32 item 6: a filtered list can be bookmarked, shared and
 * come back to with Back); what is not a status or a yyyy-mm-dd date is left out.
 */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const status = search.get("status") ?? "";
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  return {
    q: (search.get("q") ?? "").trim().slice(0, 40),
    status: (orderStatuses as readonly string[]).includes(status) ? (status as OrderStatus) : "",
    from: isDate(from) ? from : "",
    to: isDate(to) ? to : "",
  };
}

/** The page address's other parameters (the tab) with `filters` in place of the ones it had. */
export function searchWithFilters(search: URLSearchParams, filters: OrderFilters): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of FILTER_KEYS) {
    if (filters[key]) next.set(key, filters[key]);
    else next.delete(key);
  }
  return next;
}

/** Any filter applied (the empty list then says no order matches). */
export function isFiltered(filters: OrderFilters): boolean {
  return filters.status !== "" || filters.from !== "" || filters.to !== "" || filters.q !== "";
}

/** The list with a cancelled order's row showing its new status and payment. */
function withCancelled(state: OrdersListState, cancelled: Order): OrdersListState {
  if (state.status !== "ready") return state;
  return {
    ...state,
    orders: state.orders.map((row) =>
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
  };
}

/**
 * The working account's orders under the filters `applied` (API-47): the first page, read again when
 * the filters or the account change or on `retry`, and the next pages with `loadMore` (shown after
 * LOAD_MORE_DELAY_MS at least). An answer to an older read is dropped; a failure is toasted.
 */
export function useOrdersList(accountId: string, applied: OrderFilters) {
  const [state, setState] = useState<OrdersListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
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

  return {
    state,
    loadMore,
    /** The first page read again (after a failure, or a cancel refused). */
    retry: () => setAttempt((n) => n + 1),
    /** A row cancelled from the list shows its new status. */
    showCancelled: (cancelled: Order) => setState((s) => withCancelled(s, cancelled)),
  };
}
