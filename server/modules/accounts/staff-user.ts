import { asc, eq, sql } from "drizzle-orm";
import type { StaffUserDetail } from "../../../lib/staff/accounts.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { type AccountsDeps, userNotFound } from "./deps.ts";
import { authUsers, customerAccounts, memberships, salesReps, userProfiles } from "./schema.ts";

/** A portal user's row for a staff change, or 404 (staff identities are not portal users). */
export async function portalUserForStaff(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      userId: userProfiles.userId,
      name: authUsers.name,
      email: authUsers.email,
      lockedAt: userProfiles.lockedAt,
    })
    .from(userProfiles)
    .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  if (!user) throw userNotFound();
  return user;
}

/** Issue 33 item 2: a portal user as customer service sees them: profile, lock, sessions, memberships. */
export async function userForStaff({ db }: AccountsDeps, userId: string): Promise<StaffUserDetail> {
  const [user] = await db
    .select({
      userId: userProfiles.userId,
      name: authUsers.name,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      phone: userProfiles.phone,
      customerType: userProfiles.customerType,
      lockedAt: userProfiles.lockedAt,
      lastLoginAt: userProfiles.lastLoginAt,
      createdAt: userProfiles.createdAt,
      sessions: sql<number>`(select count(*)::int from auth_sessions s
        where s.user_id = user_profiles.user_id and s.expires_at > now())`,
    })
    .from(userProfiles)
    .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  if (!user) throw userNotFound();
  const rows = await db
    .select({
      accountId: memberships.accountId,
      salesRepId: memberships.salesRepId,
      name: sql<string>`coalesce(customer_accounts.name, sales_reps.name, '')`,
      role: memberships.role,
      status: memberships.status,
    })
    .from(memberships)
    .leftJoin(customerAccounts, eq(customerAccounts.id, memberships.accountId))
    .leftJoin(salesReps, eq(salesReps.id, memberships.salesRepId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.accountId), asc(memberships.salesRepId));
  return {
    ...user,
    lockedAt: user.lockedAt?.toISOString() ?? null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    memberships: rows,
  };
}
