import { useId, useState } from "react";
import { toast } from "sonner";
import type { CreditMemo, Invoice } from "../../../lib/invoices/contract.ts";
import { amountToCents, centsToAmount } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { ServiceApiError } from "../../service-call.ts";
import { primaryButton, secondaryButton } from "../accounts/styles.ts";
import { invoicesApi } from "./invoices-api.ts";

/** What the buyer entered for one invoice, checked as the server will (issue 32 #4). */
function problemOf(typed: string, invoice: Invoice): string | null {
  const cents = amountToCents(typed);
  if (cents === null) return "Enter an amount in dollars, like 50.00";
  if (cents <= 0) return "Enter an amount of more than $0.00";
  if (cents > invoice.InvoiceBalance)
    return `That is more than the balance of ${formatCents(invoice.InvoiceBalance)}`;
  return null;
}

/**
 * Issue 32 #4: an open credit memo applied to one or more of the account's unpaid invoices: each
 * chosen invoice takes an amount (what is left of the memo, up to its balance, unless the buyer enters
 * less); together at most the memo's balance. The server decides under row locks; its refusal is shown
 * in its words, and the list is read again after it applied.
 */
export function ApplyCredit({
  memo,
  invoices,
  onApplied,
}: {
  memo: CreditMemo;
  invoices: Invoice[];
  onApplied: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unpaid = invoices.filter((invoice) => invoice.status !== "Paid" && !invoice.paymentInProgress);
  if (memo.status !== "Open" || memo.balanceCents <= 0) return null;

  const entries = unpaid.filter((invoice) => chosen[invoice.id] !== undefined);
  const problems = Object.fromEntries(
    entries.flatMap((invoice) => {
      const problem = problemOf(chosen[invoice.id] ?? "", invoice);
      return problem ? [[invoice.id, problem]] : [];
    }),
  ) as Record<string, string>;
  const totalCents = entries.reduce(
    (sum, invoice) => sum + (amountToCents(chosen[invoice.id] ?? "") ?? 0),
    0,
  );
  const tooMuch = totalCents > memo.balanceCents;

  function toggle(invoice: Invoice) {
    setChosen((c) => {
      const next = { ...c };
      if (next[invoice.id] !== undefined) delete next[invoice.id];
      else {
        const used = Object.entries(next).reduce((sum, [, v]) => sum + (amountToCents(v) ?? 0), 0);
        next[invoice.id] = centsToAmount(
          Math.max(0, Math.min(invoice.InvoiceBalance, memo.balanceCents - used)),
        );
      }
      return next;
    });
  }

  async function apply() {
    if (busy || entries.length === 0 || Object.keys(problems).length > 0 || tooMuch) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await invoicesApi.applyCreditMemo(memo.id, {
        allocations: entries.map((invoice) => ({ invoiceId: invoice.id, amount: chosen[invoice.id] })),
      });
      toast.success(`Credit memo ${memo.number}: ${formatCents(answer.appliedCents)} applied`);
      setOpen(false);
      setChosen({});
      onApplied();
    } catch (failure) {
      setError(
        failure instanceof ServiceApiError && failure.serverText
          ? failure.serverText
          : "The credit could not be applied. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className={secondaryButton}
        onClick={() => setOpen(true)}
        disabled={unpaid.length === 0}
        title={unpaid.length === 0 ? "No unpaid invoices to apply it to" : undefined}
      >
        Apply to invoices<span className="sr-only"> ({memo.number})</span>
      </button>
    );
  }
  return (
    <fieldset
      className="col-span-full mt-2 space-y-3 rounded border border-slate-200 bg-slate-50 p-3"
      data-testid="apply-credit"
    >
      <legend className="px-1 text-sm font-semibold text-brand-navy">
        Apply {memo.number} ({formatCents(memo.balanceCents)} left)
      </legend>
      <ul className="space-y-2">
        {unpaid.map((invoice) => (
          <CreditInvoiceRow
            key={invoice.id}
            id={`${id}-${invoice.id}`}
            invoice={invoice}
            typed={chosen[invoice.id]}
            problem={problems[invoice.id]}
            busy={busy}
            onToggle={() => toggle(invoice)}
            onChange={(value) => setChosen((c) => ({ ...c, [invoice.id]: value }))}
          />
        ))}
      </ul>
      {tooMuch && (
        <p className="text-sm text-brand-red">
          Together that is more than the {formatCents(memo.balanceCents)} left on this credit memo.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-brand-red">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryButton}
          onClick={() => void apply()}
          disabled={busy || entries.length === 0 || Object.keys(problems).length > 0 || tooMuch}
        >
          {busy ? "Applying…" : `Apply ${formatCents(totalCents)}`}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}

/** One unpaid invoice the memo may credit: chosen or not, and the amount to apply to it. */
function CreditInvoiceRow({
  id,
  invoice,
  typed,
  problem,
  busy,
  onToggle,
  onChange,
}: {
  id: string;
  invoice: Invoice;
  typed: string | undefined;
  problem: string | undefined;
  busy: boolean;
  onToggle: () => void;
  onChange: (value: string) => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <label className="flex min-w-0 flex-1 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={typed !== undefined}
          onChange={onToggle}
          disabled={busy}
        />
        <span className="break-words">
          {invoice.Invoice}{" "}
          <span className="text-slate-500">(balance {formatCents(invoice.InvoiceBalance)})</span>
        </span>
      </label>
      {typed !== undefined && (
        <span className="flex flex-col">
          <label htmlFor={id} className="sr-only">
            Credit to apply to {invoice.Invoice}
          </label>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            className="h-11 w-36 rounded border border-slate-300 bg-white px-2 text-right tabular-nums"
            value={typed}
            onChange={(event) => onChange(event.target.value)}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          {problem && (
            <span id={`${id}-problem`} className="text-brand-red">
              {problem}
            </span>
          )}
        </span>
      )}
    </li>
  );
}
