import { useSearchParams } from "react-router";
import { auditLogQuery } from "../../../lib/staff/audit.ts";
import type { AuditEntry } from "../../../server/modules/audit/index.ts";
import { getPageContext } from "../../context.ts";
import { AuditChange } from "../../features/staff/AuditChange.tsx";
import {
  type Column,
  DataTable,
  DateRangeFilters,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { listQueryOf } from "../../features/staff/list-query.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { When } from "../../features/staff/When.tsx";
import type { Route } from "./+types/audit";

/**
 * `/staff/audit` (issue 33 item 6, audit.read): the one searchable log of every staff action, newest
 * first: text, kind of object, dates; each entry's before and after on request; CSV of what the
 * search finds. Read only: no page or call changes the log.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "audit.read");
  const query = listQueryOf(request, auditLogQuery);
  const { audit } = getPageContext(context);
  const [page, objectTypes] = await Promise.all([audit.search(query), audit.objectTypes()]);
  return { page, objectTypes, dir: query.dir ?? "desc" };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Audit log");
}

const columns: Column<AuditEntry>[] = [
  {
    key: "at",
    label: "When",
    sort: "at",
    render: (e) => <When iso={e.at} />,
  },
  {
    key: "who",
    label: "Who",
    render: (e) => (
      <span className="block">
        {e.staffName}
        <span className="block text-xs text-slate-600">{e.staffEmail}</span>
        <span className="block text-xs text-slate-500">from {e.ip}</span>
      </span>
    ),
  },
  {
    key: "what",
    label: "What",
    render: (e) => (
      <span className="block min-w-[12rem]">
        {e.summary}
        <span className="block font-mono text-xs text-slate-600">{e.action}</span>
      </span>
    ),
  },
  {
    key: "object",
    label: "Object",
    render: (e) => (
      <span className="block">
        {e.objectType}
        <span className="block max-w-[8rem] truncate font-mono text-xs text-slate-600" title={e.objectId}>
          {e.objectId}
        </span>
      </span>
    ),
  },
  { key: "change", label: "Change", render: (e) => <AuditChange before={e.before} after={e.after} /> },
];

export default function StaffAuditLog({ loaderData }: Route.ComponentProps) {
  const { page, objectTypes, dir } = loaderData;
  const [params] = useSearchParams();
  const filtered = ["q", "objectType", "from", "to"].some((key) => params.get(key));
  return (
    <>
      <StaffPageHeader
        title="Audit log"
        intro="Every staff action, who made it, when and from which address, with what changed. Entries cannot be edited or removed."
      />
      <div className="space-y-4">
        <ListFilters label="Search the audit log">
          <FilterField label="Search" id="audit-q">
            <input
              id="audit-q"
              name="q"
              type="search"
              defaultValue={params.get("q") ?? ""}
              placeholder="Who, action, object, summary"
              className={`${filterInputClass} w-64 max-w-full`}
            />
          </FilterField>
          <FilterField label="Object type" id="audit-type">
            <select
              id="audit-type"
              name="objectType"
              defaultValue={params.get("objectType") ?? ""}
              className={filterInputClass}
            >
              <option value="">Any</option>
              {objectTypes.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </FilterField>
          <DateRangeFilters
            idPrefix="audit"
            from={params.get("from") ?? undefined}
            to={params.get("to") ?? undefined}
          />
        </ListFilters>
        <DataTable
          caption="Audit log entries"
          columns={columns}
          rows={page.rows}
          rowKey={(e) => e.id}
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          sort="at"
          dir={dir}
          csvHref="/api/staff/audit"
          empty={filtered ? "No entry matches these filters." : "No staff action has been recorded yet."}
        />
      </div>
    </>
  );
}
