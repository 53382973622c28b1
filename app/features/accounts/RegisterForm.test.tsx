// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, data } from "react-router";
import { afterEach, expect, it } from "vitest";
import {
  failureOf,
  failureStatus,
  refillValues,
  registerFailureAlert,
  registerInput,
} from "../../../lib/accounts/account-forms.ts";
import { accountMessages, approvalRequestMessage } from "../../../lib/accounts/account-messages.ts";
import RegisterPage, { loader as registerLoader } from "../../routes/auth/register.tsx";
import { pageContextFor } from "./auth-test-support.tsx";
import type { RegisterSuccess } from "./RegisterOutcome.tsx";

afterEach(cleanup);

type StubAction = (args: ActionFunctionArgs) => unknown;

/** The register page in a router; `action` stands in for the server's answer to the post. */
async function renderRegister(action: StubAction, url = "/register") {
  const Stub = createRoutesStub(
    [
      { path: "/register", Component: RegisterPage, loader: registerLoader as never, action },
      { path: "/user", Component: () => <h1>My account page</h1> },
      { path: "/login", Component: () => <h1>Sign-in page</h1> },
    ],
    pageContextFor(null),
  );
  render(<Stub initialEntries={[url]} />);
  return screen.findByRole("form", { name: "Create an account" });
}

/** The server's answer when registration fails with `error` (the page action's own mapping). */
const failingWith =
  (error: unknown): StubAction =>
  async ({ request }) =>
    data(failureOf(error, registerFailureAlert(error), refillValues(await request.formData())), {
      status: failureStatus(error),
    });

const moduleError = (code: string, message: string) => Object.assign(new Error(message), { code });

const textbox = (name: string) => screen.queryByRole("textbox", { name: new RegExp(`^${name}`) });

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    fireEvent.change(input, { target: { value } });
  }
}

function fillCommon() {
  fill({
    "First name": "Nia",
    "Last name": "Buyer",
    Email: "nia.buyer@example.com",
    Password: "Bright-lights-1",
    Phone: "614 555 0100",
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
  });
}

it("API-55 the form shows the fields of the chosen customer type only", async () => {
  await renderRegister(failingWith(new Error("unused")));
  // Basic customer is the default: company, no proof fields.
  expect(screen.getByRole("radio", { name: "Basic customer" })).toHaveProperty("checked", true);
  expect(textbox("Company")).not.toBeNull();
  expect(textbox("Account number")).toBeNull();
  expect(textbox("Billing ZIP code")).toBeNull();
  expect(textbox("Sales rep ID")).toBeNull();

  fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
  expect(textbox("Account number")).not.toBeNull();
  expect(textbox("Billing ZIP code")).not.toBeNull();
  expect(textbox("Sales rep ID")).toBeNull();
  expect(textbox("Company")).toBeNull();

  fireEvent.click(screen.getByRole("radio", { name: "Sales representative" }));
  expect(textbox("Sales rep ID")).not.toBeNull();
  expect(textbox("Account number")).toBeNull();
  expect(textbox("Company")).toBeNull();

  // The common fields stay whatever the type, with the autocomplete hints browsers fill from.
  for (const [label, autocomplete] of [
    ["First name", "given-name"],
    ["Last name", "family-name"],
    ["Email", "email"],
    ["Password", "new-password"],
    ["Phone", "tel"],
  ]) {
    expect(screen.getByLabelText(new RegExp(`^${label}`)).getAttribute("autocomplete"), label).toBe(
      autocomplete,
    );
  }
});

it("API-55 ?type=distributor opens the form on the distributor fields", async () => {
  await renderRegister(failingWith(new Error("unused")), "/register?type=distributor");
  expect(screen.getByRole("radio", { name: "Distributor" })).toHaveProperty("checked", true);
  expect(textbox("Account number")).not.toBeNull();
});

it("API-55 a distributor's registration posts only the distributor body of the contract", async () => {
  let posted: Record<string, unknown> | null = null;
  await renderRegister(async ({ request }) => {
    const form = await request.formData();
    posted = registerInput(form);
    return data(failureOf(new Error("stop"), registerFailureAlert(new Error("stop")), refillValues(form)), {
      status: 500,
    });
  });
  fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
  fillCommon();
  fill({ "Account number": "A-10001", "Billing ZIP code": "43215" });
  await submit();
  expect(posted).toEqual({
    customerType: "distributor",
    email: "nia.buyer@example.com",
    password: "Bright-lights-1",
    fname: "Nia",
    lname: "Buyer",
    phone: "614 555 0100",
    accountNumber: "A-10001",
    billingZip: "43215",
  });
});

it("USER-14 shows 'Register process failed' when registration fails unexpectedly, keeping the values but not the password", async () => {
  await renderRegister(failingWith(new Error("database went away")));
  fillCommon();
  fill({ Company: "Nia's Shop" });
  await submit();
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toBe("Register process failed");
  expect(document.activeElement).toBe(alert);
  expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe("nia.buyer@example.com");
  expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe("Nia");
  expect(screen.getByLabelText<HTMLInputElement>(/^Company/).value).toBe("Nia's Shop");
  expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe("");
});

it("USER-21 an existing account (409) shows the existing-account message with the ways back in", async () => {
  await renderRegister(failingWith(moduleError("CONFLICT", accountMessages.existingAccount)));
  fillCommon();
  await submit();
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText("Register process failed")).toBeTruthy();
  expect(within(alert).getByText(accountMessages.existingAccount)).toBeTruthy();
  expect(within(alert).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  expect(within(alert).getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
    "/forgot-password",
  );
});

it("USER-21 a failed distributor verification (400) shows its message and keeps the distributor fields", async () => {
  await renderRegister(failingWith(moduleError("VALIDATION", accountMessages.distributorVerificationFailed)));
  fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
  fillCommon();
  fill({ "Account number": "A-99999", "Billing ZIP code": "10001" });
  await submit();
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText(accountMessages.distributorVerificationFailed)).toBeTruthy();
  expect(screen.getByRole("radio", { name: "Distributor" })).toHaveProperty("checked", true);
  expect(screen.getByLabelText<HTMLInputElement>(/^Account number/).value).toBe("A-99999");
});

it("API-55 field errors from the server mark their fields and are read with them", async () => {
  await renderRegister(async ({ request }) =>
    data(
      {
        ok: false,
        alert: null,
        fieldErrors: { password: "Password must mix letters with digits or symbols" },
        values: refillValues(await request.formData()),
      },
      { status: 400 },
    ),
  );
  fillCommon();
  await submit();
  const password = screen.getByLabelText(/^Password/);
  await act(async () => {});
  expect(password.getAttribute("aria-invalid")).toBe("true");
  const describedBy = (password.getAttribute("aria-describedby") ?? "").split(" ");
  const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain("Password must mix letters with digits or symbols");
  expect(document.activeElement).toBe(password);
});

it("USER-21 USER-22 #10.5 a registration awaiting approval shows its messages, the approval request and 'Sign in'", async () => {
  const outcome: RegisterSuccess = {
    ok: true,
    firstName: "Nia",
    messages: [accountMessages.basicPendingVerification, accountMessages.requestSentForReview],
    approval: approvalRequestMessage("Lumenor"),
  };
  await renderRegister(() => outcome);
  fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
  fillCommon();
  fill({ "Account number": "A-10001", "Billing ZIP code": "43215" });
  await submit();
  const heading = await screen.findByRole("heading", { name: /Thank you, Nia/ });
  expect(document.activeElement).toBe(heading);
  const status = screen.getByRole("status");
  expect(within(status).getByText(accountMessages.basicPendingVerification)).toBeTruthy();
  expect(within(status).getByText(accountMessages.requestSentForReview)).toBeTruthy();
  expect(
    within(status).getByText("Thank you for your request; Lumenor is reviewing your request for approval."),
  ).toBeTruthy();
  expect(screen.queryByRole("form", { name: "Create an account" })).toBeNull();
  fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
  expect(await screen.findByRole("heading", { name: "Sign-in page" })).toBeTruthy();
});

it("USER-21 a connected sales representative sees the connected message and no approval request", async () => {
  await renderRegister(() => ({
    ok: true,
    firstName: "Rita",
    messages: [accountMessages.salespersonConnected],
    approval: null,
  }));
  fireEvent.click(screen.getByRole("radio", { name: "Sales representative" }));
  fillCommon();
  fill({ "Sales rep ID": "SR-201" });
  await submit();
  const status = await screen.findByRole("status");
  expect(status.textContent).toBe(accountMessages.salespersonConnected);
  expect(status.textContent).not.toContain("reviewing your request");
});

it("API-55 while the registration is on its way the button says so and cannot be pressed again", async () => {
  let answer: (value: unknown) => void = () => {};
  await renderRegister(() => new Promise((resolve) => (answer = resolve)));
  fillCommon();
  await submit();
  const button = screen.getByRole("button", { name: "Creating your account…" });
  expect(button).toHaveProperty("disabled", true);
  await act(async () => answer({ ok: true, firstName: "Nia", messages: [], approval: null }));
  expect(await screen.findByRole("heading", { name: /Thank you, Nia/ })).toBeTruthy();
});
