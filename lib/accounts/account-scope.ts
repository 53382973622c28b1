import type { UserModel } from "./users.ts";
import { workingAccountId } from "./users.ts";

/**
 * USER-23, CONST-40, AMB-35: the account an account-scoped call works for. The selected (or, for a
 * representative, the assigned) account; when none is selected, the fallback account from
 * configuration; with no fallback configured, none: the caller then refuses the call with
 * `noAccountMessage` instead of reaching some account's data through a constant.
 */
export function accountForScopedCall(
  user: Pick<UserModel, "customerType" | "selectedAccountId" | "selectedAssignedAccountId">,
  fallbackAccountId: string | undefined,
): string | null {
  return workingAccountId(user) ?? fallbackAccountId ?? null;
}
