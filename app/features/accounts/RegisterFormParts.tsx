import type { Ref } from "react";
import { Link } from "react-router";
import {
  customerTypeLabels,
  type FieldErrors,
  type FormFailure,
} from "../../../lib/accounts/account-forms.ts";
import { type CustomerType, customerTypes } from "../../../lib/accounts/users.ts";
import { EmailField, FormField, NewPasswordField } from "./FormField.tsx";
import { FormError, linkClass } from "./FormMessages.tsx";

const typeDescriptions: Record<CustomerType, string> = {
  basic: "For browsing the catalogue, favourites and projects. You can connect a distributor account later.",
  distributor: "You buy for a distributor account and know its account number and billing ZIP code.",
  representative: "You work for a sales agency and have a sales rep ID.",
};

export const legendClass = "text-base font-semibold text-brand-navy";

/** The failed attempt's message; an email already registered offers signing in or a new password. */
export function RegisterFailureAlert({
  failure,
  signInLink,
  ref,
}: {
  failure: FormFailure;
  signInLink: string;
  ref: Ref<HTMLDivElement>;
}) {
  if (!failure.alert) return null;
  return (
    <FormError ref={ref} alert={failure.alert}>
      {failure.code === "CONFLICT" && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={signInLink} className={linkClass}>
            Sign in
          </Link>
          <Link to="/forgot-password" className={linkClass}>
            Reset your password
          </Link>
        </p>
      )}
    </FormError>
  );
}

/** The customer type as three described radio cards. */
export function CustomerTypeChoice({
  type,
  onChoose,
  error,
}: {
  type: CustomerType;
  onChoose: (type: CustomerType) => void;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? "register-type-error" : undefined}>
      <legend className={legendClass}>I am registering as</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {customerTypes.map((of) => (
          <label
            key={of}
            htmlFor={`register-type-${of}`}
            className="flex cursor-pointer gap-3 rounded border border-slate-300 p-3 hover:border-brand-green has-[:checked]:border-brand-green has-[:checked]:bg-green-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-green sm:flex-col sm:gap-1"
          >
            <input
              id={`register-type-${of}`}
              type="radio"
              name="customerType"
              value={of}
              defaultChecked={of === type}
              onChange={() => onChoose(of)}
              aria-labelledby={`register-type-${of}-name`}
              aria-describedby={`register-type-${of}-description`}
              className="mt-1 size-4 shrink-0 accent-brand-green sm:mt-0"
            />
            <span>
              <span id={`register-type-${of}-name`} className="block font-semibold text-slate-900">
                {customerTypeLabels[of]}
              </span>
              <span id={`register-type-${of}-description`} className="mt-0.5 block text-xs text-slate-600">
                {typeDescriptions[of]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="register-type-error" className="mt-1 text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The person registering: name, email, password and phone. */
export function AboutYouFields({ values, errors }: { values: Record<string, string>; errors: FieldErrors }) {
  return (
    <fieldset className="space-y-4">
      <legend className={legendClass}>About you</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="fname"
          label="First name"
          autoComplete="given-name"
          required
          maxLength={80}
          defaultValue={values.fname ?? ""}
          error={errors.fname}
        />
        <FormField
          name="lname"
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={80}
          defaultValue={values.lname ?? ""}
          error={errors.lname}
        />
      </div>
      <EmailField defaultValue={values.email ?? ""} error={errors.email} />
      <NewPasswordField label="Password" error={errors.password} />
      <FormField
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
        maxLength={30}
        defaultValue={values.phone ?? ""}
        error={errors.phone}
      />
    </fieldset>
  );
}
