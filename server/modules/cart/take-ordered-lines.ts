import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { selectRows } from "../../db/rows.ts";
import type { Tx } from "../../db/transaction.ts";
import { cartItems, carts } from "./schema.ts";

/** A cart line an order was made of, and how many units of it the order took. */
export type OrderedLine = { cartLineId: string; quantity: number };

/**
 * The cart becomes the order (ORDER-02, PAY-08): inside the transaction that places an on-account
 * order or settles a card/ACH payment, the ordered units leave the account's cart (a line the buyer
 * raised since is kept with what is left over; a line removed since is simply not there), and the
 * coupon the order used is cleared WITHOUT giving its use back: the order spent it for good, so a
 * coupon limited to N uses stays counted. A coupon the cart holds now that is not the order's is left
 * alone. Answers how many ordered lines were no longer in the cart as ordered. No caller: the order (read through the accounts scope by its module) names the account.
 */
export async function takeOrderedLines(
  tx: Tx,
  accountId: string,
  lines: readonly OrderedLine[],
  couponCode: string | null,
  /** #32.2: an approved request's cart (awaiting approval) instead of the account's open one. */
  submittedCartId?: string,
): Promise<{ missing: number }> {
  const [cart] = await tx
    .select({ id: carts.id, couponCode: carts.couponCode })
    .from(carts)
    .where(
      and(
        eq(carts.accountId, accountId),
        submittedCartId === undefined
          ? eq(carts.status, "open")
          : and(eq(carts.id, submittedCartId), eq(carts.status, "awaiting_approval")),
      ),
    )
    .for("update");
  if (!cart) return { missing: lines.length };
  let missing = 0;
  if (lines.length > 0) {
    const ordered = sql`(select * from jsonb_to_recordset(${JSON.stringify(
      lines.map((line) => ({ id: line.cartLineId, quantity: line.quantity })),
    )}::jsonb) as t(id uuid, quantity int))`;
    // Read under the cart's lock: a line gone or lowered since the order was priced is "missing" (an
    // on-account placement then refuses, so two placements of one cart cannot both take it).
    const [held] = await selectRows(
      tx,
      sql`select count(*)::int as count from ${cartItems} join ${ordered} o on o.id = ${cartItems.id}
        where ${cartItems.cartId} = ${cart.id} and ${cartItems.quantity} >= o.quantity`,
      z.object({ count: z.number().int() }),
    );
    missing = lines.length - (held?.count ?? 0);
    // The lines the order took whole go.
    await tx.execute(sql`delete from ${cartItems} using ${ordered} o
      where ${cartItems.id} = o.id and ${cartItems.cartId} = ${cart.id} and ${cartItems.quantity} <= o.quantity`);
    // Then a line with more units than were ordered keeps the rest (deleting first: a line just
    // reduced must not be deleted for now holding no more than the order took).
    await tx.execute(sql`update ${cartItems} set quantity = ${cartItems.quantity} - o.quantity, updated_at = now()
      from ${ordered} o
      where ${cartItems.id} = o.id and ${cartItems.cartId} = ${cart.id} and ${cartItems.quantity} > o.quantity`);
  }
  if (couponCode !== null && cart.couponCode === couponCode) {
    await tx
      .update(carts)
      .set({ couponCode: null, couponAppliedAt: null, updatedAt: sql`now()` })
      .where(and(eq(carts.id, cart.id), eq(carts.couponCode, couponCode)));
  }
  if (submittedCartId !== undefined && missing === 0) {
    // The approved cart became the order: it goes, unless a line kept units the order did not take.
    await tx.execute(sql`delete from ${carts} where ${carts.id} = ${cart.id}
      and not exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${cart.id})`);
  }
  return { missing };
}
