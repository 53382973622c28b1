import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AccountsDeps } from "./deps.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";
import { reachedAccount, reachedSalesRep } from "./scope.ts";

/** Someone a person without ordering rights can ask for them. */
export type OrderingAdmin = { name: string; email: string };

/** At most this many admins are named. */
const MAX_NAMED = 3;

/**
 * CART-02, USER-10: who gives the caller ordering rights (the `cart` access right): the active,
 * verified admins of the caller's working account, or for a representative of the sales rep record
 * they work under, the caller left out. Only for a record the caller reaches (else none): a person
 * learns the admins of their own company only. A guest, a basic customer and someone with no
 * selection get none.
 */
export async function orderingAdmins({ db }: AccountsDeps, caller: SessionUser): Promise<OrderingAdmin[]> {
  let scope: SQL;
  if (caller.customerType === "representative" && caller.selectedSalesRepId) {
    scope = and(
      eq(memberships.salesRepId, caller.selectedSalesRepId),
      reachedSalesRep(memberships.salesRepId, caller),
    ) as SQL;
  } else if (caller.customerType === "distributor" && caller.selectedAccountId) {
    scope = and(
      eq(memberships.accountId, caller.selectedAccountId),
      reachedAccount(memberships.accountId, caller),
    ) as SQL;
  } else {
    return [];
  }
  const rows = await db
    .select({ fname: userProfiles.fname, lname: userProfiles.lname, email: authUsers.email })
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.userId, memberships.userId))
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .where(
      and(
        scope,
        eq(memberships.status, "active"),
        eq(memberships.role, "admin"),
        eq(authUsers.emailVerified, true),
        sql`${memberships.userId} <> ${caller.userId}`,
      ),
    )
    .orderBy(asc(memberships.createdAt))
    .limit(MAX_NAMED);
  return rows.map((row) => ({ name: `${row.fname} ${row.lname}`.trim(), email: row.email }));
}
