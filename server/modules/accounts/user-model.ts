import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  type AccessRight,
  type AccountSummary,
  hasCartAccess,
  isPending,
  isVerified,
  type PeopleAccount,
  type PeopleAddress,
  type PortalUser,
  type SalesRepSummary,
  type SessionUser,
  type UserModel,
  withDefaultSelections,
  workingAccountId,
} from "../../../lib/accounts/users.ts";
import type { Db } from "../../db/client.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import {
  accountAddresses,
  accountContacts,
  authUsers,
  customerAccounts,
  memberships,
  salesRepAccounts,
  salesReps,
  userProfiles,
} from "./schema.ts";

type Membership = typeof memberships.$inferSelect;
export type MembershipRow = Membership & { scopeName: string; territory: string };

const accountSummary = {
  id: customerAccounts.id,
  name: customerAccounts.name,
  city: customerAccounts.city,
  state: customerAccounts.state,
};

/** The memberships of one user, with the name of the account or sales rep each is for. */
export async function membershipsOf(db: Db, userId: string): Promise<MembershipRow[]> {
  const rows = await db
    .select({
      membership: memberships,
      accountName: customerAccounts.name,
      salesRepName: salesReps.name,
      territory: salesReps.territory,
    })
    .from(memberships)
    .leftJoin(customerAccounts, eq(customerAccounts.id, memberships.accountId))
    .leftJoin(salesReps, eq(salesReps.id, memberships.salesRepId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), sql`coalesce(${memberships.accountId}, ${memberships.salesRepId})`);
  return rows.map((r) => ({
    ...r.membership,
    scopeName: r.accountName ?? r.salesRepName ?? "",
    territory: r.territory ?? "",
  }));
}

/** The accounts assigned to a sales rep record, by name. */
export async function assignedAccountsOf(db: Db, salesRepId: string): Promise<AccountSummary[]> {
  return db
    .select(accountSummary)
    .from(salesRepAccounts)
    .innerJoin(customerAccounts, eq(customerAccounts.id, salesRepAccounts.accountId))
    .where(eq(salesRepAccounts.salesRepId, salesRepId))
    .orderBy(asc(customerAccounts.name), asc(customerAccounts.id));
}

/**
 * API-62: the people and addresses of one account, if `reach` (a condition on the account's id from
 * scope.ts) lets the caller see it; the session user's own working account needs no further reach.
 */
export async function peopleOf(
  db: DbOrTx,
  accountId: string,
  reach?: (accountIdColumn: typeof customerAccounts.id) => SQL,
): Promise<{ peopleAccount: PeopleAccount; peopleAddresses: PeopleAddress[] } | null> {
  const [account] = await db
    .select({ id: customerAccounts.id, name: customerAccounts.name })
    .from(customerAccounts)
    .where(and(eq(customerAccounts.id, accountId), reach?.(customerAccounts.id)));
  if (!account) return null;
  const [contacts, addresses] = await Promise.all([
    db
      .select()
      .from(accountContacts)
      .where(eq(accountContacts.accountId, accountId))
      .orderBy(asc(accountContacts.lname), asc(accountContacts.fname)),
    db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId))
      .orderBy(asc(accountAddresses.kind), asc(accountAddresses.name)),
  ]);
  return {
    peopleAccount: {
      accountId: account.id,
      name: account.name,
      contacts: contacts.map(({ accountId: _a, ...contact }) => contact),
    },
    peopleAddresses: addresses,
  };
}

/**
 * The user model of USER-25 with its derived flags, computed on the server. A connection counts
 * only once it is approved (status active) and the address is verified: a registration cannot make
 * someone a verified distributor before they prove the mailbox is theirs.
 */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [person] = await db
    .select({ profile: userProfiles, email: authUsers.email, emailVerified: authUsers.emailVerified })
    .from(userProfiles)
    .innerJoin(authUsers, eq(authUsers.id, userProfiles.userId))
    .where(eq(userProfiles.userId, userId));
  if (!person) return null;
  const { profile } = person;
  const all = await membershipsOf(db, userId);
  const counted = all.filter((m) => m.status === "active" && person.emailVerified);
  const accountMemberships = counted.filter((m) => m.accountId !== null);
  const repMemberships = counted.filter((m) => m.salesRepId !== null);

  const stored = {
    customerType: profile.customerType,
    accountIds: accountMemberships.map((m) => m.accountId as string),
    selectedAccountId: profile.selectedAccountId,
    salesRepIds: repMemberships.map((m) => m.salesRepId as string),
    selectedSalesRepId: profile.selectedSalesRepId,
    assignedAccountIds: [] as string[],
    selectedAssignedAccountId: profile.selectedAssignedAccountId,
  };
  // The assigned accounts depend on the sales rep: find the rep first, then apply every default to
  // the stored selection at once (a pass without the assigned accounts would drop their selection).
  const { selectedSalesRepId } = withDefaultSelections(stored);
  const assignedAccounts =
    profile.customerType === "representative" && selectedSalesRepId
      ? await assignedAccountsOf(db, selectedSalesRepId)
      : [];
  const selection = withDefaultSelections({
    ...stored,
    assignedAccountIds: assignedAccounts.map((a) => a.id),
  });

  const governing =
    profile.customerType === "distributor"
      ? accountMemberships.find((m) => m.accountId === selection.selectedAccountId)
      : profile.customerType === "representative"
        ? repMemberships.find((m) => m.salesRepId === selection.selectedSalesRepId)
        : undefined;

  const working = workingAccountId(selection);
  const people = working ? await peopleOf(db, working) : null;
  const accountNames = await accountSummaries(db, selection.accountIds);

  const model: UserModel = {
    userId,
    email: person.email,
    fname: profile.fname,
    lname: profile.lname,
    phone: profile.phone,
    role: governing?.role === "admin" ? "admin" : null,
    access: (governing?.access ?? []).filter((a): a is AccessRight => a === "cart"),
    ...selection,
    emailVerified: person.emailVerified,
    pendingAdmin: governing?.pendingAdmin ?? false,
    pendingRepInfo: all.some((m) => m.status === "pending"),
    peopleAccount: people?.peopleAccount ?? null,
    peopleAddresses: people?.peopleAddresses ?? [],
  };
  return {
    ...model,
    verified: isVerified(model),
    cartAccess: hasCartAccess(model),
    pending: isPending(model),
    workingAccountId: working,
    accounts: accountNames,
    salesReps: repMemberships.map(
      (m): SalesRepSummary => ({ id: m.salesRepId as string, name: m.scopeName, territory: m.territory }),
    ),
    assignedAccounts,
    pendingConnections: all
      .filter((m) => m.status === "pending")
      .map((m) => ({
        kind: m.accountId ? ("account" as const) : ("salesRep" as const),
        id: (m.accountId ?? m.salesRepId) as string,
        name: m.scopeName,
      })),
  };
}

async function accountSummaries(db: Db, ids: string[]): Promise<AccountSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(accountSummary)
    .from(customerAccounts)
    .where(inArray(customerAccounts.id, ids));
  // Keep the order of the ids (membership order), which the default selection follows.
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/**
 * API-52: members of accounts and sales rep records, active and pending, in one query: those the
 * `where` condition selects (composed by the caller from scope.ts, so the admin's reach is part of it).
 */
export async function portalUsersWhere(db: DbOrTx, where: SQL): Promise<PortalUser[]> {
  const rows = await db
    .select({
      membership: memberships,
      profile: userProfiles,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
    })
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.userId, memberships.userId))
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .where(where)
    .orderBy(sql`${memberships.status} desc`, asc(userProfiles.lname), asc(userProfiles.fname));
  return rows.map(({ membership, profile, email, emailVerified }) => ({
    userId: profile.userId,
    email,
    fname: profile.fname,
    lname: profile.lname,
    customerType: profile.customerType,
    emailVerified,
    role: membership.role === "admin" ? "admin" : null,
    access: membership.access.filter((a): a is AccessRight => a === "cart"),
    pendingAdmin: membership.pendingAdmin,
    pendingRepInfo: membership.status === "pending",
    scope: membership.accountId
      ? { kind: "account" as const, id: membership.accountId }
      : { kind: "salesRep" as const, id: membership.salesRepId as string },
    createdAt: membership.createdAt.toISOString(),
  }));
}

/** Whether a customer account exists; the start-up check of the configured fallback account (AMB-35). */
export async function customerAccountExists(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  return row !== undefined;
}
