import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { reachedAccount } from "../accounts/index.ts";
import type { CartState, LineRow } from "./build-cart.ts";
import { accountCarts, workingAccount } from "./cart-scope.ts";
import { type CartDeps, cartNotFound } from "./deps.ts";
import { priceLineRows } from "./price-lines.ts";
import { cartItems, carts, coupons } from "./schema.ts";

const stateRow = z.object({
  accountId: z.string(),
  cartId: z.string().nullable(),
  shippingCents: z.number().int().nullable(),
  surchargeMethod: z.enum(["card", "ach"]).nullable(),
  couponCode: z.string().nullable(),
  percentBasisPoints: z.number().int().nullable(),
  flatCents: z.number().int().nullable(),
  productCodes: z.array(z.string()).nullable(),
  expiresAt: z.coerce.date().nullable(),
});

/**
 * The caller's cart as stored: the account (only when the caller reaches it: else 404), its cart row
 * if one was written, and the coupon it holds. One statement.
 */
export async function cartStateOf(
  db: DbOrTx,
  deps: CartDeps,
  caller: SessionUser,
  submittedCartId?: string,
): Promise<CartState> {
  const accountId = workingAccount(deps, caller);
  // The open cart, or (#32.2) one of the account's carts awaiting approval, by its id.
  const which =
    submittedCartId === undefined
      ? sql`${carts.status} = 'open'`
      : sql`${carts.status} = 'awaiting_approval' and ${carts.id} = ${submittedCartId}::uuid`;
  const [row] = await selectRows(
    db,
    sql`select account.id as "accountId", ${carts.id} as "cartId", ${carts.shippingCents} as "shippingCents",
        ${carts.surchargeMethod} as "surchargeMethod", ${coupons.code} as "couponCode",
        ${coupons.percentBasisPoints} as "percentBasisPoints", ${coupons.flatCents} as "flatCents",
        ${coupons.productCodes} as "productCodes", ${coupons.expiresAt} as "expiresAt"
      from (select ${accountId}::text as id where ${reachedAccount(sql`${accountId}::text`, caller)}) account
      left join ${carts} on ${carts.accountId} = account.id and ${which}
      left join ${coupons} on ${coupons.code} = ${carts.couponCode}`,
    stateRow,
  );
  if (!row) throw cartNotFound();
  return {
    cartId: row.cartId,
    accountId: row.accountId,
    shippingCents: row.shippingCents,
    surchargeMethod: row.surchargeMethod,
    coupon:
      row.couponCode !== null && row.percentBasisPoints !== null
        ? {
            code: row.couponCode,
            percentBasisPoints: row.percentBasisPoints,
            flatCents: row.flatCents,
            productCodes: row.productCodes,
            expiresAt: row.expiresAt,
          }
        : null,
  };
}

/** The lines of the caller's cart, in the order they were added. One statement. */
export async function linesOf(
  db: DbOrTx,
  deps: CartDeps,
  caller: SessionUser,
  cartId: string,
): Promise<LineRow[]> {
  return db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      sku: cartItems.sku,
      productCode: cartItems.productCode,
      name: cartItems.name,
      imageUrl: cartItems.imageUrl,
      imageAlt: cartItems.imageAlt,
      catalogNumber: cartItems.catalogNumber,
      options: cartItems.options,
      overridePriceCents: cartItems.overridePriceCents,
      overrideOriginalCents: cartItems.overrideOriginalCents,
      overrideBy: cartItems.overrideBy,
      overrideByName: cartItems.overrideByName,
      overrideAt: cartItems.overrideAt,
      addedAt: cartItems.addedAt,
    })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(accountCarts(deps, caller))),
      ),
    )
    .orderBy(asc(cartItems.seq));
}

/**
 * API-18: the caller's cart, priced now. Four statements whatever the number of lines: the cart and
 * its coupon, the lines, the catalogue's facts of their products, the account's prices of them.
 */
export async function loadCart(
  db: DbOrTx,
  deps: CartDeps,
  caller: SessionUser,
  submittedCartId?: string,
): Promise<Cart> {
  const state = await cartStateOf(db, deps, caller, submittedCartId);
  if (submittedCartId !== undefined && state.cartId === null) throw cartNotFound();
  const lines = state.cartId ? await linesOf(db, deps, caller, state.cartId) : [];
  return priceLineRows(db, caller, state, lines, deps.designatedSkus);
}
