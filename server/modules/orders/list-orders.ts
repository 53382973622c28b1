import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type ListOrdersQuery, ORDERS_PAGE_SIZE, type OrderList } from "../../../lib/orders/contract.ts";
import { likePrefix, withinDays } from "../../db/list-sql.ts";
import { AppError } from "../../errors.ts";
import type { OrdersDeps } from "./deps.ts";
import { toOrderSummary } from "./load-order.ts";
import { ownOrders, requireOrderAccess } from "./order-scope.ts";
import { orderLines, orders } from "./schema.ts";

/** The keyset cursor: the last order's (created_at, id), opaque to the client. */
function encodeCursor(createdAt: string, id: string): string {
  return Buffer.from(`${createdAt}|${id}`).toString("base64url");
}

function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (!at || !id || !/^[0-9a-f-]{36}$/i.test(id) || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at)) {
    throw new AppError("VALIDATION", "cursor: is not a cursor this list gave");
  }
  return { at, id };
}

/**
 * The page's one statement (the orders of the working account, filtered, after the cursor, newest
 * first, `rows` of them), as a query builder: the list runs it, the index test EXPLAINs it.
 */
export function ordersPageQuery(
  deps: Pick<OrdersDeps, "db" | "fallbackAccountId">,
  caller: SessionUser,
  query: ListOrdersQuery,
  rows: number,
) {
  const conditions: (SQL | undefined)[] = [ownOrders(deps, caller)];
  if (query.status) conditions.push(eq(orders.orderStatus, query.status));
  conditions.push(...withinDays(orders.createdAt, query.from, query.to));
  if (query.q) {
    const prefix = likePrefix(query.q);
    conditions.push(
      or(sql`lower(${orders.purchaseOrder}) like ${prefix}`, sql`lower(${orders.number}) like ${prefix}`),
    );
  }
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor);
    conditions.push(sql`(${orders.createdAt}, ${orders.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return (
    deps.db
      .select({
        order: orders,
        // The time to the microsecond (a JS Date keeps milliseconds): the cursor must not skip a row.
        cursorAt: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        // Qualified by hand: drizzle writes a selected column without its table, which the subquery would take for its own.
        lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines}.order_id = ${orders}.id)`,
      })
      .from(orders)
      .where(and(...conditions))
      // NULLS LAST as the indexes are built (drizzle-kit's default): plain DESC means NULLS FIRST, which
      // the planner cannot read from them, so it would sort the whole account instead.
      .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
      .limit(rows)
  );
}

/**
 * API-47 `GET order-service/user/{id}` (ORDER-04, AMB-24): the working account's orders, newest first,
 * 5 at a time by default; `{id}` is the caller's own user id or `me` (any other is 404). Filters: the
 * status, placed from / to (UTC days, inclusive), `q` a prefix of the order number or the purchase
 * order (case-insensitive). The keyset cursor (created_at, id) keeps pages stable while orders arrive;
 * one statement, on the account's (created_at desc, id desc) indexes.
 */
export async function listOrders(
  deps: OrdersDeps,
  caller: SessionUser,
  userId: string,
  query: ListOrdersQuery = {},
): Promise<OrderList> {
  if (userId !== "me" && userId !== caller.userId) throw new AppError("NOT_FOUND", "User not found");
  requireOrderAccess(caller);
  const limit = query.limit ?? ORDERS_PAGE_SIZE;
  const rows = await ordersPageQuery(deps, caller, query, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: page.map(({ order, lineCount }) => toOrderSummary(order, Number(lineCount))),
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.order.id) : null,
  };
}
