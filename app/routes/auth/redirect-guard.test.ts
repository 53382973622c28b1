import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPassword } from "../../../server/modules/accounts/demo/accounts.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import {
  formPost,
  openPageHarness,
  type PageHarness,
  routeArgs,
} from "../../features/accounts/auth.test-support.tsx";
import * as login from "./login.tsx";
import * as register from "./register.tsx";
import * as resetPassword from "./reset-password.tsx";

/**
 * #30.6: the sign-in flow's own guard on `redirectTo`, asked by posting straight to each action (and
 * opening each page signed in) with a destination off this site, as a forged form or a crafted link
 * would: the form's hidden field was cleaned by the loader, a direct post is not. Wherever the answer
 * sends the browser, it is a path of this site.
 */
const site = "http://localhost:3000";

/** Destinations off the site, each in a form that a naive check (or the URL parser) lets through. */
const offSite = [
  "https://evil.example/",
  "http://evil.example/user",
  "//evil.example",
  "//evil.example/user?tab=account",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  " //evil.example",
  "javascript:alert(document.domain)",
  "data:text/html,<script>alert(1)</script>",
  "http:evil.example",
  // Dot segments the URL parser removes, leaving "//evil.example" behind.
  "/.//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/%2e%2e//evil.example",
];

/** Where a Location header takes a browser on this site: this site, as a path. */
function expectOnSite(location: string | null, value: string): URL {
  expect(location, `redirectTo=${JSON.stringify(value)}`).not.toBeNull();
  const landed = new URL(location as string, site);
  expect(landed.origin, `redirectTo=${JSON.stringify(value)} → Location ${location}`).toBe(site);
  expect(location, `redirectTo=${JSON.stringify(value)} → Location ${location}`).toMatch(/^\/(?![/\\])/);
  return landed;
}

/** A redirect a loader or action throws or answers, as the Response React Router would send. */
async function answered(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe.each(testDatabaseKinds())("the sign-in flow's redirectTo guard on %s", (kind) => {
  let h: PageHarness;
  let registered = 0;
  beforeAll(async () => {
    h = await openPageHarness(kind);
  });
  afterAll(async () => h?.dispose());

  /**
   * The newest reset token mailed to `email`, each asked from a client address of its own (the
   * identity service takes five requests a minute from one), as the mailed link's landing passes it on.
   */
  let resets = 0;
  async function resetToken(email: string): Promise<string> {
    resets += 1;
    await h.services.identity.requestPasswordReset(
      { headers: new Headers(), ip: `10.30.6.${resets}` },
      email,
    );
    const link = await h.mailLink(email, "reset-password");
    const landing = await h.call(`${link.pathname}${link.search}`);
    return new URL(landing.headers.get("location") ?? "", site).searchParams.get("token") ?? "";
  }

  it("ROUTE-02 #30.6 a sign-in posted straight to the action with an off-site redirectTo lands on the site (/user)", async () => {
    for (const value of offSite) {
      const { context } = h.pageRequest(null);
      const response = await login.action(
        routeArgs(
          formPost("/login", {
            email: "ben.buyer@brightline.example",
            password: demoPassword,
            redirectTo: value,
          }),
          context,
        ),
      );
      expect(response, JSON.stringify(value)).toBeInstanceOf(Response);
      const signedIn = response as Response;
      expect(signedIn.status, JSON.stringify(value)).toBe(302);
      expect(signedIn.headers.get("set-cookie")).toMatch(/session_token=[^;]+/);
      const landed = expectOnSite(signedIn.headers.get("location"), value);
      expect(`${landed.pathname}${landed.search}`, JSON.stringify(value)).toBe("/user");
    }
    // The guard keeps what it should: a path of the site goes through.
    const { context } = h.pageRequest(null);
    const kept = (await login.action(
      routeArgs(
        formPost("/login", {
          email: "ben.buyer@brightline.example",
          password: demoPassword,
          redirectTo: "/user?tab=my-quotes-/-projects",
        }),
        context,
      ),
    )) as Response;
    expect(kept.headers.get("location")).toBe("/user?tab=my-quotes-/-projects");
  });

  it("ROUTE-02 #30.6 a signed-in visitor opening /login or /register with an off-site redirectTo is sent on to the site (/user)", async () => {
    const { cookie } = await h.signIn("dana.admin@brightline.example");
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie }));
    expect(viewer?.fname).toBe("Dana");
    for (const [page, module] of [
      ["/login", login],
      ["/register", register],
    ] as const) {
      for (const value of offSite) {
        const { context } = h.pageRequest(viewer);
        const request = new Request(`${site}${page}?redirectTo=${encodeURIComponent(value)}`);
        const response = await answered(() => module.loader(routeArgs(request, context)));
        expect(response, `${page} ${JSON.stringify(value)}`).toBeInstanceOf(Response);
        const landed = expectOnSite((response as Response).headers.get("location"), value);
        expect(`${landed.pathname}${landed.search}`, `${page} ${JSON.stringify(value)}`).toBe("/user");
      }
    }
  });

  it("API-55 #30.6 a registration posted straight to the action with an off-site redirectTo answers its outcome on the page, never a redirect off the site", async () => {
    for (const value of offSite) {
      registered += 1;
      const { context } = h.pageRequest(null);
      const answer = await answered(() =>
        register.action(
          routeArgs(
            formPost("/register", {
              customerType: "basic",
              email: `redirect-guard-${registered}@example.com`,
              password: "Bright-lights-2026",
              fname: "Reda",
              lname: "Rect",
              redirectTo: value,
            }),
            context,
          ),
        ),
      );
      if (answer instanceof Response) {
        expectOnSite(answer.headers.get("location"), value);
      } else {
        expect(answer, JSON.stringify(value)).toMatchObject({ ok: true, firstName: "Reda" });
      }
    }
  });

  it("#30.6 a new password posted straight to the reset action with an off-site redirectTo goes on to /login?reset=1", async () => {
    for (const value of offSite) {
      const token = await resetToken("nora.viewer@brightline.example");
      expect(token, "a reset token was mailed").not.toBe("");
      const { context } = h.pageRequest(null);
      const response = await answered(() =>
        resetPassword.action(
          routeArgs(
            formPost("/reset-password", {
              token,
              password: "New-lights-2027",
              confirmPassword: "New-lights-2027",
              redirectTo: value,
            }),
            context,
          ),
        ),
      );
      expect(response, JSON.stringify(value)).toBeInstanceOf(Response);
      const landed = expectOnSite((response as Response).headers.get("location"), value);
      expect(`${landed.pathname}${landed.search}`, JSON.stringify(value)).toBe("/login?reset=1");
    }
  });
});
