import { and, eq, inArray, sql } from "drizzle-orm";
import type { PriceListEntry } from "../../../lib/pricing/price-list-contract.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import { customerAccountExists } from "../accounts/index.ts";
import { existingCategoryNames, pricingFactsFor } from "../catalog/index.ts";
import type { PriceListError, PriceListRow } from "./parse-price-list-file.ts";
import { accountCategoryDiscounts, accountSkuPrices } from "./schema.ts";

export class PriceListImportError extends Error {
  readonly errors: PriceListError[];
  constructor(errors: PriceListError[]) {
    super(`${errors.length} problems in the price list; nothing was imported`);
    this.name = "PriceListImportError";
    this.errors = errors;
  }
}

export type PriceListImportCounts = {
  accounts: number;
  netPrices: number;
  categoryDiscounts: number;
  /** Entries the accounts had before that the file no longer names. */
  removed: number;
  dryRun: boolean;
};

/**
 * Imports parsed price list rows (parse-price-list-file.ts). Every row is checked against the
 * database first (the account exists, the SKU is in the catalogue, the category is one of its
 * categories or sub-categories); any bad row and nothing is written (PriceListImportError lists
 * them). A good file is written in one transaction: each account the file names gets exactly the
 * file's entries as its price list (entries it no longer names are removed), spelled as the catalogue
 * spells them. Accounts the file does not name keep theirs.
 */
export async function importPriceList(
  db: Db,
  rows: readonly PriceListRow[],
  options: { dryRun?: boolean } = {},
): Promise<PriceListImportCounts> {
  const errors: PriceListError[] = [];
  const accounts = [...new Set(rows.map((row) => row.entry.accountId))];
  const missingAccounts = new Set<string>();
  for (const accountId of accounts) {
    if (!(await customerAccountExists(db, accountId))) missingAccounts.add(accountId);
  }
  const skus = rows.flatMap(({ entry }) => (entry.kind === "net" ? [entry.sku] : []));
  const catalogueSku = new Map(
    (await pricingFactsFor(db, { skus })).map((fact) => [fact.sku.toLowerCase(), fact.sku]),
  );
  const categoryNames = rows.flatMap(({ entry }) => (entry.kind === "category" ? [entry.category] : []));
  const catalogueCategory = new Map(
    (await existingCategoryNames(db, categoryNames)).map((name) => [name.toLowerCase(), name]),
  );
  const entries: PriceListEntry[] = [];
  for (const { line, entry } of rows) {
    if (missingAccounts.has(entry.accountId)) {
      errors.push({ line, message: `account: no customer account "${entry.accountId}"` });
      continue;
    }
    if (entry.kind === "net") {
      const sku = catalogueSku.get(entry.sku.toLowerCase());
      if (sku) entries.push({ ...entry, sku });
      else errors.push({ line, message: `sku: "${entry.sku}" is not in the catalogue` });
    } else {
      const category = catalogueCategory.get(entry.category.toLowerCase());
      if (category) entries.push({ ...entry, category });
      else errors.push({ line, message: `category: "${entry.category}" is not a category of the catalogue` });
    }
  }
  if (errors.length > 0) throw new PriceListImportError(errors.sort((a, b) => a.line - b.line));

  const net = entries.filter((e) => e.kind === "net");
  const percent = entries.filter((e) => e.kind === "category");
  const counts = { accounts: accounts.length, netPrices: net.length, categoryDiscounts: percent.length };
  return inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({
        entries: sql<number>`(select count(*)::int from ${accountSkuPrices} where ${inArray(accountSkuPrices.accountId, accounts)})
          + (select count(*)::int from ${accountCategoryDiscounts} where ${inArray(accountCategoryDiscounts.accountId, accounts)})`,
      })
      .from(sql`(select 1) as one`);
    const removed = Math.max(0, (before?.entries ?? 0) - entries.length);
    if (options.dryRun) return { ...counts, removed, dryRun: true };
    await tx.delete(accountSkuPrices).where(inArray(accountSkuPrices.accountId, accounts));
    await tx.delete(accountCategoryDiscounts).where(inArray(accountCategoryDiscounts.accountId, accounts));
    for (let at = 0; at < net.length; at += 1_000) {
      await tx
        .insert(accountSkuPrices)
        .values(
          net
            .slice(at, at + 1_000)
            .map((e) => ({ accountId: e.accountId, sku: e.sku, netPriceCents: e.netPriceCents })),
        );
    }
    for (let at = 0; at < percent.length; at += 1_000) {
      await tx.insert(accountCategoryDiscounts).values(
        percent.slice(at, at + 1_000).map((e) => ({
          accountId: e.accountId,
          category: e.category,
          percentBasisPoints: e.percentBasisPoints,
        })),
      );
    }
    return { ...counts, removed, dryRun: false };
  });
}

/** The price list of one account, as stored (the import's test and the README's demo listing). */
export async function priceListOf(db: Db, accountId: string): Promise<PriceListEntry[]> {
  const [net, percent] = await Promise.all([
    db.select().from(accountSkuPrices).where(eq(accountSkuPrices.accountId, accountId)),
    db
      .select()
      .from(accountCategoryDiscounts)
      .where(and(eq(accountCategoryDiscounts.accountId, accountId))),
  ]);
  return [
    ...net.map((e) => ({ accountId, kind: "net" as const, sku: e.sku, netPriceCents: e.netPriceCents })),
    ...percent.map((e) => ({
      accountId,
      kind: "category" as const,
      category: e.category,
      percentBasisPoints: e.percentBasisPoints,
    })),
  ];
}
