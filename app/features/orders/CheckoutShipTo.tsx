import { useId } from "react";
import { Link } from "react-router";
import type { CheckoutPreview } from "../../../lib/orders/contract.ts";
import { FormField, inputClass } from "../accounts/FormField.tsx";
import { cardClass } from "../accounts/styles.ts";
import { type CheckoutErrors, type ShipToDraft, shipToFields } from "./checkout-form.ts";

/** The fields that take the form's full width (a name or a street line is long). */
const wideFields: ReadonlySet<keyof ShipToDraft> = new Set(["address1", "address2", "name"]);

/**
 * Where the order ships: one of the account's saved addresses (#32.1: its address book, the default
 * first; `choice`, its index) or "Another
 * address", and the address's fields as the draft holds them. `field` registers each input by its key.
 */
export function CheckoutShipTo({
  options,
  choice,
  shipTo,
  errors,
  field,
  onChoose,
  onChange,
}: {
  options: CheckoutPreview["shipToOptions"];
  choice: string;
  shipTo: ShipToDraft;
  errors: CheckoutErrors;
  field: (key: string) => (element: HTMLInputElement | null) => void;
  onChoose: (choice: string) => void;
  onChange: (key: keyof ShipToDraft, value: string) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-shipto`} className={`${cardClass} space-y-4`}>
      <h2 id={`${id}-shipto`} className="text-lg font-bold text-brand-navy">
        Ship to
      </h2>
      {options.length > 0 && (
        <div>
          <label htmlFor={`${id}-address`} className="block text-sm font-semibold text-slate-700">
            Shipping address
          </label>
          <select
            id={`${id}-address`}
            value={choice}
            onChange={(event) => onChoose(event.target.value)}
            className={`mt-1 ${inputClass} border-slate-300`}
          >
            {options.map((option, index) => (
              <option key={`${option.name}-${option.address1}-${option.zip}`} value={String(index)}>
                {option.name}, {option.address1}, {option.city} {option.state}
              </option>
            ))}
            <option value="new">Another address</option>
          </select>
          <p className="mt-1 text-xs text-slate-500">
            From the account's address book (the default first).{" "}
            <Link to="/user?tab=account#address-book" className="font-semibold text-brand-navy underline">
              See the address book
            </Link>
          </p>
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
            className={wideFields.has(f.key) ? "sm:col-span-2" : undefined}
            value={shipTo[f.key]}
            error={errors[f.key]}
            onChange={(event) => onChange(f.key, event.target.value)}
          />
        ))}
      </div>
    </section>
  );
}
