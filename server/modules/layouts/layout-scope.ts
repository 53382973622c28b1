import type { SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { ownWithinWorkingAccount } from "../accounts/index.ts";
import { layoutRequests } from "./schema.ts";

/**
 * The requests a caller reaches: their own, within the account they work for now (issue 14 rules: the
 * user within the selected account); a basic customer's have no account. Another user's or another
 * account's request is then simply not found.
 */
export function layoutScope(caller: SessionUser): SQL {
  return ownWithinWorkingAccount(layoutRequests.userId, layoutRequests.accountId, caller);
}
