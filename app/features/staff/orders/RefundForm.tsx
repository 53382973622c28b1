import { Form, useActionData, useNavigation } from "react-router";
import { formatCents } from "../../../../lib/shared/money.ts";
import type { StaffAttempt } from "../../../../lib/staff/orders-contract.ts";
import { filterInputClass } from "../DataTable.tsx";
import type { StaffFormAnswer } from "../staff-form-action.ts";
import { staffButtonClass, staffCardClass } from "./staff-format.ts";

const labelClass = "flex flex-col gap-1 text-sm font-semibold text-slate-700";

/**
 * Issue 33 item 4: record a refund (returned through the provider) or a credit memo to the account
 * against this payment, up to what is left of it. The amount is typed in dollars and sent in cents.
 */
export function RefundForm({ attempt }: { attempt: StaffAttempt }) {
  const answer = useActionData<StaffFormAnswer>();
  const navigation = useNavigation();
  const left = attempt.amountCents - attempt.refundedCents;
  if (attempt.status !== "approved" || left <= 0) return null;
  return (
    <section aria-labelledby="refund-title" className={staffCardClass}>
      <h2 id="refund-title" className="text-lg font-semibold text-slate-900">
        Record a refund or credit
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Up to {formatCents(left)} is left. A credit memo goes to the account's invoices and statement.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-semibold text-slate-700">Record as</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="refund" defaultChecked /> Refund to the payer
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="credit-memo" /> Credit memo to the account
          </label>
        </fieldset>
        <div className="grid gap-3">
          <label className={labelClass}>
            Amount (USD)
            <input
              name="amount"
              required
              inputMode="decimal"
              pattern="\d+(\.\d{1,2})?"
              defaultValue={(left / 100).toFixed(2)}
              className={filterInputClass}
            />
          </label>
          <label className={labelClass}>
            Provider refund reference (optional)
            <input name="providerReference" maxLength={100} className={filterInputClass} />
          </label>
        </div>
        <label className={labelClass}>
          Reason
          <input name="reason" required minLength={3} maxLength={500} className={filterInputClass} />
        </label>
        <button type="submit" className={staffButtonClass} disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Recording…" : "Record"}
        </button>
        {answer &&
          (answer.ok ? (
            <p role="status" className="text-sm font-semibold text-green-800">
              {answer.message}
            </p>
          ) : (
            <p role="alert" className="text-sm font-semibold text-brand-red">
              {answer.error}
            </p>
          ))}
      </Form>
    </section>
  );
}
