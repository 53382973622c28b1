import { FormField } from "../accounts/FormField.tsx";
import type { Payer } from "./payer.ts";

const fields: { key: keyof Payer; label: string; autoComplete: string; wide?: boolean }[] = [
  { key: "firstName", label: "First name", autoComplete: "given-name" },
  { key: "lastName", label: "Last name", autoComplete: "family-name" },
  { key: "email", label: "Email", autoComplete: "email", wide: true },
  { key: "address1", label: "Billing address", autoComplete: "address-line1", wide: true },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State", autoComplete: "address-level1" },
  { key: "zip", label: "ZIP code", autoComplete: "postal-code" },
];

/** The payer's name, email and billing address, prefilled and editable (they prefill the hosted page). */
export function PayerFields({
  payer,
  errors,
  onChange,
  legend = "Payer",
}: {
  payer: Payer;
  errors: Partial<Record<keyof Payer, string>>;
  onChange: (payer: Payer) => void;
  legend?: string;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-bold text-brand-navy">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.key}
            name={`payer-${field.key}`}
            label={field.label}
            autoComplete={field.autoComplete}
            type={field.key === "email" ? "email" : "text"}
            className={field.wide ? "sm:col-span-2" : undefined}
            value={payer[field.key]}
            error={errors[field.key]}
            onChange={(event) => onChange({ ...payer, [field.key]: event.target.value })}
          />
        ))}
      </div>
    </fieldset>
  );
}
