import { eq } from "drizzle-orm";
import type { SignInBody } from "../../../lib/accounts/user-contract.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { AppError } from "../../errors.ts";
import type { AccountsDeps } from "./deps.ts";
import { sessionUser } from "./find-caller.ts";
import type { ClientRequest, IssuedSession } from "./identity.ts";
import { userProfiles } from "./schema.ts";
import { isActiveStaffEmail } from "./staff-sign-in.ts";

/**
 * Sign-in with email and password, for the sign-in page and the API alike: the identity service
 * checks the password behind its limits and issues the session; the sign-in is recorded (API-58).
 */
export async function signIn(
  deps: AccountsDeps,
  client: ClientRequest,
  body: SignInBody,
): Promise<{ user: SessionUser; session: IssuedSession }> {
  // Issue 33: a staff member signs in at /staff; here their address is refused as a wrong password is.
  if (await isActiveStaffEmail(deps, body.email)) {
    await deps.guards.beforeSignIn(client, body.email);
    throw new AppError("UNAUTHENTICATED", "Invalid email or password.");
  }
  const session = await deps.identity.signIn(client, body);
  const user = await recordLogin(deps, await sessionUser(deps, session.userId));
  return { user, session };
}

/** API-58: records that the caller signed in through the identity service; answers the user. */
export async function recordLogin({ db }: AccountsDeps, caller: SessionUser): Promise<SessionUser> {
  await db
    .update(userProfiles)
    .set({ lastLoginAt: new Date() })
    .where(eq(userProfiles.userId, caller.userId));
  return caller;
}
