import { and, eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { salesRepAccounts, salesReps } from "./schema.ts";
import { accountRowForStaff } from "./staff-account.ts";

const repNotFound = () => new AppError("NOT_FOUND", "Sales rep not found");

async function repOf(deps: AccountsDeps, salesRepId: string) {
  const [rep] = await deps.db
    .select({ id: salesReps.id, name: salesReps.name })
    .from(salesReps)
    .where(eq(salesReps.id, salesRepId));
  if (!rep) throw repNotFound();
  return rep;
}

/**
 * Issue 33 item 2: customer service assigns a sales rep to an account (the rep then works for it:
 * sees its orders, answers its quote requests) or takes the assignment away. Each with its entry.
 */
export async function assignSalesRepForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  accountId: string,
  salesRepId: string,
): Promise<void> {
  const account = await accountRowForStaff(deps.db, accountId);
  const rep = await repOf(deps, salesRepId);
  await inTransaction(deps.db, async (tx) => {
    const inserted = await tx
      .insert(salesRepAccounts)
      .values({ salesRepId: rep.id, accountId: account.id })
      .onConflictDoNothing()
      .returning({ id: salesRepAccounts.salesRepId });
    if (inserted.length === 0)
      throw new AppError("CONFLICT", `${rep.name} is already assigned to this account.`);
    await recordStaffAction(tx, actor, {
      action: "account.rep-assign",
      objectType: "account",
      objectId: account.id,
      summary: `Assigned sales rep ${rep.name} (${rep.id})`,
      after: { salesRepId: rep.id },
    });
  });
}

export async function unassignSalesRepForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  accountId: string,
  salesRepId: string,
): Promise<void> {
  const account = await accountRowForStaff(deps.db, accountId);
  const rep = await repOf(deps, salesRepId);
  await inTransaction(deps.db, async (tx) => {
    const removed = await tx
      .delete(salesRepAccounts)
      .where(and(eq(salesRepAccounts.salesRepId, rep.id), eq(salesRepAccounts.accountId, account.id)))
      .returning({ id: salesRepAccounts.salesRepId });
    if (removed.length === 0) throw new AppError("NOT_FOUND", `${rep.name} is not assigned to this account.`);
    await recordStaffAction(tx, actor, {
      action: "account.rep-unassign",
      objectType: "account",
      objectId: account.id,
      summary: `Removed sales rep ${rep.name} (${rep.id})`,
      before: { salesRepId: rep.id },
    });
  });
}
