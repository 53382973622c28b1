import { Link } from "react-router";
import { type StaffAccountRow, staffAccountsQuery, usStateCodes } from "../../../lib/staff/accounts.ts";
import { getPageContext } from "../../context.ts";
import {
  type Column,
  DataTable,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/accounts";

/** `/staff/accounts` (issue 33 item 2): customer service searches every customer account. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "accounts.read");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = staffAccountsQuery.safeParse(params);
  // A hand-edited address with a bad filter lists as if unfiltered rather than failing the page.
  const query = parsed.success ? parsed.data : staffAccountsQuery.parse({});
  const page = await getPageContext(context).accounts.staff.searchAccounts(query);
  return { page, query: { q: query.q ?? "", state: query.state ?? "", sort: query.sort, dir: query.dir } };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Accounts");
}

const columns: Column<StaffAccountRow>[] = [
  {
    key: "number",
    label: "Account",
    sort: "number",
    render: (row) => (
      <Link
        to={`/staff/accounts/${encodeURIComponent(row.id)}`}
        className="font-semibold text-brand-navy underline"
      >
        {row.id}
      </Link>
    ),
  },
  { key: "name", label: "Name", sort: "name", render: (row) => row.name },
  { key: "city", label: "City", sort: "city", render: (row) => row.city ?? "—" },
  { key: "state", label: "State", sort: "state", render: (row) => row.state ?? "—" },
  { key: "zip", label: "Billing ZIP", sort: "zip", render: (row) => row.billingZip },
  {
    key: "terms",
    label: "Terms",
    render: (row) => (row.creditTermsDays ? `Net ${row.creditTermsDays}` : "Card/ACH"),
  },
  { key: "members", label: "Members", numeric: true, render: (row) => row.members },
  {
    key: "pending",
    label: "Pending",
    numeric: true,
    render: (row) =>
      row.pending > 0 ? <span className="font-semibold text-brand-red">{row.pending}</span> : row.pending,
  },
];

export default function StaffAccounts({ loaderData }: Route.ComponentProps) {
  const { page, query } = loaderData;
  const filtered = query.q !== "" || query.state !== "";
  return (
    <>
      <StaffPageHeader
        title="Accounts"
        intro="Customer accounts by number, name, city, state or billing ZIP. Open one for its people, terms, reps and history."
        actions={
          <Link
            to="/staff/accounts/new"
            className="rounded bg-brand-green px-3 py-2 text-sm font-semibold text-white hover:opacity-90"
          >
            New account
          </Link>
        }
      />
      <div className="space-y-4">
        <ListFilters label="Search accounts">
          <FilterField label="Search" id="accounts-q">
            <input
              id="accounts-q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder="Number, name, city, ZIP"
              className={`${filterInputClass} w-64 max-w-full`}
            />
          </FilterField>
          <FilterField label="State" id="accounts-state">
            <select id="accounts-state" name="state" defaultValue={query.state} className={filterInputClass}>
              <option value="">Any</option>
              {usStateCodes.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FilterField>
        </ListFilters>
        <DataTable
          caption="Accounts"
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          sort={query.sort ?? "number"}
          dir={query.dir ?? "asc"}
          csvHref="/api/staff/accounts"
          empty={filtered ? "No account matches these filters." : "There are no customer accounts yet."}
        />
      </div>
    </>
  );
}
