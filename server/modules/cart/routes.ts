import { type Context, Hono } from "hono";
import {
  addToCartBody,
  applyCouponBody,
  overridePriceBody,
  quickOrderBody,
  setShippingBody,
  setSurchargeBody,
  updateQuantityBody,
} from "../../../lib/cart/contract.ts";
import { QUICK_ORDER_TEMPLATE_CSV, QUICK_ORDER_TEMPLATE_FILE } from "../../../lib/cart/quick-order.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, idempotentAnswer, parseJson, requireCaller } from "../../http.ts";
import type { CartModule } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A line id from the path: one that cannot exist is the same answer as another account's (404). */
function itemId(c: Context, name: string): string {
  const value = c.req.param(name) ?? "";
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", "Cart item not found");
  return value.toLowerCase();
}

/**
 * `/api/cart-service/cart…` (spec §7 "Cart and quotes": API-18 … API-22, plus the coupon, shipping,
 * surcharge and quick-order calls of issue 12). Thin: the caller (401 for a guest), the body parsed
 * by the shared contract (lib/cart/contract.ts), one call of the cart module, the answer. Every
 * answer is the cart priced by the server (or the quick order's result with it).
 */
export function cartServiceRoutes(cart: CartModule) {
  const router = new Hono<CallerEnv>();

  router.use(async (c, next) => {
    await next();
    // A cart is the account's business: never stored by a shared cache.
    c.header("Cache-Control", "private, no-store");
  });

  // API-18 (CART-01): the account id in the path must be the caller's working account.
  router.get("/cart/portal/:accountId", async (c) => {
    const caller = await requireCaller(c);
    const accountId = c.req.param("accountId");
    if (!ACCOUNT_ID.test(accountId)) throw new AppError("NOT_FOUND", "Cart not found");
    return c.json(await cart.getCart(caller, accountId));
  });

  // The working account's cart, for clients that do not name it.
  router.get("/cart", async (c) => c.json(await cart.getCart(await requireCaller(c))));

  // API-19 (CART-03).
  router.post("/cart/add", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    return idempotentAnswer(c, await cart.add(caller, await parseJson(c, addToCartBody), key));
  });

  // API-20 (CART-05): a representative's price for one unit of the line.
  router.put("/cart/items/:cartItemId", async (c) => {
    const caller = await requireCaller(c);
    const id = itemId(c, "cartItemId");
    return c.json(await cart.overridePrice(caller, id, await parseJson(c, overridePriceBody)));
  });

  router.delete("/cart/items/:cartItemId/price", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await cart.clearPriceOverride(caller, itemId(c, "cartItemId")));
  });

  // API-21 (CART-04).
  router.put("/cart/update/:cartItemId", async (c) => {
    const caller = await requireCaller(c);
    const id = itemId(c, "cartItemId");
    return c.json(await cart.updateQuantity(caller, id, await parseJson(c, updateQuantityBody)));
  });

  // API-22 (CART-06).
  router.delete("/cart/remove/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await cart.removeItem(caller, itemId(c, "id")));
  });

  // Coupons (CART-11 … CART-17, CART-21): apply one, or remove the one the cart holds.
  router.post("/cart/coupon", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    return idempotentAnswer(c, await cart.applyCoupon(caller, await parseJson(c, applyCouponBody), key));
  });

  router.delete("/cart/coupon", async (c) => c.json(await cart.removeCoupon(await requireCaller(c))));

  // CART-09: a representative sets or clears shipping.
  router.put("/cart/shipping", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await cart.setShipping(caller, await parseJson(c, setShippingBody)));
  });

  // CART-10, AMB-11: the payment method the bank surcharge follows, or null to clear it.
  router.put("/cart/surcharge", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await cart.setSurcharge(caller, await parseJson(c, setSurchargeBody)));
  });

  // Issue 32 item 6: the quick order's CSV template, a file anyone may download (no account data).
  router.get("/cart/quick-order/template.csv", (c) => {
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${QUICK_ORDER_TEMPLATE_FILE}"`);
    return c.body(QUICK_ORDER_TEMPLATE_CSV);
  });

  // The quick order: pasted lines or a CSV file's text.
  router.post("/cart/quick-order", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    return idempotentAnswer(c, await cart.quickOrder(caller, await parseJson(c, quickOrderBody), key));
  });

  return router;
}
