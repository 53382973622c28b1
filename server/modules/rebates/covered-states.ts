import { asc } from "drizzle-orm";
import type { CoveredState } from "../../../lib/rebates/contract.ts";
import type { RebatesDeps } from "./deps.ts";
import { rebatePrograms } from "./schema.ts";

/** The states the programs cover, each with its utilities, for the page without a ZIP code. */
export async function coveredStates(deps: RebatesDeps): Promise<CoveredState[]> {
  const rows = await deps.db
    .selectDistinct({ state: rebatePrograms.state, utility: rebatePrograms.utility })
    .from(rebatePrograms)
    .orderBy(asc(rebatePrograms.state), asc(rebatePrograms.utility));
  const states = new Map<string, string[]>();
  for (const row of rows) states.set(row.state, [...(states.get(row.state) ?? []), row.utility]);
  return [...states].map(([state, utilities]) => ({ state, utilities }));
}
