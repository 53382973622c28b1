import { sql } from "drizzle-orm";
import type { PortalUser, SessionUser, UserModel } from "../../../lib/accounts/users.ts";
import { type AccountsDeps, userNotFound } from "./deps.ts";
import { memberships } from "./schema.ts";
import { administeredMembership, membershipOf, type ScopeTarget } from "./scope.ts";
import { portalUsersWhere } from "./user-model.ts";

/**
 * A member of an account or sales rep record the caller administers, found with the admin's reach
 * in the query: `target` narrows it to one account or record.
 */
export async function memberOfAdministered(
  { db }: AccountsDeps,
  caller: SessionUser,
  userId: string,
  target?: ScopeTarget,
): Promise<PortalUser> {
  const [user] = await portalUsersWhere(
    db,
    sql`${memberships.userId} = ${userId} and ${administeredMembership(caller)}
      and ${target ? membershipOf(target) : sql`true`}`,
  );
  if (!user) throw userNotFound();
  return user;
}

/** API-53: oneself, or a user of an account or sales rep the caller administers. */
export async function getUser(
  deps: AccountsDeps,
  caller: SessionUser,
  userId: string,
): Promise<UserModel | PortalUser> {
  if (userId === caller.userId) return caller;
  return memberOfAdministered(deps, caller, userId);
}
