import { useId } from "react";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { quoteSummaryRows } from "./quote-format.ts";
import { quotePrimaryButton } from "./quote-styles.ts";

/**
 * The quote's totals, moving with the draft's quantities (issue 32 item 6: `quote` carries the
 * figures the draft gives, priced by the server's rule), with Save changes (the form's submit) and Discard changes.
 */
export function QuoteTotals({
  quote,
  dirty,
  saving,
  actionsDisabled,
  heldUntil,
  onDiscard,
}: {
  quote: Quote;
  /** The draft differs from the quote as saved. */
  dirty: boolean;
  saving: boolean;
  /** A call is under way. */
  actionsDisabled: boolean;
  /** The day the prices are held until, as the page shows dates. */
  heldUntil: string;
  onDiscard: () => void;
}) {
  const id = useId();
  return (
    <aside className="w-full space-y-4 sm:ml-auto sm:max-w-md lg:sticky lg:top-16 lg:max-w-none">
      <section
        aria-labelledby={`${id}-totals`}
        className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
        data-testid="quote-summary"
      >
        <h2 id={`${id}-totals`} className="text-lg font-bold text-brand-navy">
          Totals
        </h2>
        <dl className="space-y-2" aria-live="polite">
          {quoteSummaryRows(quote).map((row) => (
            <div
              key={row.key}
              className={`flex items-baseline justify-between gap-4 ${row.key === "total" ? "border-t border-slate-300 pt-3 text-lg" : ""} ${row.key === "subtotal" ? "border-t border-slate-200 pt-2" : ""}`}
              data-testid={`quote-summary-${row.key}`}
            >
              <dt className={`min-w-0 ${row.emphasis ? "font-bold text-slate-900" : "text-slate-600"}`}>
                {row.label}
              </dt>
              <dd
                className={`shrink-0 text-right tabular-nums ${row.emphasis ? "font-bold text-slate-900" : "text-slate-800"} ${row.key === "discount" ? "font-semibold text-brand-green" : ""}`}
              >
                {row.amount}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">
          {dirty
            ? "Totals for your changes, at the quoted prices. Save changes to keep them."
            : `Prices as quoted, held until ${heldUntil}.`}
        </p>
        <div className="space-y-2 border-t border-slate-200 pt-3">
          <button
            type="submit"
            className={`${quotePrimaryButton} w-full`}
            disabled={!dirty || actionsDisabled}
          >
            {saving ? "Saving…" : "Save changes"}
          </button>
          {dirty && (
            <button
              type="button"
              className={`${secondaryButton} h-10 w-full`}
              disabled={actionsDisabled}
              onClick={onDiscard}
            >
              Discard changes
            </button>
          )}
        </div>
      </section>
    </aside>
  );
}
