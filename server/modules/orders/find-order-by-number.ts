import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { OrdersDeps } from "./deps.ts";
import { ownOrders } from "./order-scope.ts";
import { orders } from "./schema.ts";

/**
 * An order of the caller's working account by its number, for another module that names one (a
 * warranty claim): its id, number and account, or null when the account has no such order (another
 * account's is null too). Only that it exists is told, not what it holds, so no cart access is asked.
 */
export async function findOrderByNumber(
  deps: OrdersDeps,
  caller: SessionUser,
  number: string,
): Promise<{ id: string; number: string; accountId: string } | null> {
  const [row] = await deps.db
    .select({ id: orders.id, number: orders.number, accountId: orders.accountId })
    .from(orders)
    .where(and(eq(orders.number, number), ownOrders(deps, caller)));
  return row ?? null;
}
