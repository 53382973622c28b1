import { useId } from "react";
import type { Invoice } from "../../../lib/invoices/contract.ts";
import { centsToAmount } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { cardClass } from "../accounts/styles.ts";
import { TotalsList } from "../orders/OrderLines.tsx";
import { MethodChoice } from "../payments/MethodChoice.tsx";
import { PayerFields } from "../payments/PayerFields.tsx";
import { PopupNotice } from "../payments/PaymentModal.tsx";
import type { InvoicePayment } from "./use-invoice-payment.ts";

const payButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * Issue 32 #4: the amount to pay of one selected invoice, its balance unless the buyer enters less
 * (more than the balance or nothing is said next to the field, and the button waits).
 */
function AmountToPay({
  payment,
  invoice,
  cents,
}: {
  payment: InvoicePayment;
  invoice: Invoice;
  cents: number;
}) {
  const id = useId();
  const problem = payment.figures.problems[invoice.id];
  const typed = payment.typed[invoice.id];
  return (
    <li className="grid gap-1 sm:grid-cols-[1fr_12rem] sm:items-center sm:gap-3" data-testid="pay-amount">
      <p className="text-sm">
        <label htmlFor={id} className="font-semibold text-brand-navy">
          Amount to pay for {invoice.Invoice}
        </label>{" "}
        <span id={`${id}-balance`} className="text-slate-500">
          (balance {formatCents(invoice.InvoiceBalance)})
        </span>
      </p>
      <div>
        <div className="flex items-center rounded border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-brand-navy">
          <span aria-hidden className="pl-3 text-slate-500">
            $
          </span>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            className="h-11 w-full min-w-0 rounded bg-transparent px-2 text-right tabular-nums outline-none"
            value={typed ?? centsToAmount(cents)}
            onChange={(event) => payment.setAmount(invoice.id, event.target.value)}
            disabled={payment.busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-balance ${id}-problem` : `${id}-balance`}
          />
        </div>
        {problem && (
          <p id={`${id}-problem`} className="mt-1 text-sm text-brand-red">
            {problem}
          </p>
        )}
      </div>
    </li>
  );
}

/** PAY-10 … PAY-12: the selected invoices' balances or parts of them, by card or ACH, with the payer's details. */
export function PayInvoices({ payment }: { payment: InvoicePayment }) {
  const id = useId();
  const { figures, flow } = payment;
  const nothingSelected = figures.invoiceIds.length === 0;
  return (
    <section aria-labelledby={`${id}-pay`} className={`${cardClass} space-y-4`} data-testid="pay-invoices">
      <h3 id={`${id}-pay`} className="text-lg font-bold text-brand-navy">
        Pay selected invoices
      </h3>
      {figures.parts.length > 0 && (
        <ul className="space-y-3" aria-label="Amounts to pay" data-testid="pay-amounts">
          {figures.parts.map(({ invoice, cents }) => (
            <AmountToPay key={invoice.id} payment={payment} invoice={invoice} cents={cents} />
          ))}
        </ul>
      )}
      <MethodChoice name={`${id}-method`} value={payment.method} onChange={payment.setMethod} />
      <TotalsList rows={figures.rows} />
      <PayerFields payer={payment.payer} errors={payment.payerProblems} onChange={payment.setPayer} />
      <PopupNotice state={payment.flowState} onDismiss={() => flow.dismissBlocked()} />
      <button
        type="button"
        className={payButton}
        disabled={payment.busy || nothingSelected || Object.keys(figures.problems).length > 0}
        onClick={payment.pay}
      >
        Pay selected invoices
      </button>
      {nothingSelected && (
        <p className="text-sm text-slate-500">
          Select one or more open invoices to pay: their balances, or the part you enter.
        </p>
      )}
    </section>
  );
}
