import { desc, eq, sql } from "drizzle-orm";
import type { StaffAccountRecord, StaffRecent } from "../../../lib/staff/accounts.ts";
import type { Db } from "../../db/client.ts";
import { quotes } from "./schema.ts";

/** Issue 33 item 2: an account's latest quotes and how many it has, for its page in the staff console. */
export async function quotesOfAccountForStaff(
  db: Db,
  accountId: string,
  limit: number,
): Promise<StaffRecent<StaffAccountRecord>> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: quotes.id,
        reference: quotes.number,
        createdAt: quotes.createdAt,
        expiresAt: quotes.expiresAt,
        orderNumber: quotes.orderNumber,
        amountCents: quotes.totalCents,
        by: quotes.createdByName,
      })
      .from(quotes)
      .where(eq(quotes.accountId, accountId))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(quotes).where(eq(quotes.accountId, accountId)),
  ]);
  const now = Date.now();
  return {
    total: count?.total ?? 0,
    latest: rows.map(({ createdAt, expiresAt, orderNumber, ...row }) => ({
      ...row,
      date: createdAt.toISOString(),
      status: orderNumber ? `Ordered (${orderNumber})` : expiresAt.valueOf() < now ? "Expired" : "Open",
    })),
  };
}
