import { Package } from "lucide-react";
import type { AssistantOrder } from "../../../lib/assistant/tools.ts";
import { formatPortalDate } from "../../../lib/shared/format.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { OrderCardBoundary } from "./ErrorBoundaries.tsx";
import { orderStatusLook } from "./history.ts";
import { usePaged } from "./use-paged.ts";

/** CONST-04: order cards per page. */
export const ORDER_PAGE_SIZE = 5;

/** The orders an assistant reply read (CHAT-23, CHAT-24, CHAT-26, CHAT-51), 5 at a time. */
export function OrderCards({ orders }: { orders: readonly AssistantOrder[] }) {
  const { visible, hasMore, loading, more } = usePaged(orders, ORDER_PAGE_SIZE);
  return (
    <section aria-label="Orders" className="grid gap-3">
      <ul className="grid gap-3">
        {visible.map((order) => (
          <li key={order.id}>
            <OrderCardBoundary>
              <OrderCard order={order} />
            </OrderCardBoundary>
          </li>
        ))}
      </ul>
      {orders.length > ORDER_PAGE_SIZE && (
        <LoadMoreFooter
          shown={visible.length}
          noun={["order", "orders"]}
          hasMore={hasMore}
          loading={loading}
          onMore={more}
          testId="chat-orders-shown"
        />
      )}
    </section>
  );
}

const dateText = (at: string) => formatPortalDate(at, { local: true });

export function OrderCard({ order }: { order: AssistantOrder }) {
  const { Icon, className, group } = orderStatusLook(order.status);
  return (
    <article
      aria-label={`Order ${order.orderNumber}`}
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 font-bold text-brand-navy">
          <Package aria-hidden className="size-4" />
          Order {order.orderNumber}
        </h3>
        <span
          data-status-group={group}
          className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}
        >
          <Icon aria-hidden className="size-3.5" />
          {order.status}
        </span>
      </header>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700">
        <dt className="font-semibold">Total</dt>
        <dd>{formatCents(order.total)}</dd>
        <dt className="font-semibold">Updated</dt>
        <dd>
          <time dateTime={order.updatedAt}>{dateText(order.updatedAt)}</time>
        </dd>
        <dt className="font-semibold">Tracking</dt>
        <dd>{order.trackingNumber ?? "Not shipped yet"}</dd>
      </dl>
      {order.items.length > 0 && (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Items of order {order.orderNumber}</caption>
            <thead className="text-slate-500">
              <tr>
                <th scope="col" className="py-1 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-1 pl-2 font-semibold">
                  SKU
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item, index) => (
                // The same SKU may be two lines (other options): the place tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder
                <tr key={`${item.sku}-${index}`} className="border-t border-slate-100">
                  <td className="py-1">{item.name}</td>
                  <td className="py-1 pl-2 font-mono whitespace-nowrap">{item.sku}</td>
                  <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">{item.quantity}</td>
                  <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                    {formatCents(item.price)}
                  </td>
                  <td className="py-1 pl-2 text-right whitespace-nowrap tabular-nums">
                    {formatCents(item.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}
