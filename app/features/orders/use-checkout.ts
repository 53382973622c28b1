import { type Dispatch, type FormEvent, type SetStateAction, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  type CheckoutPreview,
  type Order,
  orderMessages,
  type PaymentType,
  type PlaceOrderBody,
  submitOrderErrorText,
} from "../../../lib/orders/contract.ts";
import { type PaymentMethod, paymentMessages } from "../../../lib/payments/contract.ts";
import { ServiceApiError, serverTextOf } from "../../service-call.ts";
import { usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody } from "../payments/payer.ts";
import { PaymentFlowError, paymentUnderWay } from "../payments/payment-flow.ts";
import { paymentsApi } from "../payments/payments-api.ts";
import { createSubmissionKeys, type SubmissionKeys } from "../quotes/submission-key.ts";
import {
  type CheckoutDraft,
  type CheckoutErrors,
  freightQueryOf,
  initialShipping,
  methodOf,
  payerFor,
  paymentOptions,
  placeOrderBodyOf,
  type ShippingDraft,
  shipToDraftOf,
  shipToFields,
} from "./checkout-form.ts";
import { completeApprovedOrder, orderPath, ordersApi } from "./orders-api.ts";

const ERROR_TOAST_MS = 5_000;

/** The form as the page opens: the first saved ship-to, the quote's PO if any, the first method offered. */
function initialDraft(preview: CheckoutPreview): CheckoutDraft {
  return {
    shipTo: shipToDraftOf(preview.shipToOptions[0]),
    // A quote's purchase order (issue 30); the cart's is typed here.
    purchaseOrder: preview.purchaseOrder ?? "",
    notes: "",
    paymentType: paymentOptions(preview)[0]?.value ?? "CARD",
    shipping: initialShipping(preview),
  };
}

/** Waits this long after the last keystroke of a ZIP code before pricing the freight again. */
const FREIGHT_DEBOUNCE_MS = 350;

/**
 * The checkout's preview for the form as it is (issue 32 item 1): read again from the server when the
 * shipping method, the carrier or the ship-to's state and ZIP change, so the freight and the totals
 * shown are always the server's. `refreshing` holds "Place order" until the new figures are in.
 */
export function useFreightPreview(loaded: CheckoutPreview, draft: CheckoutDraft) {
  const [preview, setPreview] = useState(loaded);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const query = freightQueryOf(loaded, draft);
  // The page's preview is priced for the form it opens with (ground, the first saved ship-to).
  const loadedQuery = freightQueryOf(loaded, initialDraft(loaded));
  useEffect(() => {
    if (query === loadedQuery) {
      setPreview(loaded);
      setRefreshing(false);
      setFailed(false);
      return;
    }
    let live = true;
    setRefreshing(true);
    const timer = setTimeout(() => {
      ordersApi
        .checkout(query)
        .then((next) => {
          if (!live) return;
          setPreview(next);
          setFailed(false);
        })
        .catch(() => {
          if (live) setFailed(true);
        })
        .finally(() => {
          if (live) setRefreshing(false);
        });
    }, FREIGHT_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, loadedQuery, loaded]);
  return { preview, refreshing, failed };
}

/** The first field, in the form's order, that has a message. */
export function firstFieldWithError(errors: CheckoutErrors): string | undefined {
  return [
    ...shipToFields.map((f) => f.key),
    "carrierAccountNumber",
    "requestedShipDate",
    "PurchaseOrder",
  ].find((key) => errors[key as keyof CheckoutErrors]);
}

/**
 * Places the order (API-48) with this attempt's key (kept for a retry when the outcome is unknown);
 * fails with the words of ORDER-03 / ERR-02. A 409 (the total changed since the page priced it)
 * also reads the checkout again (`onStale`).
 */
async function placeOrder(body: PlaceOrderBody, keys: SubmissionKeys, onStale: () => void): Promise<Order> {
  const key = keys.keyFor(body);
  try {
    const order = await ordersApi.place(body, key);
    keys.settled("known");
    return order;
  } catch (error) {
    const unknown = !(error instanceof ServiceApiError) || error.status === 0 || error.status >= 500;
    keys.settled(unknown ? "unknown" : "known");
    if (error instanceof ServiceApiError && error.status === 409) onStale();
    if (error instanceof ServiceApiError && error.status === 401) {
      throw new PaymentFlowError(paymentMessages.noUser);
    }
    throw new PaymentFlowError(submitOrderErrorText(serverTextOf(error)));
  }
}

/** The form's setters, for `checkoutEdits`. */
type CheckoutSetters = {
  setDraft: Dispatch<SetStateAction<CheckoutDraft>>;
  setErrors: Dispatch<SetStateAction<CheckoutErrors>>;
  setShipToChoice: (choice: string) => void;
};

/** The person's edits of the checkout form; a field edited loses its message. */
function checkoutEdits(preview: CheckoutPreview, { setDraft, setErrors, setShipToChoice }: CheckoutSetters) {
  return {
    shipTo(key: keyof CheckoutDraft["shipTo"], value: string) {
      setDraft((d) => ({ ...d, shipTo: { ...d.shipTo, [key]: value } }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    },
    /** A saved address by its index, or "new" for another one typed here. */
    chooseShipTo(choice: string) {
      setShipToChoice(choice);
      const option = preview.shipToOptions[Number(choice)];
      setDraft((d) => ({ ...d, shipTo: shipToDraftOf(choice === "new" ? undefined : option) }));
      setErrors({});
    },
    purchaseOrder(value: string) {
      setDraft((d) => ({ ...d, purchaseOrder: value }));
      setErrors((e) => ({ ...e, PurchaseOrder: undefined }));
    },
    notes(notes: string) {
      setDraft((d) => ({ ...d, notes }));
    },
    paymentType(paymentType: PaymentType) {
      setDraft((d) => ({ ...d, paymentType }));
    },
    /** The shipping method, carrier account or requested ship date; an edited field loses its message. */
    shipping(patch: Partial<ShippingDraft>) {
      setDraft((d) => ({ ...d, shipping: { ...d.shipping, ...patch } }));
      setErrors((e) => {
        const next = { ...e };
        for (const key of Object.keys(patch)) delete next[key as keyof CheckoutErrors];
        return next;
      });
    },
  };
}

/**
 * The checkout form's state and calls: the draft (ship-to, PO, notes, payment method) with its
 * fields' messages, and "Place order": on account placed at once; by card or ACH placed once (a
 * retry pays the same order) and paid through the hosted payment flow.
 */
export function useCheckout(loaded: CheckoutPreview, onStale: () => void) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CheckoutDraft>(() => initialDraft(loaded));
  const { preview, refreshing, failed } = useFreightPreview(loaded, draft);
  const [shipToChoice, setShipToChoice] = useState(preview.shipToOptions.length > 0 ? "0" : "new");
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const keys = useRef(createSubmissionKeys());
  /** A card or ACH order already placed by this checkout, waiting for its payment (a retry pays it). */
  const placed = useRef<{ fingerprint: string; order: Order } | null>(null);
  const fieldRefs = useRef(new Map<string, HTMLInputElement>());
  const { state: payment, flow } = usePaymentFlow();

  const busy = placing || paymentUnderWay(payment.phase);
  /** "Place order" waits for the freight of what the form now says. */
  const blocked = busy || refreshing || failed;

  const edit = checkoutEdits(preview, { setDraft, setErrors, setShipToChoice });

  /** On account: placed at once, then the order's page. */
  function placeOnAccount(body: PlaceOrderBody) {
    inFlight.current = true;
    setPlacing(true);
    placeOrder(body, keys.current, onStale)
      .then((order) => {
        toast.success(orderMessages.placed, { duration: 6_000 });
        navigate(orderPath(order.id));
      })
      .catch((error: unknown) => {
        toast.error(error instanceof PaymentFlowError ? error.userMessage : orderMessages.submitError, {
          duration: ERROR_TOAST_MS,
        });
      })
      .finally(() => {
        inFlight.current = false;
        setPlacing(false);
      });
  }

  /** Card or ACH: the order placed (once for the same form), paid on the hosted page, then its page. */
  function placeAndPay(body: PlaceOrderBody, method: PaymentMethod) {
    const fingerprint = JSON.stringify(body);
    // Synchronously from the click: the flow opens the hosted page's tab before any request (AMB-04).
    void flow.start({
      initiate: async () => {
        const order =
          placed.current?.fingerprint === fingerprint
            ? placed.current.order
            : await placeOrder(body, keys.current, onStale);
        placed.current = { fingerprint, order };
        return paymentsApi.initiate(
          initiateBody({ kind: "order", orderId: order.id }, payerFor(preview, body.shipTo), method),
          crypto.randomUUID(),
        );
      },
      complete: async (result, started) => {
        const order = placed.current?.order;
        if (!order) throw new Error("No order to complete");
        await completeApprovedOrder(order.id, result, started);
      },
      completeFailure: paymentMessages.completeFailed,
      success: orderMessages.placed,
      onCompleted: () => {
        const order = placed.current?.order;
        placed.current = null;
        if (order) navigate(orderPath(order.id));
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing.
    if (inFlight.current || blocked) return;
    const parsed = placeOrderBodyOf(preview, draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = firstFieldWithError(parsed.errors);
      if (first) fieldRefs.current.get(first)?.focus();
      return;
    }
    setErrors({});
    const body = parsed.body;
    if (body.PaymentType === "ON_ACCOUNT") placeOnAccount(body);
    else placeAndPay(body, methodOf[body.PaymentType]);
  }

  /** Registers a field's input by its key, to focus the first one with a message. */
  const field = (key: string) => (element: HTMLInputElement | null) => {
    if (element) fieldRefs.current.set(key, element);
    else fieldRefs.current.delete(key);
  };

  return {
    preview,
    refreshing,
    freightFailed: failed,
    draft,
    errors,
    busy,
    shipToChoice,
    payment,
    flow,
    field,
    edit,
    submit,
  };
}
