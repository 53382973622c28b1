import { useEffect, useId, useState } from "react";
import type { PaymentHistoryEntry } from "../../../lib/invoices/statement.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { formatDay } from "./invoice-pay.ts";
import { invoicesApi } from "./invoices-api.ts";

type History =
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "ready";
      entries: PaymentHistoryEntry[];
      nextCursor: string | null;
      more: "idle" | "loading" | "error";
    };

const kindWords: Record<PaymentHistoryEntry["kind"], string> = {
  "invoice-payment": "Invoice payment",
  "payment-on-account": "Payment on account",
  "credit-applied": "Credit applied",
};

const methodWords = { card: "Card", ach: "ACH" } as const;

/** One entry: what it was, when, its reference and method, the amount, and the invoices it paid. */
function HistoryRow({ entry }: { entry: PaymentHistoryEntry }) {
  const credit = entry.kind === "credit-applied";
  return (
    <li className="space-y-1 p-3 text-sm" data-testid="payment-history-row" data-kind={entry.kind}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0">
          <span
            className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${credit ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
          >
            {kindWords[entry.kind]}
          </span>
          <span className="break-words font-medium text-slate-800">
            {credit ? `Credit memo ${entry.reference}` : entry.reference}
          </span>
        </span>
        <span className="font-semibold tabular-nums text-slate-900">{formatCents(entry.amountCents)}</span>
      </div>
      <p className="text-slate-600">
        {formatDay(entry.at.slice(0, 10))}
        {entry.method && ` · ${methodWords[entry.method]}`}
        {entry.feeCents > 0 &&
          ` · ${formatCents(entry.feeCents)} ${entry.kind === "invoice-payment" ? "surcharge" : "fee"}, ${formatCents(entry.amountCents + entry.feeCents)} charged`}
      </p>
      {entry.invoices.length > 0 && (
        <ul
          className="text-slate-700 sm:max-w-md"
          aria-label={credit ? "Invoices credited" : "Invoices paid"}
        >
          {entry.invoices.map((invoice) => (
            <li key={invoice.invoiceId} className="flex justify-between gap-3 tabular-nums">
              <span>
                {credit ? "Credited to" : "Paid"} invoice{" "}
                <span className="whitespace-nowrap">{invoice.number}</span>
              </span>
              <span>{formatCents(invoice.amountCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {entry.kind === "payment-on-account" && (
        <p className="text-slate-600">
          On account, not applied to an invoice{entry.note ? `: ${entry.note}` : ""}
        </p>
      )}
      {credit && entry.note && <p className="text-xs text-slate-500">{entry.note}</p>}
    </li>
  );
}

/**
 * Issue 32 #4: the account's payment history, newest first, ten at a time: invoice payments with the
 * invoices they paid and how much each took, payments on account, and credit memo applications as
 * their own kind of entry. `version` changes after a payment or a credit: the list is read again.
 */
export function PaymentHistory({ accountId, version }: { accountId: string; version: number }) {
  const id = useId();
  const [state, setState] = useState<History>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `attempt` read it again
  useEffect(() => {
    let current = true;
    invoicesApi
      .paymentHistory(accountId)
      .then(
        (page) =>
          current &&
          setState({ status: "ready", entries: page.entries, nextCursor: page.nextCursor, more: "idle" }),
      )
      .catch(() => current && setState({ status: "error" }));
    return () => {
      current = false;
    };
  }, [accountId, version, attempt]);

  async function showMore() {
    if (state.status !== "ready" || !state.nextCursor) return;
    setState({ ...state, more: "loading" });
    try {
      const page = await invoicesApi.paymentHistory(accountId, state.nextCursor);
      setState((s) =>
        s.status === "ready"
          ? {
              status: "ready",
              entries: [...s.entries, ...page.entries],
              nextCursor: page.nextCursor,
              more: "idle",
            }
          : s,
      );
    } catch {
      setState((s) => (s.status === "ready" ? { ...s, more: "error" } : s));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3" data-testid="payment-history">
      <h3 id={`${id}-title`} className="text-lg font-bold text-brand-navy">
        Payment history
      </h3>
      {state.status === "loading" && (
        <p className="text-sm text-slate-500" aria-busy="true">
          Loading payments…
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className="space-y-2 text-sm">
          <p className="text-brand-red">The payment history could not be loaded.</p>
          <button type="button" className={secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && state.entries.length === 0 && (
        <p className="text-sm text-slate-600">No payments or credits yet.</p>
      )}
      {state.status === "ready" && state.entries.length > 0 && (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {state.entries.map((entry) => (
              <HistoryRow key={entry.key} entry={entry} />
            ))}
          </ul>
          {state.more === "error" && (
            <p role="alert" className="text-sm text-brand-red">
              More payments could not be loaded.
            </p>
          )}
          {state.nextCursor && (
            <button
              type="button"
              className={secondaryButton}
              disabled={state.more === "loading"}
              onClick={() => void showMore()}
            >
              {state.more === "loading" ? "Loading…" : "Show more payments"}
            </button>
          )}
        </>
      )}
    </section>
  );
}
