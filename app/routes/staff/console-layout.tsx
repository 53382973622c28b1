import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
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

/** The frame's title, which a failed page shows (a page's own meta names it otherwise). */
export function meta({ error }: Route.MetaArgs) {
  const status = isRouteErrorResponse(error) ? error.status : error ? 500 : 200;
  const title =
    status === 403 ? "Not for your role" : status === 404 ? "Not found" : status === 200 ? "" : "Error";
  return [
    { title: title ? `${title} | Staff console` : "Staff console" },
    { name: "robots", content: "noindex" },
  ];
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffChrome {...loaderData}>
      <Outlet />
    </StaffChrome>
  );
}

/**
 * A console page's failure (issue 33 item 7): a 403 says the role does not open it, a 404 that it is
 * gone. When the frame's own loader answered (a child page failed), the failure shows inside the
 * frame, with the menu; when the frame itself failed, on its own.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const frame = useRouteLoaderData<typeof loader>("routes/staff/console-layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, text] =
    status === 403
      ? ["Not for your role", "Your staff role does not open this page."]
      : status === 404
        ? ["Not found", "This page or record does not exist."]
        : status === 400
          ? ["Not a valid request", "The address or the form had something the console cannot read."]
          : ["Something went wrong", "Something went wrong on our side. Please try again."];
  const body = (
    <div className="max-w-3xl py-6" data-testid="staff-error" data-status={status}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <p className="mt-6">
        <a href="/staff" className="font-semibold text-brand-navy underline">
          Back to the dashboard
        </a>
      </p>
    </div>
  );
  if (frame) return <StaffChrome {...frame}>{body}</StaffChrome>;
  return <main className="mx-auto max-w-3xl px-4 py-6">{body}</main>;
}
