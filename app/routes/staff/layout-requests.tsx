import { Link } from "react-router";
import { layoutStatuses, layoutStatusLabels } from "../../../lib/layouts/contract.ts";
import { type StaffLayoutRow, staffLayoutListQuery } from "../../../lib/layouts/staff-contract.ts";
import { getPageContext } from "../../context.ts";
import {
  type Column,
  DataTable,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { listQueryOf } from "../../features/staff/list-query.ts";
import { ageOf, StatusBadge, StatusTabs } from "../../features/staff/QueueParts.tsx";
import { layoutTone } from "../../features/staff/queue-tones.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/layout-requests";

/** `/staff/layout-requests` (issue 33 item 3): the design team's queue, oldest waiting first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "layouts.work");
  const query = listQueryOf(request, staffLayoutListQuery);
  const list = await getPageContext(context).layouts.staffList(query);
  return {
    ...list,
    q: query.q ?? "",
    sort: query.sort ?? "createdAt",
    dir: query.sort ? (query.dir ?? "asc") : "asc",
  };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Layout requests");
}

const columns: Column<StaffLayoutRow>[] = [
  {
    key: "number",
    label: "Request",
    sort: "number",
    render: (r) => (
      <Link
        to={`/staff/layout-requests/${r.number}`}
        className="whitespace-nowrap font-semibold text-brand-navy underline"
      >
        {r.number}
      </Link>
    ),
  },
  {
    key: "status",
    label: "Status",
    render: (r) => <StatusBadge label={layoutStatusLabels[r.status]} tone={layoutTone[r.status]} />,
  },
  { key: "createdAt", label: "Age", sort: "createdAt", render: (r) => ageOf(r.createdAt) },
  {
    key: "requester",
    label: "Requester",
    render: (r) => (
      <span className="block min-w-40">
        {r.name}
        <span className="block text-xs text-slate-600">{r.company || r.email}</span>
      </span>
    ),
  },
  {
    key: "projectName",
    label: "Project",
    sort: "projectName",
    render: (r) => <span className="block min-w-48">{r.projectName}</span>,
  },
  { key: "dueDate", label: "Due", sort: "dueDate", render: (r) => r.dueDate ?? "—" },
  {
    key: "files",
    label: "Files",
    numeric: true,
    render: (r) =>
      `${r.planCount} plan${r.planCount === 1 ? "" : "s"}${r.layoutCount ? `, ${r.layoutCount} layout${r.layoutCount === 1 ? "" : "s"}` : ""}`,
  },
  {
    key: "designer",
    label: "Designer",
    render: (r) => r.assignedName ?? <span className="text-slate-500">Unassigned</span>,
  },
];

export default function LayoutRequests({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, q, sort, dir } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Layout requests"
        intro="Lighting layout requests from customers and guests. Open one to assign a designer, move it on and return the layouts."
      />
      <StatusTabs statuses={layoutStatuses} labels={layoutStatusLabels} label="Layout request status" />
      <div className="space-y-4">
        <ListFilters label="Search layout requests">
          <FilterField label="Search" id="layout-q">
            <input
              id="layout-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Number, requester, company, project"
              className={`${filterInputClass} w-72 max-w-full`}
            />
          </FilterField>
        </ListFilters>
        <DataTable
          caption="Layout requests"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.number}
          total={total}
          page={page}
          pageSize={pageSize}
          sort={sort}
          dir={dir}
          csvHref="/api/staff/layout-requests"
          empty={q ? "No layout request matches this search." : "No layout requests here."}
        />
      </div>
    </>
  );
}
