import { data, type RouterContextProvider, redirect } from "react-router";
import { roleMay, type StaffCaller, type StaffPermission } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";

/**
 * The staff member of a console page's loader or action, who must hold `permission`: without a
 * staff session the page sends them to sign in and back here; a role without the permission gets
 * the console's 403 page. The server's staff API checks the same permission again for every call.
 */
export function requireStaffPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  permission: StaffPermission,
): StaffCaller {
  const { staff } = getPageContext(context);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/staff/login?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`);
  }
  if (!roleMay(staff.role, permission)) {
    throw data("Your staff role does not open this page.", { status: 403 });
  }
  return staff;
}

/** A console page's headers: never stored by a cache, never indexed. */
export function staffPageHeaders() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** A console page's title ("Orders | Staff console"), never indexed. */
export function staffMeta(title: string) {
  return [{ title: `${title} | Staff console` }, { name: "robots", content: "noindex" }];
}
