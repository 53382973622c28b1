import { FileText } from "lucide-react";
import type { Invoice } from "../../../lib/invoices/contract.ts";
import type { PaymentInProgress } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { cardClass } from "../accounts/styles.ts";
import { useHydrated } from "../accounts/use-hydrated.ts";
import { PaymentInProgressNotice } from "../payments/PaymentInProgress.tsx";
import { pdfLink } from "./InvoiceDocuments.tsx";
import { formatDay, invoiceStatusText } from "./invoice-pay.ts";
import { pdfHrefs } from "./invoices-api.ts";

const th =
  "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-500";
const td = "px-3 py-3 align-top";

/** The same invoice is shown twice (cards below 768 px, the table from it): each place has its ids. */
type Where = "card" | "table";

/** What each invoice's row needs: selecting it, and Resume and Abandon of its payment in progress. */
export type RowActions = {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled: boolean;
  onResume: (progress: PaymentInProgress) => void;
  onAbandon: (progress: PaymentInProgress) => void;
};

type RowProps = RowActions & { accountId: string; invoice: Invoice; where: Where; local: boolean };

const progressId = (invoice: Invoice, where: Where) => `progress-${where}-${invoice.id}`;

/** An open invoice is due in red once overdue. */
const dueClass = (invoice: Invoice) =>
  invoice.overdue && invoice.status !== "Paid" ? "font-semibold text-brand-red" : "";

/** The payment in progress an open invoice shows (issue 30), if any. */
const openProgress = (invoice: Invoice) =>
  invoice.status !== "Paid" ? invoice.paymentInProgress : undefined;

/**
 * INV-02: each invoice's number, dates, amount, balance and status; a table from 768 px, cards below.
 * An open invoice whose payment is in progress cannot be selected; it says so, with Resume and Abandon.
 */
export function InvoiceRows({
  accountId,
  invoices,
  ...actions
}: RowActions & { accountId: string; invoices: Invoice[] }) {
  const local = useHydrated();
  const rowOf = (invoice: Invoice, where: Where): RowProps => ({
    ...actions,
    accountId,
    invoice,
    where,
    local,
  });
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Invoices" data-testid="invoice-cards">
        {invoices.map((invoice) => (
          <InvoiceCard key={invoice.id} {...rowOf(invoice, "card")} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-sm" data-testid="invoice-table">
          <caption className="sr-only">Invoices of the account</caption>
          <InvoiceTableHead />
          {/* One tbody an invoice: a payment in progress takes a full-width row of its own below it. */}
          {invoices.map((invoice) => (
            <InvoiceTableRows key={invoice.id} {...rowOf(invoice, "table")} />
          ))}
        </table>
      </div>
    </>
  );
}

/** Below 768 px: one card an invoice. */
function InvoiceCard(props: RowProps) {
  const { invoice } = props;
  return (
    <li className={cardClass} data-testid="invoice-row" data-invoice-id={invoice.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <InvoiceCheckbox {...props} />
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
        <dd className={`text-right ${dueClass(invoice)}`}>{formatDay(invoice.dueDate)}</dd>
        <dt className="text-slate-500">Amount</dt>
        <dd className="text-right tabular-nums">{formatCents(invoice.amountCents)}</dd>
        <dt className="font-semibold text-slate-700">Balance</dt>
        <dd className="text-right font-bold tabular-nums" data-testid="invoice-balance">
          {formatCents(invoice.InvoiceBalance)}
        </dd>
      </dl>
      <InvoiceProgress {...props} />
      <p className="mt-2">
        <InvoicePdfLink accountId={props.accountId} invoice={invoice} />
      </p>
    </li>
  );
}

const headings: { label: string; numeric?: boolean }[] = [
  { label: "Invoice" },
  { label: "Invoice date" },
  { label: "Due date" },
  { label: "Amount", numeric: true },
  { label: "Balance", numeric: true },
  { label: "Status" },
  { label: "PDF" },
];

function InvoiceTableHead() {
  return (
    <thead className="border-b border-slate-200 bg-slate-50">
      <tr>
        <th scope="col" className={th}>
          <span className="sr-only">Select</span>
        </th>
        {headings.map(({ label, numeric }) => (
          <th key={label} scope="col" className={numeric ? `${th} text-right` : th}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** From 768 px: the invoice's row, and its payment in progress in a full-width row below it. */
function InvoiceTableRows(props: RowProps) {
  const { invoice } = props;
  return (
    <tbody
      className="border-t border-slate-200 first-of-type:border-t-0"
      data-testid="invoice-row"
      data-invoice-id={invoice.id}
    >
      <tr>
        <td className={td}>
          <InvoiceCheckbox {...props} />
        </td>
        <td className={`${td} font-semibold text-brand-navy`}>
          <span data-testid="invoice-number">{invoice.Invoice}</span>
          <span className="block text-xs font-normal text-slate-500">PO {invoice.PurchaseOrder}</span>
        </td>
        <td className={`${td} whitespace-nowrap`}>{formatDay(invoice.invoiceDate)}</td>
        <td className={`${td} whitespace-nowrap ${dueClass(invoice)}`}>{formatDay(invoice.dueDate)}</td>
        <td className={`${td} text-right tabular-nums`}>{formatCents(invoice.amountCents)}</td>
        <td className={`${td} text-right font-semibold tabular-nums`} data-testid="invoice-balance">
          {formatCents(invoice.InvoiceBalance)}
        </td>
        <td className={td}>
          <span className="whitespace-nowrap">
            <StatusCell invoice={invoice} />
          </span>
        </td>
        <td className={td}>
          <InvoicePdfLink accountId={props.accountId} invoice={invoice} />
        </td>
      </tr>
      {openProgress(invoice) && (
        <tr>
          <td className="px-3 pb-3 pt-0" />
          <td className="px-3 pb-3 pt-0" colSpan={7}>
            <InvoiceProgress {...props} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** An open invoice's checkbox; not selectable while its payment is in progress (which describes it). */
function InvoiceCheckbox({ invoice, where, selected, onToggle, disabled }: RowProps) {
  if (invoice.status === "Paid") return null;
  return (
    <input
      type="checkbox"
      checked={selected.has(invoice.id) && !invoice.paymentInProgress}
      onChange={() => onToggle(invoice.id)}
      disabled={disabled || invoice.paymentInProgress !== undefined}
      aria-label={`Select invoice ${invoice.Invoice}`}
      aria-describedby={invoice.paymentInProgress ? progressId(invoice, where) : undefined}
      className="h-5 w-5"
    />
  );
}

/** Issue 30: an open invoice's payment in progress, with Resume and Abandon. */
function InvoiceProgress({ invoice, where, local, disabled, onResume, onAbandon }: RowProps) {
  const inProgress = openProgress(invoice);
  if (!inProgress) return null;
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
}

function InvoicePdfLink({ accountId, invoice }: { accountId: string; invoice: Invoice }) {
  return (
    <a href={pdfHrefs.invoice(accountId, invoice.id)} download className={pdfLink}>
      <FileText aria-hidden size={14} />
      PDF<span className="sr-only"> of invoice {invoice.Invoice}</span>
    </a>
  );
}

function StatusCell({ invoice }: { invoice: Invoice }) {
  const text = invoiceStatusText(invoice);
  return (
    <span data-testid="invoice-status" data-status={invoice.status}>
      <Badge
        tone={
          text === "Paid"
            ? "green"
            : text === "Overdue"
              ? "red"
              : invoice.status === "Partly paid"
                ? "navy"
                : "amber"
        }
      >
        {invoice.status}
      </Badge>
      {text === "Overdue" && (
        <span className="ml-1.5 text-xs font-bold text-brand-red" data-testid="invoice-overdue">
          Overdue
        </span>
      )}
    </span>
  );
}
