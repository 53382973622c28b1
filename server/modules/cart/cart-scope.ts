import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { namedWorkingAccount, reachedAccount, workingAccountScope } from "../accounts/index.ts";
import { type CartDeps, cartItemNotFound, cartNotFound, noCartAccess } from "./deps.ts";
import { cartItems, carts } from "./schema.ts";

/**
 * How the cart reaches the caller's account (decision 005): the cart of the caller's working account
 * (USER-23, SEC-10: the selected account, a representative's selected assigned account, or the
 * configured fallback), and only while the caller reaches that account. Every cart query carries the
 * condition, so another account's cart or line is simply not found (404).
 */

/** CART-02, USER-10: refused (403) before anything is read for a caller without cart access. */
export function requireCartAccess(caller: SessionUser): void {
  if (!caller.cartAccess) throw noCartAccess();
}

/**
 * The working account, checked against an id the request names (API-18's path, API-19's body): a
 * hint that must be the working account; any other id is not found, even one the caller could switch
 * to (README, "Cart": switching is an explicit step, so a stale page never writes to another cart).
 */
export function workingAccount(deps: CartDeps, caller: SessionUser, hint?: string): string {
  return namedWorkingAccount(caller, deps.fallbackAccountId, cartNotFound, hint);
}

/** The condition on `carts`: the open cart of the caller's working account, which the caller reaches. */
export function ownCart(deps: CartDeps, caller: SessionUser): SQL {
  return and(accountCarts(deps, caller), eq(carts.status, "open")) as SQL;
}

/** Every cart of the caller's working account: the open one and those awaiting approval (#32.2). */
export function accountCarts(deps: CartDeps, caller: SessionUser): SQL {
  return workingAccountScope(carts.accountId, caller, deps.fallbackAccountId);
}

/** #32.2: a cart submitted for approval is frozen; a change to it is refused until it is decided. */
export const cartFrozen = () =>
  new AppError(
    "CONFLICT",
    "This cart is waiting for approval and cannot be changed: withdraw the request to change it",
  );

/**
 * The refusal of a write that found no line `itemId` in the open cart: 409 when the line is in a cart
 * of the account awaiting approval, else 404.
 */
export async function itemNotFoundOrFrozen(
  db: DbOrTx,
  deps: CartDeps,
  caller: SessionUser,
  itemId: string,
): Promise<AppError> {
  const [frozen] = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(and(eq(cartItems.id, itemId), accountCarts(deps, caller), eq(carts.status, "awaiting_approval")));
  return frozen ? cartFrozen() : cartItemNotFound();
}

/** The ids of the caller's cart, as a sub-select for conditions on `cart_items`. */
export function ownCartIds(db: DbOrTx, deps: CartDeps, caller: SessionUser) {
  return db.select({ id: carts.id }).from(carts).where(ownCart(deps, caller));
}

/** The condition on `cart_items`: this line, in the caller's cart. */
export function ownItem(db: DbOrTx, deps: CartDeps, caller: SessionUser, itemId: string): SQL {
  return and(eq(cartItems.id, itemId), inArray(cartItems.cartId, ownCartIds(db, deps, caller))) as SQL;
}

/**
 * The id of the caller's cart, created on first write: one statement that inserts the cart row only
 * for an account the caller reaches (else 404) and, when it exists, takes its row lock for the rest of
 * the transaction, so concurrent writes to one cart take turns.
 */
export async function ensureCart(tx: DbOrTx, deps: CartDeps, caller: SessionUser): Promise<string> {
  const accountId = workingAccount(deps, caller);
  const [row] = await selectRows(
    tx,
    sql`insert into ${carts} (account_id)
      select ${accountId}::text where ${reachedAccount(sql`${accountId}::text`, caller)}
      on conflict (account_id) where status = 'open' do update set updated_at = now()
      returning id`,
    z.object({ id: z.string() }),
  );
  if (!row) throw cartNotFound();
  return row.id;
}
