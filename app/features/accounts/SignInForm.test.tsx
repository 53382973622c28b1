// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, data, redirect, useLocation } from "react-router";
import { afterEach, expect, it } from "vitest";
import {
  failureOf,
  failureStatus,
  refillValues,
  signInFailureAlert,
} from "../../../lib/accounts/account-forms.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { safeRedirect } from "../../../lib/shared/redirects.ts";
import LoginPage, { loader as loginLoader } from "../../routes/auth/login.tsx";
import { pageContextFor } from "./auth-test-support.tsx";

afterEach(cleanup);

type StubAction = (args: ActionFunctionArgs) => unknown;

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

/** The sign-in page in a router, its real loader, and `action` standing in for the server's answer. */
function renderLogin(url: string, action: StubAction, viewer: SessionUser | null = null) {
  const Stub = createRoutesStub(
    [
      { path: "/login", Component: LoginPage, loader: loginLoader as never, action },
      { path: "*", Component: Landed },
    ],
    pageContextFor(viewer),
  );
  render(<Stub initialEntries={[url]} />);
}

/** The server's answer when the identity service refuses with `error` (the page action's mapping). */
const failingWith =
  (error: unknown): StubAction =>
  async ({ request }) =>
    data(failureOf(error, signInFailureAlert(error), refillValues(await request.formData())), {
      status: failureStatus(error),
    });

/** The server's answer to good credentials: on to the page the form carried. */
const succeeding: StubAction = async ({ request }) =>
  redirect(safeRedirect((await request.formData()).get("redirectTo")));

const moduleError = (code: string, message: string) => Object.assign(new Error(message), { code });

async function signIn(email: string, password: string) {
  const form = await screen.findByRole("form", { name: "Sign in" });
  fireEvent.change(within(form).getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText("Password"), { target: { value: password } });
  await act(async () => {
    fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
  });
}

it("ROUTE-02 the sign-in form has labelled email and password fields and the ways to register or reset", async () => {
  renderLogin("/login", succeeding);
  const form = await screen.findByRole("form", { name: "Sign in" });
  expect(within(form).getByLabelText("Email").getAttribute("autocomplete")).toBe("email");
  expect(within(form).getByLabelText("Password").getAttribute("autocomplete")).toBe("current-password");
  expect(within(form).getByLabelText("Password").getAttribute("type")).toBe("password");
  expect(within(form).getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
    "/register",
  );
  expect(within(form).getByRole("link", { name: "Forgot your password?" }).getAttribute("href")).toBe(
    "/forgot-password",
  );
  expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
});

it("USER-17 shows 'Loggin in user failed' with the reason when the credentials are refused, keeping the email", async () => {
  renderLogin("/login", failingWith(moduleError("UNAUTHENTICATED", "Invalid email or password.")));
  await signIn("bob.basic@example.com", "not-the-password-1");
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText("Loggin in user failed")).toBeTruthy();
  expect(within(alert).getByText("Invalid email or password.")).toBeTruthy();
  expect(document.activeElement).toBe(alert);
  expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("bob.basic@example.com");
  expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");
});

it("USER-17 shows 'Loggin in user failed' with the rate-limit message after too many attempts (429)", async () => {
  const limited = "Too many attempts. Please wait a minute and try again.";
  renderLogin("/login", failingWith(moduleError("RATE_LIMITED", limited)));
  await signIn("bob.basic@example.com", "another-guess-2");
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toBe(`Loggin in user failed${limited}`);
});

it("USER-17 an unexpected failure still shows 'Loggin in user failed', without the internals", async () => {
  renderLogin("/login", failingWith(new Error("ECONNREFUSED 10.0.0.5:5432")));
  await signIn("bob.basic@example.com", "Lumen-demo-2026");
  const alert = await screen.findByRole("alert");
  expect(within(alert).getByText("Loggin in user failed")).toBeTruthy();
  expect(alert.textContent).not.toContain("ECONNREFUSED");
});

it("ROUTE-02 a successful sign-in goes to ?redirectTo, and says 'Signing in…' on the way", async () => {
  let answer: (response: Response) => void = () => {};
  renderLogin("/login?redirectTo=%2Fuser%3Ftab%3Dmy-quotes-%2F-projects", async ({ request }) => {
    const to = safeRedirect((await request.formData()).get("redirectTo"));
    return new Promise<Response>((resolve) => (answer = () => resolve(redirect(to))));
  });
  await signIn("bob.basic@example.com", "Lumen-demo-2026");
  expect(screen.getByRole("button", { name: "Signing in…" })).toHaveProperty("disabled", true);
  await act(async () => answer(new Response()));
  expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
    "Landed on /user?tab=my-quotes-/-projects",
  );
});

it("ROUTE-02 without ?redirectTo, or with one to another site, a signed-in user lands on /user", async () => {
  renderLogin("/login?redirectTo=https%3A%2F%2Fevil.example%2F", succeeding);
  await signIn("bob.basic@example.com", "Lumen-demo-2026");
  expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe("Landed on /user");
});

it("ROUTE-02 a visitor who is already signed in is sent on to ?redirectTo", async () => {
  renderLogin("/login?redirectTo=/product/hb-100", succeeding, { fname: "Bob" } as SessionUser);
  expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
    "Landed on /product/hb-100",
  );
});

it("ROUTE-02 ?verified=1 and ?reset=1 explain why the visitor should sign in", async () => {
  renderLogin("/login?verified=1", succeeding);
  expect((await screen.findByRole("status")).textContent).toBe(
    "Your email address is verified. Please sign in.",
  );
  cleanup();
  renderLogin("/login?reset=1", succeeding);
  expect((await screen.findByRole("status")).textContent).toBe("Your password was changed. Please sign in.");
  cleanup();
  renderLogin("/login", succeeding);
  await screen.findByRole("form", { name: "Sign in" });
  expect(screen.queryByRole("status")).toBeNull();
});
