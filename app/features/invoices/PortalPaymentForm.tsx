import { type FormEvent, useId, useState } from "react";
import { invoiceMessages } from "../../../lib/invoices/contract.ts";
import {
  amountToCents,
  bankSurchargeCents,
  centsToAmount,
  type PaymentMethod,
  paymentMessages,
} from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { FormField } from "../accounts/FormField.tsx";
import { cardClass } from "../accounts/styles.ts";
import { TotalsList } from "../orders/OrderLines.tsx";
import { MethodChoice } from "../payments/MethodChoice.tsx";
import { PayerFields } from "../payments/PayerFields.tsx";
import { PaymentModal, PopupNotice, usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody, type Payer, payerErrors } from "../payments/payer.ts";
import { paymentUnderWay } from "../payments/payment-flow.ts";
import { initiateShown } from "../payments/payments-api.ts";
import { usePayerPrefill } from "../payments/use-payer.ts";
import { invoicesApi } from "./invoices-api.ts";

export const AMOUNT_REQUIRED = "Enter an amount in dollars, like 250.00";

/**
 * What a portal payment of `amount` (as typed) charges (PAY-12, PAY-21, PAY OPEN default: the fee
 * follows the surcharge rule, 3 % for card, none for ACH). Display only: the server recomputes it.
 */
export function portalPaymentFigures(amount: string, method: PaymentMethod) {
  const cents = amountToCents(amount);
  const base = cents !== null && cents > 0 ? cents : 0;
  const fee = bankSurchargeCents(base, method);
  return {
    cents: cents !== null && cents > 0 ? cents : null,
    totalCents: base + fee,
    rows: [
      { key: "amount", label: "Payment", amount: formatCents(base) },
      { key: "fee", label: method === "card" ? "Fee (3%)" : "Fee", amount: formatCents(fee) },
      { key: "total", label: "Total", amount: formatCents(base + fee), emphasis: true },
    ],
  };
}

/** "Make a payment" (API-45, API-46, PAY-10, PAY-21): an amount on account, paid through the hosted page. */
export function PortalPaymentForm({
  accountId,
  onSubmitted,
}: {
  accountId: string;
  onSubmitted: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState("");
  const [memo, setMemo] = useState("");
  const [method, setMethod] = useState<PaymentMethod>("ach");
  const [payer, setPayer] = usePayerPrefill(accountId);
  const [problems, setProblems] = useState<Partial<Record<keyof Payer | "amount", string>>>({});
  const { state: payment, flow } = usePaymentFlow();
  const figures = portalPaymentFigures(amount, method);
  const busy = paymentUnderWay(payment.phase);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = { ...payerErrors(payer), ...(figures.cents === null ? { amount: AMOUNT_REQUIRED } : {}) };
    setProblems(found);
    if (Object.keys(found).length > 0 || figures.cents === null) return;
    const paymentAmount = centsToAmount(figures.cents);
    const trimmedMemo = memo.trim();
    const shownTotalCents = figures.totalCents;
    void flow.start({
      initiate: () =>
        initiateShown(
          initiateBody(
            { kind: "portal", paymentAmount, ...(trimmedMemo ? { memo: trimmedMemo } : {}) },
            payer,
            method,
            shownTotalCents,
          ),
          crypto.randomUUID(),
        ),
      complete: async (result, started) => {
        if (!result.id) throw new Error("No payment id");
        await paymentsApiRecord(result.transactionID, started, payer, method);
      },
      completeFailure: paymentMessages.submitFailed,
      success: invoiceMessages.paymentSubmitted,
      onCompleted: () => {
        setAmount("");
        setMemo("");
        onSubmitted();
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className={`${cardClass} space-y-4`}
      data-testid="portal-payment-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-brand-navy">
        Make a payment
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <FormField
          name="paymentAmount"
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          error={problems.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FormField
          name="memo"
          label="Memo"
          optional
          maxLength={200}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
      </div>
      <MethodChoice name={`${id}-method`} value={method} onChange={setMethod} />
      <TotalsList rows={figures.rows} />
      <PayerFields payer={payer} errors={problems} onChange={setPayer} />
      <PopupNotice state={payment} onDismiss={() => flow.dismissBlocked()} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex h-11 w-full items-center justify-center rounded bg-brand-navy px-4 font-semibold text-white hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        Submit payment
      </button>
      <PaymentModal state={payment} flow={flow} />
    </form>
  );
}

/** API-45 after approval: the attempt's figures (the server checks them against its record). */
async function paymentsApiRecord(
  paymentId: string,
  started: { baseCents: number; surchargeCents: number },
  payer: Payer,
  method: PaymentMethod,
) {
  return invoicesApi.submitPortalPayment({
    paymentId,
    paymentAmount: centsToAmount(started.baseCents),
    fee: centsToAmount(started.surchargeCents),
    firstName: payer.firstName.trim(),
    lastName: payer.lastName.trim(),
    email: payer.email.trim(),
    paymentType: method,
  });
}
