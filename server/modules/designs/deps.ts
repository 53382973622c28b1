import type { DesignatedSkuRule } from "../../../lib/cart/pricing.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { CartModule } from "../cart/index.ts";
import type { QuotesModule } from "../quotes/index.ts";

/** What the designs module's use cases work with; index.ts binds them to one set. */
export type DesignsDeps = {
  db: Db;
  /** A design goes into the cart through the cart's own add path. */
  cart: Pick<CartModule, "add">;
  /** "Quote this design": the quotes module freezes the priced design under a purchase order. */
  quotes: Pick<QuotesModule, "createFromLines">;
  /** CART_DESIGNATED_SKU_RULES: a design's quote is priced as the cart would price its line. */
  designatedSkus: readonly DesignatedSkuRule[];
  /** The clock (tests order designs by it). */
  now?: () => Date;
};

export const designNotFound = () => new AppError("NOT_FOUND", "Custom design not found");
