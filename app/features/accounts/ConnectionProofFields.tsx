import { FormField } from "./FormField.tsx";

type ProofFieldProps = {
  /** Required while the fields are the ones being sent (the registration form hides the others). */
  required: boolean;
  values?: Record<string, string> | undefined;
  errors: Record<string, string | undefined>;
};

/**
 * What proves a distributor belongs to an account: its number and the billing ZIP on file. The same
 * fields, hints and limits at registration and when connecting an account later.
 */
export function DistributorProofFields({ required, values = {}, errors }: ProofFieldProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        name="accountNumber"
        label="Account number"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        required={required}
        maxLength={64}
        defaultValue={values.accountNumber ?? ""}
        error={errors.accountNumber}
        hint="On your invoices, for example A-10001."
      />
      <FormField
        name="billingZip"
        label="Billing ZIP code"
        autoComplete="postal-code"
        inputMode="numeric"
        required={required}
        maxLength={10}
        pattern={String.raw`\d{5}(-\d{4})?`}
        title="A ZIP code like 43215 or 43215-1234"
        defaultValue={values.billingZip ?? ""}
        error={errors.billingZip}
      />
    </div>
  );
}

/** The sales rep record a representative works under, at registration and when connecting later. */
export function SalesRepIdField({ required, values = {}, errors }: ProofFieldProps) {
  return (
    <FormField
      name="salesRepId"
      label="Sales rep ID"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      required={required}
      maxLength={64}
      defaultValue={values.salesRepId ?? ""}
      error={errors.salesRepId}
      hint="The ID of your agency's sales rep record, for example SR-201."
    />
  );
}
