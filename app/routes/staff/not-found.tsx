import { data } from "react-router";
import { requireStaffPage, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/not-found";

/**
 * `/staff/*` not matched by a console page: the console's 404 inside its frame (the menu stays), for
 * a signed-in staff member; anyone else is sent to the staff sign-in, as for every console address.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "dashboard.read");
  throw data("No such console page.", { status: 404 });
}

export const headers = staffPageHeaders;

export default function StaffNotFound() {
  return null;
}
