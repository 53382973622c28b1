import { sql } from "drizzle-orm";
import { displayName, type SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart, OverridePriceBody } from "../../../lib/cart/contract.ts";
import { accountUnitPriceCents } from "../../../lib/cart/pricing.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { pricingFactsFor } from "../catalog/index.ts";
import { accountPricesFor } from "../pricing/index.ts";
import { itemNotFoundOrFrozen, ownItem, requireCartAccess, workingAccount } from "./cart-scope.ts";
import { type CartDeps, cartItemNotFound, representativesOnly } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { cartItems } from "./schema.ts";

/**
 * API-20 `PUT cart-service/cart/items/{cartItemId}` (CART-05): a representative working for the
 * account sets the price of one unit of a line. `originalPrice` must be the price the override
 * replaces as it is now (the account's price, else the list price): a representative who saw an
 * older price is told the new one (409) instead of overriding blind. The override is recorded with
 * who and when, and shown beside the original; options keep their prices.
 */
export async function overridePrice(
  deps: CartDeps,
  caller: SessionUser,
  itemId: string,
  body: OverridePriceBody,
): Promise<Cart> {
  requireCartAccess(caller);
  const accountId = workingAccount(deps, caller);
  return inTransaction(deps.db, async (tx) => {
    // First what the caller reaches (another account's line is not found), then the role.
    const [line] = await tx
      .select({ id: cartItems.id, productId: cartItems.productId })
      .from(cartItems)
      .where(ownItem(tx, deps, caller, itemId))
      .for("update");
    if (!line) throw await itemNotFoundOrFrozen(tx, deps, caller, itemId);
    if (caller.customerType !== "representative") throw representativesOnly("change a price");
    const [fact] = await pricingFactsFor(tx, { productIds: [line.productId] });
    if (!fact) throw new AppError("CONFLICT", "This product is no longer in the catalogue; remove the line");
    const rule = (await accountPricesFor(tx, caller, accountId, [fact])).get(fact.sku.toLowerCase()) ?? null;
    const originalCents = accountUnitPriceCents(fact.listPriceCents, rule);
    if (body.originalPriceCents !== originalCents) {
      throw new AppError(
        "CONFLICT",
        `The price of ${fact.sku} for this account is now ${formatCents(originalCents)}; reload the cart and try again`,
      );
    }
    await tx
      .update(cartItems)
      .set({
        overridePriceCents: body.priceCents,
        overrideOriginalCents: originalCents,
        overrideBy: caller.userId,
        overrideByName: displayName(caller),
        overrideAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(ownItem(tx, deps, caller, itemId));
    return loadCart(tx, deps, caller);
  });
}

/** A representative removes the override: the line is priced from the price list again. */
export async function clearPriceOverride(deps: CartDeps, caller: SessionUser, itemId: string): Promise<Cart> {
  requireCartAccess(caller);
  return inTransaction(deps.db, async (tx) => {
    const [line] = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(ownItem(tx, deps, caller, itemId))
      .for("update");
    if (!line) throw await itemNotFoundOrFrozen(tx, deps, caller, itemId);
    if (caller.customerType !== "representative") throw representativesOnly("change a price");
    const updated = await tx
      .update(cartItems)
      .set({
        overridePriceCents: null,
        overrideOriginalCents: null,
        overrideBy: null,
        overrideByName: null,
        overrideAt: null,
        updatedAt: sql`now()`,
      })
      .where(ownItem(tx, deps, caller, itemId))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw cartItemNotFound();
    return loadCart(tx, deps, caller);
  });
}
