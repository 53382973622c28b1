import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  PREVIOUSLY_PURCHASED_ORDERS,
  type PreviouslyPurchased,
  type PreviouslyPurchasedQuery,
} from "../../../lib/orders/previously-purchased.ts";
import { selectRows } from "../../db/rows.ts";
import type { OrdersDeps } from "./deps.ts";
import { ownOrders, requireOrderAccess } from "./order-scope.ts";
import { orderLines, orders } from "./schema.ts";

const row = z.object({
  sku: z.string(),
  name: z.string(),
  quantity: z.coerce.number().int(),
  orderedAt: z.string(),
  number: z.string(),
  total: z.coerce.number().int(),
});

/**
 * The statement of `previouslyPurchased` (`npm run bench:orders` prints its plan): the working account's
 * latest PREVIOUSLY_PURCHASED_ORDERS placed orders by the account's (created_at desc, id desc) index,
 * their lines by the order's position index, one row a SKU (its last order's), newest first.
 */
export function previouslyPurchasedSql(
  deps: Pick<OrdersDeps, "fallbackAccountId">,
  caller: SessionUser,
  query: PreviouslyPurchasedQuery,
) {
  return sql`with recent as (
      select ${orders.id} as id, ${orders.number} as number, ${orders.createdAt} as created_at
      from ${orders}
      where ${ownOrders(deps, caller)} and ${orders.orderStatus} not in ('CANCELLED', 'AWAITING_PAYMENT')
      order by ${orders.createdAt} desc nulls last, ${orders.id} desc nulls last
      limit ${PREVIOUSLY_PURCHASED_ORDERS}
    ), lines as (
      select recent.id as order_id, recent.number, recent.created_at, lower(${orderLines.sku}) as key,
        min(${orderLines.sku}) as sku, min(${orderLines.name}) as name, sum(${orderLines.quantity}) as quantity
      from recent join ${orderLines} on ${orderLines.orderId} = recent.id
      group by recent.id, recent.number, recent.created_at, lower(${orderLines.sku})
    ), latest as (
      select distinct on (key) sku, name, quantity, created_at, number
      from lines order by key, created_at desc, order_id
    )
    select sku, name, quantity,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "orderedAt",
      number, count(*) over () as total
    from latest
    order by created_at desc, sku
    limit ${query.limit} offset ${query.offset}`;
}

/**
 * Issue 32 item 6: the quick order's "Previously purchased": the distinct SKUs of the working
 * account's placed orders, the most recently ordered first, each with its last quantity and date.
 * One statement; only for callers who may order (as the quick order itself), scoped to the working
 * account they reach. Read from the latest 200 orders: a long history costs the same.
 */
export async function previouslyPurchased(
  deps: OrdersDeps,
  caller: SessionUser,
  query: PreviouslyPurchasedQuery,
): Promise<PreviouslyPurchased> {
  requireOrderAccess(caller);
  const rows = await selectRows(deps.db, previouslyPurchasedSql(deps, caller, query), row);
  return {
    items: rows.map((r) => ({
      sku: r.sku,
      name: r.name,
      lastQuantity: r.quantity,
      lastOrderedAt: r.orderedAt,
      lastOrderNumber: r.number,
    })),
    offset: query.offset,
    total: rows[0]?.total ?? 0,
  };
}
