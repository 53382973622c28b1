import { desc, eq, sql } from "drizzle-orm";
import type { StaffAccountRecord, StaffRecent } from "../../../lib/staff/accounts.ts";
import type { Db } from "../../db/client.ts";
import { carts } from "./schema.ts";

/**
 * Issue 33 item 2: an account's carts (its working cart and any set aside for approval) with their
 * line counts, for its page in the staff console. Prices are the cart's own business (recomputed on
 * every read for the buyer), so none is shown here.
 */
export async function cartsOfAccountForStaff(
  db: Db,
  accountId: string,
  limit: number,
): Promise<StaffRecent<StaffAccountRecord>> {
  // Written out: drizzle leaves columns of a select list's subquery unqualified.
  const lines = sql<number>`(select count(*)::int from cart_items i where i.cart_id = carts.id)`;
  const units = sql<number>`(select coalesce(sum(i.quantity), 0)::int from cart_items i where i.cart_id = carts.id)`;
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: carts.id, status: carts.status, updatedAt: carts.updatedAt, lines, units })
      .from(carts)
      .where(eq(carts.accountId, accountId))
      .orderBy(desc(carts.updatedAt))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(carts).where(eq(carts.accountId, accountId)),
  ]);
  return {
    total: count?.total ?? 0,
    latest: rows.map((row) => ({
      id: row.id,
      reference: `${row.lines} ${row.lines === 1 ? "line" : "lines"}, ${row.units} units`,
      date: row.updatedAt.toISOString(),
      status: row.status === "open" ? "Open" : "Awaiting approval",
      amountCents: null,
      by: null,
    })),
  };
}
