import { and, eq, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { namedWorkingAccount, reachedAccount } from "../accounts/index.ts";
import { accountNotFound, noOrderAccess, type OrdersDeps } from "./deps.ts";
import { orders } from "./schema.ts";

/**
 * How orders reach the caller's account (decision 005): the orders of the caller's working account,
 * and only while the caller reaches it. Every order query carries the condition, so another account's
 * order is simply not found (404).
 */

/** USER-10: orders are the cart bought; refused (403) before anything is read without cart access. */
export function requireOrderAccess(caller: SessionUser): void {
  if (!caller.cartAccess) throw noOrderAccess();
}

/** The working account, checked against an id the request names: any other is 404. */
export function workingAccount(
  deps: Pick<OrdersDeps, "fallbackAccountId">,
  caller: SessionUser,
  hint?: string,
): string {
  return namedWorkingAccount(caller, deps.fallbackAccountId, accountNotFound, hint);
}

/**
 * The condition on `orders`: of the caller's working account, which the caller reaches. The reach is
 * tested on the account id itself, not row by row: the same condition as workingAccountScope, which
 * the planner evaluates once, so an account's 10,000 orders are read through its (created_at, id)
 * index a page at a time instead of being joined to the memberships and sorted.
 */
export function ownOrders(deps: Pick<OrdersDeps, "fallbackAccountId">, caller: SessionUser): SQL {
  const accountId = workingAccount(deps, caller);
  return sql`${orders.accountId} = ${accountId} and ${reachedAccount(sql`${accountId}::text`, caller)}`;
}

/** The condition on `orders`: this order, of the caller's working account. */
export function ownOrder(deps: OrdersDeps, caller: SessionUser, orderId: string): SQL {
  return and(eq(orders.id, orderId), ownOrders(deps, caller)) as SQL;
}

/** How an order names the person: "Ben Buyer", else the address. */
export function personName(caller: SessionUser): string {
  return `${caller.fname} ${caller.lname}`.trim() || caller.email;
}
