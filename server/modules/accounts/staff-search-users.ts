import { asc, desc, eq, sql } from "drizzle-orm";
import type { StaffUserRow, StaffUsersQuery } from "../../../lib/staff/accounts.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { AccountsDeps } from "./deps.ts";
import { authUsers, customerAccounts, memberships, userProfiles } from "./schema.ts";
import { containsPattern } from "./staff-search-accounts.ts";

const sortColumns = {
  name: authUsers.name,
  email: authUsers.email,
  type: userProfiles.customerType,
  lastLogin: userProfiles.lastLoginAt,
  created: userProfiles.createdAt,
} as const;

/**
 * Issue 33 item 2: customer service searches the portal's users by name, email or account (number
 * or name). Staff identities have no portal profile, so they are never listed here.
 */
export async function searchUsersForStaff(
  { db }: AccountsDeps,
  query: StaffUsersQuery,
  limit?: number,
): Promise<StaffPage<StaffUserRow>> {
  const conditions = [sql`true`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${authUsers.name} ilike ${pattern} or ${authUsers.email} ilike ${pattern}
        or exists (select 1 from ${memberships}
          left join ${customerAccounts} on ${customerAccounts.id} = ${memberships.accountId}
          where ${memberships.userId} = ${userProfiles.userId}
            and (${memberships.accountId} ilike ${pattern} or ${memberships.salesRepId} ilike ${pattern}
              or ${customerAccounts.name} ilike ${pattern})))`,
    );
  }
  if (query.status === "locked") conditions.push(sql`${userProfiles.lockedAt} is not null`);
  if (query.status === "unlocked") conditions.push(sql`${userProfiles.lockedAt} is null`);
  const where = sql.join(conditions, sql` and `);
  const column = sortColumns[query.sort ?? "name"];
  const order = query.dir === "desc" ? desc(column) : asc(column);
  const pageSize = limit ?? query.pageSize;
  const accounts = sql<
    string[]
  >`coalesce((select array_agg(coalesce(${memberships.accountId}, ${memberships.salesRepId})
    order by ${memberships.accountId}, ${memberships.salesRepId})
    from ${memberships} where ${memberships.userId} = ${userProfiles.userId}), '{}')`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        userId: userProfiles.userId,
        name: authUsers.name,
        email: authUsers.email,
        customerType: userProfiles.customerType,
        accounts,
        lockedAt: userProfiles.lockedAt,
        lastLoginAt: userProfiles.lastLoginAt,
      })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
      .where(where)
      .orderBy(sql`${order} nulls last`, asc(userProfiles.userId))
      .limit(pageSize)
      .offset(limit ? 0 : (query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(userProfiles)
      .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      lockedAt: row.lockedAt?.toISOString() ?? null,
      lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    })),
    total: count?.total ?? 0,
    page: limit ? 1 : query.page,
    pageSize,
  };
}
