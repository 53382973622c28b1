import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AppError } from "../../errors.ts";
import type { AccountsDeps, ScopeHint } from "./deps.ts";
import { customerAccounts, salesReps } from "./schema.ts";
import { reachedAccount, reachedSalesRep, type ScopeTarget } from "./scope.ts";

/** The account or sales rep an admin call is about: the one named, else the caller's working one. */
export function targetOf(caller: SessionUser, hint: ScopeHint): ScopeTarget | null {
  if (hint.accountId) return { kind: "account", id: hint.accountId };
  if (hint.salesRepId) return { kind: "salesRep", id: hint.salesRepId };
  if (caller.customerType === "representative" && caller.selectedSalesRepId) {
    return { kind: "salesRep", id: caller.selectedSalesRepId };
  }
  if (caller.customerType === "distributor" && caller.selectedAccountId) {
    return { kind: "account", id: caller.selectedAccountId };
  }
  return null;
}

/**
 * SEC-06…08: the account or sales rep record the caller administers, looked up with the admin's
 * reach in the query (scope.ts): one they do not administer is not found, a 404.
 */
export async function administeredTarget(
  { db }: AccountsDeps,
  caller: SessionUser,
  hint: ScopeHint,
): Promise<ScopeTarget> {
  const target = targetOf(caller, hint);
  if (target?.kind === "account") {
    const [row] = await db
      .select({ id: customerAccounts.id })
      .from(customerAccounts)
      .where(and(eq(customerAccounts.id, target.id), reachedAccount(customerAccounts.id, caller, "admin")));
    if (row) return { kind: "account", id: row.id };
    throw new AppError("NOT_FOUND", "Account not found");
  }
  if (target?.kind === "salesRep") {
    const [row] = await db
      .select({ id: salesReps.id })
      .from(salesReps)
      .where(and(eq(salesReps.id, target.id), reachedSalesRep(salesReps.id, caller, "admin")));
    if (row) return { kind: "salesRep", id: row.id };
    throw new AppError("NOT_FOUND", "Sales rep not found");
  }
  throw new AppError("NOT_FOUND", "Account not found");
}
