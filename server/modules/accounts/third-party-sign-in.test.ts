import { and, eq, like, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContext } from "../../../app/context.ts";
import { action as loginAction, loader as loginLoader } from "../../../app/routes/auth/login.tsx";
import type { FormFailure } from "../../../lib/accounts/account-forms.ts";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createPageContext } from "../../page-context.ts";
import { thirdPartyProviderFromEnv } from "../../services.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../testing/databases.ts";
import { demoPassword } from "./demo/accounts.ts";
import {
  type FakeIdentityProvider,
  type ProviderPerson,
  startFakeIdentityProvider,
} from "./fake-identity-provider.ts";
import { type AccountsHarness, openAccountsHarness, origin } from "./harness.test-support.ts";
import { authCredentials, authSessions, authUsers, authVerifications, userProfiles } from "./schema.ts";

/**
 * USER-16, API-58: sign-in through a company identity provider, driven as a browser does: the sign-in
 * page's form post, the redirect to the provider (a real HTTP server on 127.0.0.1), its redirect back
 * to better-auth's callback, and on to the page the person wanted, against a real database.
 */
const client = { clientId: "lumen-portal", clientSecret: "fake-provider-secret-7f3a9c1e5b" };

/** The cookies a browser keeps for our site between the hops of the flow. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0(;|$)/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

type Flow = {
  /** The sign-in page's answer to "Sign in with …". */
  started: Response;
  /** The page of our site the browser ends on (path and query). */
  landedOn: string;
  jar: CookieJar;
};

async function openProviderHarness(kind: TestDatabaseKind, provider: FakeIdentityProvider, env: object) {
  const settings = loadEnv({ ...env });
  const thirdParty = thirdPartyProviderFromEnv(settings);
  if (!thirdParty) throw new Error("the provider's settings did not configure third-party sign-in");
  const h = await openAccountsHarness(kind, { thirdParty });
  return { h, config: toPublicConfig(settings), provider };
}

describe.each(testDatabaseKinds())("third-party sign-in on %s", (kind) => {
  let provider: FakeIdentityProvider;
  let h: AccountsHarness;
  let config: PublicConfig;

  beforeAll(async () => {
    provider = await startFakeIdentityProvider(client);
    ({ h, config } = await openProviderHarness(kind, provider, provider.env("explicit")));
  });
  afterAll(async () => {
    await h?.dispose();
    await provider?.close();
  });

  function contextFor(viewer: SessionUser | null, pageConfig = config) {
    const context = new RouterContextProvider();
    context.set(
      pageContext,
      createPageContext(h.services, pageConfig, { requestId: "test", clientIp: "127.0.0.1", viewer }),
    );
    return context;
  }

  /** The sign-in page's loader for `url`, as the browser that holds `jar` asks for it. */
  async function loginPage(url: string, jar = new CookieJar()) {
    const viewer = await h.services.accounts.callerOf(new Headers({ cookie: jar.header() }));
    return loginLoader({
      request: new Request(new URL(url, origin)),
      params: {},
      context: contextFor(viewer),
    } as unknown as Parameters<typeof loginLoader>[0]);
  }

  /** Presses "Sign in with …" on /login?redirectTo=… and follows every redirect, as a browser would. */
  async function signInWithProvider(person: ProviderPerson, redirectTo?: string): Promise<Flow> {
    provider.behaviour.person = person;
    const jar = new CookieJar();
    const form = new FormData();
    form.set("intent", "third-party");
    if (redirectTo) form.set("redirectTo", redirectTo);
    const started = (await loginAction({
      request: new Request(`${origin}/login`, { method: "POST", body: form, headers: { origin } }),
      params: {},
      context: contextFor(null),
    } as unknown as Parameters<typeof loginAction>[0])) as Response;
    expect(started.status, "the sign-in page sends the browser to the provider").toBe(302);
    jar.take(started);
    let location = started.headers.get("location") ?? "";
    for (let hop = 0; hop < 8; hop++) {
      const url = new URL(location, origin);
      if (url.origin === origin && !url.pathname.startsWith("/api/")) {
        return { started, landedOn: `${url.pathname}${url.search}`, jar };
      }
      const response =
        url.origin === origin
          ? await h.call(`${url.pathname}${url.search}`, { cookie: jar.header() })
          : await fetch(url, { redirect: "manual" });
      if (url.origin === origin) jar.take(response);
      expect([302, 303], `${url.pathname} answered ${response.status}`).toContain(response.status);
      location = response.headers.get("location") ?? "";
    }
    throw new Error("too many redirects");
  }

  async function sessionUser(jar: CookieJar): Promise<SessionUser | null> {
    const response = await h.call("/api/user-service/session", { cookie: jar.header() });
    return ((await response.json()) as { user: SessionUser | null }).user;
  }

  async function userRow(email: string) {
    const [row] = await h.db
      .select({ id: authUsers.id, emailVerified: authUsers.emailVerified, name: authUsers.name })
      .from(authUsers)
      .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
    return row;
  }

  async function count(table: typeof authSessions | typeof authUsers | typeof authCredentials) {
    const [row] = await h.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  }

  async function stateRowsLeft() {
    const rows = await h.db
      .select({ id: authVerifications.id })
      .from(authVerifications)
      .where(like(authVerifications.identifier, "auth-state:%"));
    return rows.length;
  }

  async function lastLoginOf(userId: string) {
    const [row] = await h.db
      .select({ lastLoginAt: userProfiles.lastLoginAt })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    return row?.lastLoginAt ?? null;
  }

  it("USER-16 API-58 a new person signs in with the company provider: a basic customer with a session, the login recorded, on to redirectTo", async () => {
    provider.behaviour.authorize = "approve";
    provider.behaviour.token = "ok";
    const person = {
      sub: "entra-0001",
      email: "Grace.Hopper@Contoso.example",
      email_verified: true,
      given_name: "Grace",
      family_name: "Hopper",
    };
    const before = Date.now();
    const flow = await signInWithProvider(person, "/user?tab=my-quotes-/-projects");

    // The sign-in page sent the browser to the provider's authorize endpoint with PKCE and a state,
    // bound to this browser by a cookie; the secret is not part of it.
    const authorize = new URL(flow.started.headers.get("location") ?? "");
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: client.clientId,
      response_type: "code",
      redirect_uri: `${origin}/api/auth/callback/acme-sso`,
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(authorize.searchParams.get("state")).toBeTruthy();
    expect(flow.started.headers.getSetCookie().some((c) => c.startsWith("lumen.state="))).toBe(true);

    expect(flow.landedOn).toBe("/user?tab=my-quotes-/-projects");
    const user = await sessionUser(flow.jar);
    expect(user).toMatchObject({
      email: "grace.hopper@contoso.example",
      fname: "Grace",
      lname: "Hopper",
      customerType: "basic",
      emailVerified: true,
    });
    const row = await userRow(person.email);
    if (!row) throw new Error("no user was created");
    expect(row.emailVerified).toBe(true);
    expect((await lastLoginOf(row.id))?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [credential] = await h.db
      .select()
      .from(authCredentials)
      .where(and(eq(authCredentials.userId, row.id), eq(authCredentials.providerId, "acme-sso")));
    expect(credential?.accountId).toBe("entra-0001");
    expect(credential?.password).toBeNull();
    expect(await stateRowsLeft()).toBe(0);
  });

  it("API-58 a returning person signs in again as the same user, and this sign-in is recorded", async () => {
    const person = {
      sub: "entra-0002",
      email: "ada@contoso.example",
      email_verified: true,
      name: "Ada Lovelace",
    };
    const first = await signInWithProvider(person);
    expect(first.landedOn).toBe("/user");
    const row = await userRow(person.email);
    if (!row) throw new Error("no user was created");
    const earlier = new Date("2020-01-01T00:00:00Z");
    await h.db.update(userProfiles).set({ lastLoginAt: earlier }).where(eq(userProfiles.userId, row.id));
    const users = await count(authUsers);

    const second = await signInWithProvider(person);
    expect(second.landedOn).toBe("/user");
    expect((await sessionUser(second.jar))?.userId).toBe(row.id);
    expect(await count(authUsers)).toBe(users);
    expect((await lastLoginOf(row.id))?.getTime()).toBeGreaterThan(earlier.getTime());
  });

  it("USER-16 a new person whose address the provider does not vouch for signs in unverified and gets the verification mail", async () => {
    const person = {
      sub: "entra-0007",
      email: "unsure@contoso.example",
      email_verified: false,
      name: "Uma Unsure",
    };
    const flow = await signInWithProvider(person);
    expect(flow.landedOn).toBe("/user");
    expect(await sessionUser(flow.jar)).toMatchObject({
      email: person.email,
      customerType: "basic",
      emailVerified: false,
    });
    const link = await h.mailLink(person.email, "verify-email");
    expect(link.pathname).toBe("/api/auth/verify-email");
  });

  it("USER-16 the provider refuses (access_denied): back on /login with 'Third party login failed', redirectTo kept, no user, no session", async () => {
    provider.behaviour.authorize = "deny";
    const [users, sessions] = [await count(authUsers), await count(authSessions)];
    const flow = await signInWithProvider(
      { sub: "entra-0003", email: "refused@contoso.example", email_verified: true },
      "/user?tab=my-orders",
    );
    provider.behaviour.authorize = "approve";

    const landed = new URL(flow.landedOn, origin);
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("access_denied");
    expect(landed.searchParams.get("redirectTo")).toBe("/user?tab=my-orders");
    const page = await loginPage(flow.landedOn, flow.jar);
    expect(page.thirdPartyFailure?.alert?.title).toBe("Third party login failed");
    // The provider's own text never reaches the page.
    expect(JSON.stringify(page)).not.toContain("refused <b>access</b>");
    expect(page.redirectTo).toBe("/user?tab=my-orders");

    expect(await userRow("refused@contoso.example")).toBeUndefined();
    expect([await count(authUsers), await count(authSessions)]).toEqual([users, sessions]);
    expect(await sessionUser(flow.jar)).toBeNull();
    expect(flow.jar.cookies.has("lumen.session_token")).toBe(false);
    expect(await stateRowsLeft()).toBe(0);
  });

  it("USER-16 the provider's token endpoint fails (500): back on /login with 'Third party login failed', no user, no session", async () => {
    provider.behaviour.token = "fail";
    const [users, sessions, tokenRequests] = [
      await count(authUsers),
      await count(authSessions),
      provider.seen.tokenRequests,
    ];
    const flow = await signInWithProvider({
      sub: "entra-0004",
      email: "token-trouble@contoso.example",
      email_verified: true,
    });
    provider.behaviour.token = "ok";

    expect(provider.seen.tokenRequests).toBe(tokenRequests + 1);
    const landed = new URL(flow.landedOn, origin);
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBeTruthy();
    expect((await loginPage(flow.landedOn, flow.jar)).thirdPartyFailure?.alert?.title).toBe(
      "Third party login failed",
    );
    expect(await userRow("token-trouble@contoso.example")).toBeUndefined();
    expect([await count(authUsers), await count(authSessions)]).toEqual([users, sessions]);
    expect(await sessionUser(flow.jar)).toBeNull();
    expect(await stateRowsLeft()).toBe(0);
  });

  it("USER-16 a callback that does not belong to a sign-in this browser started is refused: /login with the error", async () => {
    const sessions = await count(authSessions);
    const forged = await h.call("/api/auth/callback/acme-sso?code=stolen&state=made-up");
    expect(forged.status).toBe(302);
    const landed = new URL(forged.headers.get("location") ?? "", origin);
    expect(`${landed.origin}${landed.pathname}`).toBe(`${origin}/login`);
    expect(landed.searchParams.get("error")).toBeTruthy();
    expect(await count(authSessions)).toBe(sessions);
  });

  it("USER-16 a cross-site post of 'Sign in with …' is refused by the origin check before any handler", async () => {
    const before = await stateRowsLeft();
    const response = await h.app.request(`${origin}/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=third-party&redirectTo=%2Fuser",
    });
    expect(response.status).toBe(403);
    expect(await stateRowsLeft()).toBe(before);
  });

  it("USER-16 linking: an existing password account is joined only when the provider asserts the address as verified", async () => {
    const bob = "bob.basic@example.com";
    const bobId = (await h.userIdOf(bob)) as string;
    const [sessions, lastLogin] = [await count(authSessions), await lastLoginOf(bobId)];

    // Unverified at the provider: anyone could claim bob's address there. Not joined, not signed in.
    const refused = await signInWithProvider({ sub: "entra-bob", email: bob, email_verified: false });
    const landed = new URL(refused.landedOn, origin);
    expect(landed.pathname).toBe("/login");
    expect(landed.searchParams.get("error")).toBe("account_not_linked");
    const page = await loginPage(refused.landedOn, refused.jar);
    expect(page.thirdPartyFailure?.alert).toEqual({
      title: "Third party login failed",
      detail:
        "An account with this email address already exists. Please sign in with your email and password.",
    });
    expect(await count(authSessions)).toBe(sessions);
    expect(await lastLoginOf(bobId)).toEqual(lastLogin);
    const linked = () =>
      h.db
        .select({ userId: authCredentials.userId })
        .from(authCredentials)
        .where(and(eq(authCredentials.providerId, "acme-sso"), eq(authCredentials.accountId, "entra-bob")));
    expect(await linked()).toEqual([]);

    // Verified at the provider (and here): the same person, joined to bob's account.
    const joined = await signInWithProvider({ sub: "entra-bob", email: bob, email_verified: true });
    expect(joined.landedOn).toBe("/user");
    expect((await sessionUser(joined.jar))?.userId).toBe(bobId);
    expect(await linked()).toEqual([{ userId: bobId }]);
    // The password still works.
    expect((await h.signIn(bob, demoPassword)).cookie).toContain("lumen.session_token=");
  });

  it("USER-16 linking: a local account whose address was never verified here is not joined, even if the provider verified it", async () => {
    const local = await h.addUser({ emailVerified: false });
    const sessions = await count(authSessions);
    const flow = await signInWithProvider({ sub: "entra-0005", email: local.email, email_verified: true });
    expect(new URL(flow.landedOn, origin).searchParams.get("error")).toBe("account_not_linked");
    expect(await count(authSessions)).toBe(sessions);
    expect(await sessionUser(flow.jar)).toBeNull();
  });

  it("USER-16 SEC the client secret and the provider's tokens never reach the log, the page data or the browser", async () => {
    const flow = await signInWithProvider({
      sub: "entra-0006",
      email: "quiet@contoso.example",
      email_verified: true,
    });
    expect(flow.landedOn).toBe("/user");
    const page = await loginPage("/login?redirectTo=/user");
    expect(page.thirdParty).toEqual({ name: "Acme SSO" });

    const browserSaw = [
      JSON.stringify(config),
      JSON.stringify(page),
      flow.started.headers.get("location") ?? "",
      flow.started.headers.getSetCookie().join("\n"),
      flow.jar.header(),
    ].join("\n");
    const log = h.logLines.join("");
    expect(log).toContain("/api/auth/callback/acme-sso");
    for (const text of [browserSaw, log]) {
      expect(text).not.toContain(client.clientSecret);
      for (const token of provider.accessTokens()) expect(text).not.toContain(token);
    }
    expect(JSON.stringify(config)).not.toContain(provider.issuer);
    // better-auth keeps the provider's tokens encrypted.
    const stored = await h.db.select({ accessToken: authCredentials.accessToken }).from(authCredentials);
    for (const token of provider.accessTokens()) {
      expect(stored.some((row) => row.accessToken === token)).toBe(false);
    }
    expect(stored.some((row) => row.accessToken)).toBe(true);
  });

  it("USER-16 without configuration there is no button and pressing one anyway changes nothing", async () => {
    const plain = await openAccountsHarness(kind);
    try {
      const context = new RouterContextProvider();
      context.set(
        pageContext,
        createPageContext(plain.services, toPublicConfig(loadEnv({})), {
          requestId: "test",
          clientIp: "127.0.0.1",
          viewer: null,
        }),
      );
      const args = { params: {}, context };
      const page = await loginLoader({
        ...args,
        request: new Request(`${origin}/login?error=access_denied`),
      } as unknown as Parameters<typeof loginLoader>[0]);
      expect(page.thirdParty).toBeNull();
      expect(page.thirdPartyFailure).toBeNull();
      const form = new FormData();
      form.set("intent", "third-party");
      const answer = (await loginAction({
        ...args,
        request: new Request(`${origin}/login`, { method: "POST", body: form, headers: { origin } }),
      } as unknown as Parameters<typeof loginAction>[0])) as { data: FormFailure; init: ResponseInit };
      expect(answer.init.status).toBe(404);
      expect(answer.data.alert?.title).toBe("Third party login failed");
      const social = await plain.call("/api/auth/sign-in/social", {
        body: { provider: "acme-sso", callbackURL: "/user" },
      });
      expect(social.status).toBe(404);
    } finally {
      await plain.dispose();
    }
  });
});

describe.each(testDatabaseKinds())("third-party sign-in by discovery on %s", (kind) => {
  it("USER-16 with OIDC_DISCOVERY_URL the endpoints come from the provider's discovery document", async () => {
    const provider = await startFakeIdentityProvider(client);
    const { h } = await openProviderHarness(kind, provider, provider.env("discovery", "contoso"));
    try {
      const form = new FormData();
      form.set("intent", "third-party");
      const context = new RouterContextProvider();
      context.set(
        pageContext,
        createPageContext(h.services, toPublicConfig(loadEnv(provider.env("discovery", "contoso"))), {
          requestId: "test",
          clientIp: "127.0.0.1",
          viewer: null,
        }),
      );
      const started = (await loginAction({
        request: new Request(`${origin}/login`, { method: "POST", body: form, headers: { origin } }),
        params: {},
        context,
      } as unknown as Parameters<typeof loginAction>[0])) as Response;
      const jar = new CookieJar();
      jar.take(started);
      provider.behaviour.person = {
        sub: "kc-1",
        email: "lin@contoso.example",
        email_verified: true,
        name: "Lin",
      };
      const authorize = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
      const callback = new URL(authorize.headers.get("location") ?? "");
      expect(callback.pathname).toBe("/api/auth/callback/contoso");
      const done = await h.call(`${callback.pathname}${callback.search}`, { cookie: jar.header() });
      jar.take(done);
      expect(done.headers.get("location")).toBe("/user");
      const me = await h.call("/api/user-service/session", { cookie: jar.header() });
      expect(((await me.json()) as { user: SessionUser | null }).user?.email).toBe("lin@contoso.example");
    } finally {
      await h.dispose();
      await provider.close();
    }
  });
});
