import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FormFailure, registerInput } from "../../../lib/accounts/account-forms.ts";
import { accountMessages } from "../../../lib/accounts/account-messages.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { openPageHarness, type PageHarness, pageRoute } from "../../features/accounts/auth.test-support.tsx";
import { RegisterForm } from "../../features/accounts/RegisterForm.tsx";
import * as register from "./register.tsx";

/**
 * The registration page (API-55, USER-14, USER-21, USER-22) with its real loader and action, against
 * the demo accounts on a real database: what the person sees is what the server's action answered.
 */

const textbox = (name: string) => screen.queryByRole("textbox", { name: new RegExp(`^${name}`) });

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    fireEvent.change(input, { target: { value } });
  }
}

/** The common fields, with an address of its own for each test (a registration is for good). */
function fillCommon(email: string, password = "Bright-lights-1") {
  fill({
    "First name": "Nia",
    "Last name": "Buyer",
    Email: email,
    Password: password,
    Phone: "614 555 0100",
  });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
  });
}

describe.each(testDatabaseKinds())("registration page on %s", (kind) => {
  let h: PageHarness;
  beforeAll(async () => {
    h = await openPageHarness(kind);
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  /** The register page in a router, as one guest's request reaches the server; `action` may wrap the real one. */
  async function renderRegister(url = "/register", action?: (args: ActionFunctionArgs) => unknown) {
    const { context, requestId } = h.pageRequest();
    const Stub = createRoutesStub(
      [
        pageRoute("/register", register, action),
        { path: "/user", Component: () => <h1>My account page</h1> },
        { path: "/login", Component: () => <h1>Sign-in page</h1> },
      ],
      context,
    );
    render(<Stub initialEntries={[url]} />);
    await screen.findByRole("form", { name: "Create an account" });
    return { requestId };
  }

  it("API-55 the form shows the fields of the chosen customer type only", async () => {
    await renderRegister();
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
    await renderRegister("/register?type=distributor");
    expect(screen.getByRole("radio", { name: "Distributor" })).toHaveProperty("checked", true);
    expect(textbox("Account number")).not.toBeNull();
  });

  it("API-55 a distributor's registration posts only the distributor body of the contract", async () => {
    let posted: Record<string, unknown> | null = null;
    await renderRegister("/register", async (args) => {
      posted = registerInput(await args.request.clone().formData());
      return register.action(args as never);
    });
    fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
    fillCommon("nia.distributor@example.com");
    fill({ "Account number": "A-10001", "Billing ZIP code": "43215" });
    await submit();
    expect(await screen.findByRole("heading", { name: /Thank you, Nia/ })).toBeTruthy();
    expect(posted).toEqual({
      customerType: "distributor",
      email: "nia.distributor@example.com",
      password: "Bright-lights-1",
      fname: "Nia",
      lname: "Buyer",
      phone: "614 555 0100",
      accountNumber: "A-10001",
      billingZip: "43215",
    });
  });

  it("USER-14 shows 'Register process failed' when registration fails unexpectedly, keeping the values but not the password", async () => {
    // The identity service's store goes away in the middle of the registration.
    vi.spyOn(h.services.auth, "handler").mockRejectedValueOnce(new Error("database went away"));
    const { requestId } = await renderRegister();
    fillCommon("nia.unexpected@example.com");
    fill({ Company: "Nia's Shop" });
    await submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Register process failed");
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe("nia.unexpected@example.com");
    expect(screen.getByLabelText<HTMLInputElement>(/^First name/).value).toBe("Nia");
    expect(screen.getByLabelText<HTMLInputElement>(/^Company/).value).toBe("Nia's Shop");
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe("");
    // #11.4: not shown, but logged with the request's id.
    expect(h.logOf(requestId)).toEqual([
      expect.objectContaining({
        msg: "registration failed",
        err: expect.objectContaining({ message: "database went away" }),
      }),
    ]);
  });

  it("USER-21 #10.5 an address that already has an account gets the answer of a new one; its owner is mailed", async () => {
    await renderRegister();
    fillCommon("bob.basic@example.com");
    await submit();
    const status = await screen.findByRole("status");
    expect([...status.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      accountMessages.basicPendingVerification,
    ]);
    expect(screen.queryByText(accountMessages.existingAccount)).toBeNull();
    // The owner hears of it (with the way to sign in), not the visitor.
    expect((await h.mailLink("bob.basic@example.com", "existing-address")).pathname).toBe("/login");
  });

  it("USER-21 a failed distributor verification (400) shows its message and keeps the distributor fields", async () => {
    await renderRegister();
    fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
    fillCommon("nia.wrongzip@example.com");
    fill({ "Account number": "A-99999", "Billing ZIP code": "10001" });
    await submit();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(accountMessages.distributorVerificationFailed)).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Distributor" })).toHaveProperty("checked", true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Account number/).value).toBe("A-99999");
  });

  it("API-55 field errors from the server mark their fields and are read with them", async () => {
    await renderRegister();
    // Long enough for the browser's own check; the contract also wants digits or symbols.
    fillCommon("nia.letters@example.com", "Brightlights");
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
    await renderRegister();
    fireEvent.click(screen.getByRole("radio", { name: "Distributor" }));
    fillCommon("nia.approval@example.com");
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
    await renderRegister();
    fireEvent.click(screen.getByRole("radio", { name: "Sales representative" }));
    // The sales rep record's own address (SR-305's), which has no account yet: connected at once.
    fillCommon("sam.reps@windycity-reps.example");
    fill({ "Sales rep ID": "SR-305" });
    await submit();
    const status = await screen.findByRole("status");
    // Every new account verifies its address first; then the connection, with nothing to approve.
    expect([...status.querySelectorAll("p")].map((p) => p.textContent)).toEqual([
      accountMessages.basicPendingVerification,
      accountMessages.salespersonConnected,
    ]);
    expect(status.textContent).not.toContain("reviewing your request");
  });

  it("API-55 while the registration is on its way the button says so and cannot be pressed again", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderRegister("/register", async (args) => {
      const answer = await register.action(args as never);
      await held;
      return answer;
    });
    fillCommon("nia.pending@example.com");
    await submit();
    const button = screen.getByRole("button", { name: "Creating your account…" });
    expect(button).toHaveProperty("disabled", true);
    await act(async () => release());
    expect(await screen.findByRole("heading", { name: /Thank you, Nia/ })).toBeTruthy();
  });
});

/**
 * The form's display of a refused registration for an address that has an account: the existing-
 * account message with the ways back in. Since #10.5 the action answers such an address like a new
 * one (above), so no registration answers CONFLICT today; the form keeps the display for it.
 */
it("USER-21 a refusal for an existing account (409) shows the existing-account message with the ways back in", async () => {
  const failure: FormFailure = {
    ok: false,
    code: "CONFLICT",
    alert: { title: "Register process failed", detail: accountMessages.existingAccount },
    fieldErrors: {},
    values: {},
  };
  const Stub = createRoutesStub([{ path: "/register", Component: () => <RegisterForm failure={failure} /> }]);
  render(<Stub initialEntries={["/register"]} />);
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText("Register process failed")).toBeTruthy();
  expect(within(alert).getByText(accountMessages.existingAccount)).toBeTruthy();
  expect(within(alert).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  expect(within(alert).getByRole("link", { name: "Reset your password" }).getAttribute("href")).toBe(
    "/forgot-password",
  );
  cleanup();
});
