import { staffImportBody } from "../../../lib/staff/catalog-contract.ts";
import { parseJson } from "../../http.ts";
import type { StaffApi } from "../../staff-api.ts";
import type { PricingModule } from "./index.ts";

/**
 * #33.5 the price lists in the console: `GET /api/staff/price-lists` (the accounts with one) and
 * `POST /api/staff/price-lists/import` (a price list CSV's text, dry run or import; the counts or every
 * bad row).
 */
export function pricingStaffRoutes(
  api: StaffApi,
  pricing: Pick<PricingModule, "priceLists" | "staffImport">,
) {
  api.get("/price-lists", "prices.manage", async (c) => c.json({ rows: await pricing.priceLists() }));
  api.post("/price-lists/import", "prices.manage", async (c) => {
    const body = await parseJson(c, staffImportBody);
    return c.json(await pricing.staffImport(c.get("staff"), body));
  });
}
