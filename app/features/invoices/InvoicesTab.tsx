import { useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import {
  type Invoice,
  type InvoicesAnswer,
  invoiceMessages,
  type PortalPayment,
} from "../../../lib/invoices/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { PaymentModal } from "../payments/PaymentModal.tsx";
import { InvoiceBalances } from "./InvoiceBalances.tsx";
import { CreditMemos, OpenRmas } from "./InvoiceDocuments.tsx";
import { InvoiceList } from "./InvoiceList.tsx";
import { formatDay, withPaid } from "./invoice-pay.ts";
import { invoicesApi } from "./invoices-api.ts";
import { PayInvoices } from "./PayInvoices.tsx";
import { PortalPaymentForm } from "./PortalPaymentForm.tsx";
import { useInvoicePayment } from "./use-invoice-payment.ts";

/** The portal tab of invoices and payments (issue 13; INV OPEN default). */
export const INVOICES_TAB = "invoices";

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; data: InvoicesAnswer; more: boolean };

/**
 * The `invoices` tab (INV-01 … INV-07, PAY-10 … PAY-12, PAY-21): the account's invoices (open and
 * overdue balances summed, overdue marked), credit memos and open RMAs with their PDFs; selected open
 * invoices paid in full by card or ACH through the hosted payment flow; and a payment on account. An
 * open invoice whose payment is in progress says so, with Resume and Abandon (issue 30).
 */
export function InvoicesTab({ accountId }: { accountId: string }) {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reads them again
  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    invoicesApi
      .list(accountId)
      .then((data) => current && setState({ status: "ready", data, more: false }))
      .catch(() => {
        if (!current) return;
        setState({ status: "error" });
        // INV OPEN default and INV-03: what failed, in the spec's words (5 s, ERR-03).
        toast.error(invoiceMessages.invoicesLoadError, { duration: 5_000 });
        toast.error(invoiceMessages.creditMemosLoadError, { duration: 5_000 });
      });
    return () => {
      current = false;
    };
  }, [accountId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /**
   * The list read again in place (issue 30: after an abandon, a payment that did not go through, a
   * refused start), keeping what the panel holds; a failure keeps the list shown.
   */
  const reload = useCallback(() => {
    invoicesApi
      .list(accountId)
      .then((data) => setState({ status: "ready", data, more: false }))
      .catch(() => toast.error(invoiceMessages.invoicesLoadError, { duration: 5_000 }));
  }, [accountId]);

  async function loadMore() {
    if (state.status !== "ready" || !state.data.nextCursor) return;
    setState({ ...state, more: true });
    try {
      const next = await invoicesApi.list(accountId, state.data.nextCursor);
      setState((s) =>
        s.status === "ready"
          ? {
              status: "ready",
              more: false,
              data: {
                ...s.data,
                invoices: [...s.data.invoices, ...next.invoices],
                nextCursor: next.nextCursor,
              },
            }
          : s,
      );
    } catch {
      setState((s) => (s.status === "ready" ? { ...s, more: false } : s));
      toast.error(invoiceMessages.invoicesLoadError, { duration: 5_000 });
    }
  }

  return (
    <div className="space-y-8" data-testid="invoices-tab">
      {state.status === "loading" && (
        <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true" data-testid="invoices-loading">
          Loading invoices…
        </p>
      )}
      {state.status === "error" && (
        <div role="alert" className={`${cardClass} space-y-2 text-sm`} data-testid="invoices-error">
          <p className="font-semibold text-brand-red">{invoiceMessages.invoicesLoadError}</p>
          <p className="font-semibold text-brand-red" data-testid="credit-memos-error">
            {invoiceMessages.creditMemosLoadError}
          </p>
          <button type="button" className={secondaryButton} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <InvoicesPanel
          accountId={accountId}
          data={state.data}
          loadingMore={state.more}
          onLoadMore={() => void loadMore()}
          onReload={reload}
          onPaid={(paid) =>
            setState((s) =>
              s.status === "ready"
                ? { ...s, data: { ...s.data, invoices: withPaid(s.data.invoices, paid) } }
                : s,
            )
          }
        />
      )}
      <PortalPayments accountId={accountId} />
    </div>
  );
}

/** The loaded invoices: balances, the list, paying the selected ones, credit memos and open RMAs. */
function InvoicesPanel({
  accountId,
  data,
  loadingMore,
  onLoadMore,
  onReload,
  onPaid,
}: {
  accountId: string;
  data: InvoicesAnswer;
  loadingMore: boolean;
  onLoadMore: () => void;
  onReload: () => void;
  onPaid: (paid: Invoice[]) => void;
}) {
  const payment = useInvoicePayment({ accountId, invoices: data.invoices, onReload, onPaid });
  return (
    <div className="space-y-8">
      <InvoiceBalances data={data} />
      <InvoiceList
        accountId={accountId}
        invoices={data.invoices}
        hasMore={Boolean(data.nextCursor)}
        loadingMore={loadingMore}
        onLoadMore={onLoadMore}
        selected={payment.selected}
        onToggle={payment.toggle}
        disabled={payment.rowsDisabled}
        onResume={payment.resume}
        onAbandon={payment.abandon}
      />
      <PayInvoices payment={payment} />
      <CreditMemos accountId={accountId} data={data} onApplied={onReload} />
      <OpenRmas accountId={accountId} data={data} />
      <PaymentModal state={payment.flowState} flow={payment.flow} />
    </div>
  );
}

/** PAY-21: a payment on account, and the account's recent portal payments. */
function PortalPayments({ accountId }: { accountId: string }) {
  const id = useId();
  const [payments, setPayments] = useState<PortalPayment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reads them again after a payment
  useEffect(() => {
    let current = true;
    invoicesApi
      .payments()
      .then((list) => {
        if (!current) return;
        setPayments(list);
        setFailed(false);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [accountId, attempt]);
  return (
    <div className="space-y-6">
      <PortalPaymentForm accountId={accountId} onSubmitted={() => setAttempt((n) => n + 1)} />
      <section aria-labelledby={`${id}-recent`} className="space-y-3" data-testid="portal-payments">
        <h3 id={`${id}-recent`} className="text-lg font-bold text-brand-navy">
          Recent payments
        </h3>
        {failed && <p className="text-sm text-brand-red">The recent payments could not be loaded.</p>}
        {payments && payments.length === 0 && <p className="text-sm text-slate-600">No payments yet.</p>}
        {payments && payments.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {payments.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm"
                data-testid="portal-payment-row"
              >
                <span className="min-w-0 break-words">
                  <span className="font-semibold">{formatCents(p.amountCents)}</span>{" "}
                  <span className="text-slate-500">
                    ({p.paymentType === "card" ? "card" : "ACH"}; fee {formatCents(p.feeCents)})
                  </span>
                  {p.memo && <span className="block text-xs text-slate-500">{p.memo}</span>}
                </span>
                <span className="text-slate-600">
                  {formatDay(p.paidAt.slice(0, 10))} · <span className="break-all">{p.paymentId}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
