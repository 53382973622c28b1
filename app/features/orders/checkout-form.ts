import {
  type CheckoutPreview,
  type PaymentType,
  type PlaceOrderBody,
  type ShippingChoice,
  type ShipTo,
  shippingChoiceSchema,
  shipToSchema,
} from "../../../lib/orders/contract.ts";
import type { ShippingMethod } from "../../../lib/orders/freight.ts";
import { shipDateRefusal } from "../../../lib/orders/ship-dates.ts";
import type { PaymentMethod } from "../../../lib/payments/contract.ts";
import { purchaseOrderError } from "../../../lib/quotes/contract.ts";
import type { Payer } from "../payments/payer.ts";
import { onAccountLabel } from "./order-format.ts";

/** The ship-to fields as typed (all text; the schema trims and checks them). */
export type ShipToDraft = {
  name: string;
  attention: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
};

export const shipToFields: {
  key: keyof ShipToDraft;
  label: string;
  optional?: boolean;
  autoComplete: string;
}[] = [
  { key: "name", label: "Company or name", autoComplete: "organization" },
  { key: "attention", label: "Attention", optional: true, autoComplete: "name" },
  { key: "address1", label: "Address", autoComplete: "address-line1" },
  { key: "address2", label: "Address line 2", optional: true, autoComplete: "address-line2" },
  { key: "city", label: "City", autoComplete: "address-level2" },
  { key: "state", label: "State (2 letters)", autoComplete: "address-level1" },
  { key: "zip", label: "ZIP code", autoComplete: "postal-code" },
  { key: "phone", label: "Phone", optional: true, autoComplete: "tel" },
];

export function shipToDraftOf(
  shipTo: Partial<Record<keyof ShipToDraft, string | null>> | undefined,
): ShipToDraft {
  const value = (key: keyof ShipToDraft) => shipTo?.[key] ?? "";
  return {
    name: value("name"),
    attention: value("attention"),
    address1: value("address1"),
    address2: value("address2"),
    city: value("city"),
    state: value("state"),
    zip: value("zip"),
    phone: value("phone"),
  };
}

/** The ship-to the body sends, or each field's message (inline errors before anything is sent). */
export function parseShipTo(
  draft: ShipToDraft,
): { ok: true; shipTo: ShipTo } | { ok: false; errors: Partial<Record<keyof ShipToDraft, string>> } {
  const parsed = shipToSchema.safeParse({ ...draft, country: "US" });
  if (parsed.success) return { ok: true, shipTo: parsed.data };
  const errors: Partial<Record<keyof ShipToDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ShipToDraft;
    // "ZIP code must be a ZIP code like 43215" reads twice: the schema's message names it already.
    const label =
      key === "zip" ? "ZIP" : (shipToFields.find((field) => field.key === key)?.label ?? String(key));
    errors[key] ??= `${label.replace(/ \(.*\)$/, "")} ${issue.message}`;
  }
  return { ok: false, errors };
}

/** The payment methods offered: on account only for an account with credit terms. */
export function paymentOptions(preview: Pick<CheckoutPreview, "onAccountAllowed" | "creditTermsDays">) {
  const options: { value: PaymentType; label: string; hint: string }[] = [];
  if (preview.onAccountAllowed) {
    options.push({
      value: "ON_ACCOUNT",
      label: onAccountLabel(preview.creditTermsDays),
      hint: "Placed at once and invoiced to the account.",
    });
  }
  options.push(
    {
      value: "CARD",
      label: "Credit card",
      hint: "Paid in a secure page in a new tab; adds a 3% bank surcharge.",
    },
    {
      value: "ACH",
      label: "ACH bank transfer",
      hint: "Paid from a bank account in a new tab; no surcharge.",
    },
  );
  return options;
}

export const methodOf: Record<Exclude<PaymentType, "ON_ACCOUNT">, PaymentMethod> = {
  CARD: "card",
  ACH: "ach",
};

/** How the order ships, as typed (issue 32 item 1). */
export type ShippingDraft = {
  method: ShippingMethod;
  carrier: string;
  carrierAccountNumber: string;
  /** An ISO day; the earliest the cart allows to begin with. */
  requestedShipDate: string;
};

export type CheckoutDraft = {
  shipTo: ShipToDraft;
  purchaseOrder: string;
  notes: string;
  paymentType: PaymentType;
  shipping: ShippingDraft;
};

export type CheckoutErrors = Partial<
  Record<
    keyof ShipToDraft | "PurchaseOrder" | "carrier" | "carrierAccountNumber" | "requestedShipDate",
    string
  >
>;

/** The shipping the checkout opens with: ground, the first carrier, the earliest ship date. */
export function initialShipping(preview: CheckoutPreview): ShippingDraft {
  return {
    method: preview.freight.selected ?? "GROUND",
    carrier: preview.freight.carriers[0] ?? "",
    carrierAccountNumber: "",
    requestedShipDate: preview.shipDates.earliest,
  };
}

/** The body's shipping, or the fields' messages (carrier account, a business day after the lead time). */
export function parseShipping(
  preview: CheckoutPreview,
  draft: ShippingDraft,
): { ok: true; shipping: ShippingChoice } | { ok: false; errors: CheckoutErrors } {
  const carrierAccount = draft.method === "CARRIER_ACCOUNT";
  const parsed = shippingChoiceSchema.safeParse({
    method: draft.method,
    ...(carrierAccount && draft.carrier.trim() ? { carrier: draft.carrier } : {}),
    ...(carrierAccount && draft.carrierAccountNumber.trim()
      ? { carrierAccountNumber: draft.carrierAccountNumber }
      : {}),
    ...(draft.requestedShipDate ? { requestedShipDate: draft.requestedShipDate } : {}),
  });
  const errors: CheckoutErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof CheckoutErrors;
      errors[key] ??=
        key === "carrierAccountNumber" && draft.carrierAccountNumber.trim()
          ? `Carrier account number ${issue.message}`
          : key === "requestedShipDate"
            ? "Choose a ship date"
            : issue.message;
    }
  }
  const refusal = draft.requestedShipDate
    ? shipDateRefusal(draft.requestedShipDate, preview.shipDates.earliest)
    : null;
  if (refusal) errors.requestedShipDate ??= refusal;
  if (!parsed.success || refusal) return { ok: false, errors };
  return { ok: true, shipping: parsed.data };
}

/** The checkout preview's query for the form as it is: the method and the ship-to's state and ZIP. */
export function freightQueryOf(preview: CheckoutPreview, draft: CheckoutDraft): string {
  const query = new URLSearchParams();
  if (preview.source.kind === "quote") query.set("quoteId", preview.source.quoteId);
  query.set("shippingMethod", draft.shipping.method);
  if (draft.shipping.method === "CARRIER_ACCOUNT" && draft.shipping.carrier) {
    query.set("carrier", draft.shipping.carrier);
  }
  const state = draft.shipTo.state.trim();
  const zip = draft.shipTo.zip.trim();
  if (/^[A-Za-z]{2}$/.test(state) && /^\d{5}(-\d{4})?$/.test(zip)) {
    query.set("shipToState", state.toUpperCase());
    query.set("shipToZip", zip);
  }
  return query.toString();
}

/** API-48's body from the form, or the fields' messages (QUOTE-04's purchase order rules). */
export function placeOrderBodyOf(
  preview: CheckoutPreview,
  draft: CheckoutDraft,
): { ok: true; body: PlaceOrderBody } | { ok: false; errors: CheckoutErrors } {
  const shipTo = parseShipTo(draft.shipTo);
  const poProblem = purchaseOrderError(draft.purchaseOrder);
  const shipping = parseShipping(preview, draft.shipping);
  if (!shipTo.ok || poProblem || !shipping.ok) {
    return {
      ok: false,
      errors: {
        ...(shipTo.ok ? {} : shipTo.errors),
        ...(poProblem ? { PurchaseOrder: poProblem } : {}),
        ...(shipping.ok ? {} : shipping.errors),
      },
    };
  }
  const notes = draft.notes.trim();
  return {
    ok: true,
    body: {
      source:
        preview.source.kind === "quote"
          ? { kind: "quote", quoteId: preview.source.quoteId }
          : { kind: "cart" },
      shipTo: shipTo.shipTo,
      PurchaseOrder: draft.purchaseOrder.trim(),
      ...(notes ? { notes } : {}),
      PaymentType: draft.paymentType,
      shipping: shipping.shipping,
      expectedTotalCents: preview.totals[draft.paymentType].totalCents,
      accountId: preview.accountId,
    },
  };
}

/** The hosted page's payer: the preview's, with the ship-to's address where the account has none. */
export function payerFor(preview: CheckoutPreview, shipTo: ShipTo): Payer {
  const payer = preview.payer;
  const hasAddress = payer.address1.trim() && payer.city.trim() && payer.state.trim() && payer.zip.trim();
  return hasAddress
    ? payer
    : { ...payer, address1: shipTo.address1, city: shipTo.city, state: shipTo.state, zip: shipTo.zip };
}
