import { Form, useNavigation } from "react-router";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { type StaffRole, staffRoleLabels, staffRoles } from "../../../lib/staff/contract.ts";
import type { StaffMemberRow } from "../../../lib/staff/members.ts";
import { filterInputClass } from "./DataTable.tsx";

const buttonClass =
  "rounded border border-slate-300 bg-white px-2.5 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-50";

function RoleOptions() {
  return staffRoles.map((role) => (
    <option key={role} value={role}>
      {staffRoleLabels[role]}
    </option>
  ));
}

/** Inviting a staff member: name, email, role; they are mailed a link to choose a password. */
export function InviteMemberForm({ failure }: { failure: FormFailure | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  const field = (name: string) => failure?.fieldErrors[name];
  return (
    <Form
      method="post"
      className="rounded border border-slate-200 bg-white p-4"
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title" className="text-base font-semibold text-slate-900">
        Invite a staff member
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        They get a mail with a link to choose a password, and set up an authenticator app at their first
        sign-in.
      </p>
      <input type="hidden" name="intent" value="invite" />
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {(
          [
            ["name", "Name", "text"],
            ["email", "Email", "email"],
          ] as const
        ).map(([name, label, type]) => (
          <div key={name} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`invite-${name}`} className="text-sm font-semibold text-slate-700">
              {label}
            </label>
            <input
              id={`invite-${name}`}
              name={name}
              type={type}
              required
              autoComplete="off"
              defaultValue={failure?.values[name] ?? ""}
              aria-invalid={field(name) ? true : undefined}
              aria-describedby={field(name) ? `invite-${name}-error` : undefined}
              className={`${filterInputClass} w-64 max-w-full`}
            />
            {field(name) && (
              <p id={`invite-${name}-error`} className="text-sm text-brand-red">
                {field(name)}
              </p>
            )}
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <label htmlFor="invite-role" className="text-sm font-semibold text-slate-700">
            Role
          </label>
          <select
            id="invite-role"
            name="role"
            defaultValue={failure?.values.role ?? "customer-service"}
            className={filterInputClass}
          >
            <RoleOptions />
          </select>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand-navy px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
        >
          {busy ? "Inviting…" : "Send invitation"}
        </button>
      </div>
    </Form>
  );
}

/** One hidden-field form with a button: a change of one member. */
function MemberButton({ member, intent, label }: { member: StaffMemberRow; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={member.userId} />
      <button type="submit" className={buttonClass} aria-label={`${label}: ${member.name}`}>
        {label}
      </button>
    </Form>
  );
}

/** A member's role, changeable unless it is the administrator's own. */
export function MemberRole({ member, self }: { member: StaffMemberRow; self: boolean }) {
  if (self) return <span>{staffRoleLabels[member.role]}</span>;
  return (
    <Form method="post" className="flex items-center gap-1.5">
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={member.userId} />
      <label htmlFor={`role-${member.userId}`} className="sr-only">
        Role of {member.name}
      </label>
      <select
        id={`role-${member.userId}`}
        name="role"
        defaultValue={member.role satisfies StaffRole}
        className={`${filterInputClass} py-1`}
      >
        <RoleOptions />
      </select>
      <button type="submit" className={buttonClass} aria-label={`Change the role of ${member.name}`}>
        Change
      </button>
    </Form>
  );
}

/** A member's actions: deactivate or reactivate, reset the authenticator (not on oneself's row). */
export function MemberActions({ member, self }: { member: StaffMemberRow; self: boolean }) {
  if (self) return <span className="text-sm text-slate-600">You</span>;
  return (
    <div className="flex flex-wrap gap-1.5">
      {member.active ? (
        <MemberButton member={member} intent="deactivate" label="Deactivate" />
      ) : (
        <MemberButton member={member} intent="reactivate" label="Reactivate" />
      )}
      {member.authenticator && (
        <MemberButton member={member} intent="reset-authenticator" label="Reset authenticator" />
      )}
    </div>
  );
}
