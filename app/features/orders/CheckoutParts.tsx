import { CreditCard, Landmark, ReceiptText } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { CheckoutPreview, PaymentType } from "../../../lib/orders/contract.ts";
import { RadioCard } from "../../components/ui/RadioCard.tsx";
import { cardClass } from "../accounts/styles.ts";
import { PopupNotice } from "../payments/PaymentModal.tsx";
import type { FlowState } from "../payments/payment-flow.ts";
import { NotesField } from "../quotes/NotesField.tsx";
import { PurchaseOrderField } from "../quotes/PurchaseOrderField.tsx";
import { quotePath } from "../quotes/quotes-api.ts";
import type { paymentOptions } from "./checkout-form.ts";
import { OrderLines, TotalsList } from "./OrderLines.tsx";
import { totalsRows } from "./order-format.ts";

const placeButton =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded bg-brand-green px-4 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60";

const methodIcons = { ON_ACCOUNT: ReceiptText, CARD: CreditCard, ACH: Landmark } as const;

/** A checkout ordering a quote says which, at its quoted prices (issue 30). */
export function CheckoutSource({ source }: { source: CheckoutPreview["source"] }) {
  if (source.kind !== "quote") return null;
  return (
    <p className="text-sm text-slate-600" data-testid="checkout-source">
      Ordering quote{" "}
      <Link to={quotePath(source.quoteId)} className="font-semibold text-brand-navy underline">
        {source.quoteNumber}
      </Link>{" "}
      at its quoted prices.
    </p>
  );
}

/**
 * The order's purchase order (required) and notes; for a request for approval (#32.2) titled and
 * labelled as such, the notes being the approver's note.
 */
export function CheckoutPurchaseOrder({
  purchaseOrder,
  notes,
  error,
  fieldRef,
  onPurchaseOrder,
  onNotes,
  title = "Purchase order",
  notesLabel,
  notesHint,
}: {
  purchaseOrder: string;
  notes: string;
  error: string | undefined;
  fieldRef: (element: HTMLInputElement | null) => void;
  onPurchaseOrder: (value: string) => void;
  onNotes: (notes: string) => void;
  title?: string;
  notesLabel?: string;
  notesHint?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-po`} className={`${cardClass} space-y-4`}>
      <h2 id={`${id}-po`} className="text-lg font-bold text-brand-navy">
        {title}
      </h2>
      <PurchaseOrderField ref={fieldRef} value={purchaseOrder} error={error} onChange={onPurchaseOrder} />
      <NotesField id={`${id}-notes`} value={notes} onChange={onNotes} label={notesLabel} hint={notesHint} />
    </section>
  );
}

/** The payment methods the account may use, each with its icon and what it means. */
export function CheckoutPaymentMethods({
  options,
  value,
  onChange,
}: {
  options: ReturnType<typeof paymentOptions>;
  value: PaymentType;
  onChange: (paymentType: PaymentType) => void;
}) {
  return (
    <fieldset className={`${cardClass} space-y-3`} data-testid="payment-methods">
      <legend className="float-left mb-3 w-full text-lg font-bold text-brand-navy">Payment method</legend>
      {options.map((option) => {
        return (
          <RadioCard
            key={option.value}
            name="PaymentType"
            value={option.value}
            checked={value === option.value}
            onSelect={() => onChange(option.value as PaymentType)}
            icon={methodIcons[option.value]}
            title={option.label}
            description={option.hint}
          />
        );
      })}
    </fieldset>
  );
}

/**
 * The order's lines and its totals for the method chosen, "Place order" (the form's submit) and what
 * placing it does; for a card or ACH payment, the flow's word when the browser blocked its tab.
 */
export function CheckoutSummary({
  preview,
  paymentType,
  busy,
  waiting,
  payment,
  onDismissBlocked,
}: {
  preview: CheckoutPreview;
  paymentType: PaymentType;
  busy: boolean;
  /** The freight is being priced again for what the form now says. */
  waiting: boolean;
  payment: FlowState;
  onDismissBlocked: () => void;
}) {
  const id = useId();
  const selectedFreight = preview.freight.options.find(
    (option) => option.method === preview.freight.selected,
  );
  return (
    <section
      aria-labelledby={`${id}-summary`}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:sticky lg:top-16"
      data-testid="checkout-summary"
    >
      <h2 id={`${id}-summary`} className="text-lg font-bold text-brand-navy">
        Order summary
      </h2>
      <OrderLines items={preview.items} />
      <TotalsList rows={totalsRows(preview.totals[paymentType])} />
      {selectedFreight?.estimated && (
        <p className="text-sm text-slate-600" data-testid="freight-estimated">
          The freight is an estimate: {selectedFreight.note}
        </p>
      )}
      {paymentType !== "ON_ACCOUNT" && <PopupNotice state={payment} onDismiss={onDismissBlocked} />}
      <button type="submit" className={placeButton} disabled={busy || waiting}>
        {busy ? "Placing order…" : "Place order"}
      </button>
      <p className="text-xs text-slate-500">
        {paymentType === "ON_ACCOUNT"
          ? "The order is placed on the account's terms."
          : "The payment page opens in a new tab. The order is placed once the payment is approved."}
      </p>
    </section>
  );
}
