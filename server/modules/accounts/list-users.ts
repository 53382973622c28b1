import { sql } from "drizzle-orm";
import type { PortalUser, SessionUser } from "../../../lib/accounts/users.ts";
import { administeredTarget } from "./admin-target.ts";
import type { AccountsDeps, ScopeHint } from "./deps.ts";
import { administeredMembership, membershipOf } from "./scope.ts";
import { portalUsersWhere } from "./user-model.ts";

/** API-52: the users of an account or sales rep the caller administers (SEC-06); else a 404. */
export async function listUsers(
  deps: AccountsDeps,
  caller: SessionUser,
  hint: ScopeHint,
): Promise<PortalUser[]> {
  const target = await administeredTarget(deps, caller, hint);
  return portalUsersWhere(deps.db, sql`${membershipOf(target)} and ${administeredMembership(caller)}`);
}
