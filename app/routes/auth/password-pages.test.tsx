import "../../page-test-dom.ts";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { type ActionFunctionArgs, createRoutesStub, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FormFailure, invalidResetLink } from "../../../lib/accounts/account-forms.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  formPost,
  openPageHarness,
  type PageHarness,
  pageRoute,
  routeArgs,
} from "../../features/accounts/auth.test-support.tsx";
import * as forgotPassword from "./forgot-password.tsx";
import * as resetPassword from "./reset-password.tsx";

/**
 * The forgot-password and reset-password pages with their real loaders and actions, against the demo
 * accounts on a real database: the mailed link's token, the identity service's limits and answers.
 */

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe.each(testDatabaseKinds())("password pages on %s", (kind) => {
  let h: PageHarness;
  beforeAll(async () => {
    h = await openPageHarness(kind);
  });
  afterAll(async () => h?.dispose());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  /** What the last post carried, before the real action answers it. */
  let posted: Record<string, string> = {};
  const recording =
    (real: (args: never) => Promise<unknown>) =>
    async (args: ActionFunctionArgs): Promise<unknown> => {
      posted = Object.fromEntries(
        [...(await args.request.clone().formData())].map(([k, v]) => [k, String(v)]),
      );
      return real(args as never);
    };

  /** Both password pages in a router with their real actions, as one request of a guest. */
  function renderPages(url: string, clientIp?: string) {
    const { context } = h.pageRequest(null, { clientIp });
    const Stub = createRoutesStub(
      [
        pageRoute("/forgot-password", forgotPassword, recording(forgotPassword.action)),
        pageRoute("/reset-password", resetPassword, recording(resetPassword.action)),
        { path: "*", Component: Landed },
      ],
      context,
    );
    render(<Stub initialEntries={[url]} />);
  }

  it("forgot password: after sending, the page says a link went out if the account exists", async () => {
    posted = {};
    renderPages("/forgot-password");
    const form = await screen.findByRole("form", { name: "Request a password reset link" });
    const email = within(form).getByLabelText("Email");
    expect(email.getAttribute("autocomplete")).toBe("email");
    fireEvent.change(email, { target: { value: "nobody@example.com" } });
    await press("Send reset link");
    expect((await screen.findByRole("status")).textContent).toBe(
      "If an account exists for this address, we sent a link to reset the password.",
    );
    expect(posted).toEqual({ email: "nobody@example.com" });
    expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy();
  });

  it("forgot password: too many requests says so and keeps the address", async () => {
    const limited = "Too many attempts. Please wait a minute and try again.";
    const clientIp = "10.99.0.1";
    // The identity service takes five requests a minute from one address.
    const ask = async () => {
      const { context } = h.pageRequest(null, { clientIp });
      return (await forgotPassword.action(
        routeArgs(formPost("/forgot-password", { email: "dana.admin@brightline.example" }), context),
      )) as { ok: true } | { data: FormFailure; init: ResponseInit };
    };
    for (let i = 0; i < 5; i++) expect(await ask()).toMatchObject({ ok: true });
    expect(await ask()).toMatchObject({ data: { code: "RATE_LIMITED" }, init: { status: 429 } });

    renderPages("/forgot-password", clientIp);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "bob.basic@example.com" } });
    await press("Send reset link");
    expect((await screen.findByRole("alert")).textContent).toBe(limited);
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("bob.basic@example.com");
  });

  it("forgot password: #11.4 any other failure is logged and answered as sent, so known addresses cannot be told apart", async () => {
    vi.spyOn(h.services.auth, "handler").mockRejectedValueOnce(
      Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), { code: "ECONNREFUSED" }),
    );
    const { context, requestId } = h.pageRequest();
    const answer = await forgotPassword.action(
      routeArgs(formPost("/forgot-password", { email: "bob.basic@example.com" }), context),
    );
    expect(answer).toEqual({
      ok: true,
      message: "If an account exists for this address, we sent a link to reset the password.",
    });
    expect(h.logOf(requestId)).toEqual([
      expect.objectContaining({
        msg: "password reset request failed",
        err: expect.objectContaining({ code: "ECONNREFUSED" }),
      }),
    ]);
  });

  it("reset password: a link without a token, or one the identity service marked INVALID_TOKEN, offers a new link", async () => {
    for (const url of [
      "/reset-password",
      "/reset-password?error=INVALID_TOKEN",
      "/reset-password?token=t&error=x",
    ]) {
      renderPages(url);
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
    const token = await h.mailedResetToken("ben.buyer@brightline.example");
    expect(token).not.toBe("");
    posted = {};
    renderPages(`/reset-password?token=${encodeURIComponent(token)}`);
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
    expect(posted).toEqual({ token, password: "New-lights-2027", confirmPassword: "New-lights-2027" });
    // The identity service took it: the new password signs in.
    expect((await h.signIn("ben.buyer@brightline.example", "New-lights-2027")).cookie).toMatch(
      /session_token/,
    );
  });

  it("reset password: an expired link refused by the server shows its message and the way to a new link", async () => {
    const token = await h.mailedResetToken("nora.viewer@brightline.example");
    renderPages(`/reset-password?token=${encodeURIComponent(token)}`);
    fireEvent.change(await screen.findByLabelText("New password"), { target: { value: "New-lights-2027" } });
    fireEvent.change(screen.getByLabelText("Confirm the new password"), {
      target: { value: "New-lights-2027" },
    });
    // The link expires while the form is open.
    await h.services.database.db.execute(
      sql`update auth_verifications set expires_at = now() - interval '1 minute' where identifier = ${`reset-password:${token}`}`,
    );
    await press("Change password");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(invalidResetLink)).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Request a new link" })).toBeTruthy();
    expect(document.activeElement).toBe(alert);
    expect(screen.getByLabelText<HTMLInputElement>("New password").value).toBe("");
  });
});
