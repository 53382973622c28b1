import { useState } from "react";
import { type Invoice, invoiceMessages } from "../../../lib/invoices/contract.ts";
import {
  centsToAmount,
  type PaymentInProgress,
  type PaymentMethod,
  paymentMessages,
} from "../../../lib/payments/contract.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { abandonFromRow } from "../payments/PaymentInProgress.tsx";
import { usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody, type Payer, payerErrors } from "../payments/payer.ts";
import { PaymentFlowError, paymentUnderWay, type ResumePurpose } from "../payments/payment-flow.ts";
import { initiateShown } from "../payments/payments-api.ts";
import { usePayerPrefill } from "../payments/use-payer.ts";
import { invoicePaymentFigures } from "./invoice-pay.ts";
import { invoicesApi } from "./invoices-api.ts";

/**
 * What paying `invoiceIds` does once approved (API-43), for a new payment or a resumed one: the paid
 * invoices handed to `onPaid`; a decline or a cancel reads the list again (`onReset`).
 */
function invoicesPaymentPurpose(
  invoiceIds: string[],
  { email, onPaid, onReset }: { email: string; onPaid: (paid: Invoice[]) => void; onReset: () => void },
): ResumePurpose {
  return {
    complete: async (result, started) => {
      if (!result.id) throw new Error("No payment id");
      const paid = await invoicesApi.pay({
        // The server's record of what the approved attempt paid, when it says.
        invoices: result.invoiceIds ?? invoiceIds,
        // The attempt's reference: what the server recorded the payment under (not the provider's own id).
        paymentId: result.transactionID,
        paymentAmount: centsToAmount(started.baseCents),
        email,
        bankSurcharge: centsToAmount(started.surchargeCents),
      });
      onPaid(paid.invoices);
    },
    completeFailure: paymentMessages.submitFailed,
    success: invoiceMessages.paid,
    onReset,
  };
}

/**
 * The invoices panel's payment (PAY-10 … PAY-12, issue 30): the selected open invoices, the method
 * and the payer, the hosted payment flow that pays them, and Resume and Abandon of a payment in
 * progress. `onReload` reads the list again in place; `onPaid` marks the paid invoices.
 */
export function useInvoicePayment({
  accountId,
  invoices,
  onReload,
  onPaid,
}: {
  accountId: string;
  invoices: Invoice[];
  onReload: () => void;
  onPaid: (paid: Invoice[]) => void;
}) {
  const viewer = useViewer();
  const [abandoning, setAbandoning] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [method, setMethod] = useState<PaymentMethod>("card");
  const [payer, setPayer] = usePayerPrefill(accountId);
  const [payerProblems, setPayerProblems] = useState<Partial<Record<keyof Payer, string>>>({});
  const { state: flowState, flow } = usePaymentFlow();
  // Issue 32 #4: what the buyer typed as the amount to pay of each selected invoice (else its balance).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const figures = invoicePaymentFigures(invoices, selected, method, typed);
  const setAmount = (invoiceId: string, value: string) => setTyped((t) => ({ ...t, [invoiceId]: value }));
  const busy = paymentUnderWay(flowState.phase);

  const toggle = (invoiceId: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(invoiceId)) next.delete(invoiceId);
      else next.add(invoiceId);
      return next;
    });

  const paying = (invoiceIds: string[]) =>
    invoicesPaymentPurpose(invoiceIds, {
      email: payer.email.trim() || (viewer?.email ?? ""),
      onPaid: (paid) => {
        onPaid(paid);
        setSelected(new Set());
        setTyped({});
      },
      onReset: onReload,
    });

  function pay() {
    if (busy || figures.invoiceIds.length === 0) return;
    const problems = payerErrors(payer);
    setPayerProblems(problems);
    if (Object.keys(problems).length > 0 || Object.keys(figures.problems).length > 0) return;
    const invoiceIds = figures.invoiceIds;
    const amounts = figures.amounts;
    const shownTotalCents = figures.totalCents;
    void flow.start({
      ...paying(invoiceIds),
      initiate: async () => {
        try {
          return await initiateShown(
            initiateBody({ kind: "invoices", invoiceIds, amounts }, payer, method, shownTotalCents),
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

  /** Issue 30: the payment in progress opened again in a new tab (the tab first, from the click). */
  function resume(progress: PaymentInProgress) {
    if (busy) return;
    const invoiceIds = invoices
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

  return {
    selected,
    toggle,
    method,
    setMethod,
    typed,
    setAmount,
    payer,
    setPayer,
    payerProblems,
    figures,
    flowState,
    flow,
    busy,
    /** The rows' checkboxes and Resume/Abandon wait while a payment or an abandon is under way. */
    rowsDisabled: busy || abandoning !== null,
    pay,
    resume,
    abandon: (progress: PaymentInProgress) => void abandon(progress),
  };
}

export type InvoicePayment = ReturnType<typeof useInvoicePayment>;
