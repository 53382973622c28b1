import { Form } from "react-router";
import type { StaffAccountDetail, StaffSalesRep } from "../../../../lib/staff/accounts.ts";
import { failureOf, type StaffActionAnswer } from "../staff-action.ts";
import { FailureMessage, inputClass, Panel, primaryButton, secondaryButton } from "./StaffForm.tsx";

/**
 * The account's sales reps: each with their territory (the US states they cover, editable here) and
 * a way to take them off the account; and a picker to assign another rep.
 */
export function AccountReps({
  account,
  salesReps,
  answer,
}: {
  account: StaffAccountDetail;
  salesReps: StaffSalesRep[];
  answer: StaffActionAnswer | undefined;
}) {
  const assigned = new Set(account.reps.map((r) => r.id));
  const available = salesReps.filter((r) => !assigned.has(r.id));
  const failure =
    failureOf(answer, "assign-rep") ?? failureOf(answer, "unassign-rep") ?? failureOf(answer, "territory");
  const nearby = available.filter((r) => account.state && r.states.includes(account.state));
  return (
    <Panel id="reps" title="Sales reps" count={account.reps.length}>
      <FailureMessage failure={failure} />
      {account.reps.length === 0 ? (
        <p className="text-sm text-slate-600">No sales rep is assigned to this account.</p>
      ) : (
        <ul className="space-y-3">
          {account.reps.map((rep) => (
            <li key={rep.id} className="rounded border border-slate-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="min-w-0 text-sm">
                  <span className="font-semibold">{rep.name}</span> ({rep.id})
                  <span className="block break-all text-slate-600">{rep.email}</span>
                </p>
                <Form method="post">
                  <input type="hidden" name="salesRepId" value={rep.id} />
                  <button type="submit" name="intent" value="unassign-rep" className={secondaryButton}>
                    Remove {rep.name}
                  </button>
                </Form>
              </div>
              <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
                <input type="hidden" name="salesRepId" value={rep.id} />
                <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-slate-700">
                  {`Territory of ${rep.name} (state codes)`}
                  <input
                    name="states"
                    defaultValue={rep.states.join(" ")}
                    className={`${inputClass} sm:w-72`}
                    placeholder="OH MI IN"
                  />
                </label>
                <button type="submit" name="intent" value="territory" className={secondaryButton}>
                  Save territory
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && (
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2 border-t border-slate-200 pt-4">
          <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold text-slate-700">
            Assign a sales rep
            <select name="salesRepId" className={inputClass} defaultValue={nearby[0]?.id ?? available[0]?.id}>
              {available.map((rep) => (
                <option key={rep.id} value={rep.id}>
                  {rep.name} ({rep.states.join(" ") || "no territory"})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="intent" value="assign-rep" className={primaryButton}>
            Assign
          </button>
        </Form>
      )}
    </Panel>
  );
}
