import type { BrandStoreItem } from "../../../lib/forms/brand-store.ts";
import { MAX_ITEM_QUANTITY, quantityField } from "../../../lib/forms/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { cardClass, sectionTitle } from "../accounts/styles.ts";
import { type FieldSpec, Fields, FormCard, fieldGridClass } from "../uploads/UploadFormParts.tsx";
import type { RequestTotal } from "./brand-store-request.ts";
import { MerchandiseSvg } from "./MerchandiseSvg.tsx";
import { NoteField } from "./SiteFormFields.tsx";
import { Honeypot } from "./SiteFormParts.tsx";

const senderFields: readonly FieldSpec[] = [
  { name: "name", label: "Name", required: true, autoComplete: "name", maxLength: 120 },
  { name: "company", label: "Company", optional: true, autoComplete: "organization", maxLength: 160 },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email", maxLength: 254 },
  { name: "phone", label: "Phone", type: "tel", optional: true, autoComplete: "tel", maxLength: 25 },
];

/** The merchandise to choose from, each piece with its quantity field, and the error of the whole choice. */
export function MerchandiseChooser({
  items,
  brandName,
  errors,
  quantities,
  onQuantityChange,
}: {
  items: readonly BrandStoreItem[];
  brandName: string;
  errors: Record<string, string>;
  quantities: Record<string, string>;
  onQuantityChange: (code: string, value: string) => void;
}) {
  return (
    <fieldset className="space-y-4" aria-describedby={errors.items ? "items-error" : undefined}>
      <legend className="px-1">
        <h2 className={sectionTitle}>Choose your merchandise</h2>
      </legend>
      {errors.items && (
        <p id="items-error" className="text-sm font-medium text-brand-red">
          {errors.items}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="merchandise-grid">
        {items.map((item) => (
          <MerchandiseCard
            key={item.code}
            item={item}
            brandName={brandName}
            quantity={quantities[item.code] ?? ""}
            error={errors[quantityField(item.code)]}
            onQuantityChange={(value) => onQuantityChange(item.code, value)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** One piece of merchandise: its picture, description, options, price at cost and quantity field. */
function MerchandiseCard({
  item,
  brandName,
  quantity,
  error,
  onQuantityChange,
}: {
  item: BrandStoreItem;
  brandName: string;
  quantity: string;
  error: string | undefined;
  onQuantityChange: (value: string) => void;
}) {
  const inputId = `qty-input-${item.code}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white">
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
              name={quantityField(item.code)}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_ITEM_QUANTITY}
              step={1}
              placeholder="0"
              value={quantity}
              onChange={(event) => onQuantityChange(event.currentTarget.value)}
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
}

/** The items requested so far with their amounts, and the running total at cost (read out as it changes). */
export function RequestSummary({ total }: { total: RequestTotal }) {
  return (
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
  );
}

/** Who asks and where the goods go, with the notes (sizes, colours) and the spam trap. */
export function ShippingDetails({
  errors,
  values,
}: {
  errors: Record<string, string>;
  values: Record<string, string>;
}) {
  return (
    <FormCard legend="Shipping details">
      <div className={fieldGridClass}>
        <Fields fields={senderFields} errors={errors} values={values} />
      </div>
      <div className="mt-4 grid gap-4">
        <NoteField
          name="shipTo"
          label="Shipping address"
          required
          rows={3}
          maxLength={400}
          defaultValue={values.shipTo ?? ""}
          error={errors.shipTo}
        />
        <NoteField
          name="notes"
          label="Sizes, colours and notes"
          optional
          rows={3}
          maxLength={2000}
          defaultValue={values.notes ?? ""}
          error={errors.notes}
        />
      </div>
      <Honeypot />
    </FormCard>
  );
}
