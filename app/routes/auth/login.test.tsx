import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { type ActionFunctionArgs, createRoutesStub, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import { demoPassword } from "../../../server/modules/accounts/demo/accounts.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  formPost,
  openPageHarness,
  type PageHarness,
  pageRoute,
  routeArgs,
} from "../../features/accounts/auth.test-support.tsx";
import * as login from "./login.tsx";

/**
 * The sign-in page (ROUTE-02, USER-17) with its real loader and action, against the demo accounts on
 * a real database: what the person sees is what the server's action answered.
 */

/** Attempts per account and minute in this file, so that a limit can be reached (#10.5). */
const ATTEMPTS_PER_MINUTE = 3;

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

describe.each(testDatabaseKinds())("sign-in page on %s", (kind) => {
  let h: PageHarness;
  beforeAll(async () => {
    h = await openPageHarness(kind, { signInAttemptsPerMinute: ATTEMPTS_PER_MINUTE });
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  /** The sign-in page in a router, as one request of a guest (or `viewer`) would reach the server. */
  function renderLogin(
    url: string,
    options: { viewer?: Parameters<PageHarness["pageRequest"]>[0]; action?: unknown } = {},
  ) {
    const { context, requestId } = h.pageRequest(options.viewer ?? null);
    const Stub = createRoutesStub(
      [pageRoute("/login", login, options.action), { path: "*", Component: Landed }],
      context,
    );
    render(<Stub initialEntries={[url]} />);
    return { requestId };
  }

  async function signIn(email: string, password: string) {
    const form = await screen.findByRole("form", { name: "Sign in" });
    fireEvent.change(within(form).getByLabelText("Email"), { target: { value: email } });
    fireEvent.change(within(form).getByLabelText("Password"), { target: { value: password } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Sign in" }));
    });
  }

  it("ROUTE-02 the sign-in form has labelled email and password fields and the ways to register or reset", async () => {
    renderLogin("/login");
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
    renderLogin("/login");
    await signIn("bob.basic@example.com", "not-the-password-1");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Loggin in user failed")).toBeTruthy();
    expect(within(alert).getByText("Invalid email or password.")).toBeTruthy();
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("bob.basic@example.com");
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");
  });

  it("ROUTE-02 an empty password is refused by the action with its field marked, before any sign-in", async () => {
    const { context } = h.pageRequest();
    const answer = (await login.action(
      routeArgs(formPost("/login", { email: "bob.basic@example.com", password: "" }), context),
    )) as { data: FormFailure; init: ResponseInit };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ password: "Password is required" });
    expect(answer.data.values).toEqual({ email: "bob.basic@example.com" });
  });

  it("USER-17 #10.5 shows 'Loggin in user failed' with the rate-limit message after too many attempts (429)", async () => {
    const limited = "Too many attempts. Please wait a minute and try again.";
    const email = "olivia.owner@northgate.example";
    const attempt = async () => {
      const { context } = h.pageRequest();
      return (await login.action(
        routeArgs(formPost("/login", { email, password: "another-guess-2" }), context),
      )) as { data: FormFailure; init: ResponseInit };
    };
    for (let i = 0; i < ATTEMPTS_PER_MINUTE; i++) expect((await attempt()).init.status).toBe(401);
    const refused = await attempt();
    expect(refused.init.status).toBe(429);
    expect(new Headers(refused.init.headers).get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(refused.data).toMatchObject({ code: "RATE_LIMITED", alert: { detail: limited } });

    renderLogin("/login");
    await signIn(email, "another-guess-2");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`Loggin in user failed${limited}`);
  });

  it("USER-17 #11.4 a refused connection shows 'Loggin in user failed' without the internals, and is logged with the request id", async () => {
    // The identity service's store refuses the connection in the middle of the sign-in: a Node
    // error with a text code, which is not a module's refusal.
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" });
    vi.spyOn(h.services.auth, "handler").mockRejectedValueOnce(refused);
    const { requestId } = renderLogin("/login");
    await signIn("ben.buyer@brightline.example", demoPassword);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Loggin in user failed")).toBeTruthy();
    expect(alert.textContent).not.toContain("ECONNREFUSED");
    expect(alert.textContent).not.toContain("10.0.0.5");
    expect(h.logOf(requestId)).toEqual([
      expect.objectContaining({
        msg: "sign-in failed",
        err: expect.objectContaining({ code: "ECONNREFUSED" }),
      }),
    ]);
  });

  it("USER-17 #11.4 an error that calls itself a module's but has a code we do not know is not shown, and is logged", async () => {
    const { context, requestId } = h.pageRequest();
    vi.spyOn(h.services.auth, "handler").mockRejectedValueOnce(
      Object.assign(new Error("Tenant quota exceeded on db-7"), { name: "AppError", code: "QUOTA_EXCEEDED" }),
    );
    const answer = (await login.action(
      routeArgs(
        formPost("/login", { email: "alex.asks@brightline.example", password: demoPassword }),
        context,
      ),
    )) as { data: FormFailure; init: ResponseInit };
    expect(answer.init.status).toBe(500);
    expect(answer.data.code).toBeUndefined();
    expect(JSON.stringify(answer.data)).not.toContain("quota");
    expect(answer.data.alert).toEqual({
      title: "Loggin in user failed",
      detail: "Please try again in a moment.",
    });
    expect(h.logOf(requestId)).toEqual([expect.objectContaining({ msg: "sign-in failed" })]);
  });

  it("ROUTE-02 a successful sign-in goes to ?redirectTo, and says 'Signing in…' on the way", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered: Response | null = null;
    renderLogin("/login?redirectTo=%2Fuser%3Ftab%3Dmy-quotes-%2F-projects", {
      // The real action, its answer held back until the test has seen the form's pending state.
      action: async (args: ActionFunctionArgs) => {
        answered = (await login.action(args as never)) as Response;
        await held;
        return answered;
      },
    });
    await signIn("nora.viewer@brightline.example", demoPassword);
    expect(screen.getByRole("button", { name: "Signing in…" })).toHaveProperty("disabled", true);
    await act(async () => release());
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
      "Landed on /user?tab=my-quotes-/-projects",
    );
    // The identity service opened a session: its cookie goes to the browser with the redirect.
    expect((answered as Response | null)?.headers.get("set-cookie")).toMatch(/session_token=[^;]+/);
  });

  it("ROUTE-02 without ?redirectTo, or with one to another site, a signed-in user lands on /user", async () => {
    renderLogin("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
    await signIn("max.multi@northgate.example", demoPassword);
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe("Landed on /user");
  });

  it("ROUTE-02 a visitor who is already signed in is sent on to ?redirectTo", async () => {
    const { cookie } = await h.signIn("dana.admin@brightline.example");
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie }));
    expect(viewer?.fname).toBe("Dana");
    renderLogin("/login?redirectTo=/product/hb-100", { viewer });
    expect((await screen.findByRole("heading", { name: /Landed on/ })).textContent).toBe(
      "Landed on /product/hb-100",
    );
  });

  it("ROUTE-02 ?verified=1 and ?reset=1 explain why the visitor should sign in", async () => {
    renderLogin("/login?verified=1");
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your email address is verified. Please sign in.",
    );
    cleanup();
    renderLogin("/login?reset=1");
    expect((await screen.findByRole("status")).textContent).toBe(
      "Your password was changed. Please sign in.",
    );
    cleanup();
    renderLogin("/login");
    await screen.findByRole("form", { name: "Sign in" });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
