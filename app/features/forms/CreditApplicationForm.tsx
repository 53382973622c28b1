import { useEffect, useRef } from "react";
import { businessTypes, entityTypes, TRADE_REFERENCES } from "../../../lib/forms/contract.ts";
import { FormField } from "../accounts/FormField.tsx";
import { cardClass, primaryButton, sectionTitle } from "../accounts/styles.ts";
import { ChoiceField } from "./SiteFormFields.tsx";
import { FormSentNotice, Honeypot, SendRow } from "./SiteFormParts.tsx";
import { FORM_KEY_FIELD, type SiteFormResult, useSiteFormView } from "./site-form-view.ts";

export type CreditPrefill = {
  legalName: string;
  apName: string;
  email: string;
  signatureName: string;
  signatureDate: string;
};

type Field =
  | {
      kind: "text";
      name: string;
      label: string;
      type?: "text" | "email" | "tel" | "number" | "date";
      optional?: boolean;
      autoComplete?: string;
      maxLength?: number;
      hint?: string;
      wide?: boolean;
      inputMode?: "numeric" | "text";
      placeholder?: string;
    }
  | { kind: "select"; name: string; label: string; options: readonly string[] };

type Section = { id: string; title: string; intro?: string; groups: { legend?: string; fields: Field[] }[] };

const tradeReference = (n: number): { legend: string; fields: Field[] } => ({
  legend: `Trade reference ${n}`,
  fields: [
    { kind: "text", name: `trade${n}Name`, label: "Company", maxLength: 160 },
    { kind: "text", name: `trade${n}Contact`, label: "Contact person", maxLength: 120 },
    { kind: "text", name: `trade${n}Phone`, label: "Phone", type: "tel", maxLength: 25 },
    { kind: "text", name: `trade${n}Email`, label: "Email", type: "email", optional: true, maxLength: 254 },
  ],
});

/** The sections of the application, in the order of the paper form and of the PDF. */
export const creditSections: readonly Section[] = [
  {
    id: "company",
    title: "Company",
    groups: [
      {
        fields: [
          {
            kind: "text",
            name: "legalName",
            label: "Legal name of the company",
            autoComplete: "organization",
            maxLength: 160,
            wide: true,
          },
          {
            kind: "text",
            name: "dba",
            label: "Trade name (DBA)",
            optional: true,
            maxLength: 160,
            wide: true,
          },
          {
            kind: "text",
            name: "street",
            label: "Street address",
            autoComplete: "street-address",
            maxLength: 200,
            wide: true,
          },
          { kind: "text", name: "city", label: "City", autoComplete: "address-level2", maxLength: 80 },
          {
            kind: "text",
            name: "state",
            label: "State",
            autoComplete: "address-level1",
            maxLength: 2,
            hint: "Two letters, e.g. OH",
          },
          {
            kind: "text",
            name: "zip",
            label: "ZIP code",
            autoComplete: "postal-code",
            inputMode: "numeric",
            maxLength: 10,
          },
          {
            kind: "text",
            name: "companyPhone",
            label: "Company phone",
            type: "tel",
            autoComplete: "tel",
            maxLength: 25,
          },
          {
            kind: "text",
            name: "federalTaxId",
            label: "Federal tax ID (EIN)",
            inputMode: "numeric",
            maxLength: 10,
            placeholder: "12-3456789",
          },
          { kind: "text", name: "yearsInBusiness", label: "Years in business", type: "number", maxLength: 3 },
          { kind: "select", name: "businessType", label: "Type of business", options: businessTypes },
          { kind: "select", name: "entityType", label: "Form of the company", options: entityTypes },
        ],
      },
    ],
  },
  {
    id: "credit",
    title: "Accounts payable and credit line",
    intro: "Invoices and statements go to your accounts payable contact.",
    groups: [
      {
        fields: [
          {
            kind: "text",
            name: "apName",
            label: "Accounts payable contact",
            autoComplete: "name",
            maxLength: 120,
          },
          {
            kind: "text",
            name: "email",
            label: "Accounts payable email",
            type: "email",
            autoComplete: "email",
            maxLength: 254,
          },
          {
            kind: "text",
            name: "requestedLimit",
            label: "Credit line requested (US$)",
            type: "number",
            hint: "Whole dollars, from 1,000 to 1,000,000. Most contractor accounts open at 10,000 to 50,000.",
          },
        ],
      },
    ],
  },
  {
    id: "trade",
    title: "Trade references",
    intro:
      "Three suppliers that give you credit terms today, ideally electrical distributors or manufacturers. We contact them about payment history only.",
    groups: TRADE_REFERENCES.map(tradeReference),
  },
  {
    id: "bank",
    title: "Bank reference",
    groups: [
      {
        fields: [
          { kind: "text", name: "bankName", label: "Bank", maxLength: 160 },
          { kind: "text", name: "bankOfficer", label: "Account officer", maxLength: 120 },
          { kind: "text", name: "bankPhone", label: "Bank phone", type: "tel", maxLength: 25 },
          {
            kind: "select",
            name: "bankAccountType",
            label: "Type of account",
            options: ["Checking", "Savings", "Line of credit"],
          },
        ],
      },
    ],
  },
  {
    id: "signature",
    title: "Signature and authorization",
    groups: [
      {
        fields: [
          {
            kind: "text",
            name: "signatureName",
            label: "Full name of the signer",
            autoComplete: "name",
            maxLength: 120,
          },
          {
            kind: "text",
            name: "signatureTitle",
            label: "Title",
            autoComplete: "organization-title",
            maxLength: 120,
          },
          { kind: "text", name: "signatureDate", label: "Date", type: "date" },
        ],
      },
    ],
  },
];

/** Every field's name in the order of the form, the certification box last. */
export const creditFieldOrder: readonly string[] = [
  ...creditSections.flatMap((section) =>
    section.groups.flatMap((group) => group.fields.map((field) => field.name)),
  ),
  "certify",
];

const sectionOf = (name: string) =>
  name === "certify"
    ? "signature"
    : creditSections.find((s) => s.groups.some((g) => g.fields.some((f) => f.name === name)))?.id;

const fieldId = (name: string) => `field-${name}`;

/** The errors of a sent application in the order of the form, as the summary lists them. */
export function orderedErrors(errors: Record<string, string>): [string, string][] {
  const known = creditFieldOrder
    .filter((name) => errors[name])
    .map((name) => [name, errors[name] ?? ""] as [string, string]);
  const other = Object.entries(errors).filter(([name]) => !creditFieldOrder.includes(name));
  return [...known, ...other];
}

/** The problems of the form at its top, each a link to its field; it takes the focus when it appears. */
function ErrorSummary({ errors }: { errors: Record<string, string> }) {
  const ref = useRef<HTMLElement>(null);
  const list = orderedErrors(errors);
  useEffect(() => {
    if (Object.keys(errors).length > 0) ref.current?.focus();
  }, [errors]);
  if (list.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="credit-errors-title"
      data-testid="error-summary"
      className="scroll-mt-28 rounded-lg border-2 border-brand-red bg-red-50 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-red sm:p-5"
    >
      <h2 id="credit-errors-title" className="text-lg font-bold text-brand-red">
        {list.length === 1 ? "There is 1 problem" : `There are ${list.length} problems`} with your application
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {list.map(([name, message]) => (
          <li key={name}>
            <a
              className="text-brand-red underline"
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                // The field itself takes the focus (a fragment link only scrolls to it).
                const field = document.getElementById(fieldId(name));
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView({ block: "center" });
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function FieldView({ field, value, error }: { field: Field; value: string; error: string | undefined }) {
  if (field.kind === "select") {
    return (
      <ChoiceField
        name={field.name}
        label={field.label}
        options={field.options}
        id={fieldId(field.name)}
        defaultValue={value}
        error={error}
      />
    );
  }
  return (
    <FormField
      id={fieldId(field.name)}
      name={field.name}
      label={field.label}
      type={field.type ?? "text"}
      required={!field.optional}
      {...(field.optional ? { optional: true } : {})}
      {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
      {...(field.maxLength ? { maxLength: field.maxLength } : {})}
      {...(field.inputMode ? { inputMode: field.inputMode } : {})}
      {...(field.placeholder ? { placeholder: field.placeholder } : {})}
      {...(field.type === "number" ? { min: 0, step: 1 } : {})}
      {...(field.hint ? { hint: field.hint } : {})}
      className={field.wide ? "sm:col-span-2" : undefined}
      defaultValue={value}
      error={error}
    />
  );
}

/**
 * ROUTE-27: the credit application in five numbered sections (company, accounts payable and the
 * credit line, three trade references, the bank reference, the signature), the problems summarized at
 * the top and beside their fields, and on success its number and the application as a PDF.
 */
export function CreditApplicationForm({
  prefill,
  formKey,
  brandName,
  result,
}: {
  prefill: CreditPrefill;
  formKey: string;
  brandName: string;
  result?: SiteFormResult | undefined;
}) {
  const form = useSiteFormView("credit-application", result);
  if (form.sent) {
    return (
      <FormSentNotice
        form={form}
        thing="credit application"
        followUp="We have mailed you a copy. Our credit department reviews applications within three business days and contacts your references."
      >
        {form.sent.pdfUrl && (
          <p className="mt-4">
            <a className={primaryButton} href={form.sent.pdfUrl} download data-testid="credit-pdf">
              Download your application (PDF)
            </a>
          </p>
        )}
        <p className="mt-3 text-sm text-slate-600">
          Keep the PDF for your records: the link works for you only and is not shown again.
        </p>
      </FormSentNotice>
    );
  }
  const values: Record<string, string> = { ...prefill, ...form.values };
  const errorsIn = (id: string) => Object.keys(form.errors).filter((name) => sectionOf(name) === id).length;
  return (
    <form
      method="post"
      onSubmit={form.submit}
      noValidate
      className="relative space-y-6"
      aria-label="Credit application"
    >
      <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
      <ErrorSummary errors={form.errors} />
      <nav aria-label="Sections of the application" className="rounded-lg bg-slate-50 p-3 sm:p-4">
        <ol className="grid gap-2 text-sm sm:grid-cols-5" data-testid="credit-sections">
          {creditSections.map((section, index) => {
            const count = errorsIn(section.id);
            return (
              <li key={section.id}>
                <a
                  href={`#section-${section.id}`}
                  className="flex items-start gap-2 rounded p-1 text-slate-700 hover:bg-white"
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${count ? "bg-brand-red" : "bg-brand-navy"}`}
                  >
                    {index + 1}
                  </span>
                  <span>
                    <span className="sr-only">Section {index + 1}: </span>
                    {section.title}
                    {count > 0 && (
                      <span className="block text-xs font-semibold text-brand-red">
                        {count === 1 ? "1 field to correct" : `${count} fields to correct`}
                      </span>
                    )}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </nav>
      {creditSections.map((section, index) => (
        <fieldset key={section.id} id={`section-${section.id}`} className={`${cardClass} scroll-mt-24`}>
          <legend className={`${sectionTitle} px-1`}>
            <span className="mr-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-brand-navy text-sm text-white">
              {index + 1}
            </span>
            {section.title}
          </legend>
          {section.intro && <p className="mb-4 text-sm text-slate-600">{section.intro}</p>}
          {section.id === "signature" && (
            <p className="mb-4 text-sm text-slate-700">
              By signing, you certify that the information above is true and complete, and you authorize{" "}
              {brandName} to contact the trade and bank references and to obtain credit reports on the company
              to decide on this application. Invoices are due net 30 days from the invoice date.
            </p>
          )}
          <div className="space-y-5">
            {section.groups.map((group) => {
              const fields = (key?: string) => (
                <div key={key} className="grid gap-4 sm:grid-cols-2">
                  {group.fields.map((field) => (
                    <FieldView
                      key={field.name}
                      field={field}
                      value={values[field.name] ?? ""}
                      error={form.errors[field.name]}
                    />
                  ))}
                </div>
              );
              return group.legend ? (
                <fieldset key={group.legend} className="rounded border border-slate-200 p-3 sm:p-4">
                  <legend className="px-1 font-semibold text-brand-navy">{group.legend}</legend>
                  {fields()}
                </fieldset>
              ) : (
                fields("fields")
              );
            })}
          </div>
          {section.id === "signature" && (
            <div className="mt-4">
              <div className="flex items-start gap-2">
                <input
                  id={fieldId("certify")}
                  type="checkbox"
                  name="certify"
                  defaultChecked={values.certify === "on"}
                  aria-invalid={form.errors.certify ? true : undefined}
                  aria-describedby={form.errors.certify ? `${fieldId("certify")}-error` : undefined}
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-green"
                />
                <label htmlFor={fieldId("certify")} className="text-sm text-slate-800">
                  I certify the information is correct and I am authorized to sign for the company.
                </label>
              </div>
              {form.errors.certify && (
                <p id={`${fieldId("certify")}-error`} className="mt-1 text-sm font-medium text-brand-red">
                  {form.errors.certify}
                </p>
              )}
            </div>
          )}
          {index === creditSections.length - 1 && <Honeypot />}
        </fieldset>
      ))}
      <SendRow form={form} label="Send credit application" />
    </form>
  );
}
