import { inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { ensureCart, ownCartIds, requireCartAccess } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { type LineRequest, resolveLines } from "./resolve-lines.ts";
import { cartItems } from "./schema.ts";
import { checkCartSize, type LineOverride, upsertLines } from "./write-lines.ts";

/** A line to put into the cart, e.g. from a quote: a representative's override may come along. */
export type ReplacementLine = LineRequest & { override?: LineOverride | null };

/**
 * "Copy a quote back into the cart": the caller's cart gets exactly these lines, in one transaction.
 * Every line is checked against the catalogue first; any line that cannot be added (a product or
 * option that left the catalogue) refuses the whole call with each line's reason (400) and changes
 * nothing. A representative's override recorded on the quote is kept. Shipping, surcharge and the
 * coupon stay as they are. For the quotes module; no route of its own.
 */
export async function replaceCartLines(
  deps: CartDeps,
  caller: SessionUser,
  lines: readonly ReplacementLine[],
): Promise<Cart> {
  requireCartAccess(caller);
  checkCartSize(lines.length);
  const { resolved, refused } = await resolveLines(deps.db, lines);
  if (refused.length > 0) {
    throw new AppError(
      "VALIDATION",
      `The cart was not changed: ${refused.map((r) => `line ${r.index + 1}: ${r.reason}`).join("; ")}`,
      { lines: refused.map((r) => ({ line: r.index + 1, text: "", reason: r.reason })) },
    );
  }
  const overrides = new Map(
    lines.flatMap((line, index) => (line.override ? [[index, line.override] as const] : [])),
  );
  return inTransaction(deps.db, async (tx) => {
    const cartId = await ensureCart(tx, deps, caller);
    await tx.delete(cartItems).where(inArray(cartItems.cartId, ownCartIds(tx, deps, caller)));
    await upsertLines(tx, cartId, resolved, overrides);
    return loadCart(tx, deps, caller);
  });
}
