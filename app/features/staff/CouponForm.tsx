import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "../../../lib/accounts/account-forms.ts";
import { filterInputClass } from "./DataTable.tsx";

type CouponFormProps = {
  intent: "create" | "update";
  values: Record<string, string>;
  errors?: FieldErrors | undefined;
  submitLabel: string;
};

function Field(props: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold text-slate-700">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm text-brand-red">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * #33.5 a coupon's form, to create one (with its code) or edit one (its code stays: carts and quotes
 * name it): a percent off or an amount off, an end date and a limit of uses, each optional.
 */
export function CouponForm({ intent, values, errors = {}, submitLabel }: CouponFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const described = (id: string, hint = false) =>
    [hint ? `${id}-hint` : "", errors[id.replace("coupon-", "")] ? `${id}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const invalid = (field: string) => (errors[field] ? true : undefined);
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {intent === "create" && (
        <Field
          id="coupon-code"
          label="Code"
          error={errors.code}
          hint="Letters, digits, - and _; any case works"
        >
          <input
            id="coupon-code"
            name="code"
            defaultValue={values.code}
            required
            maxLength={40}
            autoComplete="off"
            aria-invalid={invalid("code")}
            aria-describedby={described("coupon-code", true)}
            className={filterInputClass}
          />
        </Field>
      )}
      <Field id="coupon-description" label="Description" error={errors.description}>
        <input
          id="coupon-description"
          name="description"
          defaultValue={values.description}
          maxLength={200}
          aria-describedby={described("coupon-description")}
          className={filterInputClass}
        />
      </Field>
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="text-sm font-semibold text-slate-700">Discount</legend>
        <div className="flex flex-wrap items-center gap-2">
          <select
            name="kind"
            aria-label="Kind of discount"
            defaultValue={values.kind || "percent"}
            className={filterInputClass}
          >
            <option value="percent">Percent off</option>
            <option value="amount">Amount off ($)</option>
          </select>
          <input
            id="coupon-value"
            name="value"
            aria-label="Discount value"
            inputMode="decimal"
            defaultValue={values.value}
            aria-invalid={invalid("value")}
            aria-describedby={errors.value ? "coupon-value-error" : undefined}
            className={`${filterInputClass} w-28`}
          />
        </div>
        {errors.value && (
          <p id="coupon-value-error" className="text-sm text-brand-red">
            {errors.value}
          </p>
        )}
      </fieldset>
      <Field id="coupon-endsOn" label="Last day (UTC)" error={errors.endsOn} hint="Empty: no end date">
        <input
          id="coupon-endsOn"
          name="endsOn"
          type="date"
          defaultValue={values.endsOn}
          aria-invalid={invalid("endsOn")}
          aria-describedby={described("coupon-endsOn", true)}
          className={filterInputClass}
        />
      </Field>
      <Field
        id="coupon-maxRedemptions"
        label="Limit of uses"
        error={errors.maxRedemptions}
        hint="Empty: no limit"
      >
        <input
          id="coupon-maxRedemptions"
          name="maxRedemptions"
          inputMode="numeric"
          defaultValue={values.maxRedemptions}
          aria-invalid={invalid("maxRedemptions")}
          aria-describedby={described("coupon-maxRedemptions", true)}
          className={filterInputClass}
        />
      </Field>
      <div className="flex items-end">
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-brand-navy px-4 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-50"
        >
          {busy ? "Saving…" : submitLabel}
        </button>
      </div>
    </Form>
  );
}
