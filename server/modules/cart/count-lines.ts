import { inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { ownCartIds, workingAccount } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { cartItems } from "./schema.ts";

/** What the header's cart button shows: the working account and the number of lines in its cart. */
export type CartBadge = { accountId: string; lines: number };

/**
 * The number of lines in the caller's cart, for the header on every page: one statement, nothing
 * priced. Null for a caller without cart access (CART-02) or without a working account: the header
 * then shows no cart button, and nothing is refused (every page asks).
 */
export async function countLines(deps: CartDeps, caller: SessionUser): Promise<CartBadge | null> {
  if (!caller.cartAccess) return null;
  let accountId: string;
  try {
    accountId = workingAccount(deps, caller);
  } catch {
    return null;
  }
  const [row] = await deps.db
    .select({ lines: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(inArray(cartItems.cartId, ownCartIds(deps.db, deps, caller)));
  return { accountId, lines: Number(row?.lines ?? 0) };
}
