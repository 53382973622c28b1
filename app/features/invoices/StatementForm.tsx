import { type FormEvent, useId, useState } from "react";
import { defaultStatementRange, statementRangeProblem } from "../../../lib/invoices/statement.ts";
import { FormField } from "../accounts/FormField.tsx";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { statementHref } from "./invoices-api.ts";

/** Today as a UTC day, the day the server files payments and due dates under. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Starts a download of `href` (the server answers it as an attachment): the page stays where it is. */
function download(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Issue 32 #4: the account statement for a range of days, downloaded as PDF or CSV: opening balance,
 * invoices, payments and credits with a running balance, closing balance and ageing. The range
 * defaults to the last 90 days; From after To (or a date that is not one) is said under the field
 * and nothing is downloaded.
 */
export function StatementForm({ accountId, today = todayUtc() }: { accountId: string; today?: string }) {
  const id = useId();
  const [range, setRange] = useState(() => defaultStatementRange(today));
  const [error, setError] = useState<{ field: "from" | "to"; text: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const format = submitter?.value === "csv" ? "csv" : "pdf";
    const problem = statementRangeProblem(range.from, range.to);
    if (problem) {
      setError({ field: problem === "Enter a valid To date." ? "to" : "from", text: problem });
      return;
    }
    setError(null);
    download(statementHref(accountId, format, range));
  }

  const change = (field: "from" | "to") => (event: { currentTarget: HTMLInputElement }) => {
    const value = event.currentTarget.value;
    setRange((r) => ({ ...r, [field]: value }));
    setError(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass} data-testid="statement-form">
      <h3 id={`${id}-title`} className="text-lg font-bold text-brand-navy">
        Account statement
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Opening balance, every invoice, payment and credit in the period with a running balance, the closing
        balance and the ageing of what is open (0–30, 31–60, 61–90 and over 90 days past due).
      </p>
      <form className="mt-3 flex flex-wrap items-start gap-3" noValidate onSubmit={submit}>
        <FormField
          name="from"
          label="From"
          type="date"
          required
          value={range.from}
          max={range.to || undefined}
          onChange={change("from")}
          error={error?.field === "from" ? error.text : undefined}
          className="w-full min-[420px]:w-44"
        />
        <FormField
          name="to"
          label="To"
          type="date"
          required
          value={range.to}
          min={range.from || undefined}
          onChange={change("to")}
          error={error?.field === "to" ? error.text : undefined}
          className="w-full min-[420px]:w-44"
        />
        <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:pt-6">
          <button type="submit" name="format" value="pdf" className={secondaryButton}>
            Download PDF
          </button>
          <button type="submit" name="format" value="csv" className={secondaryButton}>
            Download CSV
          </button>
        </div>
      </form>
    </section>
  );
}
