import { Form } from "react-router";
import type { StaffAccountDetail } from "../../../../lib/staff/accounts.ts";
import { failureOf, type StaffActionAnswer } from "../staff-action.ts";
import { FailureMessage, Field, inputClass, secondaryButton } from "./StaffForm.tsx";

/** The account's credit terms and credit limit, changed by customer service (with an entry each time). */
export function AccountTermsForm({
  account,
  answer,
}: {
  account: StaffAccountDetail;
  answer: StaffActionAnswer | undefined;
}) {
  const failure = failureOf(answer, "terms");
  const errors = failure?.fieldErrors ?? {};
  const limit = account.creditLimitCents === null ? "" : String(account.creditLimitCents / 100);
  return (
    <details className="mt-4 border-t border-slate-200 pt-3" open={failure ? true : undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-navy">
        Change terms and limit
      </summary>
      <FailureMessage failure={failure} />
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="terms-days" label="Credit terms (days)" error={errors.creditTermsDays}>
          <input
            id="terms-days"
            name="creditTermsDays"
            inputMode="numeric"
            placeholder="Empty: card or ACH"
            defaultValue={failure?.values.creditTermsDays ?? account.creditTermsDays ?? ""}
            className={inputClass}
            aria-invalid={errors.creditTermsDays ? true : undefined}
            aria-describedby={errors.creditTermsDays ? "terms-days-error" : undefined}
          />
        </Field>
        <Field id="terms-limit" label="Credit limit (USD)" error={errors.creditLimit}>
          <input
            id="terms-limit"
            name="creditLimit"
            inputMode="decimal"
            placeholder="Empty: none set"
            defaultValue={failure?.values.creditLimit ?? limit}
            className={inputClass}
            aria-invalid={errors.creditLimit ? true : undefined}
            aria-describedby={errors.creditLimit ? "terms-limit-error" : undefined}
          />
        </Field>
        <button type="submit" name="intent" value="terms" className={secondaryButton}>
          Save terms
        </button>
      </Form>
    </details>
  );
}
