import type { ReactNode } from "react";
import type { FormFailure } from "../../../../lib/accounts/account-forms.ts";
import { filterInputClass } from "../DataTable.tsx";
import type { StaffActionAnswer } from "../staff-action.ts";

export const inputClass = `${filterInputClass} w-full`;
export const primaryButton =
  "rounded bg-brand-navy px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50";
export const secondaryButton =
  "rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100";
export const dangerButton =
  "rounded bg-brand-red px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50";

/**
 * What the last console action said: its notice (polite) or its failure (an alert); `noticesOnly`
 * where every form of the page shows its own failure beside it.
 */
export function ActionMessage({
  answer,
  noticesOnly = false,
}: {
  answer: StaffActionAnswer | undefined;
  noticesOnly?: boolean;
}) {
  if (!answer || (noticesOnly && !answer.ok)) return null;
  if (answer.ok) {
    return (
      <p
        role="status"
        className="mb-4 rounded border border-brand-green/40 bg-green-50 p-3 text-sm text-slate-900"
      >
        {answer.notice}
      </p>
    );
  }
  return <FailureMessage failure={answer} />;
}

export function FailureMessage({ failure }: { failure: FormFailure | null }) {
  if (!failure?.alert) return null;
  return (
    <p role="alert" className="mb-4 rounded border border-brand-red/40 bg-red-50 p-3 text-sm text-slate-900">
      {failure.alert.title}
    </p>
  );
}

/** A labelled form field with its message; the message is tied to the input for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-600">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-xs font-semibold text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** A section of a console object's page, with its heading and an optional count. */
export function Panel({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 rounded border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-normal text-slate-600">({count})</span>}
      </h2>
      {children}
    </section>
  );
}
