import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { type Order, orderMessages } from "../../../lib/orders/contract.ts";
import { type PaymentInProgress, paymentMessages } from "../../../lib/payments/contract.ts";
import { serverTextOf } from "../../service-call.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { abandonFromRow } from "../payments/PaymentInProgress.tsx";
import { usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody, type Payer } from "../payments/payer.ts";
import { PaymentFlowError, paymentUnderWay, type ResumePurpose } from "../payments/payment-flow.ts";
import { initiateShown } from "../payments/payments-api.ts";
import { methodOf } from "./checkout-form.ts";
import { completeApprovedOrder, ordersApi } from "./orders-api.ts";

/** Failure of a reorder (the spec names no toast for it). */
export const REORDER_FAILED = "Could not add the order to the cart";
export const REORDERED = "The order's lines are in the cart";

/**
 * The order as the loader read it, until a payment or a cancel changes it here (then as the server
 * answered); a new read by the loader (a revalidation) wins again.
 */
export function useOrderShown(loaded: Order): [Order, (next: Order) => void] {
  const [changed, setChanged] = useState<{ from: Order; order: Order } | null>(null);
  const order = changed?.from === loaded ? changed.order : loaded;
  return [order, (next: Order) => setChanged({ from: loaded, order: next })];
}

/** "Reorder": the order's lines into the cart at today's prices, with what is no longer offered. */
export function useReorder(orderId: string) {
  const { report } = useCartBadge();
  const [reordering, setReordering] = useState(false);
  const [reordered, setReordered] = useState(false);

  async function reorder() {
    if (reordering) return;
    setReordering(true);
    try {
      const result = await ordersApi.reorder(orderId);
      report(result.cart);
      setReordered(true);
      const missing = result.unavailable.map((line) => `${line.sku} (${line.reason})`).join(", ");
      toast.success(REORDERED, {
        duration: 6_000,
        description: (
          <>
            {missing && <span className="block">Not added, no longer offered: {missing}</span>}
            <Link to="/cart" className="font-semibold underline">
              Go to the cart
            </Link>
          </>
        ),
      });
    } catch (error) {
      toast.error(REORDER_FAILED, { duration: 5_000, description: serverTextOf(error) ?? undefined });
    } finally {
      setReordering(false);
    }
  }

  return { reordering, reordered, reorder };
}

/** The payer of an order's payment: the signed-in person, at the order's ship-to address. */
function orderPayer(order: Order, viewer: ReturnType<typeof useViewer>): Payer {
  return {
    firstName: viewer?.fname ?? "",
    lastName: viewer?.lname ?? "",
    email: viewer?.email ?? "",
    address1: order.shipTo.address1,
    city: order.shipTo.city,
    state: order.shipTo.state,
    zip: order.shipTo.zip,
  };
}

/**
 * Paying an order awaiting its payment (issue 30): "Pay now", or Resume and Abandon of the payment in
 * progress. `onChanged` takes the order as the server answered once paid; `reload` reads it again
 * (after an abandon, or a payment refused or not gone through).
 */
export function useOrderPayment(order: Order, onChanged: (next: Order) => void, reload: () => void) {
  const viewer = useViewer();
  const { state: payment, flow } = usePaymentFlow();
  const [abandoning, setAbandoning] = useState(false);

  /** What paying this order does once approved (a new payment or a resumed one). */
  const paying: ResumePurpose = {
    complete: async (result, started) => onChanged(await completeApprovedOrder(order.id, result, started)),
    completeFailure: paymentMessages.completeFailed,
    success: orderMessages.placed,
    onReset: reload,
  };

  /** Issue 30: the payment in progress opened again in a new tab (the tab first, from the click). */
  function resume(progress: PaymentInProgress) {
    void flow.resume(paying, progress.reference).then(() => {
      // Refused (no longer in progress, expired): the order as it is now.
      if (flow.state.phase === "idle") reload();
    });
  }

  async function abandon(progress: PaymentInProgress) {
    if (abandoning) return;
    setAbandoning(true);
    try {
      if (await abandonFromRow(progress.reference)) reload();
    } finally {
      setAbandoning(false);
    }
  }

  function payNow() {
    if (order.PaymentType === "ON_ACCOUNT") return;
    const method = methodOf[order.PaymentType];
    const payer = orderPayer(order, viewer);
    void flow.start({
      ...paying,
      initiate: async () => {
        try {
          return await initiateShown(
            initiateBody({ kind: "order", orderId: order.id }, payer, method),
            crypto.randomUUID(),
          );
        } catch (error) {
          // Refused in the server's words (a payment of it already in progress, issue 30): the order
          // as it is now, with Resume and Abandon.
          if (error instanceof PaymentFlowError) reload();
          throw error;
        }
      },
    });
  }

  return {
    payment,
    flow,
    /** A payment is being started, awaited or completed: the payment actions wait. */
    busyPaying: paymentUnderWay(payment.phase),
    abandoning,
    resume,
    abandon,
    payNow,
  };
}
