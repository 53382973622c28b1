import { CreditCard, Landmark, ReceiptText } from "lucide-react";
import { type FormEvent, useCallback, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import {
  type CheckoutPreview,
  type Order,
  orderMessages,
  type PaymentType,
  submitOrderErrorText,
} from "../../../lib/orders/contract.ts";
import { paymentMessages } from "../../../lib/payments/contract.ts";
import { MAX_PURCHASE_ORDER_LENGTH } from "../../../lib/quotes/contract.ts";
import type { Shown } from "../../page-errors.ts";
import { ServiceApiError, serverTextOf } from "../../service-call.ts";
import { FormField, inputClass } from "../accounts/FormField.tsx";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { PaymentModal, PopupNotice, usePaymentFlow } from "../payments/PaymentModal.tsx";
import { initiateBody } from "../payments/payer.ts";
import { PaymentFlowError } from "../payments/payment-flow.ts";
import { paymentsApi } from "../payments/payments-api.ts";
import { NotesField } from "../quotes/NotesField.tsx";
import { quotePath } from "../quotes/quotes-api.ts";
import { createSubmissionKeys } from "../quotes/submission-key.ts";
import {
  type CheckoutDraft,
  type CheckoutErrors,
  methodOf,
  payerFor,
  paymentOptions,
  placeOrderBodyOf,
  shipToDraftOf,
  shipToFields,
} from "./checkout-form.ts";
import { OrderLines, TotalsList } from "./OrderLines.tsx";
import { totalsRows } from "./order-format.ts";
import { completeApprovedOrder, orderPath, ordersApi } from "./orders-api.ts";

const ERROR_TOAST_MS = 5_000;
const placeButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

const methodIcons = { ON_ACCOUNT: ReceiptText, CARD: CreditCard, ACH: Landmark } as const;

/**
 * `/checkout` (issue 13, ORDER-02, ORDER-03, AMB-11): the cart (or a quote, `quoteId`) as an order:
 * ship-to, purchase order, notes and payment method, with the order's lines and its totals for the
 * method chosen (card shows its "Bank surcharge (3%)" before the buyer commits; ACH none). "Place
 * order" sends API-48 once per attempt (one Idempotency-Key, the button disabled meanwhile). On
 * account: placed at once. Card or ACH: the order waits for its payment, which the hosted payment
 * flow takes (PAY-01 … PAY-09) before 'Order placed successfully!'.
 */
export function CheckoutView({ loaded }: { loaded: Shown<CheckoutPreview> }) {
  const location = useLocation();
  const revalidator = useRevalidator();
  // The total changed since the page priced it: the loader reads the checkout again (what was typed stays).
  const onStale = useCallback(() => void revalidator.revalidate(), [revalidator]);
  if (!loaded.ok) {
    // A refusal of what is in the cart (empty, unavailable lines: VALIDATION) is not cured by reloading;
    // an expired or ordered quote, or a total changed meanwhile (CONFLICT), may be.
    const retryable = loaded.refusal.code !== "VALIDATION";
    return (
      <div role="alert" className={`${cardClass} space-y-3`} data-testid="checkout-error">
        <p className="font-semibold text-brand-red">{loaded.refusal.message}</p>
        <div className="flex flex-wrap gap-2">
          {retryable && (
            <a href={`${location.pathname}${location.search}`} className={secondaryButton}>
              Try again
            </a>
          )}
          <Link to="/cart" className={secondaryButton}>
            Back to the cart
          </Link>
          <Link to="/" className={secondaryButton}>
            Browse products
          </Link>
        </div>
      </div>
    );
  }
  if (loaded.value.items.length === 0) {
    return (
      <div className={`${cardClass} space-y-3`} data-testid="checkout-empty">
        <p className="font-semibold text-brand-navy">Your cart is empty.</p>
        <Link to="/" className={secondaryButton}>
          Browse products
        </Link>
      </div>
    );
  }
  return <CheckoutForm preview={loaded.value} onStale={onStale} />;
}

function CheckoutForm({ preview, onStale }: { preview: CheckoutPreview; onStale: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const options = paymentOptions(preview);
  const [draft, setDraft] = useState<CheckoutDraft>(() => ({
    shipTo: shipToDraftOf(preview.shipToOptions[0]),
    // A quote's purchase order (issue 30); the cart's is typed here.
    purchaseOrder: preview.purchaseOrder ?? "",
    notes: "",
    paymentType: options[0]?.value ?? "CARD",
  }));
  const [shipToChoice, setShipToChoice] = useState(preview.shipToOptions.length > 0 ? "0" : "new");
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const keys = useRef(createSubmissionKeys());
  /** A card or ACH order already placed by this checkout, waiting for its payment (a retry pays it). */
  const placed = useRef<{ fingerprint: string; order: Order } | null>(null);
  const fieldRefs = useRef(new Map<string, HTMLInputElement>());
  const { state: payment, flow } = usePaymentFlow();

  const totals = preview.totals[draft.paymentType];
  const busy =
    placing || (payment.phase !== "idle" && payment.phase !== "blocked" && payment.phase !== "done");

  const setShipTo = (key: keyof CheckoutDraft["shipTo"], value: string) => {
    setDraft((d) => ({ ...d, shipTo: { ...d.shipTo, [key]: value } }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Places the order (API-48) with this attempt's key; the failure words of ORDER-03 / ERR-02. */
  async function place(body: Parameters<typeof ordersApi.place>[0]): Promise<Order> {
    const key = keys.current.keyFor(body);
    try {
      const order = await ordersApi.place(body, key);
      keys.current.settled("known");
      return order;
    } catch (error) {
      const unknown = !(error instanceof ServiceApiError) || error.status === 0 || error.status >= 500;
      keys.current.settled(unknown ? "unknown" : "known");
      // The total changed since the page priced it (409): read the checkout again.
      if (error instanceof ServiceApiError && error.status === 409) onStale();
      if (error instanceof ServiceApiError && error.status === 401) {
        throw new PaymentFlowError(paymentMessages.noUser);
      }
      throw new PaymentFlowError(submitOrderErrorText(serverTextOf(error)));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // A second click while the first is on its way sends nothing.
    if (inFlight.current || busy) return;
    const parsed = placeOrderBodyOf(preview, draft);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = [...shipToFields.map((f) => f.key), "PurchaseOrder"].find(
        (key) => parsed.errors[key as keyof CheckoutErrors],
      );
      if (first) fieldRefs.current.get(first)?.focus();
      return;
    }
    setErrors({});
    const body = parsed.body;
    if (body.PaymentType === "ON_ACCOUNT") {
      inFlight.current = true;
      setPlacing(true);
      place(body)
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
      return;
    }
    const method = methodOf[body.PaymentType];
    const fingerprint = JSON.stringify(body);
    // Synchronously from the click: the flow opens the hosted page's tab before any request (AMB-04).
    void flow.start({
      initiate: async () => {
        const order = placed.current?.fingerprint === fingerprint ? placed.current.order : await place(body);
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

  const field = (key: string) => (element: HTMLInputElement | null) => {
    if (element) fieldRefs.current.set(key, element);
    else fieldRefs.current.delete(key);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Checkout"
      aria-busy={busy || undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]"
      data-testid="checkout-form"
    >
      <div className="min-w-0 space-y-6">
        {preview.source.kind === "quote" && (
          <p className="text-sm text-slate-600" data-testid="checkout-source">
            Ordering quote{" "}
            <Link to={quotePath(preview.source.quoteId)} className="font-semibold text-brand-navy underline">
              {preview.source.quoteNumber}
            </Link>{" "}
            at its quoted prices.
          </p>
        )}
        <section aria-labelledby={`${id}-shipto`} className={`${cardClass} space-y-4`}>
          <h2 id={`${id}-shipto`} className="text-lg font-bold text-brand-navy">
            Ship to
          </h2>
          {preview.shipToOptions.length > 0 && (
            <div>
              <label htmlFor={`${id}-address`} className="block text-sm font-semibold text-slate-700">
                Shipping address
              </label>
              <select
                id={`${id}-address`}
                value={shipToChoice}
                onChange={(event) => {
                  const choice = event.target.value;
                  setShipToChoice(choice);
                  const option = preview.shipToOptions[Number(choice)];
                  setDraft((d) => ({ ...d, shipTo: shipToDraftOf(choice === "new" ? undefined : option) }));
                  setErrors({});
                }}
                className={`mt-1 ${inputClass} border-slate-300`}
              >
                {preview.shipToOptions.map((option, index) => (
                  <option key={`${option.name}-${option.address1}-${option.zip}`} value={String(index)}>
                    {option.name}, {option.address1}, {option.city} {option.state}
                  </option>
                ))}
                <option value="new">Another address</option>
              </select>
            </div>
          )}
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {shipToFields.map((f) => (
              <FormField
                key={f.key}
                ref={field(f.key)}
                name={`shipTo-${f.key}`}
                label={f.label}
                optional={f.optional}
                autoComplete={`shipping ${f.autoComplete}`}
                className={
                  f.key === "address1" || f.key === "address2" || f.key === "name"
                    ? "sm:col-span-2"
                    : undefined
                }
                value={draft.shipTo[f.key]}
                error={errors[f.key]}
                onChange={(event) => setShipTo(f.key, event.target.value)}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby={`${id}-po`} className={`${cardClass} space-y-4`}>
          <h2 id={`${id}-po`} className="text-lg font-bold text-brand-navy">
            Purchase order
          </h2>
          <FormField
            ref={field("PurchaseOrder")}
            name="PurchaseOrder"
            label="Purchase order (PO)"
            required
            aria-required="true"
            autoComplete="off"
            spellCheck={false}
            maxLength={MAX_PURCHASE_ORDER_LENGTH}
            value={draft.purchaseOrder}
            error={errors.PurchaseOrder}
            onChange={(event) => {
              setDraft((d) => ({ ...d, purchaseOrder: event.target.value }));
              setErrors((e) => ({ ...e, PurchaseOrder: undefined }));
            }}
          />
          <NotesField
            id={`${id}-notes`}
            value={draft.notes}
            onChange={(notes) => setDraft((d) => ({ ...d, notes }))}
          />
        </section>

        <fieldset className={`${cardClass} space-y-3`} data-testid="payment-methods">
          <legend className="float-left mb-3 w-full text-lg font-bold text-brand-navy">Payment method</legend>
          {options.map((option) => {
            const Icon = methodIcons[option.value];
            const checked = draft.paymentType === option.value;
            return (
              <label
                key={option.value}
                className={`clear-both flex cursor-pointer items-start gap-3 rounded border p-3 ${checked ? "border-brand-green bg-green-50/40" : "border-slate-200"}`}
              >
                <input
                  type="radio"
                  name="PaymentType"
                  value={option.value}
                  checked={checked}
                  onChange={() => setDraft((d) => ({ ...d, paymentType: option.value as PaymentType }))}
                  className="mt-1"
                />
                <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-slate-500" />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-600">{option.hint}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
      </div>

      <section
        aria-labelledby={`${id}-summary`}
        className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:sticky lg:top-16"
        data-testid="checkout-summary"
      >
        <h2 id={`${id}-summary`} className="text-lg font-bold text-brand-navy">
          Order summary
        </h2>
        <OrderLines items={preview.items} />
        <TotalsList rows={totalsRows(totals)} />
        {draft.paymentType !== "ON_ACCOUNT" && (
          <PopupNotice state={payment} onDismiss={() => flow.dismissBlocked()} />
        )}
        <button type="submit" className={placeButton} disabled={busy}>
          {busy ? "Placing order…" : "Place order"}
        </button>
        <p className="text-xs text-slate-500">
          {draft.paymentType === "ON_ACCOUNT"
            ? "The order is placed on the account's terms."
            : "The payment page opens in a new tab. The order is placed once the payment is approved."}
        </p>
      </section>
      <PaymentModal state={payment} flow={flow} />
    </form>
  );
}
