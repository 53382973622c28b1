import { type ReactNode, useId, useState } from "react";
import type { ClaimableOrder } from "../../../lib/orders/claimable-orders.ts";
import { FormField, inputClass } from "../accounts/FormField.tsx";
import { formatQuoteDate } from "../quotes/quote-format.ts";
import type { FieldSpec } from "../uploads/UploadFormParts.tsx";

/** The choice that gives back the typed order or invoice number (an older order, an invoice). */
const TYPED = "";

function PickerSelect({
  label,
  name,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  name: string | undefined;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        className={`mt-1 ${inputClass} ${error ? "border-brand-red" : "border-slate-300"}`}
      >
        {children}
      </select>
      {error && <p className="mt-1 text-sm font-medium text-brand-red">{error}</p>}
    </div>
  );
}

/**
 * Issue 32 item 6: the claim's order and product picked from the account's recent orders (the order,
 * then one of its lines, whose quantity bounds the claim's), or typed as before for an older order or
 * an invoice. The fields keep the form's names (`reference`, `sku`, `quantity`), so the server's
 * checks and messages are the same whichever way they were filled in.
 */
export function ClaimOrderPicker({
  orders,
  typedFields,
  errors,
}: {
  orders: readonly ClaimableOrder[];
  /** The typed reference, SKU and quantity fields, as the form has them without a picker. */
  typedFields: readonly FieldSpec[];
  errors: Record<string, string>;
}) {
  const [number, setNumber] = useState(orders[0]?.number ?? TYPED);
  const order = orders.find((candidate) => candidate.number === number);
  const [sku, setSku] = useState(order?.lines[0]?.sku ?? "");
  const line = order?.lines.find((candidate) => candidate.sku === sku) ?? order?.lines[0];
  const typed = (name: string) => typedFields.filter((field) => field.name === name);
  const field = (name: string) => typed(name)[0] as FieldSpec;

  return (
    <>
      <PickerSelect
        label="Order"
        // Typed instead: the text field below is the reference.
        name={order ? "reference" : undefined}
        value={number}
        onChange={(next) => {
          setNumber(next);
          setSku(orders.find((candidate) => candidate.number === next)?.lines[0]?.sku ?? "");
        }}
        error={order ? errors.reference : undefined}
      >
        {orders.map((candidate) => (
          <option key={candidate.number} value={candidate.number}>
            {candidate.number} · PO {candidate.purchaseOrder} · {formatQuoteDate(candidate.placedAt, false)}
          </option>
        ))}
        <option value={TYPED}>Another order, or an invoice number…</option>
      </PickerSelect>
      {order && line ? (
        <>
          <PickerSelect label="Product" name="sku" value={line.sku} onChange={setSku} error={errors.sku}>
            {order.lines.map((candidate) => (
              <option key={candidate.sku} value={candidate.sku}>
                {candidate.name} ({candidate.sku}) · {candidate.quantity.toLocaleString("en-US")} ordered
              </option>
            ))}
          </PickerSelect>
          <FormField
            key={`${order.number}:${line.sku}`}
            {...field("quantity")}
            max={line.quantity}
            defaultValue="1"
            hint={`Up to the ${line.quantity.toLocaleString("en-US")} ordered`}
            error={errors.quantity}
          />
        </>
      ) : (
        ["reference", "sku", "quantity"].map((name) => (
          <FormField
            key={name}
            {...field(name)}
            {...(name === "quantity" ? { defaultValue: "1" } : {})}
            error={errors[name]}
          />
        ))
      )}
    </>
  );
}
