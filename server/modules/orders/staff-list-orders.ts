import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffOrderRow, StaffOrdersQuery } from "../../../lib/staff/orders-contract.ts";
import { indexedOrder, likePrefix, withinDays } from "../../db/list-sql.ts";
import type { OrdersDeps } from "./deps.ts";
import { orderLines, orders } from "./schema.ts";

const sortColumns = {
  placed: orders.createdAt,
  number: orders.number,
  account: orders.accountName,
  status: orders.orderStatus,
  total: orders.totalCents,
} as const;

/** The filters of the staff list as one condition (each on an index of `orders`). */
function staffOrdersWhere(query: StaffOrdersQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(orders.orderStatus, query.status));
  if (query.accountId) conditions.push(eq(orders.accountId, query.accountId));
  conditions.push(...withinDays(orders.createdAt, query.from, query.to));
  if (query.q) {
    const prefix = likePrefix(query.q);
    conditions.push(
      or(
        sql`lower(${orders.number}) like ${prefix}`,
        sql`lower(${orders.purchaseOrder}) like ${prefix}`,
        sql`lower(${orders.accountName}) like ${prefix}`,
        eq(orders.accountId, query.q),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The page's statement (every account's orders the filters match, sorted, `limit` from `offset`), as
 * a query builder: the list runs it, the index test EXPLAINs it. The line count is a correlated
 * subquery on the lines' (order_id, position) index: one statement for the page, never one a row.
 */
export function staffOrdersPageQuery(
  deps: Pick<OrdersDeps, "db">,
  query: StaffOrdersQuery,
  limit: number,
  offset: number,
) {
  const column = sortColumns[query.sort ?? "placed"];
  const dir = query.dir ?? (query.sort && query.sort !== "placed" ? "asc" : "desc");
  return deps.db
    .select({
      order: orders,
      lineCount: sql<number>`(select count(*)::int from ${orderLines} where ${orderLines}.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(staffOrdersWhere(query))
    .orderBy(indexedOrder(column, dir), indexedOrder(orders.id, dir))
    .limit(limit)
    .offset(offset);
}

function toRow(order: typeof orders.$inferSelect, lineCount: number): StaffOrderRow {
  return {
    id: order.id,
    number: order.number,
    accountId: order.accountId,
    accountName: order.accountName,
    purchaseOrder: order.purchaseOrder,
    placedByName: order.placedByName,
    orderStatus: order.orderStatus,
    paymentType: order.paymentType,
    paymentStatus: order.paymentStatus,
    totalCents: order.totalCents,
    lineCount: Number(lineCount),
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Issue 33 item 4: every account's orders for the staff console (the caller is staff holding
 * `orders.read`, checked at the door): filters by a prefix of the number, PO or account name (or an
 * account id), status, account and placed from / to (UTC days, inclusive); sorted, paged. Two
 * statements: the page and its count.
 */
export async function staffListOrders(
  deps: Pick<OrdersDeps, "db">,
  query: StaffOrdersQuery,
): Promise<StaffPage<StaffOrderRow>> {
  const offset = (query.page - 1) * query.pageSize;
  const rows = await staffOrdersPageQuery(deps, query, query.pageSize, offset);
  const [counted] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(staffOrdersWhere(query));
  return {
    rows: rows.map(({ order, lineCount }) => toRow(order, lineCount)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The same list for "Export CSV": every matching order up to `limit`, in the list's order. */
export async function staffExportOrders(
  deps: Pick<OrdersDeps, "db">,
  query: StaffOrdersQuery,
  limit: number,
): Promise<StaffOrderRow[]> {
  const rows = await staffOrdersPageQuery(deps, query, limit, 0);
  return rows.map(({ order, lineCount }) => toRow(order, lineCount));
}
