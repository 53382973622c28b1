import { MAX_QUOTE_NOTES_LENGTH } from "../../../lib/quotes/contract.ts";
import { inputClass } from "../accounts/FormField.tsx";

/**
 * The optional notes of a quote or an order (up to 2,000 characters, as the server allows): one field
 * for saving a quote, editing one, checking out and submitting for approval.
 */
export function NotesField({
  id,
  value,
  onChange,
  rows = 3,
  label = "Notes",
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  /** What the notes are for ("Note to your approver"); "Notes" by default. */
  label?: string;
  /** A line under the field saying where the notes go. */
  hint?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label} <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <textarea
        id={id}
        name="notes"
        rows={rows}
        maxLength={MAX_QUOTE_NOTES_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1 ${inputClass} border-slate-300`}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}
