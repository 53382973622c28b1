/**
 * USER-13: the sign-in state is checked against the identity service 200 ms after page load, so a
 * page rendered for someone who has since signed out (or in, in another tab) catches up.
 */

/** USER-13 (spec §9): the delay after page load before the sign-in state is checked. */
export const SESSION_CHECK_DELAY_MS = 200;

export const SESSION_ENDPOINT = "/api/user-service/session";

/** True when the session now belongs to someone else than the page was rendered for (or to nobody). */
export function sessionChanged(
  renderedUserId: string | null,
  session: { user: { userId: string } | null } | null | undefined,
): boolean {
  return (session?.user?.userId ?? null) !== renderedUserId;
}
