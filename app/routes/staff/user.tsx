import { Form, Link } from "react-router";
import { customerTypeLabels } from "../../../lib/accounts/account-forms.ts";
import { lockUserBody } from "../../../lib/staff/accounts.ts";
import { getPageContext } from "../../context.ts";
import { AuditTrail, auditTime } from "../../features/staff/AuditTrail.tsx";
import {
  ActionMessage,
  dangerButton,
  Field,
  inputClass,
  Panel,
  primaryButton,
  secondaryButton,
} from "../../features/staff/accounts/StaffForm.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import {
  failureOf,
  formObject,
  parseStaffForm,
  runStaffChange,
  staffForm,
  unknownIntent,
} from "../../features/staff/staff-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/user";

/** `/staff/users/:userId` (issue 33 item 2): a portal user; lock, unlock, send a password reset. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaffPage(request, context, "accounts.read");
  const modules = getPageContext(context);
  const user = await loaderCall(modules.accounts.staff.user(params.userId));
  const trail = await modules.audit.trailOf("user", user.userId);
  return { user, trail };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { form, actor, client, intent } = await staffForm(request, context, "accounts.write");
  const staff = getPageContext(context).accounts.staff;
  const userId = params.userId;
  if (intent === "lock") {
    const parsed = parseStaffForm(lockUserBody, formObject(form, ["reason"]), intent);
    if (!parsed.ok) return parsed.answer;
    return runStaffChange(context, intent, async () => {
      const locked = await staff.lockUser(actor, userId, parsed.value.reason);
      return `Locked. ${locked.sessionsEnded} open ${locked.sessionsEnded === 1 ? "session was" : "sessions were"} ended.`;
    });
  }
  if (intent === "unlock") {
    return runStaffChange(context, intent, async () => {
      await staff.unlockUser(actor, userId);
      return "Unlocked: the user can sign in again.";
    });
  }
  if (intent === "password-reset") {
    return runStaffChange(context, intent, async () => {
      const sent = await staff.sendPasswordReset(actor, client, userId);
      return `A password reset link was mailed to ${sent.email}.`;
    });
  }
  return unknownIntent(intent);
}

export const headers = staffPageHeaders;

export function meta({ loaderData: data }: Route.MetaArgs) {
  return staffMeta(`${data?.user.name ?? "User"}`);
}

export default function StaffUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, trail } = loaderData;
  const lockFailure = failureOf(actionData, "lock");
  return (
    <>
      <StaffPageHeader
        title={user.name}
        intro={
          <>
            <span className="break-all">{user.email}</span> · {customerTypeLabels[user.customerType]}
          </>
        }
      />
      <ActionMessage answer={actionData} />
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel id="profile" title="Sign-in">
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Status</dt>
              <dd className={user.lockedAt ? "font-semibold text-brand-red" : ""} data-testid="user-status">
                {user.lockedAt ? `Locked since ${auditTime(user.lockedAt)}` : "Active"}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Email verified</dt>
              <dd>{user.emailVerified ? "Yes" : "No"}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Last sign-in</dt>
              <dd>{user.lastLoginAt ? auditTime(user.lastLoginAt) : "Never"}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Open sessions</dt>
              <dd>{user.sessions}</dd>
            </div>
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">Phone</dt>
              <dd>{user.phone ?? "—"}</dd>
            </div>
          </dl>
        </Panel>
        <Panel id="actions" title="Actions">
          <div className="space-y-4">
            {user.lockedAt ? (
              <Form method="post">
                <button type="submit" name="intent" value="unlock" className={primaryButton}>
                  Unlock user
                </button>
              </Form>
            ) : (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <Field id="lock-reason" label="Reason for locking" error={lockFailure?.fieldErrors.reason}>
                    <input
                      id="lock-reason"
                      name="reason"
                      required
                      maxLength={500}
                      className={inputClass}
                      aria-invalid={lockFailure?.fieldErrors.reason ? true : undefined}
                      aria-describedby={lockFailure?.fieldErrors.reason ? "lock-reason-error" : undefined}
                    />
                  </Field>
                </div>
                <button type="submit" name="intent" value="lock" className={dangerButton}>
                  Lock user
                </button>
              </Form>
            )}
            <Form method="post">
              <button type="submit" name="intent" value="password-reset" className={secondaryButton}>
                Send password reset link
              </button>
            </Form>
            <p className="text-xs text-slate-600">
              Locking ends every open session at once and refuses sign-in until unlocked.
            </p>
          </div>
        </Panel>
      </div>
      <div className="mt-4 space-y-4">
        <Panel id="memberships" title="Accounts" count={user.memberships.length}>
          {user.memberships.length === 0 ? (
            <p className="text-sm text-slate-600">Not connected to any account or sales rep.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {user.memberships.map((m) => (
                <li key={m.accountId ?? m.salesRepId}>
                  {m.accountId ? (
                    <Link
                      to={`/staff/accounts/${encodeURIComponent(m.accountId)}`}
                      className="font-semibold text-brand-navy underline"
                    >
                      {m.accountId}
                    </Link>
                  ) : (
                    <span className="font-semibold">{m.salesRepId}</span>
                  )}{" "}
                  {m.name} · {m.role === "admin" ? "Administrator" : "Member"}
                  {m.status === "pending" ? " · pending" : ""}
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <AuditTrail entries={trail} />
      </div>
    </>
  );
}
