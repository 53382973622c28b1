import type { DesignatedSkuRule } from "../../../lib/cart/pricing.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { CartModule } from "../cart/index.ts";

/** What the quotes module's use cases work with; index.ts binds them to one set. */
export type QuotesDeps = {
  db: Db;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
  /** The cart module's functions a quote is made of and goes back into. */
  cart: Pick<CartModule, "pricedCart" | "replaceLines">;
  /** CART_DESIGNATED_SKU_RULES: frozen into a quote with the SKUs they concern. */
  designatedSkus: readonly DesignatedSkuRule[];
  /** The clock (tests move it to see a quote expire). */
  now?: () => Date;
};

export const quoteNotFound = () => new AppError("NOT_FOUND", "Quote not found");
export const accountNotFound = () => new AppError("NOT_FOUND", "Account not found");
/** USER-10, CART-02, SEC-05: quotes are the cart saved; a caller without cart access is refused. */
export const noQuoteAccess = () =>
  new AppError("FORBIDDEN", "You do not have access to the quotes of this account");
