import { eq } from "drizzle-orm";
import { type StaffActor, type StaffRole, staffRoleLabels } from "../../../lib/staff/contract.ts";
import { AppError } from "../../errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { staffMembers } from "./schema.ts";
import { changeStaffMember, keepAnAdministrator, memberLabel, memberState } from "./staff-member-change.ts";

/**
 * Issue 33 item 1: an administrator gives a staff member another role; it applies to their next call
 * (the role is read with every staff session). Not their own role, and never the last active
 * administrator's. Audited with the role before and after.
 */
export function changeStaffRole(
  deps: Pick<AccountsDeps, "db">,
  actor: StaffActor,
  userId: string,
  role: StaffRole,
) {
  return changeStaffMember(deps, actor, userId, async (tx, member) => {
    if (member.role === role) throw new AppError("CONFLICT", `${memberLabel(member)} already has this role.`);
    if (member.role === "admin" || member.userId === actor.userId)
      await keepAnAdministrator(tx, actor, member);
    await tx.update(staffMembers).set({ role }).where(eq(staffMembers.userId, member.userId));
    return {
      action: "staff.role",
      summary: `Changed ${memberLabel(member)} from ${staffRoleLabels[member.role]} to ${staffRoleLabels[role]}`,
      before: memberState(member),
      after: memberState({ ...member, role }),
    };
  });
}
