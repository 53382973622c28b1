import type { PriceListEntry } from "../../../../lib/pricing/price-list-contract.ts";
import type { Db } from "../../../db/client.ts";
import { customerAccountExists } from "../../accounts/index.ts";
import { existingCategoryNames, pricingFactsFor } from "../../catalog/index.ts";
import { importPriceList, type PriceListImportCounts } from "../import-price-list.ts";

/**
 * The demo accounts' price lists (docs/cart-and-pricing.md, "Demo price lists and coupons"): Brightline buys downlights
 * at 12 % off and has negotiated a few net prices (one of them a downlight, where the net price wins);
 * Northgate has percentages on high bays, wall packs and one sub-category, and two net prices; Harbor
 * has a percentage on exit and emergency lighting; Prairie has no price list and pays list prices.
 */
export const demoPriceLists: PriceListEntry[] = [
  { accountId: "A-10001", kind: "category", category: "Downlights", percentBasisPoints: 1_200 },
  { accountId: "A-10001", kind: "net", sku: "DLX-8-20-50K", netPriceCents: 5_850 },
  { accountId: "A-10001", kind: "net", sku: "CTR-22-30-50K", netPriceCents: 9_900 },
  { accountId: "A-10001", kind: "net", sku: "TOL-HB-150-50K", netPriceCents: 25_900 },
  { accountId: "A-10001", kind: "net", sku: "SCX-4-40-40K", netPriceCents: 10_400 },
  { accountId: "A-10002", kind: "category", category: "High Bays", percentBasisPoints: 800 },
  { accountId: "A-10002", kind: "category", category: "Wall Packs", percentBasisPoints: 500 },
  { accountId: "A-10002", kind: "category", category: "Recessed Troffers", percentBasisPoints: 1_000 },
  { accountId: "A-10002", kind: "net", sku: "FPN-14-40-35K", netPriceCents: 10_900 },
  { accountId: "A-10002", kind: "net", sku: "EDL-4SMD-11-30K", netPriceCents: 5_200 },
  { accountId: "A-10003", kind: "category", category: "Exit and Emergency", percentBasisPoints: 1_500 },
];

/**
 * Seeds the demo price lists, keeping the entries whose account, SKU and category exist (a catalogue
 * of another shape simply gets fewer of them). One transaction, through the import.
 */
export async function seedDemoPriceLists(db: Db): Promise<PriceListImportCounts> {
  const skus = demoPriceLists.flatMap((e) => (e.kind === "net" ? [e.sku] : []));
  const found = new Set((await pricingFactsFor(db, { skus })).map((fact) => fact.sku));
  const categories = new Set(
    await existingCategoryNames(
      db,
      demoPriceLists.flatMap((e) => (e.kind === "category" ? [e.category] : [])),
    ),
  );
  const accounts = new Map<string, boolean>();
  for (const { accountId } of demoPriceLists) {
    if (!accounts.has(accountId)) accounts.set(accountId, await customerAccountExists(db, accountId));
  }
  const entries = demoPriceLists.filter(
    (e) => accounts.get(e.accountId) && (e.kind === "net" ? found.has(e.sku) : categories.has(e.category)),
  );
  return importPriceList(
    db,
    entries.map((entry, index) => ({ line: index + 1, entry })),
  );
}
