import { Link } from "react-router";
import { customerTypeLabels } from "../../../lib/accounts/account-forms.ts";
import { type StaffUserRow, staffUsersQuery } from "../../../lib/staff/accounts.ts";
import { getPageContext } from "../../context.ts";
import { auditTime } from "../../features/staff/AuditTrail.tsx";
import {
  type Column,
  DataTable,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/users";

/** `/staff/users` (issue 33 item 2): customer service searches the portal's users. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "accounts.read");
  const parsed = staffUsersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : staffUsersQuery.parse({});
  const page = await getPageContext(context).accounts.staff.searchUsers(query);
  return { page, query: { q: query.q ?? "", status: query.status ?? "", sort: query.sort, dir: query.dir } };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Users");
}

const columns: Column<StaffUserRow>[] = [
  {
    key: "name",
    label: "Name",
    sort: "name",
    render: (row) => (
      <Link
        to={`/staff/users/${encodeURIComponent(row.userId)}`}
        className="font-semibold text-brand-navy underline"
      >
        {row.name}
      </Link>
    ),
  },
  {
    key: "email",
    label: "Email",
    sort: "email",
    render: (row) => row.email,
  },
  { key: "type", label: "Type", sort: "type", render: (row) => customerTypeLabels[row.customerType] },
  { key: "accounts", label: "Accounts", render: (row) => row.accounts.join(", ") || "—" },
  {
    key: "status",
    label: "Status",
    render: (row) =>
      row.lockedAt ? <span className="font-semibold text-brand-red">Locked</span> : <span>Active</span>,
  },
  {
    key: "lastLogin",
    label: "Last sign-in",
    sort: "lastLogin",
    render: (row) => (row.lastLoginAt ? auditTime(row.lastLoginAt) : "Never"),
  },
];

export default function StaffUsers({ loaderData }: Route.ComponentProps) {
  const { page, query } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Users"
        intro="People who sign in to the portal, by name, email or account. Open one to lock, unlock or send a password reset."
      />
      <div className="space-y-4">
        <ListFilters label="Search users">
          <FilterField label="Search" id="users-q">
            <input
              id="users-q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder="Name, email, account"
              className={`${filterInputClass} w-64 max-w-full`}
            />
          </FilterField>
          <FilterField label="Status" id="users-status">
            <select id="users-status" name="status" defaultValue={query.status} className={filterInputClass}>
              <option value="">Any</option>
              <option value="locked">Locked</option>
              <option value="unlocked">Not locked</option>
            </select>
          </FilterField>
        </ListFilters>
        <DataTable
          caption="Users"
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.userId}
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          sort={query.sort ?? "name"}
          dir={query.dir ?? "asc"}
          csvHref="/api/staff/users"
          empty={
            query.q || query.status ? "No user matches these filters." : "There are no portal users yet."
          }
        />
      </div>
    </>
  );
}
