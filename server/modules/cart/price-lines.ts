import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { DesignatedSkuRule } from "../../../lib/cart/pricing.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import { accountPricesFor } from "../pricing/index.ts";
import { buildCart, type CartState, type LineRow } from "./build-cart.ts";

/** A state without a stored cart: lines priced for `accountId` without coupon, shipping or surcharge. */
export const bareCartState = (accountId: string): CartState => ({
  cartId: null,
  accountId,
  shippingCents: null,
  surchargeMethod: null,
  coupon: null,
});

/**
 * Lines priced now as the cart prices them for the caller in `accountId`: the catalogue's list and
 * option prices (a configured SCX fixture's adders), the account's price list, the one pricing rule.
 * Two statements whatever the number of lines. The cart itself, a project and a design's quote use it;
 * Help me buy's draft bill of materials too, for a guest with no caller: list prices.
 */
export async function priceLineRows(
  db: DbOrTx,
  caller: SessionUser | null,
  state: CartState,
  lines: readonly LineRow[],
  designatedSkus: readonly DesignatedSkuRule[],
): Promise<Cart> {
  const facts =
    lines.length > 0 ? await pricingFactsFor(db, { productIds: lines.map((line) => line.productId) }) : [];
  const rules =
    caller && facts.length > 0 ? await accountPricesFor(db, caller, state.accountId, facts) : new Map();
  return buildCart({
    state,
    lines,
    facts: new Map(facts.map((fact) => [fact.productId, fact])),
    rules,
    designatedSkus,
    now: new Date(),
  });
}

/** A line without a representative's price (a project's, a design's). */
export const noOverride = {
  overridePriceCents: null,
  overrideOriginalCents: null,
  overrideBy: null,
  overrideByName: null,
  overrideAt: null,
} as const;
