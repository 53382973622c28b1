import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { AccountsDeps } from "./deps.ts";
import { authTwoFactors, authUsers } from "./schema.ts";
import { changeStaffMember, endSessionsOf, memberLabel } from "./staff-member-change.ts";

/**
 * Issue 33 item 1: an administrator resets a staff member's authenticator app (a lost phone): the
 * secret and backup codes are removed and their sessions end, so the next sign-in sets up a new app
 * with the password, as the first one did. Audited (whether an app was set up, before and after).
 */
export function resetStaffAuthenticator(deps: Pick<AccountsDeps, "db">, actor: StaffActor, userId: string) {
  return changeStaffMember(deps, actor, userId, async (tx, member) => {
    const [user] = await tx
      .select({ enabled: authUsers.twoFactorEnabled })
      .from(authUsers)
      .where(eq(authUsers.id, member.userId));
    await tx.delete(authTwoFactors).where(eq(authTwoFactors.userId, member.userId));
    await tx.update(authUsers).set({ twoFactorEnabled: false }).where(eq(authUsers.id, member.userId));
    const ended = await endSessionsOf(tx, member.userId);
    return {
      action: "staff.reset-authenticator",
      summary: `Reset the authenticator app of ${memberLabel(member)}; ended ${ended} session${ended === 1 ? "" : "s"}`,
      before: { authenticator: user?.enabled ?? false },
      after: { authenticator: false },
    };
  });
}
