import { useRouteLoaderData } from "react-router";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { requireStaffPage, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/dashboard";
import type { loader as layoutLoader } from "./console-layout.tsx";

/** `/staff` (issue 33 item 7): the console's start page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context, "dashboard.read");
  return { name: staff.name };
}

export const headers = staffPageHeaders;

export function meta() {
  return [{ title: "Dashboard | Staff console" }, { name: "robots", content: "noindex" }];
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  const frame = useRouteLoaderData<typeof layoutLoader>("routes/staff/console-layout");
  return (
    <>
      <StaffPageHeader title="Dashboard" intro={`Signed in as ${loaderData.name}.`} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {(frame?.nav ?? [])
          .flatMap((group) => group.items)
          .filter((item) => item.to !== "/staff")
          .map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                className="block rounded border border-slate-200 bg-white p-4 font-semibold text-brand-navy hover:border-brand-navy"
              >
                {item.label}
              </a>
            </li>
          ))}
      </ul>
    </>
  );
}
