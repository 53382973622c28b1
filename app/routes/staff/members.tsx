import { useActionData, useSearchParams } from "react-router";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { staffRoleLabels, staffRoles } from "../../../lib/staff/contract.ts";
import { type StaffMemberRow, staffMembersQuery } from "../../../lib/staff/members.ts";
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
import { InviteMemberForm, MemberActions, MemberRole } from "../../features/staff/MemberForms.tsx";
import { type MemberActionDone, memberAction } from "../../features/staff/member-actions.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { When } from "../../features/staff/When.tsx";
import type { Route } from "./+types/members";

/**
 * `/staff/members` (issue 33 item 1, staff.manage: administrators): the staff with role, status,
 * authenticator and last sign-in; invite, change a role, deactivate or reactivate, reset an
 * authenticator app. Each change is one accounts use case, audited in its transaction.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context, "staff.manage");
  const query = listQueryOf(request, staffMembersQuery);
  const page = await getPageContext(context).accounts.listStaffMembers(query);
  return { page, selfId: staff.userId, sort: query.sort ?? "name", dir: query.dir ?? "asc" };
}

export const action = ({ request, context }: Route.ActionArgs) => memberAction(request, context);

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Staff");
}

function columnsFor(selfId: string): Column<StaffMemberRow>[] {
  return [
    {
      key: "name",
      label: "Name",
      sort: "name",
      render: (m) => (
        <span className="block min-w-[10rem]">
          <span className="font-semibold text-slate-900">{m.name}</span>
          <span className="block text-xs text-slate-600">{m.email}</span>
        </span>
      ),
    },
    {
      key: "role",
      label: "Role",
      sort: "role",
      render: (m) => <MemberRole member={m} self={m.userId === selfId} />,
    },
    {
      key: "status",
      label: "Status",
      render: (m) => (
        <span className="block whitespace-nowrap">
          {m.active ? (
            <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
              Active
            </span>
          ) : (
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              Deactivated
            </span>
          )}
          <span className="mt-1 block text-xs text-slate-600">
            Authenticator {m.authenticator ? "set up" : "not set up"}
          </span>
        </span>
      ),
    },
    {
      key: "lastSignIn",
      label: "Last sign-in",
      sort: "lastSignIn",
      render: (m) =>
        m.lastSignInAt ? <When iso={m.lastSignInAt} /> : <span className="text-slate-600">Never</span>,
    },
    {
      key: "actions",
      label: "Actions",
      render: (m) => <MemberActions member={m} self={m.userId === selfId} />,
    },
  ];
}

export default function StaffMembers({ loaderData }: Route.ComponentProps) {
  const { page, selfId, sort, dir } = loaderData;
  const answer = useActionData<typeof action>() as MemberActionDone | FormFailure | undefined;
  const [params] = useSearchParams();
  const filtered = ["q", "role", "status"].some((key) => params.get(key));
  const inviteFailure = answer && !answer.ok && answer.values.email !== undefined ? answer : null;
  return (
    <>
      <StaffPageHeader
        title="Staff"
        intro="The manufacturer's people in the console. A deactivated member is signed out at once; every change here is in the audit log."
      />
      <div className="space-y-4">
        {answer?.ok && (
          <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900">
            {answer.message}
          </p>
        )}
        {answer && !answer.ok && answer.alert && (
          <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {answer.alert.title}
          </p>
        )}
        <InviteMemberForm failure={inviteFailure} />
        <ListFilters label="Filter the staff">
          <FilterField label="Search" id="members-q">
            <input
              id="members-q"
              name="q"
              type="search"
              defaultValue={params.get("q") ?? ""}
              placeholder="Name or email"
              className={`${filterInputClass} w-56 max-w-full`}
            />
          </FilterField>
          <FilterField label="Role" id="members-role">
            <select
              id="members-role"
              name="role"
              defaultValue={params.get("role") ?? ""}
              className={filterInputClass}
            >
              <option value="">Any</option>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabels[role]}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Status" id="members-status">
            <select
              id="members-status"
              name="status"
              defaultValue={params.get("status") ?? ""}
              className={filterInputClass}
            >
              <option value="">Any</option>
              <option value="active">Active</option>
              <option value="inactive">Deactivated</option>
            </select>
          </FilterField>
        </ListFilters>
        <DataTable
          caption="Staff members"
          columns={columnsFor(selfId)}
          rows={page.rows}
          rowKey={(m) => m.userId}
          total={page.total}
          page={page.page}
          pageSize={page.pageSize}
          sort={sort}
          dir={dir}
          csvHref="/api/staff/members"
          empty={filtered ? "No staff member matches these filters." : "No staff members yet."}
        />
      </div>
    </>
  );
}
