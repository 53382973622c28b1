import { desc, max } from "drizzle-orm";
import { type FreightRules, freightRulesSchema } from "../../../lib/orders/freight.ts";
import type { Db } from "../../db/client.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { freightRuleVersions } from "./schema.ts";

/** The rules checkout prices freight by, and where they come from. */
export type CurrentFreightRules = {
  rules: FreightRules;
  /** The console's saved version, or 0 for the rules file. */
  revision: number;
  savedAt: Date | null;
  savedBy: string | null;
};

/** The newest saved version each database was last seen at, so an unchanged one is not read again. */
const cached = new WeakMap<object, CurrentFreightRules>();

/**
 * Issue 33 item 5: the freight rules in force: the newest version saved in the console, else the
 * rules file's (`fileRules`, the default). Every call reads the newest revision number (one indexed
 * read), so a version saved by any process is used at once by every process; the rules themselves
 * are read again only when that number moved. Saved rules are checked by the same schema again.
 */
export async function currentFreightRules(db: DbOrTx, fileRules: FreightRules): Promise<CurrentFreightRules> {
  const [newest] = await db.select({ revision: max(freightRuleVersions.revision) }).from(freightRuleVersions);
  const revision = newest?.revision ?? 0;
  if (revision === 0) return { rules: fileRules, revision: 0, savedAt: null, savedBy: null };
  const known = cached.get(db);
  if (known?.revision === revision) return known;
  const [row] = await db
    .select()
    .from(freightRuleVersions)
    .orderBy(desc(freightRuleVersions.revision))
    .limit(1);
  if (!row) return { rules: fileRules, revision: 0, savedAt: null, savedBy: null };
  const current = {
    rules: freightRulesSchema.parse(row.rules),
    revision: row.revision,
    savedAt: row.savedAt,
    savedBy: row.savedByEmail,
  };
  cached.set(db, current);
  return current;
}

/** The rules of the orders module's database (what the checkout helpers call). */
export const freightRulesOf = async (deps: { db: Db; freightRules: FreightRules }) =>
  (await currentFreightRules(deps.db, deps.freightRules)).rules;
