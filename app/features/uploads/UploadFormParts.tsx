import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormField } from "../accounts/FormField.tsx";
import { cardClass, primaryButton, sectionTitle } from "../accounts/styles.ts";

/** One card of a form with files: its legend over what it holds. */
export function FormCard({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={cardClass}>
      <legend className={`${sectionTitle} px-1`}>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A FormField as data: its name, label and input attributes, laid out by Fields. */
export type FieldSpec = Omit<Parameters<typeof FormField>[0], "error" | "defaultValue">;

export const fieldGridClass = "grid gap-4 sm:grid-cols-2";

/** A card's FormFields from their specs, each with its error and, where given, its value. */
export function Fields({
  fields,
  errors,
  values,
}: {
  fields: readonly FieldSpec[];
  errors: Record<string, string>;
  values?: Partial<Record<string, string>>;
}) {
  return fields.map((field) => (
    <FormField
      key={field.name}
      {...field}
      {...(values ? { defaultValue: values[field.name] } : {})}
      error={errors[field.name]}
    />
  ));
}

/** What a sent form with files becomes: the spec's message, the number given and a link to the list. */
export function SentNotice({
  testId,
  message,
  thing,
  number,
  followUp,
  link,
}: {
  testId: string;
  message: string;
  thing: string;
  number: string;
  followUp: string;
  link: { to: string; label: string } | null;
}) {
  return (
    <div className={cardClass} role="status" data-testid={`${testId}-sent`}>
      <p className={sectionTitle}>{message}</p>
      <p className="mt-2 text-slate-700">
        Your {thing} number is <strong data-testid={`${testId}-number`}>{number}</strong>. {followUp}
      </p>
      {link && (
        <Link to={link.to} className={`${primaryButton} mt-4`}>
          {link.label}
        </Link>
      )}
    </div>
  );
}
