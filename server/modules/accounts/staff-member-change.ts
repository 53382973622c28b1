import { and, eq } from "drizzle-orm";
import type { StaffActor, StaffRole } from "../../../lib/staff/contract.ts";
import { inTransaction, type Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction, type StaffActionRecord } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { authSessions, authUsers, staffMembers } from "./schema.ts";

/** The staff member a change is made to, as locked for it. */
export type ChangedMember = { userId: string; name: string; email: string; role: StaffRole; active: boolean };

/** A member's role and status, as the audit entry's before and after show them. */
export function memberState(member: Pick<ChangedMember, "role" | "active">) {
  return { role: member.role, active: member.active };
}

export function memberLabel(member: Pick<ChangedMember, "name" | "email">): string {
  return `${member.name} (${member.email})`;
}

/**
 * Issue 33 item 1: one change of a staff member by an administrator, in one transaction with its
 * audit entry. The active administrators' rows are locked first, always in the same order, then the
 * member's: two changes at once (two administrators deactivating each other) run one after the other
 * and never deadlock, and the second sees the first's outcome. `change` does the work and answers the
 * audit record (its action, summary, before and after). An unknown member is 404.
 */
export async function changeStaffMember(
  { db }: Pick<AccountsDeps, "db">,
  actor: StaffActor,
  userId: string,
  change: (tx: Tx, member: ChangedMember) => Promise<Omit<StaffActionRecord, "objectType" | "objectId">>,
): Promise<ChangedMember> {
  return inTransaction(db, async (tx) => {
    await lockActiveAdmins(tx);
    const [member] = await tx
      .select({
        userId: staffMembers.userId,
        name: authUsers.name,
        email: authUsers.email,
        role: staffMembers.role,
        active: staffMembers.active,
      })
      .from(staffMembers)
      .innerJoin(authUsers, eq(authUsers.id, staffMembers.userId))
      .where(eq(staffMembers.userId, userId))
      .for("update", { of: staffMembers });
    if (!member) throw new AppError("NOT_FOUND", "No such staff member.");
    const record = await change(tx, member);
    await recordStaffAction(tx, actor, { ...record, objectType: "staff", objectId: member.userId });
    const [after] = await tx
      .select({ role: staffMembers.role, active: staffMembers.active })
      .from(staffMembers)
      .where(eq(staffMembers.userId, userId));
    return { ...member, ...after };
  });
}

/** The active administrators, their rows locked in id order (see changeStaffMember). */
function lockActiveAdmins(tx: Tx) {
  return tx
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, "admin"), eq(staffMembers.active, true)))
    .orderBy(staffMembers.userId)
    .for("update");
}

/**
 * The guards of a change that takes a member out of administration (a demotion, a deactivation): an
 * administrator never does it to themselves, and the last active administrator stays. The
 * administrators are counted under the lock changeStaffMember took, so two administrators removing
 * each other at once cannot both pass.
 */
export async function keepAnAdministrator(tx: Tx, actor: StaffActor, member: ChangedMember): Promise<void> {
  if (member.userId === actor.userId) {
    throw new AppError("CONFLICT", "You cannot remove your own administrator role or deactivate yourself.");
  }
  if (member.role !== "admin" || !member.active) return;
  const admins = await lockActiveAdmins(tx);
  if (!admins.some((admin) => admin.userId !== member.userId)) {
    // Without another active administrator nobody could manage the staff any more.
    throw new AppError("CONFLICT", "The last active administrator cannot be removed.");
  }
}

/** Ends every session of a member at once (their next call is a guest's). */
export async function endSessionsOf(tx: Tx, userId: string): Promise<number> {
  const ended = await tx
    .delete(authSessions)
    .where(eq(authSessions.userId, userId))
    .returning({ id: authSessions.id });
  return ended.length;
}
