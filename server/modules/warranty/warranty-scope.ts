import type { SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { ownWithinWorkingAccount } from "../accounts/index.ts";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyClaims } from "./schema.ts";

/**
 * The claims a caller reaches: their own, within the account they work for now, which they still
 * reach. Another user's or another account's claim is then simply not found.
 */
export function claimScope(deps: Pick<WarrantyDeps, "fallbackAccountId">, caller: SessionUser): SQL {
  return ownWithinWorkingAccount(
    warrantyClaims.userId,
    warrantyClaims.accountId,
    caller,
    deps.fallbackAccountId,
  );
}
