import { SCX_BASE_SKU } from "../../../lib/builder/scx.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { pricingFactsFor } from "../catalog/index.ts";

/** The catalogue's SCX base fixture, which every configured SCX line is (a catalogue without it sells none). */
export async function scxBaseFixture(db: DbOrTx) {
  const [base] = await pricingFactsFor(db, { skus: [SCX_BASE_SKU] });
  if (!base) throw new AppError("NOT_FOUND", "The SCX base fixture is not in the catalogue");
  return base;
}
