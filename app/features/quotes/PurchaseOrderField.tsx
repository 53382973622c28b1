import type { Ref } from "react";
import { MAX_PURCHASE_ORDER_LENGTH } from "../../../lib/quotes/contract.ts";
import { FormField } from "../accounts/FormField.tsx";

/**
 * The required purchase order of a quote or an order (up to the length the server allows): one
 * field for saving a quote, editing one and checking out. `ref` lets a form focus it when wrong.
 */
export function PurchaseOrderField({
  ref,
  value,
  error,
  onChange,
}: {
  ref: Ref<HTMLInputElement>;
  value: string;
  /** What is wrong with it, or undefined. */
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      ref={ref}
      name="PurchaseOrder"
      label="Purchase order (PO)"
      required
      aria-required="true"
      autoComplete="off"
      spellCheck={false}
      maxLength={MAX_PURCHASE_ORDER_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
