import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import {
  type AccessRight,
  type AccountSummary,
  hasCartAccess,
  isPending,
  isVerified,
  noOrderLimit,
  type OrderLimit,
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
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import {
  accountAddresses,
  accountContacts,
  authUsers,
  customerAccounts,
  memberships,
  userProfiles,
} from "./schema.ts";

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
      // #32.1: the address book's default first, so checkout opens with it.
      .orderBy(asc(accountAddresses.kind), desc(accountAddresses.isDefault), asc(accountAddresses.name)),
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

const accountSummaryJson = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});

/** One person with everything the session model is computed from, as the statement below answers it. */
const personRow = z.object({
  user_id: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  fname: z.string(),
  lname: z.string(),
  phone: z.string().nullable(),
  customer_type: z.enum(["basic", "distributor", "representative"]),
  selected_account_id: z.string().nullable(),
  selected_sales_rep_id: z.string().nullable(),
  selected_assigned_account_id: z.string().nullable(),
  session_expires_at: z.coerce.date().nullable(),
  memberships: z.array(
    z.object({
      accountId: z.string().nullable(),
      salesRepId: z.string().nullable(),
      status: z.enum(["active", "pending"]),
      role: z.enum(["admin", "member"]),
      access: z.array(z.string()),
      pendingAdmin: z.boolean(),
      scopeName: z.string(),
      territory: z.string(),
      account: accountSummaryJson.nullable(),
    }),
  ),
  assigned: z.array(accountSummaryJson.extend({ salesRepId: z.string() })),
  people: z
    .object({
      accountId: z.string(),
      name: z.string(),
      contacts: z.array(
        z.object({
          id: z.string(),
          fname: z.string(),
          lname: z.string(),
          email: z.string(),
          phone: z.string().nullable(),
          title: z.string().nullable(),
        }),
      ),
      addresses: z.array(
        z.object({
          id: z.string(),
          accountId: z.string(),
          kind: z.enum(["billing", "shipping"]),
          name: z.string(),
          address1: z.string(),
          address2: z.string().nullable(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
          country: z.string(),
        }),
      ),
    })
    .nullable(),
});
type PersonRow = z.infer<typeof personRow>;

/**
 * The person `where` selects, in one statement (issue 17: the session model was 6 statements): the
 * profile and address, every membership with its account's or sales rep's name, the accounts assigned
 * to their active sales rep records, and the people and addresses of the working account: the stored
 * selection where it still holds, else the default withDefaultSelections picks (the first membership,
 * the rep's first assigned account by name), the same choice made in SQL. `session` joins the session
 * row (alias s) when the person is found by a session token.
 */
function personStatement(where: SQL, session?: SQL): SQL {
  return sql`
    select p.user_id, u.email, u.email_verified, p.fname, p.lname, p.phone, p.customer_type,
      p.selected_account_id, p.selected_sales_rep_id, p.selected_assigned_account_id,
      ${session ? sql`s.expires_at` : sql`null::timestamptz`} as session_expires_at,
      coalesce((
        select json_agg(json_build_object(
          'accountId', m.account_id, 'salesRepId', m.sales_rep_id, 'status', m.status, 'role', m.role,
          'access', m.access, 'pendingAdmin', m.pending_admin,
          'scopeName', coalesce(ca.name, sr.name, ''), 'territory', coalesce(sr.territory, ''),
          'account', case when ca.id is null then null
            else json_build_object('id', ca.id, 'name', ca.name, 'city', ca.city, 'state', ca.state) end
        ) order by m.created_at, coalesce(m.account_id, m.sales_rep_id))
        from memberships m
        left join customer_accounts ca on ca.id = m.account_id
        left join sales_reps sr on sr.id = m.sales_rep_id
        where m.user_id = p.user_id
      ), '[]'::json) as memberships,
      case when p.customer_type = 'representative' then coalesce((
        select json_agg(json_build_object(
          'salesRepId', sra.sales_rep_id, 'id', ca.id, 'name', ca.name, 'city', ca.city, 'state', ca.state
        ) order by ca.name, ca.id)
        from memberships m
        join sales_rep_accounts sra on sra.sales_rep_id = m.sales_rep_id
        join customer_accounts ca on ca.id = sra.account_id
        where m.user_id = p.user_id and m.status = 'active'
      ), '[]'::json) else '[]'::json end as assigned,
      (
        select json_build_object(
          'accountId', ca.id, 'name', ca.name,
          'contacts', coalesce((
            select json_agg(json_build_object(
              'id', c.id, 'fname', c.fname, 'lname', c.lname, 'email', c.email, 'phone', c.phone, 'title', c.title
            ) order by c.lname, c.fname)
            from account_contacts c where c.account_id = ca.id
          ), '[]'::json),
          'addresses', coalesce((
            select json_agg(json_build_object(
              'id', a.id, 'accountId', a.account_id, 'kind', a.kind, 'name', a.name, 'address1', a.address1,
              'address2', a.address2, 'city', a.city, 'state', a.state, 'zip', a.zip, 'country', a.country
            ) order by a.kind, a.name)
            from account_addresses a where a.account_id = ca.id
          ), '[]'::json)
        )
        from customer_accounts ca
        where ca.id = case p.customer_type
          when 'distributor' then (
            select m.account_id from memberships m
            where m.user_id = p.user_id and m.status = 'active' and m.account_id is not null and u.email_verified
            order by m.account_id = p.selected_account_id desc, m.created_at, m.account_id limit 1)
          when 'representative' then (
            select sra.account_id from sales_rep_accounts sra
            join customer_accounts a on a.id = sra.account_id
            where sra.sales_rep_id = (
              select m.sales_rep_id from memberships m
              where m.user_id = p.user_id and m.status = 'active' and m.sales_rep_id is not null and u.email_verified
              order by m.sales_rep_id = p.selected_sales_rep_id desc, m.created_at, m.sales_rep_id limit 1)
            order by sra.account_id = p.selected_assigned_account_id desc, a.name, a.id limit 1)
          else p.selected_account_id end
      ) as people
    from user_profiles p
    join auth_users u on u.id = p.user_id
    ${session ?? sql``}
    where ${where}`;
}

/**
 * The user model of USER-25 with its derived flags, computed on the server. A connection counts
 * only once it is approved (status active) and the address is verified: a registration cannot make
 * someone a verified distributor before they prove the mailbox is theirs.
 */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [person] = await selectRows(db, personStatement(sql`p.user_id = ${userId}`), personRow);
  return person ? sessionModel(db, person) : null;
}

/**
 * The signed-in person of a session token, with the session's expiry (for its refresh), in one
 * statement; null when no unexpired session has that token.
 */
export async function loadSessionUserByToken(
  db: Db,
  token: string,
): Promise<{ user: SessionUser; sessionExpiresAt: Date } | null> {
  const [person] = await selectRows(
    db,
    personStatement(
      sql`true`,
      sql`join auth_sessions s on s.user_id = p.user_id and s.token = ${token} and s.expires_at > now()`,
    ),
    personRow,
  );
  if (!person?.session_expires_at) return null;
  return { user: await sessionModel(db, person), sessionExpiresAt: person.session_expires_at };
}

async function sessionModel(db: Db, person: PersonRow): Promise<SessionUser> {
  const all = person.memberships;
  const counted = all.filter((m) => m.status === "active" && person.email_verified);
  const accountMemberships = counted.filter((m) => m.accountId !== null);
  const repMemberships = counted.filter((m) => m.salesRepId !== null);

  const stored = {
    customerType: person.customer_type,
    accountIds: accountMemberships.map((m) => m.accountId as string),
    selectedAccountId: person.selected_account_id,
    salesRepIds: repMemberships.map((m) => m.salesRepId as string),
    selectedSalesRepId: person.selected_sales_rep_id,
    assignedAccountIds: [] as string[],
    selectedAssignedAccountId: person.selected_assigned_account_id,
  };
  // The assigned accounts depend on the sales rep: find the rep first, then apply every default to
  // the stored selection at once (a pass without the assigned accounts would drop their selection).
  const { selectedSalesRepId } = withDefaultSelections(stored);
  const assignedAccounts: AccountSummary[] =
    person.customer_type === "representative" && selectedSalesRepId
      ? person.assigned
          .filter((a) => a.salesRepId === selectedSalesRepId)
          .map(({ salesRepId: _, ...account }) => account)
      : [];
  const selection = withDefaultSelections({
    ...stored,
    assignedAccountIds: assignedAccounts.map((a) => a.id),
  });

  const governing =
    person.customer_type === "distributor"
      ? accountMemberships.find((m) => m.accountId === selection.selectedAccountId)
      : person.customer_type === "representative"
        ? repMemberships.find((m) => m.salesRepId === selection.selectedSalesRepId)
        : undefined;

  const working = workingAccountId(selection);
  // The statement chose the working account as the selection rules do; were they ever to differ, the
  // working account's people are read on their own rather than shown for the wrong account.
  const people =
    working === null
      ? null
      : person.people?.accountId === working
        ? {
            peopleAccount: {
              accountId: person.people.accountId,
              name: person.people.name,
              contacts: person.people.contacts,
            },
            peopleAddresses: person.people.addresses,
          }
        : await peopleOf(db, working);
  const accountNames = accountMemberships.flatMap((m) => (m.account ? [m.account] : []));

  const model: UserModel = {
    userId: person.user_id,
    email: person.email,
    fname: person.fname,
    lname: person.lname,
    phone: person.phone,
    role: governing?.role === "admin" ? "admin" : null,
    access: (governing?.access ?? []).filter((a): a is AccessRight => a === "cart"),
    ...selection,
    emailVerified: person.email_verified,
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
    orderLimit: orderLimitOfRow(membership),
    createdAt: membership.createdAt.toISOString(),
  }));
}

/** #32.2: a membership's order limit as the portal names it. */
export function orderLimitOfRow(row: {
  orderLimitKind: "none" | "amount" | "always";
  orderLimitCents: number | null;
}): OrderLimit {
  if (row.orderLimitKind === "amount" && row.orderLimitCents !== null) {
    return { kind: "amount", cents: row.orderLimitCents };
  }
  return row.orderLimitKind === "always" ? { kind: "always" } : noOrderLimit;
}

/**
 * #32.2: the order limit of a person's active membership of an account (none for an admin, or
 * without a membership: a representative ordering for an assigned account has no limit here).
 */
export async function orderLimitOf(db: DbOrTx, userId: string, accountId: string): Promise<OrderLimit> {
  const [row] = await db
    .select({
      role: memberships.role,
      orderLimitKind: memberships.orderLimitKind,
      orderLimitCents: memberships.orderLimitCents,
    })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.accountId, accountId),
        eq(memberships.status, "active"),
      ),
    );
  if (!row || row.role === "admin") return noOrderLimit;
  return orderLimitOfRow(row);
}

/** Whether a customer account exists; the start-up check of the configured fallback account (AMB-35). */
export async function customerAccountExists(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  return row !== undefined;
}
