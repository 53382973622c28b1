import { inputClass } from "../accounts/FormField.tsx";

/**
 * Fields of the brand store and credit application forms with a fixed id (the credit application's
 * error summary links to them) and a value to refill after a refused post without JavaScript.
 */

const labelClass = "block text-sm font-semibold text-slate-700";
const controlClass = (error: string | undefined) =>
  `mt-1 ${inputClass} ${error ? "border-brand-red" : "border-slate-300"}`;

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean | undefined }) {
  return (
    <label htmlFor={id} className={labelClass}>
      {label}
      {optional && <span className="font-normal text-slate-500"> (optional)</span>}
    </label>
  );
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-red">
      {error}
    </p>
  );
}

const described = (id: string, error: string | undefined, hint?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;

/** A labelled textarea with its value and error. */
export function NoteField({
  name,
  label,
  id = `field-${name}`,
  optional,
  required,
  rows,
  maxLength,
  defaultValue,
  error,
  className,
}: {
  name: string;
  label: string;
  id?: string;
  optional?: boolean;
  required?: boolean;
  rows: number;
  maxLength: number;
  defaultValue: string;
  error: string | undefined;
  className?: string;
}) {
  return (
    <div className={className}>
      <Label id={id} label={label} optional={optional} />
      <textarea
        id={id}
        name={name}
        required={required}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error)}
        className={controlClass(error)}
      />
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A labelled select of fixed choices, "Choose…" until one is picked. */
export function ChoiceField({
  name,
  label,
  options,
  id = `field-${name}`,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  options: readonly string[];
  id?: string;
  defaultValue: string;
  error: string | undefined;
}) {
  return (
    <div>
      <Label id={id} label={label} />
      <select
        id={id}
        name={name}
        required
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error)}
        className={controlClass(error)}
      >
        <option value="" disabled>
          Choose…
        </option>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
      <ErrorText id={id} error={error} />
    </div>
  );
}
