import { useCallback } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { CheckoutPreview } from "../../../lib/orders/contract.ts";
import type { Shown } from "../../page-errors.ts";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { PaymentModal } from "../payments/PaymentModal.tsx";
import { ApprovalCheckout, QuoteNeedsApproval } from "./CheckoutApproval.tsx";
import { CheckoutBillTo, CheckoutShipping } from "./CheckoutFreight.tsx";
import {
  CheckoutPaymentMethods,
  CheckoutPurchaseOrder,
  CheckoutSource,
  CheckoutSummary,
} from "./CheckoutParts.tsx";
import { CheckoutShipTo } from "./CheckoutShipTo.tsx";
import { paymentOptions } from "./checkout-form.ts";
import { useCheckout } from "./use-checkout.ts";

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
  // #32.2: a member whose order needs approval submits it instead of placing it (a quote: the admin orders it).
  if (loaded.value.approval) {
    return loaded.value.source.kind === "cart" ? (
      <ApprovalCheckout preview={loaded.value} />
    ) : (
      <QuoteNeedsApproval preview={loaded.value} />
    );
  }
  return <CheckoutForm preview={loaded.value} onStale={onStale} />;
}

function CheckoutForm({ preview: loaded, onStale }: { preview: CheckoutPreview; onStale: () => void }) {
  const {
    preview,
    refreshing,
    freightFailed,
    draft,
    errors,
    busy,
    payment,
    flow,
    field,
    edit,
    submit,
    shipToChoice,
  } = useCheckout(loaded, onStale);
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
        <CheckoutSource source={preview.source} />
        <CheckoutShipTo
          options={preview.shipToOptions}
          choice={shipToChoice}
          shipTo={draft.shipTo}
          errors={errors}
          field={field}
          onChoose={edit.chooseShipTo}
          onChange={edit.shipTo}
        />
        <CheckoutBillTo billTo={preview.billTo} />
        <CheckoutShipping
          preview={preview}
          shipping={draft.shipping}
          errors={errors}
          refreshing={refreshing}
          failed={freightFailed}
          field={field}
          onChange={edit.shipping}
        />
        <CheckoutPurchaseOrder
          purchaseOrder={draft.purchaseOrder}
          notes={draft.notes}
          error={errors.PurchaseOrder}
          fieldRef={field("PurchaseOrder")}
          onPurchaseOrder={edit.purchaseOrder}
          onNotes={edit.notes}
        />
        <CheckoutPaymentMethods
          options={paymentOptions(preview)}
          value={draft.paymentType}
          onChange={edit.paymentType}
        />
      </div>
      <CheckoutSummary
        preview={preview}
        paymentType={draft.paymentType}
        busy={busy}
        waiting={refreshing || freightFailed}
        payment={payment}
        onDismissBlocked={() => flow.dismissBlocked()}
      />
      <PaymentModal state={payment} flow={flow} />
    </form>
  );
}
