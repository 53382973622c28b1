import { Pencil, Undo2 } from "lucide-react";
import { useId, useState } from "react";
import { MAX_SHIPPING_CENTS, type PaymentMethod } from "../../../lib/cart/contract.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { AmountForm } from "./AmountForm.tsx";

const smallButton = `${secondaryButton} !px-2 !py-1 text-xs`;

/** CART-09: a representative sets the shipping in dollars or clears it back to "TBD". */
export function ShippingControl({
  shippingCents,
  onSet,
}: {
  shippingCents: number | null;
  onSet: (cents: number | null) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <AmountForm
        label="Shipping (USD)"
        initialCents={shippingCents}
        maxCents={MAX_SHIPPING_CENTS}
        onSave={(cents) => onSet(cents)}
        onCancel={() => setEditing(false)}
        testId="shipping-form"
      />
    );
  }
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={smallButton} onClick={() => setEditing(true)}>
        <Pencil aria-hidden size={12} />
        {shippingCents === null ? "Set shipping" : "Change shipping"}
      </button>
      {shippingCents !== null && (
        <button type="button" className={smallButton} onClick={() => void onSet(null)}>
          <Undo2 aria-hidden size={12} />
          Clear (TBD)
        </button>
      )}
    </div>
  );
}

/** The payment methods the bank surcharge follows (CART-10, AMB-11), as a representative picks them. */
export const surchargeChoices: { value: PaymentMethod | ""; label: string }[] = [
  { value: "", label: "None (no surcharge)" },
  { value: "card", label: "Card (3% bank surcharge)" },
  { value: "ach", label: "ACH (no surcharge)" },
];

/** CART-10: the payment method, which sets the bank surcharge (card 3 %, ACH none, or cleared). */
export function SurchargeControl({
  method,
  onSet,
}: {
  method: PaymentMethod | null;
  onSet: (method: PaymentMethod | null) => Promise<boolean>;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <label htmlFor={id} className="text-sm text-slate-600">
        Payment method
      </label>
      <select
        id={id}
        value={method ?? ""}
        disabled={saving}
        onChange={async (event) => {
          const value = event.target.value;
          setSaving(true);
          await onSet(value === "card" || value === "ach" ? value : null);
          setSaving(false);
        }}
        className="h-9 min-w-0 max-w-full rounded border border-slate-300 bg-white px-2 text-sm"
        data-testid="surcharge-method"
      >
        {surchargeChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
