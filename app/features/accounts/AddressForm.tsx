import { type FormEvent, useId, useState } from "react";
import type { AddressBody, SavedAddress } from "../../../lib/accounts/address-book.ts";
import {
  type AddressDraft,
  type AddressField,
  addressFields,
  draftOf,
  emptyAddressDraft,
  validateAddress,
} from "./address-book-form.ts";
import { Checkbox } from "./Checkbox.tsx";
import { FormField } from "./FormField.tsx";
import { primaryButton, secondaryButton } from "./styles.ts";

/** The fields that take the form's full width. */
const wide: ReadonlySet<AddressField> = new Set(["name", "address1", "address2"]);

/** #32.1: adding or editing one ship-to address; checked here as the server checks it. */
export function AddressForm({
  title,
  initial,
  busy,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: SavedAddress;
  busy: boolean;
  onSave: (body: AddressBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<AddressDraft>(initial ? draftOf(initial) : emptyAddressDraft);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateAddress(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = addressFields.find((field) => checked.errors[field.key]);
      if (first) document.getElementById(`${id}-${first.key}`)?.focus();
      return;
    }
    setErrors({});
    onSave(checked.body);
  }

  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
      className="mt-3 space-y-3 rounded border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      <h4 id={`${id}-title`} className="font-semibold text-brand-navy">
        {title}
      </h4>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {addressFields.map((field) => (
          <FormField
            key={field.key}
            id={`${id}-${field.key}`}
            name={field.key}
            label={field.label}
            optional={field.optional}
            autoComplete={`shipping ${field.autoComplete}`}
            className={wide.has(field.key) ? "sm:col-span-2" : undefined}
            value={draft[field.key]}
            error={errors[field.key]}
            onChange={(event) => setDraft((d) => ({ ...d, [field.key]: event.target.value }))}
          />
        ))}
      </div>
      {!initial?.isDefault && (
        <Checkbox
          label="Make this the default ship-to address"
          checked={draft.isDefault}
          onChange={(event) => setDraft((d) => ({ ...d, isDefault: event.target.checked }))}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy}>
          {busy ? "Saving…" : "Save address"}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
