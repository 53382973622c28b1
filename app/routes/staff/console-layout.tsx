import { isRouteErrorResponse, Outlet, useRouteError } from "react-router";
import { staffRoleLabels } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { StaffChrome } from "../../features/staff/StaffChrome.tsx";
import { navFor } from "../../features/staff/staff-nav.ts";
import { requireStaffPage, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/console-layout";

/**
 * The staff console's frame (issue 33 item 7): every /staff page inside it has a signed-in staff
 * member (else the sign-in, and back); the menu lists the pages the member's role opens.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context, "dashboard.read");
  const { config } = getPageContext(context);
  return {
    staff: { name: staff.name, email: staff.email, roleLabel: staffRoleLabels[staff.role] },
    nav: navFor(staff.role),
    brandName: config.brand.name,
  };
}

export const headers = staffPageHeaders;

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffChrome {...loaderData}>
      <Outlet />
    </StaffChrome>
  );
}

/** A console page's failure inside the frame: a 403 says the role does not open it, a 404 that it is gone. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 403
      ? "Your staff role does not open this page."
      : status === 404
        ? "This page or record does not exist."
        : "Something went wrong on our side. Please try again.";
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">
        {status === 403 ? "Not for your role" : status === 404 ? "Not found" : "Something went wrong"}
      </h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <p className="mt-6">
        <a href="/staff" className="font-semibold text-brand-navy underline">
          Back to the dashboard
        </a>
      </p>
    </main>
  );
}
