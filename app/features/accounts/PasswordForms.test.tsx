// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, data, redirect, useLocation } from "react-router";
import { afterEach, expect, it } from "vitest";
import {
  failureOf,
  invalidResetLink,
  refillValues,
  resetLinkSent,
} from "../../../lib/accounts/account-forms.ts";
import ForgotPasswordPage, { loader as forgotLoader } from "../../routes/auth/forgot-password.tsx";
import ResetPasswordPage, { loader as resetLoader } from "../../routes/auth/reset-password.tsx";
import { pageContextFor } from "./auth-test-support.tsx";

afterEach(cleanup);

type StubAction = (args: ActionFunctionArgs) => unknown;

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

/**
 * Both password pages in a router with their real loaders; `action` stands in for the server. A link
 * whose token the server would accept (checked against the identity service in reset-password.test.ts)
 * is given as `acceptedToken`: the page then opens as the server would serve it.
 */
function renderPages(url: string, action: StubAction, acceptedToken?: string) {
  const resetPageLoader = acceptedToken
    ? () => ({ brandName: "Lumenor", token: acceptedToken })
    : resetLoader;
  const Stub = createRoutesStub(
    [
      { path: "/forgot-password", Component: ForgotPasswordPage, loader: forgotLoader as never, action },
      { path: "/reset-password", Component: ResetPasswordPage, loader: resetPageLoader as never, action },
      { path: "*", Component: Landed },
    ],
    pageContextFor(null),
  );
  render(<Stub initialEntries={[url]} />);
}

const moduleError = (code: string, message: string) => Object.assign(new Error(message), { code });

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

it("forgot password: after sending, the page says a link went out if the account exists", async () => {
  let posted: string | null = null;
  renderPages("/forgot-password", async ({ request }) => {
    posted = String((await request.formData()).get("email"));
    return { ok: true, message: resetLinkSent };
  });
  const form = await screen.findByRole("form", { name: "Request a password reset link" });
  const email = within(form).getByLabelText("Email");
  expect(email.getAttribute("autocomplete")).toBe("email");
  fireEvent.change(email, { target: { value: "nobody@example.com" } });
  await press("Send reset link");
  expect((await screen.findByRole("status")).textContent).toBe(
    "If an account exists for this address, we sent a link to reset the password.",
  );
  expect(posted).toBe("nobody@example.com");
  expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy();
});

it("forgot password: too many requests says so and keeps the address", async () => {
  const limited = "Too many attempts. Please wait a minute and try again.";
  renderPages("/forgot-password", async ({ request }) =>
    data(
      failureOf(
        moduleError("RATE_LIMITED", limited),
        { title: limited },
        refillValues(await request.formData()),
      ),
      { status: 429 },
    ),
  );
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "bob.basic@example.com" } });
  await press("Send reset link");
  expect((await screen.findByRole("alert")).textContent).toBe(limited);
  expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("bob.basic@example.com");
});

it("reset password: a link without a token, or one the identity service marked INVALID_TOKEN, offers a new link", async () => {
  for (const url of [
    "/reset-password",
    "/reset-password?error=INVALID_TOKEN",
    "/reset-password?token=t&error=x",
  ]) {
    renderPages(url, () => null);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(invalidResetLink)).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
    cleanup();
  }
});

it("reset password: the new password is posted with the link's token, then the visitor signs in again", async () => {
  let posted: Record<string, FormDataEntryValue> = {};
  renderPages(
    "/reset-password?token=tok-123",
    async ({ request }) => {
      posted = Object.fromEntries(await request.formData());
      return redirect("/login?reset=1");
    },
    "tok-123",
  );
  const password = await screen.findByLabelText("New password");
  expect(password.getAttribute("autocomplete")).toBe("new-password");
  fireEvent.change(password, { target: { value: "New-lights-2027" } });
  fireEvent.change(screen.getByLabelText("Confirm the new password"), {
    target: { value: "New-lights-2027" },
  });
  await press("Change password");
  expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
    "Landed on /login?reset=1",
  );
  expect(posted).toEqual({
    token: "tok-123",
    password: "New-lights-2027",
    confirmPassword: "New-lights-2027",
  });
});

it("reset password: an expired link refused by the server shows its message and the way to a new link", async () => {
  renderPages(
    "/reset-password?token=expired",
    () =>
      data(failureOf(moduleError("VALIDATION", invalidResetLink), { title: invalidResetLink }, {}), {
        status: 400,
      }),
    "expired",
  );
  fireEvent.change(await screen.findByLabelText("New password"), { target: { value: "New-lights-2027" } });
  fireEvent.change(screen.getByLabelText("Confirm the new password"), {
    target: { value: "New-lights-2027" },
  });
  await press("Change password");
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText(invalidResetLink)).toBeTruthy();
  expect(within(alert).getByRole("link", { name: "Request a new link" })).toBeTruthy();
  expect(document.activeElement).toBe(alert);
  expect(screen.getByLabelText<HTMLInputElement>("New password").value).toBe("");
});
