import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { StaffImportBody } from "../../../lib/staff/catalog-contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { PricingDeps } from "./deps.ts";
import { listPriceLists } from "./list-price-lists.ts";
import { pricesForViewer } from "./prices-for-viewer.ts";
import { staffImportPrices } from "./staff-import-prices.ts";

export { accountPricesFor, type PriceListItem } from "./account-prices-for.ts";
export { demoPriceLists, seedDemoPriceLists } from "./demo/price-lists.ts";
export type { PricingDeps } from "./deps.ts";
export {
  importPriceList,
  type PriceListImportCounts,
  PriceListImportError,
  priceListOf,
} from "./import-price-list.ts";
export type { PriceListSummary } from "./list-price-lists.ts";
export {
  type ParsedPriceList,
  type PriceListError,
  type PriceListRow,
  parsePriceListFile,
} from "./parse-price-list-file.ts";

import { priceListOfAccountForStaff } from "./staff-account-price-list.ts";

export { pricingRoutes } from "./routes.ts";
export { pricingStaffRoutes } from "./staff-routes.ts";

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
    /** #33.5: the accounts with a price list, their entries counted. */
    priceLists: () => listPriceLists(deps.db),
    /** #33.5: a price list file imported from the console (dry run first), with its audit entry. */
    staffImport: (actor: StaffActor, body: StaffImportBody) => staffImportPrices(deps.db, actor, body),
  };
}

export type PricingModule = ReturnType<typeof createPricingModule>;
