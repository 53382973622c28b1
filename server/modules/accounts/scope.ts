import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AppError } from "../../errors.ts";
import { authUsers, memberships, salesRepAccounts } from "./schema.ts";

/**
 * What a caller may reach, written into the query that reads or writes account data (architecture
 * rule 6). Each function answers a condition on a column of the caller's query: an object outside
 * the caller's reach is then not found by that query, rather than found and refused afterwards, so
 * "another account's object is a 404" holds by construction. Cart, quotes, orders, invoices and the
 * portal's lists compose these conditions on their own `account_id` columns.
 *
 * Every condition is computed by the database from the memberships at the time of the query, not
 * from lists carried in the session user, so a connection declined a second ago reaches nothing.
 */

/** The caller as scoping needs them: the session's user. */
export type Caller = Pick<SessionUser, "userId" | "workingAccountId">;

/** A customer account or a sales rep record: what a membership is for. */
export type ScopeTarget = { kind: "account" | "salesRep"; id: string };

/** The kinds of reach: a member works for the account; an admin also manages its users. */
export type Reach = "member" | "admin";

function userIdOf(caller: Pick<Caller, "userId">): string {
  // A condition that lost its caller would match everything: refuse to build it (Documenso's last check).
  if (!caller.userId) throw new Error("An account scope needs a caller");
  return caller.userId;
}

/** The caller's active memberships, counted only once the address is verified (as loadSessionUser does). */
function activeMemberships(userId: string, reach: Reach): SQL {
  return sql`${memberships.userId} = ${userId} and ${memberships.status} = 'active'
    and ${reach === "admin" ? sql`${memberships.role} = 'admin'` : sql`true`}
    and exists (select 1 from ${authUsers} where ${authUsers.id} = ${memberships.userId} and ${authUsers.emailVerified})`;
}

/**
 * The ids of the customer accounts the caller reaches: those they are an active member of, and
 * (as a representative) those assigned to a sales rep record they are an active member of. An admin
 * reach counts only the accounts the caller administers directly.
 */
function accountsReachedBy(userId: string, reach: Reach): SQL {
  const direct = sql`select ${memberships.accountId} from ${memberships}
    where ${activeMemberships(userId, reach)} and ${memberships.accountId} is not null`;
  if (reach === "admin") return direct;
  return sql`${direct} union select ${salesRepAccounts.accountId} from ${salesRepAccounts}
    where ${salesRepAccounts.salesRepId} in (${salesRepsReachedBy(userId, "member")})`;
}

/** The ids of the sales rep records the caller is an active member (or admin) of. */
function salesRepsReachedBy(userId: string, reach: Reach): SQL {
  return sql`select ${memberships.salesRepId} from ${memberships}
    where ${activeMemberships(userId, reach)} and ${memberships.salesRepId} is not null`;
}

/** `column` (a customer account id) names an account the caller reaches as `reach`. */
export function reachedAccount(
  column: AnyPgColumn | SQL,
  caller: Pick<Caller, "userId">,
  reach: Reach = "member",
): SQL {
  return sql`${column} in (${accountsReachedBy(userIdOf(caller), reach)})`;
}

/** `column` (a sales rep record id) names a sales rep record the caller reaches as `reach`. */
export function reachedSalesRep(
  column: AnyPgColumn | SQL,
  caller: Pick<Caller, "userId">,
  reach: Reach = "member",
): SQL {
  return sql`${column} in (${salesRepsReachedBy(userIdOf(caller), reach)})`;
}

/** A membership row (of anyone) in an account or sales rep record the caller administers. */
export function administeredMembership(caller: Pick<Caller, "userId">): SQL {
  return sql`(${reachedAccount(memberships.accountId, caller, "admin")} or ${reachedSalesRep(memberships.salesRepId, caller, "admin")})`;
}

/** A membership row of exactly `target`. */
export function membershipOf(target: ScopeTarget): SQL {
  return target.kind === "account"
    ? sql`${memberships.accountId} = ${target.id}`
    : sql`${memberships.salesRepId} = ${target.id}`;
}

/** `column` is the caller's own user id: data that belongs to the person, not to an account. */
export function ownedBy(column: AnyPgColumn, caller: Pick<Caller, "userId">): SQL {
  return sql`${column} = ${userIdOf(caller)}`;
}

/**
 * USER-23, SEC-10, CONST-40, AMB-35: the account an account-scoped call works for. The selected
 * (for a representative, the selected assigned) account; when none is selected, the fallback account
 * of the configuration; with none configured, no account, and the call is refused. The fallback is
 * never a way around the scope: the condition below still requires the caller to reach it.
 */
export function workingAccountOf(caller: Caller, fallbackAccountId: string | undefined): string {
  const accountId = caller.workingAccountId ?? fallbackAccountId;
  if (!accountId) throw new AppError("NOT_FOUND", "No account is selected");
  return accountId;
}

/**
 * The working account of an account-scoped call that names an account (a path's or a body's id):
 * `hint`, when given, must be the working account. No working account, or any other id, is
 * `notFound` (404), even an account the caller could switch to: switching is an explicit step, so a
 * stale page never reads or writes another account's objects.
 */
export function namedWorkingAccount(
  caller: Caller,
  fallbackAccountId: string | undefined,
  notFound: () => Error,
  hint?: string,
): string {
  let accountId: string;
  try {
    accountId = workingAccountOf(caller, fallbackAccountId);
  } catch {
    throw notFound();
  }
  if (hint !== undefined && hint !== accountId) throw notFound();
  return accountId;
}

/**
 * The condition of an account-scoped query (cart, quotes, orders, invoices …): `column` is the
 * caller's working account, and an account the caller reaches. The reach is tested on the account id
 * itself, not row by row (the same condition, since the column equals it): the planner evaluates it
 * once, so an account's 10,000 orders are read through its (created_at, id) index a page at a time,
 * and a caller who does not reach the account (the fallback's outsider) has nothing read at all.
 */
export function workingAccountScope(
  column: AnyPgColumn,
  caller: Caller,
  fallbackAccountId: string | undefined,
): SQL {
  const accountId = workingAccountOf(caller, fallbackAccountId);
  return sql`${column} = ${accountId} and ${reachedAccount(sql`${accountId}::text`, caller)}`;
}

/**
 * The person's own objects within the account they work for now (issue 14: layout requests, warranty
 * claims): `userColumn` is the caller and `accountColumn` their working account, which they still
 * reach; a caller with no working account (a basic customer) reaches their objects of no account.
 */
export function ownWithinWorkingAccount(
  userColumn: AnyPgColumn,
  accountColumn: AnyPgColumn,
  caller: Caller,
  fallbackAccountId?: string | undefined,
): SQL {
  const account =
    caller.workingAccountId || fallbackAccountId
      ? workingAccountScope(accountColumn, caller, fallbackAccountId)
      : sql`${accountColumn} is null`;
  return sql`${ownedBy(userColumn, caller)} and ${account}`;
}
