import { desc, eq, sql } from "drizzle-orm";
import type { StaffAccountRecord, StaffRecent } from "../../../lib/staff/accounts.ts";
import type { Db } from "../../db/client.ts";
import { orders } from "./schema.ts";

/** Issue 33 item 2: an account's latest orders and how many it has, for its page in the staff console. */
export async function ordersOfAccountForStaff(
  db: Db,
  accountId: string,
  limit: number,
): Promise<StaffRecent<StaffAccountRecord>> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        reference: orders.number,
        createdAt: orders.createdAt,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
        amountCents: orders.totalCents,
        by: orders.placedByName,
      })
      .from(orders)
      .where(eq(orders.accountId, accountId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(eq(orders.accountId, accountId)),
  ]);
  return {
    total: count?.total ?? 0,
    latest: rows.map(({ createdAt, orderStatus, paymentStatus, ...row }) => ({
      ...row,
      date: createdAt.toISOString(),
      status: `${orderStatus} · ${paymentStatus}`,
    })),
  };
}
