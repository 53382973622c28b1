import { desc } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DesignList } from "../../../lib/designs/contract.ts";
import { builderPricing } from "./builder-pricing.ts";
import type { DesignsDeps } from "./deps.ts";
import { ownDesigns } from "./design-scope.ts";
import { toDesign } from "./load-design.ts";
import { customDesigns } from "./schema.ts";

/**
 * API-24 `GET cart-service/custom-design` (DESIGN-04): the caller's designs in the account they work
 * for, newest first, each priced now for the caller (list price, the account's price, lead time).
 * At most MAX_DESIGNS exist per person and account, so the list is whole. Three statements.
 */
export async function listDesigns(deps: DesignsDeps, caller: SessionUser): Promise<DesignList> {
  const rows = await deps.db
    .select()
    .from(customDesigns)
    .where(ownDesigns(caller))
    .orderBy(desc(customDesigns.createdAt), desc(customDesigns.id));
  const pricing = await builderPricing(deps.db, caller);
  return { designs: rows.map((row) => toDesign(row, pricing)), baseProductId: pricing.baseProductId };
}
