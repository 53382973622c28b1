import { Form } from "react-router";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import type { CustomerType } from "../../../lib/accounts/users.ts";
import { DistributorProofFields, SalesRepIdField } from "./ConnectionProofFields.tsx";
import { FormField } from "./FormField.tsx";
import { SubmitButton } from "./FormMessages.tsx";
import {
  AboutYouFields,
  CustomerTypeChoice,
  legendClass,
  RegisterFailureAlert,
} from "./RegisterFormParts.tsx";
import { useRegisterForm } from "./use-register-form.ts";

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
  const { signInLink, pending, formRef, alertRef, type, setType, section, requires, errors, values } =
    useRegisterForm(failure, initialType);
  return (
    <Form
      method="post"
      ref={formRef}
      className="group/register space-y-6"
      aria-label="Create an account"
      data-testid="register-form"
    >
      {failure && <RegisterFailureAlert ref={alertRef} failure={failure} signInLink={signInLink} />}

      <CustomerTypeChoice type={type} onChoose={setType} error={errors.customerType} />

      <fieldset {...section("distributor")} data-testid="register-distributor-fields">
        <legend className={legendClass}>Your distributor account</legend>
        <p className="text-sm text-slate-600">
          We check the account number against the billing ZIP code on file, then the account's administrator
          approves your access.
        </p>
        <DistributorProofFields required={requires("distributor")} values={values} errors={errors} />
      </fieldset>

      <fieldset {...section("representative")} data-testid="register-representative-fields">
        <legend className={legendClass}>Your sales rep record</legend>
        <SalesRepIdField required={requires("representative")} values={values} errors={errors} />
      </fieldset>

      <AboutYouFields values={values} errors={errors} />

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
