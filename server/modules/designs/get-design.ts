import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Design } from "../../../lib/designs/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { builderPricing } from "./builder-pricing.ts";
import { type DesignsDeps, designNotFound } from "./deps.ts";
import { ownDesign } from "./design-scope.ts";
import { toDesign } from "./load-design.ts";
import { customDesigns } from "./schema.ts";

/** The stored row of one of the caller's designs; another person's or account's is not found (404). */
export async function readDesign(db: DbOrTx, caller: SessionUser, designId: string) {
  const [row] = await db.select().from(customDesigns).where(ownDesign(caller, designId));
  if (!row) throw designNotFound();
  return row;
}

/** One design, priced now for the caller: the builder opens it, the tab and the PDF show it. */
export async function getDesign(deps: DesignsDeps, caller: SessionUser, designId: string): Promise<Design> {
  const row = await readDesign(deps.db, caller, designId);
  return toDesign(row, await builderPricing(deps.db, caller));
}
