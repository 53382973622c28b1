import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AccountsDeps, userNotFound } from "./deps.ts";
import { loadSessionUser } from "./user-model.ts";

/** The user model of a signed-in user (USER-25), with its derived flags. */
export async function sessionUser({ db }: AccountsDeps, userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, userId);
  if (!user) throw userNotFound();
  return user;
}

/** The signed-in user of a request (cookie or bearer token), or null for a guest. */
export async function findCaller(
  { db, identity }: AccountsDeps,
  headers: Headers,
): Promise<SessionUser | null> {
  // A request without any credential is a guest: no session lookup, no query.
  if (!headers.get("cookie") && !headers.get("authorization")) return null;
  const userId = await identity.sessionUserId(headers);
  return userId ? loadSessionUser(db, userId) : null;
}
