import { FileText } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import {
  type Invoice,
  type InvoicesAnswer,
  invoiceMessages,
  type PortalPayment,
} from "../../../lib/invoices/contract.ts";
import {
  centsToAmount,
  type PaymentInProgress,
  type PaymentMethod,
  paymentMessages,
} from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { TotalsList } from "../orders/OrderLines.tsx";
import { MethodChoice } from "../payments/MethodChoice.tsx";
import { PayerFields } from "../payments/PayerFields.tsx";
import { abandonFromRow, PaymentInProgressNotice } from "../payments/PaymentInProgress.tsx";
import { PaymentModal, PopupNotice, usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody, type Payer, payerErrors } from "../payments/payer.ts";
import { PaymentFlowError, type ResumePurpose } from "../payments/payment-flow.ts";
import { initiateShown } from "../payments/payments-api.ts";
import { usePayerPrefill } from "../payments/use-payer.ts";
import { formatDay, invoicePaymentFigures, invoiceStatusText, withPaid } from "./invoice-pay.ts";
import { invoicesApi, pdfHrefs } from "./invoices-api.ts";
import { PortalPaymentForm } from "./PortalPaymentForm.tsx";

/** The portal tab of invoices and payments (issue 13; INV OPEN default). */
export const INVOICES_TAB = "invoices";

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; data: InvoicesAnswer; more: boolean };
type Filter = "all" | "Open" | "Paid";

const th =
  "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const td = "px-3 py-3 align-top";
const payButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

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
  const id = useId();
  const viewer = useViewer();
  const [abandoning, setAbandoning] = useState<string | null>(null);
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [payer, setPayer] = usePayerPrefill(accountId);
  const [payerProblems, setPayerProblems] = useState<Partial<Record<keyof Payer, string>>>({});
  const { state: payment, flow } = usePaymentFlow();
  const shown = data.invoices.filter((invoice) => filter === "all" || invoice.status === filter);
  const figures = invoicePaymentFigures(data.invoices, selected, method);
  const busy = payment.phase !== "idle" && payment.phase !== "blocked" && payment.phase !== "done";
  const openSum = data.invoices
    .filter((i) => i.status === "Open")
    .reduce((sum, i) => sum + i.InvoiceBalance, 0);
  const overdueSum = data.invoices
    .filter((i) => i.status === "Open" && i.overdue)
    .reduce((sum, i) => sum + i.InvoiceBalance, 0);
  // The server's sums cover every invoice, also those not loaded yet.
  const openBalance = Math.max(openSum, data.openBalanceCents);
  const overdueBalance = Math.max(overdueSum, data.overdueBalanceCents);
  const overdueShare = openBalance > 0 ? Math.round((overdueBalance / openBalance) * 100) : 0;

  const toggle = (invoiceId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(invoiceId)) next.delete(invoiceId);
      else next.add(invoiceId);
      return next;
    });

  function pay() {
    if (busy || figures.invoiceIds.length === 0) return;
    const problems = payerErrors(payer);
    setPayerProblems(problems);
    if (Object.keys(problems).length > 0) return;
    const invoiceIds = figures.invoiceIds;
    const shownTotalCents = figures.totalCents;
    void flow.start({
      ...paying(invoiceIds),
      initiate: async () => {
        try {
          return await initiateShown(
            initiateBody({ kind: "invoices", invoiceIds }, payer, method, shownTotalCents),
            crypto.randomUUID(),
          );
        } catch (error) {
          // Refused in the server's words (a balance changed, a payment already in progress): the
          // list as it is now, with Resume and Abandon where a payment is in progress.
          if (error instanceof PaymentFlowError) onReload();
          throw error;
        }
      },
    });
  }

  /** What paying `invoiceIds` does once approved (API-43), for a new payment or a resumed one. */
  function paying(invoiceIds: string[]): ResumePurpose {
    return {
      complete: async (result, started) => {
        if (!result.id) throw new Error("No payment id");
        const paid = await invoicesApi.pay({
          // The server's record of what the approved attempt paid, when it says.
          invoices: result.invoiceIds ?? invoiceIds,
          // The attempt's reference: what the server recorded the payment under (not the provider's own id).
          paymentId: result.transactionID,
          paymentAmount: centsToAmount(started.baseCents),
          email: payer.email.trim() || (viewer?.email ?? ""),
          bankSurcharge: centsToAmount(started.surchargeCents),
        });
        onPaid(paid.invoices);
        setSelected(new Set());
      },
      completeFailure: paymentMessages.submitFailed,
      success: invoiceMessages.paid,
      onReset: onReload,
    };
  }

  /** Issue 30: the payment in progress opened again in a new tab (the tab first, from the click). */
  function resume(progress: PaymentInProgress) {
    if (busy) return;
    const invoiceIds = data.invoices
      .filter((invoice) => invoice.paymentInProgress?.reference === progress.reference)
      .map((invoice) => invoice.id);
    void flow.resume(paying(invoiceIds), progress.reference).then(() => {
      // Refused (no longer in progress, expired): the list as it is now.
      if (flow.state.phase === "idle") onReload();
    });
  }

  async function abandon(progress: PaymentInProgress) {
    if (busy || abandoning) return;
    setAbandoning(progress.reference);
    try {
      if (await abandonFromRow(progress.reference)) onReload();
    } finally {
      setAbandoning(null);
    }
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-balances`} className={cardClass} data-testid="invoice-balances">
        <h3 id={`${id}-balances`} className="text-lg font-bold text-brand-navy">
          Balances
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-500">Open balance</dt>
            <dd className="text-xl font-bold tabular-nums text-slate-900" data-testid="open-balance">
              {formatCents(openBalance)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Overdue</dt>
            <dd className="text-xl font-bold tabular-nums text-brand-red" data-testid="overdue-balance">
              {formatCents(overdueBalance)}
            </dd>
          </div>
        </dl>
        <div
          className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
          role="img"
          aria-label={`${overdueShare}% of the open balance is overdue`}
        >
          <div className="h-full bg-brand-red" style={{ width: `${overdueShare}%` }} />
        </div>
      </section>

      <section aria-labelledby={`${id}-invoices`} className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={`${id}-invoices`} className="text-lg font-bold text-brand-navy">
            Invoices
          </h3>
          <fieldset className="flex gap-1 rounded border border-slate-300 p-0.5 text-sm">
            <legend className="sr-only">Show invoices</legend>
            {(["all", "Open", "Paid"] as const).map((value) => (
              <label
                key={value}
                className={`cursor-pointer rounded px-3 py-1 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${filter === value ? "bg-brand-navy text-white" : "text-slate-600"}`}
              >
                <input
                  type="radio"
                  name={`${id}-filter`}
                  value={value}
                  checked={filter === value}
                  onChange={() => setFilter(value)}
                  className="sr-only"
                />
                {value === "all" ? "All" : value}
              </label>
            ))}
          </fieldset>
        </div>
        {shown.length === 0 ? (
          <p
            className="rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600"
            data-testid="invoices-empty"
          >
            {filter === "Paid"
              ? "No paid invoices."
              : filter === "Open"
                ? "No open invoices."
                : "No invoices yet."}
          </p>
        ) : (
          <InvoiceRows
            accountId={accountId}
            invoices={shown}
            selected={selected}
            onToggle={toggle}
            disabled={busy || abandoning !== null}
            onResume={resume}
            onAbandon={(progress) => void abandon(progress)}
          />
        )}
        {data.nextCursor && (
          <button type="button" className={secondaryButton} onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? "Loading…" : "Load more invoices"}
          </button>
        )}
      </section>

      <section aria-labelledby={`${id}-pay`} className={`${cardClass} space-y-4`} data-testid="pay-invoices">
        <h3 id={`${id}-pay`} className="text-lg font-bold text-brand-navy">
          Pay selected invoices
        </h3>
        <MethodChoice name={`${id}-method`} value={method} onChange={setMethod} />
        <TotalsList rows={figures.rows} />
        <PayerFields payer={payer} errors={payerProblems} onChange={setPayer} />
        <PopupNotice state={payment} onDismiss={() => flow.dismissBlocked()} />
        <button
          type="button"
          className={payButton}
          disabled={busy || figures.invoiceIds.length === 0}
          onClick={pay}
        >
          Pay selected invoices
        </button>
        {figures.invoiceIds.length === 0 && (
          <p className="text-sm text-slate-500">
            Select one or more open invoices to pay their full balances.
          </p>
        )}
      </section>

      <CreditMemos accountId={accountId} data={data} />
      <OpenRmas accountId={accountId} data={data} />
      <PaymentModal state={payment} flow={flow} />
    </div>
  );
}

function StatusCell({ invoice }: { invoice: Invoice }) {
  const text = invoiceStatusText(invoice);
  return (
    <span data-testid="invoice-status" data-status={invoice.status}>
      <Badge tone={text === "Paid" ? "green" : text === "Overdue" ? "red" : "amber"}>{invoice.status}</Badge>
      {text === "Overdue" && (
        <span className="ml-1.5 text-xs font-bold text-brand-red" data-testid="invoice-overdue">
          Overdue
        </span>
      )}
    </span>
  );
}

const pdfLink =
  "inline-flex items-center gap-1 font-semibold text-brand-navy underline-offset-2 hover:underline";

/**
 * INV-02: each invoice's number, dates, amount, balance and status; a table from 768 px, cards below.
 * An open invoice whose payment is in progress cannot be selected; it says so, with Resume and Abandon.
 */
function InvoiceRows({
  accountId,
  invoices,
  selected,
  onToggle,
  disabled,
  onResume,
  onAbandon,
}: {
  accountId: string;
  invoices: Invoice[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled: boolean;
  onResume: (progress: PaymentInProgress) => void;
  onAbandon: (progress: PaymentInProgress) => void;
}) {
  const local = useHydrated();
  const progressId = (invoice: Invoice, where: "card" | "table") => `progress-${where}-${invoice.id}`;
  const check = (invoice: Invoice, where: "card" | "table") =>
    invoice.status === "Open" ? (
      <input
        type="checkbox"
        checked={selected.has(invoice.id) && !invoice.paymentInProgress}
        onChange={() => onToggle(invoice.id)}
        disabled={disabled || invoice.paymentInProgress !== undefined}
        aria-label={`Select invoice ${invoice.Invoice}`}
        aria-describedby={invoice.paymentInProgress ? progressId(invoice, where) : undefined}
        className="h-5 w-5"
      />
    ) : null;
  const progress = (invoice: Invoice, where: "card" | "table") => {
    const inProgress = invoice.paymentInProgress;
    if (!inProgress || invoice.status !== "Open") return null;
    return (
      <div className="mt-2">
        <PaymentInProgressNotice
          textId={progressId(invoice, where)}
          progress={inProgress}
          subject={`invoice ${invoice.Invoice}`}
          local={local}
          busy={disabled}
          onResume={() => onResume(inProgress)}
          onAbandon={() => onAbandon(inProgress)}
          compact
        />
      </div>
    );
  };
  const pdf = (invoice: Invoice) => (
    <a href={pdfHrefs.invoice(accountId, invoice.id)} download className={pdfLink}>
      <FileText aria-hidden size={14} />
      PDF<span className="sr-only"> of invoice {invoice.Invoice}</span>
    </a>
  );
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Invoices" data-testid="invoice-cards">
        {invoices.map((invoice) => (
          <li key={invoice.id} className={cardClass} data-testid="invoice-row" data-invoice-id={invoice.id}>
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 items-start gap-3">
                {check(invoice, "card")}
                <div className="min-w-0">
                  <p className="break-words font-bold text-brand-navy" data-testid="invoice-number">
                    {invoice.Invoice}
                  </p>
                  <p className="text-sm text-slate-600">PO {invoice.PurchaseOrder}</p>
                </div>
              </div>
              <StatusCell invoice={invoice} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Invoice date</dt>
              <dd className="text-right">{formatDay(invoice.invoiceDate)}</dd>
              <dt className="text-slate-500">Due date</dt>
              <dd
                className={`text-right ${invoice.overdue && invoice.status === "Open" ? "font-semibold text-brand-red" : ""}`}
              >
                {formatDay(invoice.dueDate)}
              </dd>
              <dt className="text-slate-500">Amount</dt>
              <dd className="text-right tabular-nums">{formatCents(invoice.amountCents)}</dd>
              <dt className="font-semibold text-slate-700">Balance</dt>
              <dd className="text-right font-bold tabular-nums" data-testid="invoice-balance">
                {formatCents(invoice.InvoiceBalance)}
              </dd>
            </dl>
            {progress(invoice, "card")}
            <p className="mt-2">{pdf(invoice)}</p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-sm" data-testid="invoice-table">
          <caption className="sr-only">Invoices of the account</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                <span className="sr-only">Select</span>
              </th>
              <th scope="col" className={th}>
                Invoice
              </th>
              <th scope="col" className={th}>
                Invoice date
              </th>
              <th scope="col" className={th}>
                Due date
              </th>
              <th scope="col" className={`${th} text-right`}>
                Amount
              </th>
              <th scope="col" className={`${th} text-right`}>
                Balance
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className={th}>
                PDF
              </th>
            </tr>
          </thead>
          {/* One tbody an invoice: a payment in progress takes a full-width row of its own below it. */}
          {invoices.map((invoice) => (
            <tbody
              key={invoice.id}
              className="border-t border-slate-200 first-of-type:border-t-0"
              data-testid="invoice-row"
              data-invoice-id={invoice.id}
            >
              <tr>
                <td className={td}>{check(invoice, "table")}</td>
                <td className={`${td} font-semibold text-brand-navy`}>
                  <span data-testid="invoice-number">{invoice.Invoice}</span>
                  <span className="block text-xs font-normal text-slate-500">PO {invoice.PurchaseOrder}</span>
                </td>
                <td className={`${td} whitespace-nowrap`}>{formatDay(invoice.invoiceDate)}</td>
                <td
                  className={`${td} whitespace-nowrap ${invoice.overdue && invoice.status === "Open" ? "font-semibold text-brand-red" : ""}`}
                >
                  {formatDay(invoice.dueDate)}
                </td>
                <td className={`${td} text-right tabular-nums`}>{formatCents(invoice.amountCents)}</td>
                <td className={`${td} text-right font-semibold tabular-nums`} data-testid="invoice-balance">
                  {formatCents(invoice.InvoiceBalance)}
                </td>
                <td className={td}>
                  <span className="whitespace-nowrap">
                    <StatusCell invoice={invoice} />
                  </span>
                </td>
                <td className={td}>{pdf(invoice)}</td>
              </tr>
              {invoice.paymentInProgress && invoice.status === "Open" && (
                <tr>
                  <td className="px-3 pb-3 pt-0" />
                  <td className="px-3 pb-3 pt-0" colSpan={7}>
                    {progress(invoice, "table")}
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}

/** A small list of documents (credit memos, RMAs): number, date, amount, status, reason and PDF. */
function DocumentList({
  title,
  testId,
  empty,
  rows,
}: {
  title: string;
  testId: string;
  empty: string;
  rows: {
    id: string;
    number: string;
    date: string;
    amountCents: number;
    status: string;
    detail: string;
    pdf: string;
  }[];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3" data-testid={testId}>
      <h3 id={id} className="text-lg font-bold text-brand-navy">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li
              key={row.id}
              className="grid grid-cols-2 gap-x-4 gap-y-1 p-3 text-sm sm:grid-cols-[1fr_auto_auto_auto_auto] sm:items-center"
              data-testid={`${testId}-row`}
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold text-brand-navy">{row.number}</span>
                {row.detail && <span className="block text-xs text-slate-500">{row.detail}</span>}
              </span>
              <span className="text-right sm:text-left">{formatDay(row.date)}</span>
              <span className="tabular-nums">{formatCents(row.amountCents)}</span>
              <span className="text-right sm:text-left">
                <Badge tone="slate">{row.status}</Badge>
              </span>
              <a href={row.pdf} download className={pdfLink}>
                <FileText aria-hidden size={14} />
                PDF<span className="sr-only"> of {row.number}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** INV-03 (OPEN default: number, date, amount and status). */
function CreditMemos({ accountId, data }: { accountId: string; data: InvoicesAnswer }) {
  return (
    <DocumentList
      title="Credit memos"
      testId="credit-memos"
      empty="No credit memos."
      rows={data.creditMemos.map((memo) => ({
        id: memo.id,
        number: memo.number,
        date: memo.date,
        amountCents: memo.amountCents,
        status: memo.status,
        detail: [memo.reason, memo.invoiceNumber ? `Invoice ${memo.invoiceNumber}` : ""]
          .filter(Boolean)
          .join(" · "),
        pdf: pdfHrefs.creditMemo(accountId, memo.id),
      }))}
    />
  );
}

/** INV-04: the open RMAs. */
function OpenRmas({ accountId, data }: { accountId: string; data: InvoicesAnswer }) {
  return (
    <DocumentList
      title="Open RMAs"
      testId="open-rmas"
      empty="No open RMAs."
      rows={data.openRmas.map((rma) => ({
        id: rma.id,
        number: rma.number,
        date: rma.date,
        amountCents: rma.amountCents,
        status: rma.status,
        detail: [rma.reason, rma.orderNumber ? `Order ${rma.orderNumber}` : ""].filter(Boolean).join(" · "),
        pdf: pdfHrefs.rma(accountId, rma.id),
      }))}
    />
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
