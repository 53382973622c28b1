import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AppError } from "../../errors.ts";
import { targetOf } from "./admin-target.ts";
import { type AccountsDeps, accountNotFound, type ScopeHint, userNotFound } from "./deps.ts";
import { sessionUser } from "./find-caller.ts";
import { memberships } from "./schema.ts";
import { membershipOf, ownedBy, reachedAccount, reachedSalesRep } from "./scope.ts";

/** API-59 (SEC-09, USER-05): a member who is not an admin asks for administration rights. */
export async function requestAdmin(
  deps: AccountsDeps,
  caller: SessionUser,
  hint: ScopeHint & { userId?: string | undefined },
): Promise<SessionUser> {
  if (hint.userId !== undefined && hint.userId !== caller.userId) throw userNotFound();
  const target = targetOf(caller, hint);
  if (!target) throw accountNotFound();
  // The caller's own active membership of the target, counted once the address is verified (the reach).
  const [membership] = await deps.db
    .select({ id: memberships.id, role: memberships.role })
    .from(memberships)
    .where(
      and(
        ownedBy(memberships.userId, caller),
        membershipOf(target),
        eq(memberships.status, "active"),
        target.kind === "account"
          ? reachedAccount(memberships.accountId, caller)
          : reachedSalesRep(memberships.salesRepId, caller),
      ),
    );
  if (!membership) throw accountNotFound();
  if (membership.role === "admin") throw new AppError("CONFLICT", "You are already an admin of this account");
  await deps.db
    .update(memberships)
    .set({ pendingAdmin: true, updatedAt: new Date() })
    .where(and(eq(memberships.id, membership.id), sql`${memberships.role} <> 'admin'`));
  return sessionUser(deps, caller.userId);
}
