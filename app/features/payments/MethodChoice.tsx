import type { PaymentMethod } from "../../../lib/payments/contract.ts";

/** Card (3 % surcharge) or ACH (none): the method the hosted page takes. */
export function MethodChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-bold text-brand-navy">Payment method</legend>
      <div className="flex flex-wrap gap-3">
        {(
          [
            ["card", "Credit card"],
            ["ach", "ACH bank transfer"],
          ] as const
        ).map(([method, label]) => (
          <label key={method} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
