import { MAX_QUOTE_NOTES_LENGTH } from "../../../lib/quotes/contract.ts";
import { inputClass } from "../accounts/FormField.tsx";

/**
 * The optional notes of a quote or an order (up to 2,000 characters, as the server allows): one field
 * for saving a quote, editing one and checking out.
 */
export function NotesField({
  id,
  value,
  onChange,
  rows = 3,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        Notes <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <textarea
        id={id}
        name="notes"
        rows={rows}
        maxLength={MAX_QUOTE_NOTES_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClass} border-slate-300`}
      />
    </div>
  );
}
