import { and, gte, notInArray, sql } from "drizzle-orm";
import type { OrdersPerDay, TodayOrders } from "../../../lib/staff/dashboard.ts";
import type { OrdersDeps } from "./deps.ts";
import { orders } from "./schema.ts";

/**
 * What the staff dashboard counts as an order: placed, whatever happened next, except a card or ACH
 * order still waiting for its payment (the buyer may abandon it) and a cancelled one.
 */
const placed = notInArray(orders.orderStatus, ["AWAITING_PAYMENT", "CANCELLED"]);

/** Midnight UTC of `now`, `daysBack` days before. */
function utcMidnight(now: Date, daysBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));
}

/** Issue 33, the staff dashboard: today's orders (UTC) of every account, counted and summed. One statement. */
export async function todayOrders({ db }: Pick<OrdersDeps, "db">, now = new Date()): Promise<TodayOrders> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      totalCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.createdAt, utcMidnight(now)), placed));
  return row ?? { count: 0, totalCents: 0 };
}

/**
 * Issue 33, the staff dashboard's chart: orders per UTC day over the last `days` days, today
 * included, a day without orders as 0. One statement on `orders_created_idx`.
 */
export async function ordersPerDay(
  { db }: Pick<OrdersDeps, "db">,
  days = 30,
  now = new Date(),
): Promise<OrdersPerDay> {
  const from = utcMidnight(now, days - 1);
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(gte(orders.createdAt, from), placed))
    .groupBy(day);
  const counts = new Map(rows.map((row) => [row.day, row.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(from.valueOf() + i * 86_400_000).toISOString().slice(0, 10);
    return { day: date, count: counts.get(date) ?? 0 };
  });
}
