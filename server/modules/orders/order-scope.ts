import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { namedWorkingAccount, workingAccountScope } from "../accounts/index.ts";
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
 * The condition on `orders`: of the caller's working account, which the caller reaches. The accounts
 * module's scope (architecture rule 6), written once for every account-scoped query: the fallback
 * account of the configuration (USER-23, AMB-35) is reached by no one who is not its member.
 */
export function ownOrders(deps: Pick<OrdersDeps, "fallbackAccountId">, caller: SessionUser): SQL {
  return workingAccountScope(orders.accountId, caller, deps.fallbackAccountId);
}

/** The condition on `orders`: this order, of the caller's working account. */
export function ownOrder(deps: OrdersDeps, caller: SessionUser, orderId: string): SQL {
  return and(eq(orders.id, orderId), ownOrders(deps, caller)) as SQL;
}

/** How an order names the person: "Ben Buyer", else the address. */
export function personName(caller: SessionUser): string {
  return `${caller.fname} ${caller.lname}`.trim() || caller.email;
}
