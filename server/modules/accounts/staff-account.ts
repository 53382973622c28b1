import { asc, desc, eq, sql } from "drizzle-orm";
import type { StaffAccountDetail, StaffSalesRep } from "../../../lib/staff/accounts.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { type AccountsDeps, accountNotFound } from "./deps.ts";
import {
  accountAddresses,
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  userProfiles,
} from "./schema.ts";

/** A territory as stored ("OH MI IN") to its state codes. */
export function statesOf(territory: string): string[] {
  return territory.split(/\s+/).filter(Boolean);
}

/** Every sales rep with their territory, by name (the console's pickers; there are few). */
export async function salesRepsForStaff(db: DbOrTx): Promise<StaffSalesRep[]> {
  const rows = await db
    .select({
      id: salesReps.id,
      name: salesReps.name,
      email: salesReps.email,
      territory: salesReps.territory,
    })
    .from(salesReps)
    .orderBy(asc(salesReps.name), asc(salesReps.id));
  return rows.map(({ territory, ...rep }) => ({ ...rep, states: statesOf(territory) }));
}

/** The account row itself, or 404 (staff reach every account; an unknown number is not found). */
export async function accountRowForStaff(db: DbOrTx, accountId: string) {
  const [account] = await db.select().from(customerAccounts).where(eq(customerAccounts.id, accountId));
  if (!account) throw accountNotFound();
  return account;
}

/** Whether the account has an active administrator (who then reviews its registrations, not staff). */
export async function hasActiveAdmin(db: DbOrTx, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      sql`${memberships.accountId} = ${accountId} and ${memberships.role} = 'admin' and ${memberships.status} = 'active'`,
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Issue 33 item 2: an account's page as customer service sees it: its terms and credit limit, its
 * billing and shipping addresses, its assigned reps with their territories, and its members with
 * their rights (role, access, order limit, status, locked).
 */
export async function accountForStaff({ db }: AccountsDeps, accountId: string): Promise<StaffAccountDetail> {
  const account = await accountRowForStaff(db, accountId);
  const [addresses, reps, members, activeAdmin] = await Promise.all([
    db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId))
      .orderBy(asc(accountAddresses.kind), desc(accountAddresses.isDefault), asc(accountAddresses.name)),
    db
      .select({
        id: salesReps.id,
        name: salesReps.name,
        email: salesReps.email,
        territory: salesReps.territory,
      })
      .from(salesRepAccounts)
      .innerJoin(salesReps, eq(salesReps.id, salesRepAccounts.salesRepId))
      .where(eq(salesRepAccounts.accountId, accountId))
      .orderBy(asc(salesReps.name)),
    db
      .select({
        userId: memberships.userId,
        name: authUsers.name,
        email: authUsers.email,
        role: memberships.role,
        status: memberships.status,
        pendingAdmin: memberships.pendingAdmin,
        access: memberships.access,
        orderLimitKind: memberships.orderLimitKind,
        orderLimitCents: memberships.orderLimitCents,
        lockedAt: userProfiles.lockedAt,
        lastLoginAt: userProfiles.lastLoginAt,
      })
      .from(memberships)
      .innerJoin(userProfiles, eq(userProfiles.userId, memberships.userId))
      .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
      .where(eq(memberships.accountId, accountId))
      .orderBy(desc(memberships.status), asc(authUsers.name)),
    hasActiveAdmin(db, accountId),
  ]);
  return {
    id: account.id,
    name: account.name,
    billingZip: account.billingZip,
    city: account.city,
    state: account.state,
    phone: account.phone,
    creditTermsDays: account.creditTermsDays,
    creditLimitCents: account.creditLimitCents,
    createdAt: account.createdAt.toISOString(),
    addresses: addresses.map((a) => ({
      id: a.id,
      kind: a.kind,
      name: a.name,
      lines: [a.address1, a.address2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(", "),
      isDefault: a.isDefault,
    })),
    reps: reps.map(({ territory, ...rep }) => ({ ...rep, states: statesOf(territory) })),
    members: members.map((m) => ({
      ...m,
      lockedAt: m.lockedAt?.toISOString() ?? null,
      lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    })),
    hasActiveAdmin: activeAdmin,
  };
}
