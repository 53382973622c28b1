import { FileText } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { InvoicesAnswer } from "../../../lib/invoices/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { ApplyCredit } from "./ApplyCredit.tsx";
import { formatDay } from "./invoice-pay.ts";
import { pdfHrefs } from "./invoices-api.ts";

/** A document's PDF link (invoices, credit memos, RMAs). */
export const pdfLink =
  "inline-flex items-center gap-1 font-semibold text-brand-navy underline-offset-2 hover:underline";

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
    /** Under the row (a credit memo's "Apply to invoices"). */
    action?: ReactNode;
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
              {row.action && <div className="col-span-full">{row.action}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** INV-03 (OPEN default: number, date, amount and status); an open one is applied to invoices (issue 32 #4). */
export function CreditMemos({
  accountId,
  data,
  onApplied,
}: {
  accountId: string;
  data: InvoicesAnswer;
  onApplied: () => void;
}) {
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
        detail: [
          memo.reason,
          memo.invoiceNumber ? `Invoice ${memo.invoiceNumber}` : "",
          memo.status === "Open" && memo.balanceCents < memo.amountCents
            ? `${formatCents(memo.balanceCents)} left to apply`
            : "",
        ]
          .filter(Boolean)
          .join(" · "),
        pdf: pdfHrefs.creditMemo(accountId, memo.id),
        action: <ApplyCredit memo={memo} invoices={data.invoices} onApplied={onApplied} />,
      }))}
    />
  );
}

/** INV-04: the open RMAs. */
export function OpenRmas({ accountId, data }: { accountId: string; data: InvoicesAnswer }) {
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
