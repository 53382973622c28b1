import { and, eq, sql } from "drizzle-orm";
import type { PortalUser, SessionUser } from "../../../lib/accounts/users.ts";
import { inTransaction } from "../../db/transaction.ts";
import { administeredTarget } from "./admin-target.ts";
import { type AccountsDeps, noPendingRequest, type ScopeHint } from "./deps.ts";
import { memberOfAdministered } from "./get-user.ts";
import { memberships, userProfiles } from "./schema.ts";
import { administeredMembership, membershipOf, type ScopeTarget } from "./scope.ts";

type ReviewBody = ScopeHint & { userId: string };

/** The pending request (a connection, or an admin request) of a user in what the caller administers. */
async function pendingRequest(deps: AccountsDeps, caller: SessionUser, body: ReviewBody) {
  const target = await administeredTarget(deps, caller, body);
  const [membership] = await deps.db
    .select({ id: memberships.id, status: memberships.status, pendingAdmin: memberships.pendingAdmin })
    .from(memberships)
    .where(
      sql`${memberships.userId} = ${body.userId} and ${membershipOf(target)} and ${administeredMembership(caller)}
        and (${memberships.status} = 'pending' or ${memberships.pendingAdmin})`,
    );
  if (!membership) throw noPendingRequest();
  return { target, membership };
}

/**
 * API-60 (USER-02, SEC-07): approves the pending request of a user in the admin's account or
 * sales rep: a connection becomes active (the user becomes a distributor or representative), an
 * admin request makes the member an admin.
 */
export async function approveUser(
  deps: AccountsDeps,
  caller: SessionUser,
  body: ReviewBody,
): Promise<PortalUser> {
  const { target, membership } = await pendingRequest(deps, caller, body);
  await inTransaction(deps.db, async (tx) => {
    await tx
      .update(memberships)
      .set(
        membership.status === "pending"
          ? { status: "active", updatedAt: new Date() }
          : { role: "admin", pendingAdmin: false, updatedAt: new Date() },
      )
      .where(eq(memberships.id, membership.id));
    if (membership.status === "pending") {
      await tx
        .update(userProfiles)
        .set({ customerType: customerTypeFor(target), updatedAt: new Date() })
        .where(and(eq(userProfiles.userId, body.userId), eq(userProfiles.customerType, "basic")));
    }
  });
  return memberOfAdministered(deps, caller, body.userId, target);
}

function customerTypeFor(target: ScopeTarget) {
  return target.kind === "account" ? ("distributor" as const) : ("representative" as const);
}

/** API-61 (USER-03, SEC-07): a pending connection is removed; an admin request is withdrawn. */
export async function declineUser(
  deps: AccountsDeps,
  caller: SessionUser,
  body: ReviewBody,
): Promise<{ userId: string }> {
  const { membership } = await pendingRequest(deps, caller, body);
  if (membership.status === "pending") {
    await deps.db.delete(memberships).where(eq(memberships.id, membership.id));
  } else {
    await deps.db
      .update(memberships)
      .set({ pendingAdmin: false, updatedAt: new Date() })
      .where(eq(memberships.id, membership.id));
  }
  return { userId: body.userId };
}
