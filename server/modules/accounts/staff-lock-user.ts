import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import { authSessions, userProfiles } from "./schema.ts";
import { portalUserForStaff } from "./staff-user.ts";

/**
 * Issue 33 item 2: customer service locks a portal user: the lock, the end of every session they
 * have (signed out everywhere at once) and the audit entry land together. While locked no session is
 * issued to them (the identity service's session hook, auth.ts), whichever way they sign in.
 */
export async function lockUserForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  userId: string,
  reason: string,
): Promise<{ userId: string; lockedAt: string; sessionsEnded: number }> {
  return inTransaction(deps.db, async (tx) => {
    const user = await portalUserForStaff(tx, userId);
    if (user.lockedAt) throw new AppError("CONFLICT", `${user.name} is already locked.`);
    const lockedAt = new Date();
    await tx
      .update(userProfiles)
      .set({ lockedAt, updatedAt: lockedAt })
      .where(eq(userProfiles.userId, userId));
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.userId, userId))
      .returning({ id: authSessions.id });
    await recordStaffAction(tx, actor, {
      action: "user.lock",
      objectType: "user",
      objectId: userId,
      summary: `Locked ${user.email}: ${reason}`,
      before: { locked: false },
      after: { locked: true, reason, sessionsEnded: ended.length },
    });
    return { userId, lockedAt: lockedAt.toISOString(), sessionsEnded: ended.length };
  });
}

/** Issue 33 item 2: a locked user may sign in again (their password is unchanged). */
export async function unlockUserForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  userId: string,
): Promise<{ userId: string }> {
  return inTransaction(deps.db, async (tx) => {
    const user = await portalUserForStaff(tx, userId);
    if (!user.lockedAt) throw new AppError("CONFLICT", `${user.name} is not locked.`);
    await tx
      .update(userProfiles)
      .set({ lockedAt: null, updatedAt: new Date() })
      .where(eq(userProfiles.userId, userId));
    await recordStaffAction(tx, actor, {
      action: "user.unlock",
      objectType: "user",
      objectId: userId,
      summary: `Unlocked ${user.email}`,
      before: { locked: true, lockedAt: user.lockedAt.toISOString() },
      after: { locked: false },
    });
    return { userId };
  });
}
