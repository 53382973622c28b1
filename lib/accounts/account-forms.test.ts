import { expect, it } from "vitest";
import {
  fieldErrorsOf,
  refillValues,
  registerFailureAlert,
  registerInput,
  signInFailureAlert,
  signInNotice,
} from "./account-forms.ts";
import { accountMessages } from "./account-messages.ts";
import { registerBody, signInBody } from "./user-contract.ts";

/** A module's error as the accounts module throws it (server/errors.ts AppError: its name, a message, a code). */
const moduleError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: "AppError", code });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const everyField = {
  email: "new.buyer@example.com",
  password: "Bright-lights-1",
  fname: "Nia",
  lname: "Buyer",
  phone: "",
  company: "Nia's Shop",
  accountNumber: "A-10001",
  billingZip: "43215",
  salesRepId: "SR-201",
};

it("API-55 a posted registration keeps only the chosen customer type's fields and drops empty optional ones", () => {
  const basic = registerInput(form({ ...everyField, customerType: "basic" }));
  expect(basic).toEqual({
    customerType: "basic",
    email: "new.buyer@example.com",
    password: "Bright-lights-1",
    fname: "Nia",
    lname: "Buyer",
    company: "Nia's Shop",
  });
  expect(registerBody.safeParse(basic).success).toBe(true);

  const distributor = registerInput(
    form({ ...everyField, customerType: "distributor", phone: "614 555 0100" }),
  );
  expect(distributor).toMatchObject({ accountNumber: "A-10001", billingZip: "43215", phone: "614 555 0100" });
  expect(distributor).not.toHaveProperty("company");
  expect(distributor).not.toHaveProperty("salesRepId");
  expect(registerBody.safeParse(distributor).success).toBe(true);

  const representative = registerInput(form({ ...everyField, customerType: "representative" }));
  expect(representative).toMatchObject({ salesRepId: "SR-201" });
  expect(representative).not.toHaveProperty("accountNumber");
  expect(registerBody.safeParse(representative).success).toBe(true);
});

it("API-55 validation issues read as one message per field, after the field's label", () => {
  const parsed = registerBody.safeParse(
    registerInput(
      form({
        customerType: "distributor",
        email: "not-an-email",
        password: "short",
        fname: " ",
        lname: "x".repeat(81),
        accountNumber: "",
        billingZip: "4321",
      }),
    ),
  );
  expect(parsed.success).toBe(false);
  expect(fieldErrorsOf(parsed.error?.issues ?? [])).toEqual({
    email: "Email must be an email address",
    password: "Password must be at least 10 characters",
    fname: "First name is required",
    lname: "Last name must be at most 80 characters",
    accountNumber: "Account number is required",
    billingZip: "Billing ZIP code must be a ZIP code like 43215",
  });
});

it("API-55 an unknown customer type asks to choose one", () => {
  const parsed = registerBody.safeParse(registerInput(form({ ...everyField, customerType: "admin" })));
  expect(fieldErrorsOf(parsed.error?.issues ?? [])).toEqual({ customerType: "Customer type must be chosen" });
});

it("ROUTE-02 an empty sign-in form asks for both fields", () => {
  const parsed = signInBody.safeParse({ email: "", password: "" });
  expect(fieldErrorsOf(parsed.error?.issues ?? [])).toEqual({
    email: "Email must be an email address",
    password: "Password is required",
  });
});

it("a failed form refills every text field but never a password or a token", () => {
  expect(
    refillValues(
      form({ email: "a@b.co", password: "secret-1234", confirmPassword: "x", token: "t", fname: "Nia" }),
    ),
  ).toEqual({ email: "a@b.co", fname: "Nia" });
});

it("USER-17 a failed sign-in shows 'Loggin in user failed' with the identity service's reason", () => {
  expect(signInFailureAlert(moduleError("UNAUTHENTICATED", "Invalid email or password."))).toEqual({
    title: "Loggin in user failed",
    detail: "Invalid email or password.",
  });
  const limited = "Too many attempts. Please wait a minute and try again.";
  expect(signInFailureAlert(moduleError("RATE_LIMITED", limited))).toEqual({
    title: "Loggin in user failed",
    detail: limited,
  });
});

it("USER-17 an unexpected sign-in failure shows 'Loggin in user failed' and no internals", () => {
  const alert = signInFailureAlert(new Error("connection refused at 10.0.0.5"));
  expect(alert.title).toBe("Loggin in user failed");
  expect(alert.detail).not.toContain("10.0.0.5");
  // #11.4: a text code does not make an error a module's refusal (a socket's ECONNREFUSED).
  const socket = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
  expect(signInFailureAlert(socket).detail).not.toContain("10.0.0.5");
});

it("USER-14 an unexpected registration failure shows exactly 'Register process failed'", () => {
  expect(registerFailureAlert(new Error("duplicate key value violates unique constraint"))).toEqual({
    title: "Register process failed",
  });
  expect(registerFailureAlert("not even an error")).toEqual({ title: "Register process failed" });
});

it("USER-14 USER-21 a refused registration shows 'Register process failed' with the account message", () => {
  expect(registerFailureAlert(moduleError("CONFLICT", accountMessages.existingAccount))).toEqual({
    title: "Register process failed",
    detail: accountMessages.existingAccount,
  });
  expect(
    registerFailureAlert(moduleError("VALIDATION", accountMessages.distributorVerificationFailed)).detail,
  ).toBe(accountMessages.distributorVerificationFailed);
});

it("ROUTE-02 the sign-in page explains a verified address or a changed password", () => {
  expect(signInNotice(new URLSearchParams("verified=1"))).toBe(
    "Your email address is verified. Please sign in.",
  );
  expect(signInNotice(new URLSearchParams("reset=1&redirectTo=/user"))).toBe(
    "Your password was changed. Please sign in.",
  );
  expect(signInNotice(new URLSearchParams("verified=yes"))).toBeNull();
  expect(signInNotice(new URLSearchParams(""))).toBeNull();
});
