import { AlertTriangle, Loader2 } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { type InitiatePaymentAnswer, paymentMessages } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { dangerButton, secondaryButton } from "../accounts/styles.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { createPaymentFlow, type FlowState, isFirefox, type PaymentFlow } from "./payment-flow.ts";
import { abandonShown, paymentsApi, resumeShown } from "./payments-api.ts";

/**
 * PAY-02: the hidden form that takes the signed request to the hosted page, in the tab opened from
 * the click. A provider whose page is reached by its own URL (`actionMethod: "GET"`) gets no field.
 */
export function submitHostedForm(payment: InitiatePaymentAnswer, tabName: string): void {
  const method = (payment as { actionMethod?: string }).actionMethod === "GET" ? "GET" : "POST";
  const form = document.createElement("form");
  form.method = method;
  form.action = payment.actionUrl;
  form.target = tabName;
  form.hidden = true;
  if (method === "POST") {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = "tokenizedRequest";
    field.value = payment.tokenizedRequest;
    form.append(field);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

/** The payment flow of a page, wired to the browser: its window, timers, the API and sonner's toasts. */
export function usePaymentFlow(): { state: FlowState; flow: PaymentFlow } {
  const viewer = useViewer();
  const signedIn = useRef(viewer !== null);
  signedIn.current = viewer !== null;
  const [state, setState] = useState<FlowState>({ phase: "idle" });
  const flowRef = useRef<PaymentFlow | null>(null);
  if (!flowRef.current) {
    flowRef.current = createPaymentFlow({
      timers: {
        setTimeout: (run, ms) => window.setTimeout(run, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
        now: () => Date.now(),
      },
      signedIn: () => signedIn.current,
      openTab: (name) => window.open("", name),
      submitForm: submitHostedForm,
      fetchStatus: paymentsApi.status,
      abandon: abandonShown,
      resume: resumeShown,
      notify: {
        success: (text) => toast.success(text, { duration: 6_000 }),
        error: (text, duration) => toast.error(text, { duration }),
      },
      onState: setState,
    });
  }
  const flow = flowRef.current;
  useEffect(() => () => flow.dispose(), [flow]);
  return { state, flow };
}

const subscribe = () => () => {};
/** PAY-14 beforehand: the browser says it is Firefox (false on the server and while hydrating). */
function useFirefox(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isFirefox(navigator.userAgent),
    () => false,
  );
}

/**
 * PAY-14, AMB-04: the pop-up notice, as a warning beforehand in Firefox, and as an alert in any
 * browser once a blocked tab was detected (nothing was started then).
 */
export function PopupNotice({ state, onDismiss }: { state: FlowState; onDismiss: () => void }) {
  const firefox = useFirefox();
  const blocked = state.phase === "blocked";
  if (!blocked && !firefox) return null;
  return (
    <div
      role={blocked ? "alert" : "note"}
      className="flex gap-2 rounded border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800"
      data-testid="popup-notice"
      data-blocked={blocked || undefined}
    >
      <AlertTriangle aria-hidden size={18} className="mt-0.5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-2">
        <p className="break-words">{paymentMessages.firefoxPopups}</p>
        {blocked && (
          <button type="button" className={secondaryButton} onClick={onDismiss}>
            Dismiss
          </button>
        )}
      </div>
    </div>
  );
}

/** Issue 30: the question asked when the payment modal is closed while a payment is awaited. */
export const abandonQuestion = {
  title: "Abandon this payment?",
  explanation:
    "If you have not finished paying in the other tab, abandon this payment so you can pay again. If you already paid, keep waiting: the result arrives here by itself.",
  abandon: "Abandon payment",
  keepWaiting: "Keep waiting",
} as const;

/**
 * The payment modal (PAY-03): open while a payment is started, awaited or completed. The native
 * dialog traps the focus; closing it (× or Escape) while the payment is awaited asks "Abandon this
 * payment?" first (issue 30): "Abandon payment" gives it up, "Keep waiting" goes back.
 */
export function PaymentModal({ state, flow }: { state: FlowState; flow: PaymentFlow }) {
  const open =
    state.phase === "starting" ||
    state.phase === "awaiting" ||
    state.phase === "timed-out" ||
    state.phase === "confirm-abandon" ||
    state.phase === "completing";
  const payment = "payment" in state ? state.payment : null;
  const asking = state.phase === "confirm-abandon";
  const abandoning = asking && state.abandoning;
  const keepWaiting = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const wasAsking = useRef(false);
  // The question takes the focus (its safe answer first); answered, the focus comes back to the modal.
  useEffect(() => {
    if (asking) keepWaiting.current?.focus();
    else if (wasAsking.current && open) body.current?.focus();
    wasAsking.current = asking;
  }, [asking, open]);
  const title = asking ? abandonQuestion.title : paymentMessages.checking;
  return (
    <Dialog
      open={open}
      onClose={() => flow.requestClose()}
      label={title}
      role={asking ? "alertdialog" : undefined}
      testId="payment-modal"
    >
      <DialogHeader title={title} onClose={() => flow.requestClose()} />
      <div ref={body} tabIndex={-1} className="space-y-4 px-5 py-5 outline-none" aria-live="polite">
        {asking ? (
          <div className="space-y-3" data-testid="abandon-question" aria-busy={abandoning || undefined}>
            <p className="text-sm text-slate-700">{abandonQuestion.explanation}</p>
            <div className="flex flex-wrap gap-2">
              <button
                ref={keepWaiting}
                type="button"
                className={`${secondaryButton} h-10 px-4`}
                aria-disabled={abandoning || undefined}
                onClick={() => flow.keepWaiting()}
              >
                {abandonQuestion.keepWaiting}
              </button>
              <button
                type="button"
                className={`${dangerButton} h-10 px-4`}
                aria-disabled={abandoning || undefined}
                onClick={() => void flow.abandon()}
              >
                {abandoning && <Loader2 aria-hidden size={16} className="animate-spin" />}
                {abandonQuestion.abandon}
              </button>
            </div>
            {abandoning && (
              <p className="text-sm text-slate-600" role="status">
                Abandoning the payment…
              </p>
            )}
          </div>
        ) : (
          <p className="flex items-start gap-2 text-slate-700">
            {state.phase !== "timed-out" && (
              <Loader2 aria-hidden size={20} className="mt-0.5 shrink-0 animate-spin text-brand-green" />
            )}
            <span>{paymentMessages.pending}</span>
          </p>
        )}
        {state.phase === "starting" && <p className="text-sm text-slate-600">Opening the payment page…</p>}
        {payment && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="payment-amounts">
            <dt className="text-slate-500">Amount</dt>
            <dd className="text-right tabular-nums">{formatCents(payment.baseCents)}</dd>
            <dt className="text-slate-500">
              {payment.method === "card" ? "Bank surcharge (3%)" : "Bank surcharge"}
            </dt>
            <dd className="text-right tabular-nums">{formatCents(payment.surchargeCents)}</dd>
            <dt className="font-semibold text-slate-700">Total charged</dt>
            <dd className="text-right font-bold tabular-nums">{formatCents(payment.amountCents)}</dd>
          </dl>
        )}
        {state.phase === "awaiting" && state.providerUnavailable && (
          <p className="text-sm text-amber-800" data-testid="provider-unavailable">
            The payment provider is not answering right now. Your payment is kept pending; we keep checking.
          </p>
        )}
        {state.phase === "awaiting" && (
          <p className="text-sm text-slate-500">
            Finish paying in the tab that opened. This window updates by itself.
          </p>
        )}
        {state.phase === "completing" && <p className="text-sm text-slate-600">Completing payment…</p>}
        {state.phase === "timed-out" && (
          <div className="space-y-3" data-testid="payment-timed-out">
            <p className="text-sm text-slate-700">
              No result has arrived in 15 minutes. Check again, or abandon this payment and start a new one.
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryButton} onClick={() => flow.checkAgain()}>
                Check again
              </button>
              <button type="button" className={dangerButton} onClick={() => void flow.abandon()}>
                Abandon payment
              </button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
