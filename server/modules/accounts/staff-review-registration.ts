import { and, eq, sql } from "drizzle-orm";
import type { ReviewRegistrationBody } from "../../../lib/staff/accounts.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type AccountsDeps, noPendingRequest } from "./deps.ts";
import { registrationReviewMail } from "./mail-templates.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";
import { accountRowForStaff, hasActiveAdmin } from "./staff-account.ts";

/**
 * Issue 33 item 2: customer service verifies or refuses a distributor's pending registration for an
 * account that has no active administrator yet (one that has decides itself, API-60/61). Verified,
 * the membership becomes active (as a member or the first administrator) and the person a
 * distributor; refused, the pending membership is removed. The person is mailed the decision after
 * the change and its audit entry have committed.
 */
export async function reviewRegistrationForStaff(
  deps: AccountsDeps,
  actor: StaffActor,
  accountId: string,
  body: ReviewRegistrationBody,
): Promise<{ userId: string; decision: ReviewRegistrationBody["decision"] }> {
  const { db } = deps;
  const account = await accountRowForStaff(db, accountId);
  const person = await inTransaction(db, async (tx) => {
    // The pending membership is locked with the check, so two reviewers cannot both decide it.
    const [pending] = await tx
      .select({ id: memberships.id, name: authUsers.name, email: authUsers.email })
      .from(memberships)
      .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
      .where(
        sql`${memberships.accountId} = ${account.id} and ${memberships.userId} = ${body.userId}
          and ${memberships.status} = 'pending'`,
      )
      .for("update", { of: memberships });
    if (!pending) throw noPendingRequest();
    if (await hasActiveAdmin(tx, account.id)) {
      throw new AppError(
        "CONFLICT",
        "This account has an administrator: they verify its registrations in the portal.",
      );
    }
    if (body.decision === "verify") {
      await tx
        .update(memberships)
        .set({ status: "active", role: body.role, access: ["cart"], updatedAt: new Date() })
        .where(eq(memberships.id, pending.id));
      await tx
        .update(userProfiles)
        .set({ customerType: "distributor", updatedAt: new Date() })
        .where(and(eq(userProfiles.userId, body.userId), eq(userProfiles.customerType, "basic")));
    } else {
      await tx.delete(memberships).where(eq(memberships.id, pending.id));
    }
    await recordStaffAction(tx, actor, {
      action: body.decision === "verify" ? "account.registration-verify" : "account.registration-refuse",
      objectType: "account",
      objectId: account.id,
      summary:
        body.decision === "verify"
          ? `Verified ${pending.email}'s registration as ${body.role === "admin" ? "administrator" : "member"}`
          : `Refused ${pending.email}'s registration${body.reason ? `: ${body.reason}` : ""}`,
      before: { userId: body.userId, status: "pending" },
      after:
        body.decision === "verify"
          ? { userId: body.userId, status: "active", role: body.role }
          : { userId: body.userId, removed: true, reason: body.reason ?? null },
    });
    return pending;
  });
  const { baseURL = "", appName = "Lumenor" } = deps.auth.options;
  await deps.mailer.send({
    ...registrationReviewMail(
      { decision: body.decision, accountName: account.name, role: body.role, reason: body.reason },
      person.name,
      baseURL,
      appName,
    ),
    to: person.email,
    purpose: "account-review",
  });
  return { userId: body.userId, decision: body.decision };
}
