import { useId } from "react";
import type { CheckoutPreview } from "../../../lib/orders/contract.ts";
import { formatShipDate } from "../../../lib/orders/ship-dates.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { RadioCard } from "../../components/ui/RadioCard.tsx";
import { FormField, inputClass } from "../accounts/FormField.tsx";
import { cardClass } from "../accounts/styles.ts";
import type { CheckoutErrors, ShippingDraft } from "./checkout-form.ts";

/** Issue 32 item 1: the account's billing address, beside the ship-to. */
export function CheckoutBillTo({ billTo }: { billTo: CheckoutPreview["billTo"] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-billto`}
      className={`${cardClass} space-y-2`}
      data-testid="checkout-bill-to"
    >
      <h2 id={`${id}-billto`} className="text-lg font-bold text-brand-navy">
        Bill to
      </h2>
      {billTo ? (
        <address className="text-sm not-italic text-slate-700">
          {billTo.name}
          <br />
          {billTo.address1}
          {billTo.address2 ? (
            <>
              <br />
              {billTo.address2}
            </>
          ) : null}
          <br />
          {billTo.city}, {billTo.state} {billTo.zip}
        </address>
      ) : (
        <p className="text-sm text-slate-600">
          The account has no billing address on file: the invoice goes to the account.
        </p>
      )}
    </section>
  );
}

/**
 * The shipping method with each method's freight as the server priced it to the ship-to, the carrier
 * account fields for "ship on my carrier account", and the requested ship date (business days from
 * the earliest the cart's lead times allow).
 */
export function CheckoutShipping({
  preview,
  shipping,
  errors,
  refreshing,
  failed,
  field,
  onChange,
}: {
  preview: CheckoutPreview;
  shipping: ShippingDraft;
  errors: CheckoutErrors;
  refreshing: boolean;
  failed: boolean;
  field: (key: string) => (element: HTMLInputElement | null) => void;
  onChange: (patch: Partial<ShippingDraft>) => void;
}) {
  const id = useId();
  const { freight } = preview;
  return (
    <fieldset
      className={`${cardClass} space-y-3`}
      data-testid="shipping-methods"
      aria-busy={refreshing || undefined}
    >
      <legend className="float-left mb-3 w-full text-lg font-bold text-brand-navy">Shipping</legend>
      {freight.representativeCents !== null && (
        <p className="clear-both text-sm text-slate-600">
          Your sales representative set the shipping to {formatCents(freight.representativeCents)}.
        </p>
      )}
      {freight.options.map((option) => {
        return (
          <RadioCard
            key={option.method}
            name="shippingMethod"
            value={option.method}
            checked={shipping.method === option.method}
            onSelect={() => onChange({ method: option.method })}
            title={option.label}
            aside={
              <span data-testid={`freight-${option.method}`}>
                {option.prepaid ? "Prepaid" : formatCents(option.freightCents)}
                {option.estimated ? " (estimate)" : ""}
              </span>
            }
            description={option.note}
          />
        );
      })}
      {shipping.method === "CARRIER_ACCOUNT" && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-carrier`} className="block text-sm font-semibold text-slate-700">
              Carrier
            </label>
            <select
              id={`${id}-carrier`}
              value={shipping.carrier}
              onChange={(event) => onChange({ carrier: event.target.value })}
              className={`mt-1 ${inputClass} border-slate-300`}
            >
              {freight.carriers.map((carrier) => (
                <option key={carrier} value={carrier}>
                  {carrier}
                </option>
              ))}
            </select>
          </div>
          <FormField
            ref={field("carrierAccountNumber")}
            name="carrierAccountNumber"
            label="Carrier account number"
            value={shipping.carrierAccountNumber}
            error={errors.carrierAccountNumber}
            onChange={(event) => onChange({ carrierAccountNumber: event.target.value })}
          />
        </div>
      )}
      <FormField
        ref={field("requestedShipDate")}
        name="requestedShipDate"
        label="Requested ship date"
        type="date"
        min={preview.shipDates.earliest}
        value={shipping.requestedShipDate}
        error={errors.requestedShipDate}
        onChange={(event) => onChange({ requestedShipDate: event.target.value })}
      />
      <p className="text-sm text-slate-600" data-testid="ship-date-hint">
        Business days only; the earliest is {formatShipDate(preview.shipDates.earliest)} (lead time{" "}
        {preview.shipDates.leadTimeDays} business {preview.shipDates.leadTimeDays === 1 ? "day" : "days"}).
      </p>
      <p role="status" className="text-sm text-slate-600">
        {refreshing
          ? "Updating the freight…"
          : failed
            ? "The freight could not be updated: check the ship-to and try again."
            : ""}
      </p>
    </fieldset>
  );
}
