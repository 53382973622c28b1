import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { AppError } from "../../errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { staffMembers } from "./schema.ts";
import {
  changeStaffMember,
  endSessionsOf,
  keepAnAdministrator,
  memberLabel,
  memberState,
} from "./staff-member-change.ts";

/**
 * Issue 33 item 1: an administrator deactivates a staff member (they cannot sign in, and every
 * session of theirs ends in the same transaction, so their next call is a stranger's) or reactivates
 * them. Not themselves, and never the last active administrator. Their audit entries stay.
 */
export function setStaffActive(
  deps: Pick<AccountsDeps, "db">,
  actor: StaffActor,
  userId: string,
  active: boolean,
) {
  return changeStaffMember(deps, actor, userId, async (tx, member) => {
    if (member.active === active) {
      throw new AppError(
        "CONFLICT",
        `${memberLabel(member)} is already ${active ? "active" : "deactivated"}.`,
      );
    }
    if (!active) await keepAnAdministrator(tx, actor, member);
    await tx.update(staffMembers).set({ active }).where(eq(staffMembers.userId, member.userId));
    const ended = active ? 0 : await endSessionsOf(tx, member.userId);
    return {
      action: active ? "staff.reactivate" : "staff.deactivate",
      summary: active
        ? `Reactivated ${memberLabel(member)}`
        : `Deactivated ${memberLabel(member)}; ended ${ended} session${ended === 1 ? "" : "s"}`,
      before: memberState(member),
      after: memberState({ ...member, active }),
    };
  });
}
