import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { withIdempotencyKey } from "../../db/idempotency.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { ensureCart, requireCartAccess, workingAccount } from "./cart-scope.ts";
import type { CartDeps } from "./deps.ts";
import { loadCart } from "./load-cart.ts";
import { type LineRefusal, type LineRequest, type ResolvedLine, resolveLines } from "./resolve-lines.ts";
import { checkCartSize, upsertLines } from "./write-lines.ts";

/**
 * Resolved lines added to the caller's cart inside `tx` (created on first write; a configuration it
 * holds gets the quantity added), the cart priced after, refused when it would hold too many lines.
 * Answers the line ids by request index and the cart. Shared by the quick order and `addLines`.
 */
export async function writeResolvedLines(
  tx: Tx,
  deps: CartDeps,
  caller: SessionUser,
  resolved: readonly ResolvedLine[],
): Promise<{ ids: Map<number, string>; cart: Cart }> {
  const cartId = await ensureCart(tx, deps, caller);
  const ids = await upsertLines(tx, cartId, resolved);
  const cart = await loadCart(tx, deps, caller);
  checkCartSize(cart.items.length);
  return { ids, cart };
}

export type AddLinesResult = {
  /** The requests added, by index, with the cart line they went into. */
  added: { index: number; itemId: string; sku: string; quantity: number }[];
  /** The requests the catalogue refused (product or option gone), by index, with the reason. */
  refused: LineRefusal[];
  cart: Cart;
};

/**
 * An `Idempotency-Key` for `addLines` (a project's "add all to cart"): the client's key, and where the
 * lines come from (`project:<id>`), which with the lines identifies the request.
 */
export type AddLinesIdempotency = { key: string | undefined; source: string };

/**
 * Lines added to the caller's cart, keeping what it holds (reordering an order, a project's "add all
 * to cart"): each checked against the catalogue in one statement, the good ones written in one
 * transaction, the others answered with their reason. Nothing good to add: the cart as it is, nothing
 * written. With an idempotency key, a repeated request (a double click, a retry) answers the first
 * answer (`replayed`) and adds nothing (the mechanism of API-19, server/db/idempotency.ts).
 */
export async function addLines(
  deps: CartDeps,
  caller: SessionUser,
  requests: readonly LineRequest[],
  idempotency?: AddLinesIdempotency,
): Promise<AddLinesResult & { replayed: boolean }> {
  requireCartAccess(caller);
  const accountId = workingAccount(deps, caller);
  // Read before the transaction: the catalogue reads on its own connection (PGlite has only one).
  const { resolved, refused } = await resolveLines(deps.db, requests);
  const write = async (tx: Tx): Promise<AddLinesResult> => {
    if (resolved.length === 0) return { added: [], refused, cart: await loadCart(tx, deps, caller) };
    const { ids, cart } = await writeResolvedLines(tx, deps, caller, resolved);
    const added = resolved.map((line) => ({
      index: line.index,
      itemId: ids.get(line.index) ?? "",
      sku: line.snapshot.sku,
      quantity: line.quantity,
    }));
    return { added, refused, cart };
  };
  if (!idempotency?.key) {
    if (resolved.length === 0)
      return { added: [], refused, cart: await loadCart(deps.db, deps, caller), replayed: false };
    return { ...(await inTransaction(deps.db, write)), replayed: false };
  }
  const result = await withIdempotencyKey<AddLinesResult>(
    deps.db,
    {
      key: idempotency.key,
      callerId: caller.userId,
      operation: "cart-add-lines",
      request: { accountId, source: idempotency.source, lines: requests },
    },
    async (tx) => ({ status: 200, body: await write(tx) }),
  );
  return { ...result.body, replayed: result.replayed };
}
