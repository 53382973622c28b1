import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { authUsers, memberships, salesRepAccounts, userProfiles } from "./schema.ts";
import { reachedAccount } from "./scope.ts";

/** Someone who decides a member's approval request, to be mailed. */
export type Approver = { userId: string; name: string; email: string };

/**
 * #32.2: who decides the approval requests of an account: its active, verified admins and the
 * active, verified members of the sales rep records assigned to it. Only for an account the caller
 * reaches (else none).
 */
export async function approversOf(
  { db }: AccountsDeps,
  caller: SessionUser,
  accountId: string,
): Promise<Approver[]> {
  const reps = db
    .select({ id: salesRepAccounts.salesRepId })
    .from(salesRepAccounts)
    .where(eq(salesRepAccounts.accountId, accountId));
  const rows = await db
    .select({
      userId: memberships.userId,
      fname: userProfiles.fname,
      lname: userProfiles.lname,
      email: authUsers.email,
    })
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.userId, memberships.userId))
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .where(
      and(
        sql`(${and(eq(memberships.accountId, accountId), eq(memberships.role, "admin"))} or ${inArray(memberships.salesRepId, reps)})`,
        reachedAccount(sql`${accountId}::text`, caller),
        eq(memberships.status, "active"),
        eq(authUsers.emailVerified, true),
      ),
    )
    .orderBy(asc(memberships.createdAt))
    .limit(20);
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.userId)) return [];
    seen.add(row.userId);
    return [{ userId: row.userId, name: `${row.fname} ${row.lname}`.trim(), email: row.email }];
  });
}
