import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { customerTypeLabels, type FormFailure, isCustomerType } from "../../../lib/accounts/account-forms.ts";
import { type CustomerType, customerTypes } from "../../../lib/accounts/users.ts";
import { DistributorProofFields, SalesRepIdField } from "./ConnectionProofFields.tsx";
import { EmailField, FormField, NewPasswordField } from "./FormField.tsx";
import { FormError, linkClass, SubmitButton } from "./FormMessages.tsx";
import { useAuthLink } from "./use-auth-link.ts";
import { useFailureFocus } from "./use-failure-focus.ts";
import { useFormPending } from "./use-form-pending.ts";
import { useHydrated } from "./use-hydrated.ts";

const typeDescriptions: Record<CustomerType, string> = {
  basic: "For browsing the catalogue, favourites and projects. You can connect a distributor account later.",
  distributor: "You buy for a distributor account and know its account number and billing ZIP code.",
  representative: "You work for a sales agency and have a sales rep ID.",
};

/**
 * Without JavaScript, CSS shows the section of the checked type (the browser posts every section;
 * the action reads only the chosen one). Once hydrated, React hides and disables the others.
 * Written out in full so Tailwind finds the class names.
 */
const sectionWithoutScript: Record<CustomerType, string> = {
  basic: "hidden group-has-[#register-type-basic:checked]/register:block",
  distributor: "hidden group-has-[#register-type-distributor:checked]/register:block",
  representative: "hidden group-has-[#register-type-representative:checked]/register:block",
};

const legendClass = "text-base font-semibold text-brand-navy";

export type RegisterFormProps = {
  /** The action's answer after a failed attempt: the message, field errors and the values to refill. */
  failure?: FormFailure | undefined;
  /** The type chosen when the page opens (`/register?type=distributor`). */
  initialType?: CustomerType;
};

/**
 * API-55: registration as a basic customer, a distributor (with the account number and billing ZIP
 * as proof) or a sales representative (with the sales rep ID).
 */
export function RegisterForm({ failure, initialType = "basic" }: RegisterFormProps) {
  const signInLink = useAuthLink("/login");
  const hydrated = useHydrated();
  const pending = useFormPending();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useFailureFocus(failure, formRef, alertRef);
  const posted = failure?.values.customerType;
  const [type, setType] = useState<CustomerType>(isCustomerType(posted) ? posted : initialType);
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};

  /**
   * The props of a type's section: CSS decides before hydration, React after it. Its fields are
   * required only while it shows (a browser without JavaScript leaves that to the server).
   */
  const section = (of: CustomerType) =>
    hydrated
      ? { hidden: type !== of, disabled: type !== of, className: "space-y-4" }
      : { className: `space-y-4 ${sectionWithoutScript[of]}` };

  return (
    <Form
      method="post"
      ref={formRef}
      className="group/register space-y-6"
      aria-label="Create an account"
      data-testid="register-form"
    >
      {failure?.alert && (
        <FormError ref={alertRef} alert={failure.alert}>
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
      )}

      <fieldset aria-describedby={errors.customerType ? "register-type-error" : undefined}>
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
                onChange={() => setType(of)}
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
        {errors.customerType && (
          <p id="register-type-error" className="mt-1 text-sm font-medium text-brand-red">
            {errors.customerType}
          </p>
        )}
      </fieldset>

      <fieldset {...section("distributor")} data-testid="register-distributor-fields">
        <legend className={legendClass}>Your distributor account</legend>
        <p className="text-sm text-slate-600">
          We check the account number against the billing ZIP code on file, then the account's administrator
          approves your access.
        </p>
        <DistributorProofFields
          required={hydrated && type === "distributor"}
          values={values}
          errors={errors}
        />
      </fieldset>

      <fieldset {...section("representative")} data-testid="register-representative-fields">
        <legend className={legendClass}>Your sales rep record</legend>
        <SalesRepIdField required={hydrated && type === "representative"} values={values} errors={errors} />
      </fieldset>

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

      <fieldset {...section("basic")} data-testid="register-basic-fields">
        <legend className="sr-only">Your company</legend>
        <FormField
          name="company"
          label="Company"
          autoComplete="organization"
          optional
          maxLength={120}
          defaultValue={values.company ?? ""}
          error={errors.company}
        />
      </fieldset>

      <SubmitButton pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </Form>
  );
}
