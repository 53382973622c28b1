import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { namedWorkingAccount, workingAccountScope } from "../accounts/index.ts";
import { accountNotFound, type InvoicesDeps, noInvoiceAccess } from "./deps.ts";

/**
 * How invoices, credit memos, RMAs and payments reach the caller (decision 005): those of the caller's
 * working account (USER-23, SEC-10), and only while the caller reaches it. Every query carries the
 * condition, so another account's invoice is simply not found (404).
 */

/**
 * USER-10: the invoices are shown to those who may buy for the account: cart access as the cart
 * defines it (`caller.cartAccess`); refused (403) before anything is read.
 */
export function requireInvoiceAccess(caller: SessionUser): void {
  if (!caller.cartAccess) throw noInvoiceAccess();
}

/** The working account, checked against an id the request names (API-42's path): any other is 404. */
export function workingAccount(deps: InvoicesDeps, caller: SessionUser, hint?: string): string {
  return namedWorkingAccount(caller, deps.fallbackAccountId, accountNotFound, hint);
}

/** The condition on a table's `account_id`: the caller's working account, which the caller reaches. */
export function ownRows(deps: InvoicesDeps, caller: SessionUser, column: AnyPgColumn): SQL {
  return workingAccountScope(column, caller, deps.fallbackAccountId);
}

/**
 * One document of the account named in the path (an invoice, a credit memo, an RMA, for its PDF):
 * cart access (403), the path's account the working account (404), then `read`, which scopes its
 * query with `ownRows`; nothing found is `notFound` (404).
 */
export async function ownDocument<T>(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  read: () => Promise<T[]>,
  notFound: () => Error,
): Promise<T> {
  requireInvoiceAccess(caller);
  workingAccount(deps, caller, accountId);
  const [row] = await read();
  if (!row) throw notFound();
  return row;
}
