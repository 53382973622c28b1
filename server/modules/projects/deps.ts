import type { DesignatedSkuRule } from "../../../lib/cart/pricing.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { CartModule } from "../cart/index.ts";
import type { QuotesModule } from "../quotes/index.ts";

/** What the projects module's use cases work with; index.ts binds them to one set. */
export type ProjectsDeps = {
  db: Db;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
  /** CART_DESIGNATED_SKU_RULES: a project is priced as the cart would price its lines. */
  designatedSkus: readonly DesignatedSkuRule[];
  /** "Add all to cart": the cart module adds the lines, keeping what the cart holds. */
  cart: Pick<CartModule, "addLines">;
  /** "Save as quote": the quotes module freezes the priced lines under a purchase order. */
  quotes: Pick<QuotesModule, "createFromLines" | "requestFromLines">;
};

export const projectNotFound = () => new AppError("NOT_FOUND", "Project not found");
