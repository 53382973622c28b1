// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, data, redirect, useLocation } from "react-router";
import { afterEach, expect, it } from "vitest";
import { failureOf, failureStatus, thirdPartyFailureAlert } from "../../../lib/accounts/account-forms.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { safeRedirect } from "../../../lib/shared/redirects.ts";
import LoginPage, { loader as loginLoader } from "../../routes/auth/login.tsx";
import { pageContextFor, testConfig } from "./auth-test-support.tsx";

afterEach(cleanup);

type StubAction = (args: ActionFunctionArgs) => unknown;

const withProvider: PublicConfig = {
  ...testConfig,
  thirdPartySignIn: { providerId: "acme-sso", name: "Acme SSO" },
};

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

/** The sign-in page with its real loader; `action` stands in for the server's answer. */
function renderLogin(url: string, action: StubAction, config: PublicConfig = withProvider) {
  const Stub = createRoutesStub(
    [
      { path: "/login", Component: LoginPage, loader: loginLoader as never, action },
      { path: "*", Component: Landed },
    ],
    pageContextFor(null, config),
  );
  render(<Stub initialEntries={[url]} />);
}

const moduleError = (code: string, message: string) => Object.assign(new Error(message), { code });

/** What the posted form carried, by the last post. */
let posted: Record<string, string> = {};
/** The server's answer when the provider's sign-in starts: the browser goes on (here: a page of ours). */
const startsSignIn: StubAction = async ({ request }) => {
  const form = await request.formData();
  posted = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  return redirect(`/provider-authorize?after=${encodeURIComponent(safeRedirect(form.get("redirectTo")))}`);
};

it("USER-16 without a configured provider the sign-in page shows no 'Sign in with …' button", async () => {
  renderLogin("/login?error=access_denied", startsSignIn, testConfig);
  await screen.findByRole("form", { name: "Sign in" });
  expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
  expect(screen.queryByTestId("third-party-sign-in")).toBeNull();
  // Nothing to have failed: no provider, no "Third party login failed".
  expect(screen.queryByRole("alert")).toBeNull();
});

it("USER-16 with a provider configured, 'Sign in with Acme SSO' posts to the page's action with the page's redirectTo", async () => {
  posted = {};
  renderLogin("/login?redirectTo=%2Fuser%3Ftab%3Dmy-orders", startsSignIn);
  const form = await screen.findByRole("form", { name: "Sign in with Acme SSO" });
  // A form of its own: pressing it needs neither the email nor the password.
  expect(within(form).queryByLabelText("Email")).toBeNull();
  await act(async () => {
    fireEvent.click(within(form).getByRole("button", { name: "Sign in with Acme SSO" }));
  });
  expect(posted).toEqual({ intent: "third-party", redirectTo: "/user?tab=my-orders" });
  expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
    "Landed on /provider-authorize?after=%2Fuser%3Ftab%3Dmy-orders",
  );
});

it("USER-16 while the provider's sign-in starts, its button says 'Redirecting to Acme SSO…' and cannot be pressed twice", async () => {
  let answer: () => void = () => {};
  renderLogin(
    "/login",
    async () => new Promise<Response>((resolve) => (answer = () => resolve(redirect("/x")))),
  );
  const button = await screen.findByRole("button", { name: "Sign in with Acme SSO" });
  await act(async () => {
    fireEvent.click(button);
  });
  expect(screen.getByRole("button", { name: "Redirecting to Acme SSO…" })).toHaveProperty("disabled", true);
  // The password form is not the one on its way.
  expect(screen.getByRole("button", { name: "Sign in" })).toHaveProperty("disabled", false);
  await act(async () => answer());
});

it("USER-16 coming back from a failed sign-in at the provider shows 'Third party login failed', focused", async () => {
  renderLogin(
    "/login?redirectTo=%2Fuser&error=access_denied&error_description=%3Cb%3ECall+555%3C%2Fb%3E",
    startsSignIn,
  );
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText("Third party login failed")).toBeTruthy();
  expect(alert.textContent).toBe(
    "Third party login failedThe sign-in was cancelled or refused at the identity provider.",
  );
  // The provider's description is anybody's text in a link: never shown.
  expect(document.body.textContent).not.toContain("Call 555");
  expect(document.activeElement).toBe(alert);
  // Trying again keeps where the visitor was going.
  expect(
    within(screen.getByRole("form", { name: "Sign in with Acme SSO" }))
      .getByDisplayValue("/user")
      .getAttribute("name"),
  ).toBe("redirectTo");
});

it("USER-16 an existing account that could not be joined says how to sign in instead", async () => {
  renderLogin("/login?error=account_not_linked", startsSignIn);
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toBe(
    "Third party login failedAn account with this email address already exists. Please sign in with your email and password.",
  );
});

it("USER-16 when the provider's sign-in cannot start, the action's answer shows 'Third party login failed'", async () => {
  const unavailable = moduleError("UNAVAILABLE", "The sign-in service cannot be reached right now.");
  renderLogin("/login", async () =>
    data(failureOf(unavailable, thirdPartyFailureAlert(unavailable), {}), {
      status: failureStatus(unavailable),
    }),
  );
  const button = await screen.findByRole("button", { name: "Sign in with Acme SSO" });
  await act(async () => {
    fireEvent.click(button);
  });
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText("Third party login failed")).toBeTruthy();
  expect(within(alert).getByText(/cannot be reached right now/)).toBeTruthy();
});
