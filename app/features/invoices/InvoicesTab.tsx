import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { type Invoice, type InvoicesAnswer, invoiceMessages } from "../../../lib/invoices/contract.ts";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { PaymentModal } from "../payments/PaymentModal.tsx";
import { InvoiceBalances } from "./InvoiceBalances.tsx";
import { CreditMemos, OpenRmas } from "./InvoiceDocuments.tsx";
import { InvoiceList } from "./InvoiceList.tsx";
import { withPaidTotals } from "./invoice-pay.ts";
import { invoicesApi } from "./invoices-api.ts";
import { PayInvoices } from "./PayInvoices.tsx";
import { PaymentHistory } from "./PaymentHistory.tsx";
import { PortalPaymentForm } from "./PortalPaymentForm.tsx";
import { StatementForm } from "./StatementForm.tsx";
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
  // Issue 32 #4: a payment or a credit changes the payment history: it is read again.
  const [historyVersion, setHistoryVersion] = useState(0);
  const historyChanged = useCallback(() => setHistoryVersion((n) => n + 1), []);

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
    historyChanged();
    invoicesApi
      .list(accountId)
      .then((data) => setState({ status: "ready", data, more: false }))
      .catch(() => toast.error(invoiceMessages.invoicesLoadError, { duration: 5_000 }));
  }, [accountId, historyChanged]);

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
          onPaid={(paid) => {
            // Issue 32 #4: the paid invoices and the open and overdue totals move at once.
            setState((s) => (s.status === "ready" ? { ...s, data: withPaidTotals(s.data, paid) } : s));
            historyChanged();
          }}
        />
      )}
      <StatementForm accountId={accountId} />
      <PortalPaymentForm accountId={accountId} onSubmitted={historyChanged} />
      <PaymentHistory accountId={accountId} version={historyVersion} />
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
