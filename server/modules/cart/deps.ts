import type { DesignatedSkuRule } from "../../../lib/cart/pricing.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/** The cart's settings from the configuration (server/env.ts). */
export type CartSettings = {
  /** CART-16, AMB-06, CONST-38: CART_DESIGNATED_SKU_RULES; empty by default. */
  designatedSkus: readonly DesignatedSkuRule[];
};

/** What the cart module's use cases work with; index.ts binds them to one set. */
export type CartDeps = CartSettings & {
  db: Db;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
};

export const cartNotFound = () => new AppError("NOT_FOUND", "Cart not found");
export const cartItemNotFound = () => new AppError("NOT_FOUND", "Cart item not found");
/** CART-02, USER-10, SEC-05: signed in, of the account, but without cart access. */
export const noCartAccess = () =>
  new AppError("FORBIDDEN", "You do not have access to the cart of this account");
/** CART-05: only a representative working for the account changes a line's price or the shipping. */
export const representativesOnly = (what: string) =>
  new AppError("FORBIDDEN", `Only a sales representative working for this account can ${what}`);
