import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { PriceListRule } from "../../../lib/cart/pricing.ts";
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { type Caller, reachedAccount } from "../accounts/index.ts";
import { accountCategoryDiscounts, accountSkuPrices } from "./schema.ts";

/** A product as the price list looks it up: its SKU and its categories, most specific first. */
export type PriceListItem = { sku: string; categories: readonly string[] };

const entryRow = z.object({
  kind: z.enum(["net", "category"]),
  key: z.string(),
  name: z.string(),
  value: z.number().int(),
});

/**
 * The price list rule of each item for `accountId`, keyed by the item's SKU in lower case (items
 * without one are absent): the account's net price for the SKU, else the percentage of the item's
 * most specific category that has one. ONE statement for any number of items, and only for an
 * account the caller reaches (the scope is part of the query): for anyone else the list is empty.
 */
export async function accountPricesFor(
  db: DbOrTx,
  caller: Pick<Caller, "userId">,
  accountId: string,
  items: readonly PriceListItem[],
): Promise<Map<string, PriceListRule>> {
  const rules = new Map<string, PriceListRule>();
  if (items.length === 0) return rules;
  const skus = [...new Set(items.map((item) => item.sku.toLowerCase()))];
  const categories = [...new Set(items.flatMap((item) => item.categories.map((c) => c.toLowerCase())))];
  const netPrices = sql`select 'net' as kind, lower(${accountSkuPrices.sku}) as key, ${accountSkuPrices.sku} as name,
      ${accountSkuPrices.netPriceCents} as value
    from ${accountSkuPrices}
    where ${and(
      eq(accountSkuPrices.accountId, accountId),
      inArray(sql`lower(${accountSkuPrices.sku})`, skus),
      reachedAccount(accountSkuPrices.accountId, caller),
    )}`;
  const rows = await selectRows(
    db,
    categories.length === 0
      ? netPrices
      : sql`${netPrices} union all
        select 'category' as kind, lower(${accountCategoryDiscounts.category}) as key,
          ${accountCategoryDiscounts.category} as name, ${accountCategoryDiscounts.percentBasisPoints} as value
        from ${accountCategoryDiscounts}
        where ${and(
          eq(accountCategoryDiscounts.accountId, accountId),
          inArray(sql`lower(${accountCategoryDiscounts.category})`, categories),
          reachedAccount(accountCategoryDiscounts.accountId, caller),
        )}`,
    entryRow,
  );
  const net = new Map<string, number>();
  const percent = new Map<string, { category: string; percentBasisPoints: number }>();
  for (const row of rows) {
    if (row.kind === "net") net.set(row.key, row.value);
    else percent.set(row.key, { category: row.name, percentBasisPoints: row.value });
  }
  for (const item of items) {
    const key = item.sku.toLowerCase();
    const netPriceCents = net.get(key);
    if (netPriceCents !== undefined) {
      rules.set(key, { kind: "net", netPriceCents });
      continue;
    }
    const category = item.categories.map((name) => percent.get(name.toLowerCase())).find(Boolean);
    if (category) rules.set(key, { kind: "category", ...category });
  }
  return rules;
}
