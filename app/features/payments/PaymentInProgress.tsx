import { Clock, ExternalLink, XCircle } from "lucide-react";
import { toast } from "sonner";
import type { PaymentInProgress, PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { dangerButton, secondaryButton } from "../accounts/styles.ts";
import { formatQuoteDate } from "../quotes/quote-format.ts";
import { ABANDON_FAILED, PaymentFlowError } from "./payment-flow.ts";
import { abandonShown } from "./payments-api.ts";

/** Issue 30: the words beside an order or invoice whose payment was started and not finished. */
export const paymentInProgressMessages = {
  title: "Payment in progress",
  /** Abandoned from the row, but the payer had finished it first: that result stands. */
  alreadyPaid: "This payment had already gone through: nothing was abandoned.",
  abandoned: "Payment abandoned: you can pay again.",
} as const;

const methodWords = { card: "By card", ach: "By ACH" } as const;

/** "By card, $103.00 · expires Dec 3, 2026, 10:30 PM" (UTC until hydrated, then the browser's zone). */
export function paymentInProgressDetail(progress: PaymentInProgress, local: boolean): string {
  return `${methodWords[progress.method]}, ${formatCents(progress.amountCents)} · expires ${formatQuoteDate(progress.expiresAt, local, true)}`;
}

/**
 * Issue 30: "Payment in progress" with its method, amount and expiry, and its two ways on: Resume
 * (the hosted page again, in a new tab) and Abandon (closed at the provider, so it can be paid anew).
 * The buttons' names say what they act on (`subject`: "order SO-…", "invoice INV-…").
 */
export function PaymentInProgressNotice({
  progress,
  subject,
  local,
  busy,
  onResume,
  onAbandon,
  compact = false,
  textId,
  testId = "payment-in-progress",
}: {
  progress: PaymentInProgress;
  subject: string;
  local: boolean;
  busy: boolean;
  onResume: () => void;
  onAbandon: () => void;
  compact?: boolean;
  /** The id of its words (a control it describes: a checkbox that cannot be ticked meanwhile). */
  textId?: string;
  testId?: string;
}) {
  return (
    <div
      className={compact ? "space-y-1.5" : "space-y-3"}
      data-testid={testId}
      data-reference={progress.reference}
    >
      <p id={textId} className={compact ? "text-xs" : "text-sm"}>
        <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
          <Clock aria-hidden size={compact ? 12 : 14} />
          {paymentInProgressMessages.title}
        </span>
        <span className="block text-slate-600" data-testid={`${testId}-detail`}>
          {paymentInProgressDetail(progress, local)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${secondaryButton} ${compact ? "min-h-9" : "h-10 px-4"}`}
          onClick={onResume}
          disabled={busy}
          aria-label={`Resume payment of ${subject}`}
        >
          <ExternalLink aria-hidden size={14} />
          Resume
        </button>
        <button
          type="button"
          className={`${dangerButton} ${compact ? "min-h-9" : "h-10 px-4"}`}
          onClick={onAbandon}
          disabled={busy}
          aria-label={`Abandon payment of ${subject}`}
        >
          <XCircle aria-hidden size={14} />
          Abandon
        </button>
      </div>
    </div>
  );
}

/**
 * Abandons a payment in progress from its row (issue 30): the answer, or null when it failed (then a
 * toast says why in the server's words, e.g. 503 "…could not be abandoned yet…"). When the payer had
 * finished it first, a toast says so.
 */
export async function abandonFromRow(reference: string): Promise<PaymentStatusAnswer | null> {
  try {
    const answer = await abandonShown(reference);
    if (answer.status === "approved") {
      toast.success(paymentInProgressMessages.alreadyPaid, { duration: 6_000 });
    } else {
      toast.success(paymentInProgressMessages.abandoned, { duration: 4_000 });
    }
    return answer;
  } catch (error) {
    toast.error(error instanceof PaymentFlowError ? error.userMessage : ABANDON_FAILED, { duration: 5_000 });
    return null;
  }
}
