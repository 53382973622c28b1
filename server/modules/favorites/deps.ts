import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { PricingModule } from "../pricing/index.ts";

/** What the favorites module's use cases work with; index.ts binds them to one set. */
export type FavoritesDeps = {
  db: Db;
  /** The viewer's prices, as the product page and the product cards show them. */
  pricing: Pick<PricingModule, "pricesForViewer">;
};

export const favoriteNotFound = () => new AppError("NOT_FOUND", "Favorite not found");
export const productNotFound = () => new AppError("NOT_FOUND", "Product not found");
