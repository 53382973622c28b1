import { useState } from "react";
import { brandStoreItems } from "../../../lib/forms/brand-store.ts";
import { MAX_ITEM_QUANTITY, quantityField } from "../../../lib/forms/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { cardClass, sectionTitle } from "../accounts/styles.ts";
import { type FieldSpec, Fields, FormCard, fieldGridClass } from "../uploads/UploadFormParts.tsx";
import type { ContactPrefill } from "./ContactForm.tsx";
import { MerchandiseSvg } from "./MerchandiseSvg.tsx";
import { NoteField } from "./SiteFormFields.tsx";
import { FormSentNotice, Honeypot, SendRow } from "./SiteFormParts.tsx";
import { FORM_KEY_FIELD, type SiteFormResult, useSiteFormView } from "./site-form-view.ts";

const senderFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 120 },
  { name: "company", label: "Company", optional: true, autoComplete: "organization", maxLength: 160 },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone", type: "tel", optional: true, autoComplete: "tel", maxLength: 25 },
];

/** A typed quantity as a count: anything that is not a whole number from 0 counts as none. */
export function quantityOf(text: string | undefined): number {
  const n = Number(text ?? "");
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_ITEM_QUANTITY) : 0;
}

/** The items with a quantity, their line totals and the total at cost, as shown before sending. */
export function requestTotal(quantities: Record<string, string>) {
  const lines = brandStoreItems
    .map((item) => ({ item, quantity: quantityOf(quantities[item.code]) }))
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...line, cents: line.quantity * line.item.priceCents }));
  return { lines, cents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/**
 * ROUTE-19: the brand store request: a quantity for each piece of merchandise (with its picture,
 * options and price at cost), the running total, who asks, where the goods go and notes (sizes).
 */
export function BrandStoreForm({
  prefill,
  brandName,
  formKey,
  result,
}: {
  prefill: ContactPrefill;
  brandName: string;
  formKey: string;
  result?: SiteFormResult | undefined;
}) {
  const form = useSiteFormView("brand-store", result);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      brandStoreItems.map((item) => [item.code, form.values[quantityField(item.code)] ?? ""]),
    ),
  );
  if (form.sent) {
    return (
      <FormSentNotice
        form={form}
        thing="request"
        followUp="We have mailed you a copy, and confirm availability and the shipping date within two business days. Nothing is charged now: the merchandise is invoiced at cost with your next order."
      />
    );
  }
  const total = requestTotal(quantities);
  const values: Record<string, string> = { ...prefill, ...form.values };
  return (
    <form
      method="post"
      onSubmit={form.submit}
      noValidate
      className="relative space-y-6"
      aria-label="Brand store request"
    >
      <input type="hidden" name={FORM_KEY_FIELD} value={formKey} />
      <fieldset className="space-y-4" aria-describedby={form.errors.items ? "items-error" : undefined}>
        <legend className="px-1">
          <h2 className={sectionTitle}>Choose your merchandise</h2>
        </legend>
        {form.errors.items && (
          <p id="items-error" className="text-sm font-medium text-brand-red">
            {form.errors.items}
          </p>
        )}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="merchandise-grid">
          {brandStoreItems.map((item) => {
            const field = quantityField(item.code);
            const error = form.errors[field];
            const inputId = `qty-input-${item.code}`;
            return (
              <li
                key={item.code}
                className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white"
              >
                <MerchandiseSvg
                  item={item}
                  brandName={brandName}
                  className="block h-40 w-full bg-slate-100 sm:h-auto"
                />
                <div className="flex flex-1 flex-col p-4">
                  <h3 className="font-bold text-brand-navy">{item.name}</h3>
                  <p className="mt-1 text-sm text-slate-600">{item.description}</p>
                  <dl className="mt-2 space-y-1 text-sm text-slate-700">
                    {item.options && (
                      <div className="flex gap-1">
                        <dt className="font-semibold">Options:</dt>
                        <dd>{item.options}</dd>
                      </div>
                    )}
                    <div className="flex gap-1">
                      <dt className="font-semibold">Item:</dt>
                      <dd className="font-mono text-xs leading-5">{item.code}</dd>
                    </div>
                  </dl>
                  <div className="mt-auto flex items-end justify-between gap-3 pt-3">
                    <p className="text-lg font-bold text-slate-900">
                      {formatCents(item.priceCents)}
                      <span className="block text-xs font-normal text-slate-500">each, at cost</span>
                    </p>
                    <div className="w-24">
                      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-700">
                        Quantity<span className="sr-only"> of {item.name}</span>
                      </label>
                      <input
                        id={inputId}
                        name={field}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={MAX_ITEM_QUANTITY}
                        step={1}
                        placeholder="0"
                        value={quantities[item.code] ?? ""}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setQuantities((now) => ({ ...now, [item.code]: value }));
                        }}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        className={`mt-1 ${inputClass} ${error ? "border-brand-red" : "border-slate-300"}`}
                      />
                    </div>
                  </div>
                  {error && (
                    <p id={`${inputId}-error`} className="mt-1 text-sm font-medium text-brand-red">
                      {error}
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <section className={cardClass} aria-labelledby="request-total" data-testid="request-summary">
        <h2 id="request-total" className={sectionTitle}>
          Your request
        </h2>
        {total.lines.length === 0 ? (
          <p className="mt-2 text-slate-600">No items yet: enter a quantity for each piece you want.</p>
        ) : (
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Items requested, at cost</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className="py-1 font-semibold">
                  Item
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {total.lines.map((line) => (
                <tr key={line.item.code} className="border-b border-slate-100">
                  <td className="py-1 pr-2">{line.item.name}</td>
                  <td className="py-1 text-right">{line.quantity}</td>
                  <td className="py-1 text-right">{formatCents(line.cents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-3 flex justify-between border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
          <span>Total at cost</span>
          <output data-testid="request-total" aria-live="polite">
            {formatCents(total.cents)}
          </output>
        </p>
        <p className="mt-1 text-xs text-slate-500">
          Invoiced with your next order; freight is added at our cost. Nothing is paid on this site.
        </p>
      </section>

      <FormCard legend="Shipping details">
        <div className={fieldGridClass}>
          <Fields fields={senderFields} errors={form.errors} values={values} />
        </div>
        <div className="mt-4 grid gap-4">
          <NoteField
            name="shipTo"
            label="Shipping address"
            required
            rows={3}
            maxLength={400}
            defaultValue={values.shipTo ?? ""}
            error={form.errors.shipTo}
          />
          <NoteField
            name="notes"
            label="Sizes, colours and notes"
            optional
            rows={3}
            maxLength={2000}
            defaultValue={values.notes ?? ""}
            error={form.errors.notes}
          />
        </div>
        <Honeypot />
      </FormCard>
      <SendRow form={form} label="Send request" />
    </form>
  );
}
