import type { Db } from "../../db/client.ts";
import type { RatedProductFilter, RatedProductPage } from "../catalog/index.ts";

/** What the rebates module needs: its database and the catalogue's products by rated attributes. */
export type RebatesDeps = {
  db: Db;
  /** The catalogue module's `ratedProducts` (category, wattage band, DLC listings; paged). */
  ratedProducts: (filter: RatedProductFilter) => Promise<RatedProductPage>;
  /** Today's date (YYYY-MM-DD, UTC); the clock by default, a fixed day in tests. */
  today?: () => string;
};

export const todayOf = (deps: RebatesDeps): string => deps.today?.() ?? new Date().toISOString().slice(0, 10);
