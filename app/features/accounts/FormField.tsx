import { type ComponentProps, type ReactNode, useId } from "react";

type FormFieldProps = Omit<ComponentProps<"input">, "id"> & {
  name: string;
  label: string;
  /** Shown below the field; read with it by screen readers. */
  hint?: ReactNode;
  /** The field's validation message: marks it invalid and is read with it. */
  error?: string | undefined;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  id?: string;
};

export const inputClass =
  "block w-full rounded border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-green disabled:bg-slate-100 aria-invalid:border-brand-red";

/** A labelled input with its hint and error, wired for assistive technology (aria-describedby). */
export function FormField({ name, label, hint, error, optional, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-700">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 ${inputClass} ${error ? "border-brand-red" : "border-slate-300"}`}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** The email address of the sign-in, registration and password forms: one set of input hints for all. */
export function EmailField({ defaultValue, error }: { defaultValue: string; error?: string | undefined }) {
  return (
    <FormField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoCapitalize="none"
      required
      maxLength={254}
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** The current password, at a sign-in. */
export function CurrentPasswordField({ error }: { error?: string | undefined }) {
  return (
    <FormField
      name="password"
      label="Password"
      type="password"
      autoComplete="current-password"
      required
      maxLength={128}
      error={error}
    />
  );
}

/** A password being chosen (registration, reset): the rule the server checks, said beside the field. */
export function NewPasswordField({ label, error }: { label: string; error?: string | undefined }) {
  return (
    <FormField
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      required
      minLength={10}
      maxLength={128}
      error={error}
      hint="At least 10 characters, mixing letters with digits or symbols."
    />
  );
}

/** A labelled select or textarea (or any control), wired like FormField: label, "(optional)", error. */
export function LabelledControl({
  label,
  optional,
  error,
  children,
}: {
  label: string;
  optional?: boolean;
  error?: string | undefined;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {}) })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled textarea: LabelledControl around the textarea of a form's free text. */
export function TextAreaField({
  name,
  label,
  optional,
  required,
  rows,
  maxLength,
  error,
}: {
  name: string;
  label: string;
  optional?: boolean;
  required?: boolean;
  rows: number;
  maxLength: number;
  error?: string | undefined;
}) {
  return (
    <LabelledControl label={label} optional={optional} error={error}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          required={required}
          rows={rows}
          maxLength={maxLength}
          className={`mt-1 ${inputClass} border-slate-300`}
        />
      )}
    </LabelledControl>
  );
}
