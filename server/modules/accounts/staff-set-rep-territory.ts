import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { salesReps } from "./schema.ts";
import { statesOf } from "./staff-account.ts";

/**
 * Issue 33 item 2: customer service sets the US states a sales rep covers (their territory). The
 * territory is kept as the space-separated codes the rep search already matches ("IL WI").
 */
export async function setRepTerritoryForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  salesRepId: string,
  states: string[],
): Promise<{ salesRepId: string; states: string[] }> {
  return inTransaction(deps.db, async (tx) => {
    const [rep] = await tx
      .select({ id: salesReps.id, name: salesReps.name, territory: salesReps.territory })
      .from(salesReps)
      .where(eq(salesReps.id, salesRepId))
      .for("update");
    if (!rep) throw new AppError("NOT_FOUND", "Sales rep not found");
    const territory = states.join(" ");
    await tx.update(salesReps).set({ territory }).where(eq(salesReps.id, rep.id));
    await recordStaffAction(tx, actor, {
      action: "sales-rep.territory",
      objectType: "sales-rep",
      objectId: rep.id,
      summary: `Set ${rep.name}'s territory to ${territory || "no states"}`,
      before: { states: statesOf(rep.territory) },
      after: { states },
    });
    return { salesRepId: rep.id, states };
  });
}
