import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PricingDeps } from "./deps.ts";
import { pricesForViewer } from "./prices-for-viewer.ts";

export { accountPricesFor, type PriceListItem } from "./account-prices-for.ts";
export { demoPriceLists, seedDemoPriceLists } from "./demo/price-lists.ts";
export type { PricingDeps } from "./deps.ts";
export {
  importPriceList,
  type PriceListImportCounts,
  PriceListImportError,
  priceListOf,
} from "./import-price-list.ts";
export {
  type ParsedPriceList,
  type PriceListError,
  type PriceListRow,
  parsePriceListFile,
} from "./parse-price-list-file.ts";

import { priceListOfAccountForStaff } from "./staff-account-price-list.ts";

export { pricingRoutes } from "./routes.ts";

/**
 * The pricing module: account price lists (issue 12, "Account pricing"). The cart and quotes call
 * `accountPricesFor` with their own (already scoped) account; pages call `pricesForViewer` to show
 * the viewer's account price beside the list price. Price lists come in through the CLI import
 * (`npm run prices:import`), never through the API.
 */
export function createPricingModule(deps: PricingDeps) {
  return {
    /** Issue 33 item 2: the size of an account's price list, for the staff console. */
    priceListOfAccountForStaff: (accountId: string) => priceListOfAccountForStaff(deps.db, accountId),
    /** The viewer's account prices of these SKUs (the product page and product cards). */
    pricesForViewer: (viewer: SessionUser | null, skus: readonly string[]) =>
      pricesForViewer(deps, viewer, skus),
  };
}

export type PricingModule = ReturnType<typeof createPricingModule>;
