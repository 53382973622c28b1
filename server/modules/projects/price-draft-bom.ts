import { randomUUID } from "node:crypto";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { OptionGroupView } from "../../../lib/catalog/product-page.ts";
import type { DraftBomLine } from "../../../lib/projects/draft-bom.ts";
import { bareCartState, noOverride, priceLineRows, resolveLines } from "../cart/index.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import type { ProjectsDeps } from "./deps.ts";

/** A bill of materials not saved anywhere, priced now: what Help me buy's create-my-bom shows and exports. */
export type DraftBom = Omit<Cart, "cartId" | "accountId" | "items"> & {
  /** The account whose prices apply, or null: list prices (a guest, a user without a working account). */
  accountId: string | null;
  items: (Cart["items"][number] & {
    note: string;
    /** The product's option groups, for changing the line's options. */
    optionGroups: OptionGroupView[];
  })[];
  /** The lines the catalogue refused (an unknown SKU, an option of another product). */
  refused: { sku: string; reason: string }[];
  /** The lines as the URL should carry them now: merged, with every option group's choice. */
  lines: DraftBomLine[];
};

/**
 * The lines of a draft BOM checked against the catalogue (unknown SKUs and options refused, groups
 * not named given their defaults, the same configuration merged) and priced as the cart prices them:
 * the catalogue's list and option prices, and the caller's account price list when signed in with a
 * working account (a guest's caller is null: list prices). Nothing is written.
 */
export async function priceDraftBom(
  deps: ProjectsDeps,
  caller: SessionUser | null,
  lines: readonly DraftBomLine[],
): Promise<DraftBom> {
  const { resolved, refused } = await resolveLines(deps.db, lines);
  const accountId = caller?.workingAccountId ?? null;
  const now = new Date();
  const rows = resolved.map((line) => ({
    id: randomUUID(),
    productId: line.productId,
    quantity: line.quantity,
    ...line.snapshot,
    ...noOverride,
    addedAt: now,
  }));
  const priced = await priceLineRows(
    deps.db,
    accountId ? caller : null,
    bareCartState(accountId ?? ""),
    rows,
    deps.designatedSkus,
  );
  const facts = new Map(
    (rows.length > 0 ? await pricingFactsFor(deps.db, { productIds: rows.map((r) => r.productId) }) : []).map(
      (fact) => [fact.productId, fact],
    ),
  );
  const { cartId: _none, accountId: _account, items, ...totals } = priced;
  return {
    ...totals,
    accountId,
    items: items.map((item) => ({
      ...item,
      note: "",
      optionGroups: facts.get(item.productId)?.optionGroups ?? [],
    })),
    refused: refused.map((refusal) => ({ sku: lines[refusal.index]?.sku ?? "", reason: refusal.reason })),
    lines: items.map((item) => ({
      sku: item.productDetails.sku,
      quantity: item.quantity,
      options: item.options.map((option) => option.code),
    })),
  };
}
