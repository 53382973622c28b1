import type { SessionUser } from "../../../lib/accounts/users.ts";
import { accountUnitPriceCents } from "../../../lib/cart/pricing.ts";
import type { AccountPrice } from "../../../lib/pricing/price-list-contract.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import { accountPricesFor } from "./account-prices-for.ts";
import type { PricingDeps } from "./deps.ts";

/**
 * What the product page (and a product card) shows beside the list price: the price of the account
 * the viewer works for, when the viewer works for one and it has a price for the product. A guest, a
 * basic customer or a viewer whose account has no entry sees the list price only (accountPriceCents
 * null). Two statements for any number of SKUs; unknown SKUs are left out.
 */
export async function pricesForViewer(
  { db }: PricingDeps,
  viewer: Pick<SessionUser, "userId" | "workingAccountId"> | null,
  skus: readonly string[],
): Promise<AccountPrice[]> {
  const facts = await pricingFactsFor(db, { skus });
  const accountId = viewer?.workingAccountId ?? null;
  const rules = viewer && accountId ? await accountPricesFor(db, viewer, accountId, facts) : new Map();
  return facts.map((fact) => {
    const rule = rules.get(fact.sku.toLowerCase()) ?? null;
    return {
      sku: fact.sku,
      listPriceCents: fact.listPriceCents,
      accountPriceCents: rule ? accountUnitPriceCents(fact.listPriceCents, rule) : null,
      rule,
    };
  });
}
