import { redirect } from "react-router";
import { getPageContext } from "../../context.ts";
import { readForm } from "../../page-errors.ts";
import type { Route } from "./+types/logout";

/** Issue 33: the console's sign-out (a form post): the session ends and the staff sign-in is next. */
export async function action({ request, context }: Route.ActionArgs) {
  const { identity, clientIp } = getPageContext(context);
  await readForm(request);
  const cookies = await identity.signOut({ headers: request.headers, ip: clientIp });
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect("/staff/login", { headers });
}

export async function loader() {
  return redirect("/staff");
}
