import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import { accountCategoryDiscounts, accountSkuPrices } from "./schema.ts";

/** One account's price list, summed up for the console. */
export type PriceListSummary = {
  accountId: string;
  netPrices: number;
  categoryDiscounts: number;
  updatedAt: string;
};

const summaryRow = z.object({
  accountId: z.string(),
  netPrices: z.number(),
  categoryDiscounts: z.number(),
  updatedAt: z.union([z.string(), z.date()]),
});

/** Issue 33 item 5: every account that has a price list, with its entries counted (by account number). */
export async function listPriceLists(db: Db): Promise<PriceListSummary[]> {
  const rows = await selectRows(
    db,
    sql`select account_id as "accountId",
          count(*) filter (where kind = 'net')::int as "netPrices",
          count(*) filter (where kind = 'category')::int as "categoryDiscounts",
          max(updated_at) as "updatedAt"
        from (
          select ${accountSkuPrices.accountId} as account_id, 'net' as kind, ${accountSkuPrices.updatedAt} as updated_at
            from ${accountSkuPrices}
          union all
          select ${accountCategoryDiscounts.accountId}, 'category', ${accountCategoryDiscounts.updatedAt}
            from ${accountCategoryDiscounts}
        ) as entries
        group by account_id
        order by account_id`,
    summaryRow,
  );
  return rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }));
}
