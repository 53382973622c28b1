import { eq, sql } from "drizzle-orm";
import type { StaffPriceListSummary } from "../../../lib/staff/accounts.ts";
import type { Db } from "../../db/client.ts";
import { accountCategoryDiscounts, accountSkuPrices } from "./schema.ts";

/** Issue 33 item 2: the size of an account's price list and when it last changed, for its staff page. */
export async function priceListOfAccountForStaff(db: Db, accountId: string): Promise<StaffPriceListSummary> {
  const [[skus], [categories]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int`, at: sql<string | null>`max(${accountSkuPrices.updatedAt})` })
      .from(accountSkuPrices)
      .where(eq(accountSkuPrices.accountId, accountId)),
    db
      .select({
        n: sql<number>`count(*)::int`,
        at: sql<string | null>`max(${accountCategoryDiscounts.updatedAt})`,
      })
      .from(accountCategoryDiscounts)
      .where(eq(accountCategoryDiscounts.accountId, accountId)),
  ]);
  const times = [skus?.at, categories?.at].filter((t): t is string => Boolean(t)).map((t) => new Date(t));
  const latest = times.sort((a, b) => b.valueOf() - a.valueOf())[0];
  return {
    skuPrices: skus?.n ?? 0,
    categoryDiscounts: categories?.n ?? 0,
    updatedAt: latest ? latest.toISOString() : null,
  };
}
