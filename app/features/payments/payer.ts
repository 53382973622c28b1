import { z } from "zod";
import {
  centsToAmount,
  type initiatePaymentBody,
  type PaymentMethod,
  type paymentPurposeSchema,
} from "../../../lib/payments/contract.ts";
import { text } from "../../../lib/shared/safe-text.ts";

/** Who pays, as the hosted page is prefilled with it (PAY-01; PAY OPEN default: people data). */
export type Payer = {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  city: string;
  state: string;
  zip: string;
};

export const emptyPayer: Payer = {
  firstName: "",
  lastName: "",
  email: "",
  address1: "",
  city: "",
  state: "",
  zip: "",
};

/** The same rules as API-51's body, so a form says what is wrong before anything is sent. */
export const payerSchema = z.object({
  firstName: text().trim().min(1, "First name is required").max(80),
  lastName: text().trim().min(1, "Last name is required").max(80),
  email: z.email("Enter an email address like name@example.com").max(200),
  address1: text().trim().min(1, "Address is required").max(120),
  city: text().trim().min(1, "City is required").max(80),
  state: text().trim().min(2, "State is required").max(40),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "ZIP code must be like 43215"),
});

/** Each field's message, or an empty object when the payer will do. */
export function payerErrors(payer: Payer): Partial<Record<keyof Payer, string>> {
  const parsed = payerSchema.safeParse(payer);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof Payer, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof Payer;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * API-51's body (PAY-01, PAY-20): the purpose, the payer, the method's two flags, and `amount`, the
 * total the buyer was shown (in cents; sent in dollars), so the server refuses a figure that is no
 * longer its own (409) instead of charging an amount the buyer did not see.
 */
export function initiateBody(
  purpose: z.input<typeof paymentPurposeSchema>,
  payer: Payer,
  method: PaymentMethod,
  shownTotalCents?: number,
): z.input<typeof initiatePaymentBody> {
  return {
    purpose,
    ...(shownTotalCents === undefined ? {} : { amount: centsToAmount(shownTotalCents) }),
    firstName: payer.firstName.trim(),
    lastName: payer.lastName.trim(),
    address1: payer.address1.trim(),
    city: payer.city.trim(),
    state: payer.state.trim(),
    zip: payer.zip.trim(),
    email: payer.email.trim(),
    creditCardPayment: method === "card",
    achPayment: method === "ach",
    Sale: true,
  };
}
