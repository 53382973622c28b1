import { z } from "zod";
import type { PriceListRule } from "../cart/pricing.ts";
import { describeIssue, parseDollarsToCents } from "../catalog/import-contract.ts";
import { hasControlCharacters } from "../shared/safe-text.ts";

/**
 * Account price lists (issue 12, "Account pricing"): what an account pays for a product, a net price
 * per SKU or a percentage off a category. The import file's rows and the product page's answer are
 * described here, shared by the server, the CLI and the pages.
 *
 * CSV columns (header row, any order, unknown columns refused):
 *
 * | column       | content                                                                      |
 * | ------------ | ---------------------------------------------------------------------------- |
 * | `account`    | the customer account number, e.g. `A-10001` (required)                        |
 * | `sku`        | a catalogue SKU: the row is a net price; `netPrice` is then required         |
 * | `category`   | a category or sub-category name: the row is a percentage; `percentOff` then  |
 * | `netPrice`   | dollars with at most 2 decimals (`99.00`, `$1,299.50`)                        |
 * | `percentOff` | a percentage above 0 and at most 100, at most 2 decimals (`12`, `12.5`, `8%`) |
 */
export const PRICE_LIST_COLUMNS = ["account", "sku", "category", "netPrice", "percentOff"] as const;
export const REQUIRED_PRICE_LIST_COLUMNS = ["account"] as const;

/** One entry of an account's price list, as stored. */
export type PriceListEntry =
  | { accountId: string; kind: "net"; sku: string; netPriceCents: number }
  | { accountId: string; kind: "category"; category: string; percentBasisPoints: number };

/**
 * "12", "12.5", "12.50 %" → basis points (1200, 1250, 1250), read digit by digit. Null when it is not
 * a percentage with at most two decimals.
 */
export function parsePercentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const blank = (value: unknown) => value === undefined || (typeof value === "string" && value.trim() === "");
const cell = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), "must not contain control characters")
    .optional();

/** One CSV row (every cell text), checked and turned into an entry. */
export const priceListRowSchema = z
  .object({
    account: cell(64),
    sku: cell(64),
    category: cell(120),
    netPrice: cell(32),
    percentOff: cell(16),
  })
  .strict()
  .transform((row, ctx): PriceListEntry => {
    const problem = (path: string, message: string) => {
      ctx.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    const accountId = row.account?.trim() ?? "";
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(accountId)) {
      return problem("account", accountId ? `"${accountId}" is not an account number` : "is required");
    }
    const hasSku = !blank(row.sku);
    const hasCategory = !blank(row.category);
    if (hasSku === hasCategory) {
      return problem("sku", "give either a sku (with netPrice) or a category (with percentOff)");
    }
    if (hasSku) {
      const sku = (row.sku ?? "").trim();
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(sku)) return problem("sku", `"${sku}" is not a SKU`);
      if (!blank(row.percentOff)) return problem("percentOff", "belongs to a category row, not a sku row");
      if (blank(row.netPrice)) return problem("netPrice", "is required with a sku");
      const text = (row.netPrice ?? "").trim();
      if (text.startsWith("-")) return problem("netPrice", `must not be negative (${text})`);
      const netPriceCents = parseDollarsToCents(text);
      if (netPriceCents === null) {
        return problem(
          "netPrice",
          `"${text}" is not an amount of dollars from 0 to 10,000,000 with at most 2 decimals, e.g. 99.00`,
        );
      }
      return { accountId, kind: "net", sku, netPriceCents };
    }
    const category = (row.category ?? "").trim();
    if (!blank(row.netPrice)) return problem("netPrice", "belongs to a sku row, not a category row");
    if (blank(row.percentOff)) return problem("percentOff", "is required with a category");
    const text = (row.percentOff ?? "").trim();
    const percentBasisPoints = parsePercentToBasisPoints(text);
    if (percentBasisPoints === null || percentBasisPoints <= 0 || percentBasisPoints > 10_000) {
      return problem("percentOff", `"${text}" is not a percentage above 0 and at most 100 (e.g. 12 or 12.5)`);
    }
    return { accountId, kind: "category", category, percentBasisPoints };
  });

export { describeIssue };

/** What the product page shows beside the list price for a viewer who works for an account. */
export type AccountPrice = {
  sku: string;
  listPriceCents: number;
  /** What one unit costs the account before options; null: the account has no price for it. */
  accountPriceCents: number | null;
  rule: PriceListRule | null;
};
