import { Form, Link } from "react-router";
import { formatCents } from "../../../../lib/shared/money.ts";
import type { StaffAccountDetail, StaffMember } from "../../../../lib/staff/accounts.ts";
import { ScrollRegion } from "../ScrollRegion.tsx";
import { failureOf, type StaffActionAnswer } from "../staff-action.ts";
import { dangerButton, FailureMessage, inputClass, Panel, primaryButton } from "./StaffForm.tsx";

function orderLimit(member: StaffMember): string {
  if (member.orderLimitKind === "always") return "Every order approved";
  if (member.orderLimitKind === "amount" && member.orderLimitCents !== null)
    return `Up to ${formatCents(member.orderLimitCents)}`;
  return "No limit";
}

function status(member: StaffMember): string {
  if (member.lockedAt) return "Locked";
  if (member.status === "pending") return "Pending registration";
  return member.pendingAdmin ? "Active, asks for admin" : "Active";
}

/**
 * The account's members with their rights, and (while the account has no active administrator)
 * the pending registrations customer service verifies or refuses.
 */
export function AccountMembers({
  account,
  answer,
}: {
  account: StaffAccountDetail;
  answer: StaffActionAnswer | undefined;
}) {
  const pending = account.members.filter((m) => m.status === "pending");
  const failure = failureOf(answer, "verify") ?? failureOf(answer, "refuse");
  return (
    <Panel id="members" title="Members" count={account.members.length}>
      {account.members.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody works for this account in the portal yet.</p>
      ) : (
        <ScrollRegion label="Members and their rights">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Members and their rights</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Name
                </th>
                <th scope="col" className="py-1 pr-3">
                  Role
                </th>
                <th scope="col" className="py-1 pr-3">
                  Access
                </th>
                <th scope="col" className="py-1 pr-3">
                  Order limit
                </th>
                <th scope="col" className="py-1">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {account.members.map((member) => (
                <tr key={member.userId}>
                  <td className="py-1.5 pr-3">
                    <Link
                      to={`/staff/users/${encodeURIComponent(member.userId)}`}
                      className="font-semibold text-brand-navy underline"
                    >
                      {member.name}
                    </Link>
                    <span className="block text-xs text-slate-600">{member.email}</span>
                  </td>
                  <td className="py-1.5 pr-3">{member.role === "admin" ? "Administrator" : "Member"}</td>
                  <td className="py-1.5 pr-3">
                    {member.access.includes("cart") ? "Orders (cart)" : "View only"}
                  </td>
                  <td className="py-1.5 pr-3">{orderLimit(member)}</td>
                  <td
                    className={`py-1.5 ${member.lockedAt || member.status === "pending" ? "font-semibold text-brand-red" : ""}`}
                  >
                    {status(member)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pending.length > 0 && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <h3 className="text-base font-semibold text-slate-900">Pending registrations</h3>
          {account.hasActiveAdmin ? (
            <p className="mt-1 text-sm text-slate-600">
              This account has an administrator, who verifies its registrations in the portal.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">
                No administrator yet: verify who works for the company, or refuse. The person is mailed either
                way.
              </p>
              <FailureMessage failure={failure} />
              <ul className="mt-3 space-y-3">
                {pending.map((member) => (
                  <li key={member.userId} className="rounded border border-slate-200 p-3">
                    <p className="text-sm font-semibold">
                      {member.name} <span className="font-normal text-slate-600">({member.email})</span>
                    </p>
                    <div className="mt-2 flex flex-wrap items-end gap-3">
                      <Form method="post" className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="userId" value={member.userId} />
                        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
                          Verify as
                          <select name="role" defaultValue="admin" className={inputClass}>
                            <option value="admin">Administrator</option>
                            <option value="member">Member</option>
                          </select>
                        </label>
                        <button type="submit" name="intent" value="verify" className={primaryButton}>
                          Verify {member.name}
                        </button>
                      </Form>
                      <Form method="post" className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="userId" value={member.userId} />
                        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
                          Reason (mailed)
                          <input name="reason" maxLength={500} className={inputClass} />
                        </label>
                        <button type="submit" name="intent" value="refuse" className={dangerButton}>
                          Refuse {member.name}
                        </button>
                      </Form>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
