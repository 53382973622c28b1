import type { SessionUser } from "../../../lib/accounts/users.ts";
import { DESIGN_NAME_MAX, type Design } from "../../../lib/designs/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { DesignsDeps } from "./deps.ts";
import { readDesign } from "./get-design.ts";
import { insertDesign } from "./save-design.ts";

/** "Copy of {name}", cut to the name's limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, DESIGN_NAME_MAX).trimEnd();
}

/**
 * A copy of one of the caller's designs (same configuration and note, named "Copy of …"), saved as a
 * new design of the caller in the same account; the original is unchanged. Read and write in one
 * transaction, so a design deleted meanwhile is not copied.
 */
export async function duplicateDesign(
  deps: DesignsDeps,
  caller: SessionUser,
  designId: string,
): Promise<Design> {
  return inTransaction(deps.db, async (tx) => {
    const row = await readDesign(tx, caller, designId);
    const values = {
      series: row.series,
      name: copyName(row.name),
      note: row.note,
      configuration: row.configuration,
    };
    return insertDesign(tx, caller, values, deps.now?.() ?? new Date());
  });
}
