import { data } from "react-router";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf, formText } from "../../../lib/accounts/account-forms.ts";
import {
  couponCreateBody,
  type couponUpdateBody,
  type StaffCoupon,
} from "../../../lib/staff/catalog-contract.ts";

/** What a coupon form's action answers when the form does not hold: each field's problem, refilled. */
export type CouponFormFailure = {
  ok: false;
  alert: { title: string } | null;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
};

const FIELDS = ["code", "description", "kind", "value", "endsOn", "maxRedemptions"] as const;

/** A number typed in a form ("12.5", "$1,250.00"), or NaN (the schema says why). */
const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[$,\s]/g, "")));

/**
 * A coupon form (create or edit) read into the staff contract's body: a percent off, or an amount in
 * dollars stored in cents; an empty end date or limit is none. A form that does not hold answers 400
 * with each field's message (the percent's and the amount's under `value`).
 */
export function couponFormBody<S extends typeof couponCreateBody | typeof couponUpdateBody>(
  form: FormData,
  schema: S,
) {
  const create = schema === couponCreateBody;
  const values = Object.fromEntries(FIELDS.map((field) => [field, formText(form, field)]));
  const value = numberOf(values.value ?? "");
  const percent = values.kind !== "amount";
  const input = {
    ...(create ? { code: values.code } : {}),
    description: values.description,
    percentOff: percent ? value : null,
    amountOffCents: percent ? null : Math.round(value * 100),
    endsOn: values.endsOn || null,
    maxRedemptions: values.maxRedemptions ? numberOf(values.maxRedemptions) : null,
  };
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true as const, body: parsed.data as z.infer<S> };
  const errors = fieldErrorsOf(parsed.error.issues);
  const fieldErrors: FieldErrors = { ...errors, value: errors.percentOff ?? errors.amountOffCents };
  return {
    ok: false as const,
    failure: data<CouponFormFailure>({ ok: false, alert: null, fieldErrors, values }, { status: 400 }),
  };
}

/** A coupon's values for its edit form. */
export function couponFormValues(coupon: StaffCoupon): Record<string, string> {
  const endsOn = coupon.expiresAt
    ? new Date(Date.parse(coupon.expiresAt) - 86_400_000).toISOString().slice(0, 10)
    : "";
  return {
    code: coupon.code,
    description: coupon.description,
    kind: coupon.amountOffCents === null ? "percent" : "amount",
    value:
      coupon.amountOffCents === null
        ? String(coupon.percentOff ?? "")
        : (coupon.amountOffCents / 100).toFixed(2),
    endsOn,
    maxRedemptions: coupon.maxRedemptions === null ? "" : String(coupon.maxRedemptions),
  };
}

/** "20 % off" or "$25.00 off". */
export function couponDiscount(coupon: Pick<StaffCoupon, "percentOff" | "amountOffCents">): string {
  if (coupon.amountOffCents !== null) {
    return `${(coupon.amountOffCents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" })} off`;
  }
  return `${coupon.percentOff} % off`;
}
