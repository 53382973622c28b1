import type { SessionUser } from "../../../lib/accounts/users.ts";
import type {
  AddToCartBody,
  ApplyCouponBody,
  OverridePriceBody,
  QuickOrderBody,
  SetShippingBody,
  SetSurchargeBody,
  UpdateQuantityBody,
} from "../../../lib/cart/contract.ts";
import type {
  CouponCreateBody,
  CouponListQuery,
  CouponUpdateBody,
} from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { Tx } from "../../db/transaction.ts";
import { type AddLinesIdempotency, addLines } from "./add-lines.ts";
import { addToCart } from "./add-to-cart.ts";
import { applyCoupon, removeCoupon } from "./apply-coupon.ts";
import { countLines } from "./count-lines.ts";
import type { CartDeps } from "./deps.ts";
import { getCart } from "./get-cart.ts";
import { listCoupons } from "./list-coupons.ts";
import { loadCart } from "./load-cart.ts";
import { clearPriceOverride, overridePrice } from "./override-price.ts";
import { quickOrder } from "./quick-order.ts";
import { removeItem } from "./remove-item.ts";
import { type ReplacementLine, replaceCartLines } from "./replace-lines.ts";
import type { LineRequest } from "./resolve-lines.ts";
import { createCoupon, expireCoupon, getCoupon, updateCoupon } from "./save-coupon.ts";
import { returnSubmittedCart, setAsideCart } from "./set-aside-cart.ts";
import { setShipping } from "./set-shipping.ts";
import { setSurcharge } from "./set-surcharge.ts";
import { spendCoupon } from "./spend-coupon.ts";
import { cartsOfAccountForStaff } from "./staff-account-carts.ts";
import { takeOrderedLines } from "./take-ordered-lines.ts";
import { updateQuantity } from "./update-quantity.ts";

export type { AddLinesIdempotency, AddLinesResult } from "./add-lines.ts";
export { buildCart, type CouponRow, couponMessage, type LineRow } from "./build-cart.ts";
export { requirePriceableLines } from "./check-lines.ts";
export type { CartBadge } from "./count-lines.ts";
export { demoCoupons, seedDemoCoupons } from "./demo/coupons.ts";
export type { CartDeps, CartSettings } from "./deps.ts";
export { bareCartState, noOverride, priceLineRows } from "./price-lines.ts";
export type { ReplacementLine } from "./replace-lines.ts";
export { type LineRequest, type ResolvedLine, resolveLines } from "./resolve-lines.ts";
export { type OrderedLine, takeOrderedLines } from "./take-ordered-lines.ts";
export type { LineOverride } from "./write-lines.ts";

/**
 * The cart module (issue 12): an account's cart, priced exactly on the server, with coupons, a
 * representative's overrides, shipping and the bank surcharge. One use case per file; this binds them
 * to the module's dependencies. Every function takes the caller (from the session) and works on the
 * cart of the caller's working account, which every query reaches through the accounts scope: another
 * account's cart or line is not found (404); a caller without cart access is refused (403).
 *
 * For the quotes module: `pricedCart` answers the priced cart with its line snapshots (what a quote
 * freezes) and `replaceLines` puts a list of lines into the cart ("copy a quote back into the cart").
 */
export function createCartModule(deps: CartDeps) {
  return {
    /** Issue 33 item 2: an account's carts and their count, for the staff console. */
    cartsOfAccountForStaff: (accountId: string, limit: number) =>
      cartsOfAccountForStaff(deps.db, accountId, limit),
    /** API-18. */
    getCart: (caller: SessionUser, accountId?: string) => getCart(deps, caller, accountId),
    /** The header's badge: the number of lines, or null without cart access (never refused). */
    countLines: (caller: SessionUser) => countLines(deps, caller),
    /** The priced cart with its line snapshots, for a quote to freeze. */
    pricedCart: (caller: SessionUser) => getCart(deps, caller),
    /** API-19. */
    add: (caller: SessionUser, body: AddToCartBody, idempotencyKey?: string) =>
      addToCart(deps, caller, body, idempotencyKey),
    /** API-20 and its undoing. */
    overridePrice: (caller: SessionUser, itemId: string, body: OverridePriceBody) =>
      overridePrice(deps, caller, itemId, body),
    clearPriceOverride: (caller: SessionUser, itemId: string) => clearPriceOverride(deps, caller, itemId),
    /** API-21. */
    updateQuantity: (caller: SessionUser, itemId: string, body: UpdateQuantityBody) =>
      updateQuantity(deps, caller, itemId, body),
    /** API-22. */
    removeItem: (caller: SessionUser, itemId: string) => removeItem(deps, caller, itemId),
    applyCoupon: (caller: SessionUser, body: ApplyCouponBody, idempotencyKey?: string) =>
      applyCoupon(deps, caller, body, idempotencyKey),
    removeCoupon: (caller: SessionUser) => removeCoupon(deps, caller),
    setShipping: (caller: SessionUser, body: SetShippingBody) => setShipping(deps, caller, body),
    setSurcharge: (caller: SessionUser, body: SetSurchargeBody) => setSurcharge(deps, caller, body),
    quickOrder: (caller: SessionUser, body: QuickOrderBody, idempotencyKey?: string) =>
      quickOrder(deps, caller, body, idempotencyKey),
    /** Copy a quote back into the cart: the cart gets exactly these lines. */
    replaceLines: (caller: SessionUser, lines: readonly ReplacementLine[]) =>
      replaceCartLines(deps, caller, lines),
    /** Lines added to the cart, keeping what it holds (reordering an order); refused ones answered. */
    addLines: (caller: SessionUser, lines: readonly LineRequest[], idempotency?: AddLinesIdempotency) =>
      addLines(deps, caller, lines, idempotency),
    /** The ordered lines out of the account's cart and its coupon spent for good (orders, in their tx). */
    takeOrderedLines,
    /** A quote's order spends one use of its coupon (orders, in their tx). */
    spendCoupon,
    /** #32.2: the open cart set aside, frozen, for approval (orders, in their tx); its id. */
    setAsideCart: (tx: Tx, caller: SessionUser) => setAsideCart(tx, deps, caller),
    /** #32.2: a withdrawn or declined request's cart back to the account (orders, in their tx). */
    returnSubmittedCart,
    /** #32.2: a cart awaiting approval of the caller's working account, priced now (else 404). */
    submittedCart: (caller: SessionUser, cartId: string) => loadCart(deps.db, deps, caller, cartId),
    /** #33.5: the coupons in the staff console, each change with its audit entry. */
    coupons: {
      list: (query: CouponListQuery) => listCoupons(deps.db, query),
      get: (code: string) => getCoupon(deps.db, code),
      create: (actor: StaffActor, body: CouponCreateBody) => createCoupon(deps.db, actor, body),
      update: (actor: StaffActor, code: string, body: CouponUpdateBody) =>
        updateCoupon(deps.db, actor, code, body),
      expire: (actor: StaffActor, code: string) => expireCoupon(deps.db, actor, code),
    },
  };
}

export type CartModule = ReturnType<typeof createCartModule>;

// The routers the server mounts: thin, one call of this module a route.
export { cartServiceRoutes } from "./routes.ts";
export { couponStaffRoutes } from "./staff-routes.ts";
