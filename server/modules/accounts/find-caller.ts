import { eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AccountsDeps, userNotFound } from "./deps.ts";
import { authSessions } from "./schema.ts";
import { sessionNeedsRefresh, sessionTokenOf, sessionTokenSettings } from "./session-token.ts";
import { loadSessionUser, loadSessionUserByToken } from "./user-model.ts";

/** The user model of a signed-in user (USER-25), with its derived flags. */
export async function sessionUser({ db }: AccountsDeps, userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, userId);
  if (!user) throw userNotFound();
  return user;
}

/**
 * The signed-in user of a request (cookie or bearer token), or null for a guest: the session and the
 * person in one statement (issue 17); once a day a session in use is extended, as better-auth does.
 */
export async function findCaller({ db, auth }: AccountsDeps, headers: Headers): Promise<SessionUser | null> {
  // A request without any credential is a guest: no session lookup, no query.
  if (!headers.get("cookie") && !headers.get("authorization")) return null;
  const settings = await sessionTokenSettings(auth);
  const token = sessionTokenOf(headers, settings);
  if (!token) return null;
  const found = await loadSessionUserByToken(db, token);
  if (!found) return null;
  if (sessionNeedsRefresh(found.sessionExpiresAt, headers, settings)) {
    await db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + settings.expiresIn * 1000), updatedAt: new Date() })
      .where(eq(authSessions.token, token));
  }
  return found.user;
}
