import { redirect } from "react-router";
import { logoutDestination } from "../../../lib/accounts/users.ts";
import { safeRedirect } from "../../../lib/shared/redirects.ts";
import { getPageContext } from "../../context.ts";
import { readForm } from "../../page-errors.ts";
import type { Route } from "./+types/logout";

/**
 * Ends the session and clears its cookie. ROUTE-31 (AMB-16): from a path whose first segment is
 * `user` the user lands home; elsewhere they stay on the page, now signed out.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { identity, clientIp } = getPageContext(context);
  const form = await readForm(request);
  // Only a path of this site: safeRedirect refuses "//host", backslashes and the like.
  const back = safeRedirect(form.get("from"), "/");
  const cookies = await identity.signOut({ headers: request.headers, ip: clientIp });
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(logoutDestination(back) ?? back, { headers });
}

export async function loader() {
  return redirect("/");
}
