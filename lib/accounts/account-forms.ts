import type { z } from "zod";
import { isModuleError } from "../shared/error-codes.ts";
import { userErrors } from "./account-messages.ts";
import { type CustomerType, customerTypes } from "./users.ts";

/**
 * The sign-in, registration and password forms as the pages post them: how a posted form becomes
 * the body of lib/accounts/user-contract.ts, how validation issues and module refusals become what the
 * form shows. Pure code without zod at run time, so the forms can use it in the browser too. Which
 * errors are refusals, and the status a page answers, is decided once in app/page-errors.ts.
 */

/** One message per field name, ready to show next to the field ("Email must be an email address"). */
export type FieldErrors = Partial<Record<string, string>>;

/** A message at the top of a form: a headline and, where the server gave one, the detail. */
export type FormAlert = { title: string; detail?: string };

/** What a form action answers when it did not succeed; `values` refill the form (never a password). */
export type FormFailure = {
  ok: false;
  /** The module error's code (CONFLICT, RATE_LIMITED …), when a module refused. */
  code?: string;
  alert: FormAlert | null;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
};

/** The labels of the account forms' fields, used in their validation messages. */
export const fieldLabels: Record<string, string> = {
  customerType: "Customer type",
  email: "Email",
  password: "Password",
  confirmPassword: "Password confirmation",
  fname: "First name",
  lname: "Last name",
  phone: "Phone",
  company: "Company",
  accountNumber: "Account number",
  billingZip: "Billing ZIP code",
  salesRepId: "Sales rep ID",
  token: "Reset link",
};

export const customerTypeLabels: Record<CustomerType, string> = {
  basic: "Basic customer",
  distributor: "Distributor",
  representative: "Sales representative",
};

export function isCustomerType(value: unknown): value is CustomerType {
  return typeof value === "string" && (customerTypes as readonly string[]).includes(value);
}

/** A text field of a posted form; a missing field or a file is "". */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** An optional field: left empty it is absent from the body, not an empty string. */
function optionalText(form: FormData, name: string): string | undefined {
  const value = formText(form, name).trim();
  return value === "" ? undefined : value;
}

/**
 * The registration body for the chosen customer type, with only that type's fields: the page shows
 * every type's fields to a browser without JavaScript, and the strict contract refuses strays.
 */
export function registerInput(form: FormData): Record<string, unknown> {
  const customerType = formText(form, "customerType");
  const common = {
    customerType,
    email: formText(form, "email"),
    password: formText(form, "password"),
    fname: formText(form, "fname"),
    lname: formText(form, "lname"),
    phone: optionalText(form, "phone"),
  };
  const extra =
    customerType === "distributor"
      ? { accountNumber: formText(form, "accountNumber"), billingZip: formText(form, "billingZip") }
      : customerType === "representative"
        ? { salesRepId: formText(form, "salesRepId") }
        : { company: optionalText(form, "company") };
  return Object.fromEntries(Object.entries({ ...common, ...extra }).filter(([, v]) => v !== undefined));
}

/** The posted text fields to refill a form with after a failure; passwords and tokens stay out. */
export function refillValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || /password|token/i.test(name)) continue;
    values[name] = value;
  }
  return values;
}

/** zod's own wording for the bounds, in the contract's style ("is required", "must be …"). */
function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_small" && issue.origin === "string") {
    return Number(issue.minimum) <= 1 ? "is required" : issue.message;
  }
  if (issue.code === "too_big" && issue.origin === "string" && !/^[a-z]/.test(issue.message)) {
    return `must be at most ${issue.maximum} characters`;
  }
  if (issue.code === "invalid_type") return "is required";
  if (issue.code === "invalid_union" || issue.code === "invalid_value") return "must be chosen";
  return issue.message;
}

/**
 * One message per field from validation issues, the first issue of each field winning. Messages of
 * the contract are written to follow the field's label; any other message is shown as it is.
 */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (errors[field]) continue;
    const text = issueText(issue);
    const label = fieldLabels[field];
    errors[field] = label && /^[a-z]/.test(text) ? `${label} ${text}` : text;
  }
  return errors;
}

/**
 * USER-17: a failed sign-in shows "Loggin in user failed" with the identity service's reason
 * (wrong credentials, too many attempts); an unexpected failure asks to try again.
 */
export function signInFailureAlert(error: unknown): FormAlert {
  return {
    title: userErrors.login,
    detail: isModuleError(error) ? error.message : "Please try again in a moment.",
  };
}

/**
 * USER-16: a failed third-party sign-in shows "Third party login failed". The reason is ours to word
 * from the error code alone: the provider's own error_description is never shown (anyone can put
 * text into a link to /login).
 */
export function thirdPartyFailureAlert(reason: unknown): FormAlert {
  const code = isModuleError(reason) ? reason.code : typeof reason === "string" ? reason : "";
  const details = new Map<string, string>(
    Object.entries({
      // Decision 003: an address that already has an account is joined only when both sides verified it.
      account_not_linked:
        "An account with this email address already exists. Please sign in with your email and password.",
      access_denied: "The sign-in was cancelled or refused at the identity provider.",
      email_not_found: "The identity provider did not share your email address.",
      RATE_LIMITED: "Too many attempts. Please wait a minute and try again.",
      UNAVAILABLE: "The sign-in service cannot be reached right now. Please try again later.",
    }),
  );
  return {
    title: userErrors.thirdPartyLogin,
    detail: details.get(code) ?? "Please try again, or sign in with your email and password.",
  };
}

/** USER-16: the failure a provider's redirect back to `/login?error=…` reports, if any. */
export function thirdPartyFailure(search: URLSearchParams): FormFailure | null {
  const error = search.get("error");
  if (!error) return null;
  return {
    ok: false,
    code: "THIRD_PARTY",
    alert: thirdPartyFailureAlert(error),
    fieldErrors: {},
    values: {},
  };
}

/**
 * USER-14: a failed registration shows "Register process failed"; when the accounts module says
 * why (an existing account, a failed distributor verification, too many attempts) that follows.
 */
export function registerFailureAlert(error: unknown): FormAlert {
  return isModuleError(error)
    ? { title: userErrors.register, detail: error.message }
    : { title: userErrors.register };
}

/** Shown when the server's answer says nothing the visitor can act on. */
export const tryAgainLater = "Something went wrong on our side. Please try again in a moment.";

/** The password forms' shared reply when the reset link is bad (better-auth's INVALID_TOKEN). */
export const invalidResetLink = "This reset link is invalid or has expired.";

/** Forgot-password always answers this, whether or not the address has an account. */
export const resetLinkSent = "If an account exists for this address, we sent a link to reset the password.";

export const signInNotices = {
  verified: "Your email address is verified. Please sign in.",
  reset: "Your password was changed. Please sign in.",
} as const;

/** The notice of `/login?verified=1` or `/login?reset=1`, if any. */
export function signInNotice(search: URLSearchParams): string | null {
  if (search.get("verified") === "1") return signInNotices.verified;
  if (search.get("reset") === "1") return signInNotices.reset;
  return null;
}
