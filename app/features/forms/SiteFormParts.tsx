import type { ReactNode } from "react";
import { HONEYPOT_FIELD } from "../../../lib/forms/contract.ts";
import { inputClass, LabelledControl } from "../accounts/FormField.tsx";
import { cardClass, primaryButton, sectionTitle } from "../accounts/styles.ts";
import type { SiteForm } from "./use-site-form.ts";

/**
 * The spam trap: a field off screen and hidden from assistive technology, that people never fill in
 * and form-filling robots do. The server treats a form with it filled in as spam.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** A labelled select of fixed choices, with "Choose…" until one is picked. */
export function SelectField({
  name,
  label,
  options,
  error,
  defaultValue = "",
  optional,
}: {
  name: string;
  label: string;
  options: readonly string[];
  error?: string | undefined;
  defaultValue?: string;
  optional?: boolean;
}) {
  return (
    <LabelledControl label={label} error={error} {...(optional ? { optional } : {})}>
      {(props) => (
        <select
          {...props}
          name={name}
          required={!optional}
          defaultValue={defaultValue}
          className={`mt-1 ${inputClass} ${error ? "border-brand-red" : "border-slate-300"}`}
        >
          <option value="" disabled={!optional}>
            Choose…
          </option>
          {options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/** The send button with the failure message above it (read out when it appears). */
export function SendRow({ form, label }: { form: SiteForm; label: string }) {
  return (
    <div className="space-y-3">
      <div role="alert" data-testid="form-failure">
        {form.failure && (
          <p className="rounded border border-brand-red/40 bg-red-50 p-3 text-sm text-brand-red">
            <strong>{form.messages.sendFailed}</strong> {form.failure}
          </p>
        )}
      </div>
      <button type="submit" className={primaryButton} disabled={form.sending}>
        {form.sending ? "Sending…" : label}
      </button>
    </div>
  );
}

/** What a sent form becomes: the success message, its number and what happens next. */
export function FormSentNotice({
  form,
  thing,
  followUp,
  children,
}: {
  form: SiteForm;
  thing: string;
  followUp: string;
  children?: ReactNode;
}) {
  if (!form.sent) return null;
  return (
    <div className={cardClass} role="status" data-testid="form-sent">
      <p className={sectionTitle}>{form.messages.sent}</p>
      <p className="mt-2 text-slate-700">
        Your {thing} number is <strong data-testid="form-number">{form.sent.number}</strong>. {followUp}
      </p>
      {children}
    </div>
  );
}
