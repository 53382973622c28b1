import { Ban, CreditCard } from "lucide-react";
import { useId } from "react";
import type { Order } from "../../../lib/orders/contract.ts";
import type { PaymentInProgress } from "../../../lib/payments/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { dangerButton } from "../accounts/styles.ts";
import { PaymentInProgressNotice } from "../payments/PaymentInProgress.tsx";
import { PopupNotice } from "../payments/PaymentModal.tsx";
import type { FlowState } from "../payments/payment-flow.ts";
import { paymentTypeLabel } from "./order-format.ts";

/**
 * An order awaiting its payment (issue 30): what placing it takes, and "Pay now" and "Cancel order",
 * or, while a payment of it is in progress, that payment with Resume and Abandon.
 */
export function AwaitingPayment({
  order,
  payment,
  local,
  busyPaying,
  abandoning,
  onDismissBlocked,
  onPayNow,
  onCancel,
  onResume,
  onAbandon,
}: {
  order: Order;
  payment: FlowState;
  /** Dates in the person's time zone (after hydration). */
  local: boolean;
  busyPaying: boolean;
  abandoning: boolean;
  onDismissBlocked: () => void;
  onPayNow: () => void;
  onCancel: () => void;
  onResume: (progress: PaymentInProgress) => void;
  onAbandon: (progress: PaymentInProgress) => void;
}) {
  const id = useId();
  const inProgress = order.paymentInProgress;
  return (
    <section
      aria-labelledby={`${id}-pay`}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
      data-testid="order-awaiting-payment"
    >
      <h2 id={`${id}-pay`} className="font-bold text-brand-navy">
        This order is awaiting payment
      </h2>
      <p className="text-sm text-slate-700">
        It is placed once its {paymentTypeLabel[order.PaymentType].toLowerCase()} payment of{" "}
        {formatCents(order.Price.OrderTotal)} is approved.
      </p>
      <PopupNotice state={payment} onDismiss={onDismissBlocked} />
      {inProgress ? (
        <PaymentInProgressNotice
          progress={inProgress}
          subject={`order ${order.number}`}
          local={local}
          busy={busyPaying || abandoning}
          onResume={() => onResume(inProgress)}
          onAbandon={() => onAbandon(inProgress)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onPayNow}
            disabled={busyPaying}
            className="inline-flex h-10 items-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
            <CreditCard aria-hidden size={16} />
            Pay now
          </button>
          <button
            type="button"
            onClick={onCancel}
            disabled={busyPaying}
            className={`${dangerButton} h-10 px-4`}
          >
            <Ban aria-hidden size={16} />
            Cancel order
          </button>
        </div>
      )}
    </section>
  );
}
