import { useId } from "react";
import { cardClass } from "../accounts/styles.ts";
import { TotalsList } from "../orders/OrderLines.tsx";
import { MethodChoice } from "../payments/MethodChoice.tsx";
import { PayerFields } from "../payments/PayerFields.tsx";
import { PopupNotice } from "../payments/PaymentModal.tsx";
import type { InvoicePayment } from "./use-invoice-payment.ts";

const payButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

/** PAY-10 … PAY-12: the selected invoices' full balances, by card or ACH, with the payer's details. */
export function PayInvoices({ payment }: { payment: InvoicePayment }) {
  const id = useId();
  const { figures, flow } = payment;
  const nothingSelected = figures.invoiceIds.length === 0;
  return (
    <section aria-labelledby={`${id}-pay`} className={`${cardClass} space-y-4`} data-testid="pay-invoices">
      <h3 id={`${id}-pay`} className="text-lg font-bold text-brand-navy">
        Pay selected invoices
      </h3>
      <MethodChoice name={`${id}-method`} value={payment.method} onChange={payment.setMethod} />
      <TotalsList rows={figures.rows} />
      <PayerFields payer={payment.payer} errors={payment.payerProblems} onChange={payment.setPayer} />
      <PopupNotice state={payment.flowState} onDismiss={() => flow.dismissBlocked()} />
      <button
        type="button"
        className={payButton}
        disabled={payment.busy || nothingSelected}
        onClick={payment.pay}
      >
        Pay selected invoices
      </button>
      {nothingSelected && (
        <p className="text-sm text-slate-500">Select one or more open invoices to pay their full balances.</p>
      )}
    </section>
  );
}
