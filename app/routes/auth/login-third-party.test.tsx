import "../../page-test-dom.ts";
import { createServer } from "node:net";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { like } from "drizzle-orm";
import { type ActionFunctionArgs, createRoutesStub, redirect, useLocation } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { toPublicConfig } from "../../../server/config.ts";
import { loadEnv } from "../../../server/env.ts";
import { authVerifications } from "../../../server/modules/accounts/schema.ts";
import { createServices, thirdPartyProviderFromEnv } from "../../../server/services.ts";
import { testDatabaseKinds } from "../../../server/testing/databases.ts";
import { testServiceSettings } from "../../../server/testing/service-settings.ts";
import { openPageHarness, type PageHarness, pageRoute } from "../../features/accounts/auth.test-support.tsx";
import * as login from "./login.tsx";

/**
 * "Sign in with {provider}" on the sign-in page (USER-16) with the page's real loader and action and
 * the identity service configured for a company provider, against a real database. The whole flow
 * through the provider and back is proven in server/modules/accounts/third-party-sign-in.test.ts.
 */

const provider = {
  OIDC_PROVIDER_ID: "acme-sso",
  OIDC_PROVIDER_NAME: "Acme SSO",
  OIDC_CLIENT_ID: "lumen-portal",
  OIDC_CLIENT_SECRET: "acme-secret-4b1d9e7c2a",
  OIDC_AUTHORIZATION_URL: "https://sso.acme.example/authorize",
  OIDC_TOKEN_URL: "https://sso.acme.example/token",
  OIDC_USERINFO_URL: "https://sso.acme.example/userinfo",
};

/** The page and the identity service configured with the provider, as the environment would. */
function configured(env: Record<string, string>) {
  const settings = loadEnv(env);
  const thirdParty = thirdPartyProviderFromEnv(settings);
  if (!thirdParty) throw new Error("the provider's settings did not configure third-party sign-in");
  return { thirdParty, config: toPublicConfig(settings) };
}

/** The browser leaves the site for the provider; here it lands on a page that names where it went. */
const PROVIDER_PAGE = "/at-the-provider";

function Landed() {
  const location = useLocation();
  return <h1>Landed on {`${location.pathname}${location.search}`}</h1>;
}

/** An address on this machine where nothing listens: a provider that cannot be reached. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabaseKinds())("third-party sign-in on the sign-in page on %s", (kind) => {
  const { thirdParty, config: withProvider } = configured(provider);
  const withoutProvider: PublicConfig = toPublicConfig(loadEnv({}));
  let h: PageHarness;
  beforeAll(async () => {
    h = await openPageHarness(kind, { thirdParty, config: withProvider });
  });
  afterAll(async () => h?.dispose());
  afterEach(cleanup);

  /** What the last post carried, and the real action's answer to it. */
  let posted: Record<string, string> = {};
  let answered: Response | null = null;

  /**
   * The real action; when it sends the browser to another site, the memory router goes to
   * PROVIDER_PAGE instead (it cannot leave the site), naming the address.
   */
  const realAction =
    (hold?: Promise<void>) =>
    async (args: ActionFunctionArgs): Promise<unknown> => {
      posted = Object.fromEntries(
        [...(await args.request.clone().formData())].map(([k, v]) => [k, String(v)]),
      );
      const answer = await login.action(args as never);
      await hold;
      if (!(answer instanceof Response)) return answer;
      answered = answer;
      const location = answer.headers.get("location") ?? "";
      if (!/^https?:/.test(location)) return answer;
      return redirect(`${PROVIDER_PAGE}?${new URLSearchParams({ url: location })}`);
    };

  function renderLogin(
    url: string,
    options: { config?: PublicConfig; services?: PageHarness["services"]; hold?: Promise<void> } = {},
  ) {
    const { context } = h.pageRequest(null, options);
    const Stub = createRoutesStub(
      [pageRoute("/login", login, realAction(options.hold)), { path: "*", Component: Landed }],
      context,
    );
    render(<Stub initialEntries={[url]} />);
  }

  it("USER-16 without a configured provider the sign-in page shows no 'Sign in with …' button", async () => {
    renderLogin("/login?error=access_denied", { config: withoutProvider });
    await screen.findByRole("form", { name: "Sign in" });
    expect(screen.queryByRole("button", { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByTestId("third-party-sign-in")).toBeNull();
    // Nothing to have failed: no provider, no "Third party login failed".
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("USER-16 with a provider configured, 'Sign in with Acme SSO' posts to the page's action with the page's redirectTo", async () => {
    posted = {};
    answered = null;
    renderLogin("/login?redirectTo=%2Fuser%3Ftab%3Dmy-orders");
    const form = await screen.findByRole("form", { name: "Sign in with Acme SSO" });
    // A form of its own: pressing it needs neither the email nor the password.
    expect(within(form).queryByLabelText("Email")).toBeNull();
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Sign in with Acme SSO" }));
    });
    expect(posted).toEqual({ intent: "third-party", redirectTo: "/user?tab=my-orders" });
    const landed = await screen.findByRole("heading", { name: /Landed on/ });
    // Off to the provider's authorization endpoint, with this site's client id and callback.
    const at = new URL(new URLSearchParams(landed.textContent?.split("?")[1]).get("url") ?? "");
    expect(`${at.origin}${at.pathname}`).toBe("https://sso.acme.example/authorize");
    expect(at.searchParams.get("client_id")).toBe("lumen-portal");
    expect(at.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/callback/acme-sso");
    // The flow the identity service stored for this browser goes on to the page's redirectTo.
    const state = at.searchParams.get("state") ?? "";
    expect(state).not.toBe("");
    const [flow] = await h.db
      .select({ value: authVerifications.value })
      .from(authVerifications)
      .where(like(authVerifications.identifier, `%${state}`));
    expect(JSON.parse(flow?.value ?? "{}")).toMatchObject({
      callbackURL: "/user?tab=my-orders",
      errorURL: "/login?redirectTo=%2Fuser%3Ftab%3Dmy-orders",
    });
    expect((answered as Response | null)?.headers.get("set-cookie")).toBeTruthy();
  });

  it("USER-16 while the provider's sign-in starts, its button says 'Redirecting to Acme SSO…' and cannot be pressed twice", async () => {
    let release: () => void = () => {};
    renderLogin("/login", { hold: new Promise<void>((resolve) => (release = resolve)) });
    const button = await screen.findByRole("button", { name: "Sign in with Acme SSO" });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole("button", { name: "Redirecting to Acme SSO…" })).toHaveProperty("disabled", true);
    // The password form is not the one on its way.
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveProperty("disabled", false);
    await act(async () => release());
    expect(await screen.findByRole("heading", { name: /Landed on/ })).toBeTruthy();
  });

  it("USER-16 coming back from a failed sign-in at the provider shows 'Third party login failed', focused", async () => {
    renderLogin("/login?redirectTo=%2Fuser&error=access_denied&error_description=%3Cb%3ECall+555%3C%2Fb%3E");
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
    renderLogin("/login?error=account_not_linked");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Third party login failedAn account with this email address already exists. Please sign in with your email and password.",
    );
  });

  it("USER-16 when the provider's sign-in cannot start, the action's answer shows 'Third party login failed'", async () => {
    // The same database, with the provider's endpoints to be read from an address nobody answers.
    const unreachable = configured({
      ...provider,
      OIDC_AUTHORIZATION_URL: "",
      OIDC_TOKEN_URL: "",
      OIDC_USERINFO_URL: "",
      OIDC_DISCOVERY_URL: `http://127.0.0.1:${await closedPort()}/.well-known/openid-configuration`,
    });
    const services = await createServices(
      h.services.database,
      testServiceSettings({ thirdParty: unreachable.thirdParty }),
    );
    renderLogin("/login", { services });
    const button = await screen.findByRole("button", { name: "Sign in with Acme SSO" });
    await act(async () => {
      fireEvent.click(button);
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Third party login failed")).toBeTruthy();
    expect(within(alert).getByText(/cannot be reached right now/)).toBeTruthy();
  });
});
