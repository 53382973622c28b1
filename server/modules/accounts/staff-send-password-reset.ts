import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordStaffAction } from "../audit/index.ts";
import type { AccountsDeps } from "./deps.ts";
import type { ClientRequest } from "./identity.ts";
import { portalUserForStaff } from "./staff-user.ts";

/**
 * Issue 33 item 2: customer service sends a user the password-reset link (the identity service's
 * own mail, good for an hour). The entry is written first; the mail goes once it has committed.
 */
export async function sendPasswordResetForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  client: ClientRequest,
  userId: string,
): Promise<{ userId: string; email: string }> {
  const user = await inTransaction(deps.db, async (tx) => {
    const found = await portalUserForStaff(tx, userId);
    await recordStaffAction(tx, actor, {
      action: "user.password-reset",
      objectType: "user",
      objectId: userId,
      summary: `Sent a password reset link to ${found.email}`,
    });
    return found;
  });
  await deps.identity.requestPasswordReset(client, user.email);
  return { userId, email: user.email };
}
