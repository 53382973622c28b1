import { verifyPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoPassword } from "./demo/accounts.ts";
import { type AccountsHarness, cookieHeader, openAccountsHarness, origin } from "./harness.test-support.ts";
import { authCredentials, authSessions, authUsers } from "./schema.ts";

/** Sessions, cookies, bearer tokens, CSRF, rate limits and logs of the accounts module (issue 4). */
const dana = "dana.admin@brightline.example";
const ben = "ben.buyer@brightline.example";
const chosenPassword = "Chosen-pass-2026";
const resetPassword = "Reset-pass-2026";

/** The attributes of the session cookie a response sets, lower-cased, by name. */
function sessionCookie(response: Response) {
  const raw = response.headers.getSetCookie().find((c) => /^(__Secure-)?lumen\.session_token=/.test(c));
  if (!raw) throw new Error(`no session cookie in ${response.headers.getSetCookie().join(" | ")}`);
  const [pair = "", ...attributes] = raw.split(";").map((part) => part.trim());
  return {
    name: pair.slice(0, pair.indexOf("=")),
    value: decodeURIComponent(pair.slice(pair.indexOf("=") + 1)),
    attributes: attributes.map((a) => a.toLowerCase()),
  };
}

/** The signed session token `<token>.<signature>` and its bare token, as stored in auth_sessions. */
const bareToken = (signed: string) => signed.split(".")[0] as string;

describe.each(testDatabaseKinds())("accounts security on %s", (kind) => {
  let h: AccountsHarness;

  beforeAll(async () => {
    h = await openAccountsHarness(kind);
  });
  afterAll(async () => h?.dispose());

  const session = (auth: { cookie?: string; token?: string }) =>
    h.call("/api/user-service/session", auth).then((r) => r.json() as Promise<{ user: SessionUser | null }>);

  it("API-02 SEC-12 a bearer token reaches the portal calls exactly as the session cookie does", async () => {
    const { cookie, token } = await h.signIn(dana);
    const danaId = (await h.userIdOf(dana)) as string;
    const noraId = (await h.userIdOf("nora.viewer@brightline.example")) as string;
    for (const path of [
      "/api/user-service/session",
      "/api/user-service/users?accountId=A-10001",
      `/api/user-service/users/${danaId}`,
      `/api/user-service/users/${noraId}`,
      "/api/user-service/users/people-accounts/A-10001",
      "/api/user-service/users/people-accounts/A-10002",
    ]) {
      const [byCookie, byToken] = await Promise.all([h.call(path, { cookie }), h.call(path, { token })]);
      expect(byToken.status, path).toBe(byCookie.status);
      expect(await byToken.json(), path).toEqual(await byCookie.json());
    }
    expect((await session({ token })).user?.email).toBe(dana);
    // A forged or altered token is a guest.
    const forged = `${bareToken(token)}x.${token.split(".")[1]}`;
    expect((await h.call(`/api/user-service/users/${danaId}`, { token: forged })).status).toBe(401);
    expect((await session({ token: forged })).user).toBeNull();
  });

  it("API-03 sign-up and sign-in go through the identity service, which keeps only a scrypt hash", async () => {
    const email = "hash.check@example.com";
    const response = await h.call("/api/user-service/users", {
      body: { customerType: "basic", email, password: chosenPassword, fname: "Hash", lname: "Check" },
    });
    expect(response.status).toBe(201);
    const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(user).toBeDefined();
    const credentials = await h.db
      .select()
      .from(authCredentials)
      .where(eq(authCredentials.userId, user?.id as string));
    expect(credentials.map((c) => c.providerId)).toEqual(["credential"]);
    const hash = credentials[0]?.password ?? "";
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(hash).not.toContain(chosenPassword);
    expect(await verifyPassword({ hash, password: chosenPassword })).toBe(true);
    expect(await verifyPassword({ hash, password: `${chosenPassword}x` })).toBe(false);

    // Signing in through the portal and through the identity service's own endpoint: both sessions
    // are rows of the identity service, under the same user.
    const { token } = await h.signIn(email, chosenPassword);
    const direct = await h.callIdentityService("/sign-in/email", {
      body: { email, password: chosenPassword },
    });
    expect(direct.status).toBe(200);
    const directToken = sessionCookie(direct).value;
    const sessions = await h.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user?.id as string));
    const stored = sessions.map((s) => s.token);
    expect(stored).toEqual(expect.arrayContaining([bareToken(token), bareToken(directToken)]));
    expect((await session({ token: directToken })).user?.email).toBe(email);
  });

  it("SEC session cookies are HttpOnly, SameSite=Lax and not Secure on plain HTTP", async () => {
    const response = await h.call("/api/user-service/sign-in", {
      body: { email: ben, password: demoPassword },
    });
    const cookie = sessionCookie(response);
    expect(cookie.name).toBe("lumen.session_token");
    expect(cookie.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(cookie.attributes).not.toContain("secure");
  });

  it("SEC the session id changes at every sign-in, also when an earlier session is presented", async () => {
    const first = await h.signIn(ben);
    const second = await h.signIn(ben);
    const third = await h.call("/api/user-service/sign-in", {
      body: { email: ben, password: demoPassword },
      cookie: first.cookie,
    });
    const thirdToken = sessionCookie(third).value;
    const tokens = [first.token, second.token, thirdToken].map(bareToken);
    expect(new Set(tokens).size).toBe(3);
    expect(cookieHeader(third)).not.toBe(first.cookie);
  });

  it("SEC after sign-out neither the old cookie nor the old bearer token can be replayed", async () => {
    const danaId = (await h.userIdOf(dana)) as string;
    const me = `/api/user-service/users/${danaId}`;
    for (const signOutWith of ["cookie", "token"] as const) {
      const { cookie, token } = await h.signIn(dana);
      expect((await h.call(me, { cookie })).status).toBe(200);
      const signOut = await h.call("/api/user-service/sign-out", {
        method: "POST",
        ...(signOutWith === "cookie" ? { cookie } : { token }),
      });
      expect(signOut.status).toBe(200);
      if (signOutWith === "cookie") expect(sessionCookie(signOut).attributes).toContain("max-age=0");
      for (const auth of [{ cookie }, { token }]) {
        expect((await h.call(me, auth)).status, signOutWith).toBe(401);
        expect((await session(auth)).user, signOutWith).toBeNull();
      }
      const [row] = await h.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.token, bareToken(token)));
      expect(row, signOutWith).toBeUndefined();
    }
  });

  it("SEC cross-site form posts are refused with 403 before any handler runs", async () => {
    const post = (path: string, headers: Record<string, string>) =>
      h.app.request(new URL(path, origin).toString(), {
        method: "POST",
        headers,
        body: `email=${encodeURIComponent(ben)}&password=${encodeURIComponent(demoPassword)}`,
      });
    const form = "application/x-www-form-urlencoded";
    for (const path of ["/api/user-service/sign-in", "/logout", "/api/user-service/sign-out"]) {
      const crossSite: Record<string, string>[] = [
        { "content-type": form, origin: "https://evil.example" },
        { "content-type": "multipart/form-data; boundary=x", origin: "https://evil.example" },
        { "content-type": "text/plain", origin: "https://evil.example" },
        { "content-type": form, "sec-fetch-site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const response = await post(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.json()).toEqual({ error: "Cross-site request refused", code: "FORBIDDEN" });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    // The same form from the site itself passes the check (and is then refused as not JSON).
    const sameSite = await post("/api/user-service/sign-in", { "content-type": form, origin });
    expect(sameSite.status).toBe(400);
  });

  it("USER-11 SEC an unverified user cannot mark their own address verified through the identity service", async () => {
    const email = "not.verified@example.com";
    const registered = await h.call("/api/user-service/users", {
      body: { customerType: "basic", email, password: chosenPassword, fname: "Not", lname: "Verified" },
    });
    expect(registered.status).toBe(201);
    const { cookie } = await h.signIn(email, chosenPassword);
    await h.call("/api/auth/update-user", { body: { emailVerified: true, name: "Not Verified" }, cookie });
    const [row] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(row?.emailVerified).toBe(false);
    expect((await session({ cookie })).user?.emailVerified).toBe(false);
  });

  it("#10.6 only the identity service's links are served: its other endpoints answer 404", async () => {
    const { cookie, token } = await h.signIn(ben);
    for (const [method, path, body] of [
      [
        "POST",
        "/api/auth/sign-up/email",
        { email: "short.pass@example.com", password: "aaaaaaaaaa", name: "x" },
      ],
      ["POST", "/api/auth/sign-in/email", { email: ben, password: demoPassword }],
      ["GET", "/api/auth/list-sessions", undefined],
      ["GET", "/api/auth/get-session", undefined],
      ["POST", "/api/auth/update-user", { name: "Changed", emailVerified: true }],
      ["POST", "/api/auth/change-email", { newEmail: "taken.over@example.com" }],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["GET", "/api/auth/ok", undefined],
    ] as const) {
      for (const auth of [{}, { cookie }, { token }]) {
        const response = await h.call(path, { method, body, ...auth });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
      }
    }
    expect(await h.userIdOf("short.pass@example.com")).toBeUndefined();
    // The session is untouched and still works.
    expect((await session({ token })).user?.email).toBe(ben);
  });

  it("SEC passwords, session tokens and bearer tokens never reach the log (outbox mode)", async () => {
    const { secrets, links } = await exercise(h, "log.outbox@example.com");
    // Everything this file did so far went through the same log.
    const log = h.logLines.join("\n");
    expect(log).toContain("/api/user-service/sign-in");
    expectAbsent(log, secrets);
    // Outbox mode is the offline development setup: there the mailed links are logged on purpose.
    for (const link of links) expect(log).toContain(link.toString());
  });
});

describe.each(testDatabaseKinds())("secrets in failed statements on %s", (kind) => {
  it("#10.1 a failed session lookup logs neither the session token nor the statement's parameters", async () => {
    const h = await openAccountsHarness(kind);
    try {
      const { cookie, token } = await h.signIn(ben);
      const stored = bareToken(
        sessionCookie(
          await h.call("/api/user-service/sign-in", { body: { email: ben, password: demoPassword } }),
        ).value,
      );
      // Take the sessions table away, so the lookup each request makes fails inside the driver.
      await h.db.execute(sql`alter table auth_sessions rename to auth_sessions_gone`);
      try {
        const byToken = await h.call("/api/user-service/session", { token });
        const byCookie = await h.call("/api/user-service/session", { cookie });
        for (const response of [byToken, byCookie]) {
          expect(response.status).toBeGreaterThanOrEqual(500);
          expect(JSON.stringify(await response.json())).not.toMatch(/Failed query|params|select/i);
        }
      } finally {
        await h.db.execute(sql`alter table auth_sessions_gone rename to auth_sessions`);
      }
      const log = h.logLines.join("\n");
      // The failure itself is in the log, with the driver's reason …
      expect(log).toMatch(/Database query failed|auth_sessions/);
      // … but no token, signed or bare, anywhere: not in fields, messages or stacks.
      for (const secret of [
        token,
        bareToken(token),
        stored,
        cookie.split("=")[1] ?? "",
        bareToken(decodeURIComponent(cookie.split("=")[1] ?? "")),
      ]) {
        if (secret.length > 8) expect(log).not.toContain(secret);
      }
      expect(log).not.toMatch(/params: (?!\[redacted\])/);
    } finally {
      await h.dispose();
    }
  });
});

describe.each(testDatabaseKinds())("accounts security settings on %s", (kind) => {
  it("SEC with secure cookies configured the session cookie is __Secure- and Secure", () =>
    withHarness(kind, { secureCookies: true }, async (h) => {
      const response = await h.call("/api/user-service/sign-in", {
        body: { email: ben, password: demoPassword },
      });
      const cookie = sessionCookie(response);
      expect(cookie.name).toBe("__Secure-lumen.session_token");
      expect(cookie.attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax"]));
      const answer = await h.call("/api/user-service/session", { cookie: cookieHeader(response) });
      expect(((await answer.json()) as { user: SessionUser | null }).user?.email).toBe(ben);
    }));

  it("SEC sign-in is rate limited per client: the 4th attempt within a minute answers 429", () =>
    withHarness(kind, { signInAttemptsPerMinute: 3 }, async (h) => {
      const attempt = (password: string) =>
        h.call("/api/user-service/sign-in", { body: { email: ben, password } });
      const statuses = [];
      for (const password of ["Wrong-pass-1", "Wrong-pass-2", demoPassword, demoPassword]) {
        statuses.push((await attempt(password)).status);
      }
      expect(statuses).toEqual([401, 401, 200, 429]);
      const limited = await attempt(demoPassword);
      expect(await limited.json()).toEqual({ error: expect.any(String), code: "RATE_LIMITED" });
      expect(limited.headers.getSetCookie()).toEqual([]);
    }));

  it("#10.1 in production without SMTP, mail stays in the outbox and no link or token reaches the log", () =>
    withHarness(kind, { logMailLinks: false }, async (h) => {
      const email = "log.production@example.com";
      const { secrets, links, tokens } = await exercise(h, email);
      const log = h.logLines.join("\n");
      expect(log).toContain("mail stored in the outbox");
      expectAbsent(log, [...secrets, ...tokens, ...links.map(String)]);
    }));

  it("SEC with SMTP configured, failed deliveries are recorded and no link or token reaches the log", () =>
    withHarness(kind, { smtpUrl: "smtp://127.0.0.1:1" }, async (h) => {
      const email = "log.smtp@example.com";
      const { secrets, links, tokens } = await exercise(h, email);
      const mails = await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(mails.map((m) => [m.purpose, m.status]).sort()).toEqual([
        ["reset-password", "failed"],
        ["verify-email", "failed"],
      ]);
      const log = h.logLines.join("\n");
      expect(log).toContain("mail delivery failed");
      expectAbsent(log, [...secrets, ...tokens, ...links.map(String)]);
    }));
});

/**
 * Signs in and out, registers, fails a sign-in, resets a password through the mailed link and
 * calls with a bearer token; answers every secret that went over the wire.
 */
async function exercise(h: AccountsHarness, email: string) {
  const secrets = [demoPassword, chosenPassword, resetPassword, "Wrong-pass-2026"];
  const remember = (signed: string) => secrets.push(signed, bareToken(signed), encodeURIComponent(signed));

  const dana1 = await h.signIn(dana);
  remember(dana1.token);
  await h.call("/api/user-service/users?accountId=A-10001", { token: dana1.token });
  expect(
    (await h.call("/api/user-service/sign-in", { body: { email: dana, password: "Wrong-pass-2026" } }))
      .status,
  ).toBe(401);

  const registered = await h.call("/api/user-service/users", {
    body: { customerType: "basic", email, password: chosenPassword, fname: "Log", lname: "Check" },
  });
  expect(registered.status).toBe(201);
  remember((await h.signIn(email, chosenPassword)).token);

  expect((await h.call("/api/user-service/password/forgot", { body: { email } })).status).toBe(202);
  const link = await h.mailLink(email, "reset-password");
  const landing = await h.call(`${link.pathname}${link.search}`);
  expect(landing.status).toBe(302);
  const resetToken = new URL(landing.headers.get("location") ?? "", origin).searchParams.get("token") ?? "";
  expect(resetToken).not.toBe("");
  const reset = await h.call("/api/user-service/password/reset", {
    body: { token: resetToken, password: resetPassword },
  });
  expect(reset.status).toBe(200);
  const again = await h.signIn(email, resetPassword);
  remember(again.token);
  await h.call("/api/user-service/sign-out", { method: "POST", cookie: again.cookie });
  await h.call("/api/user-service/sign-out", { method: "POST", token: dana1.token });

  const verifyLink = await h.mailLink(email, "verify-email");
  return {
    secrets,
    links: [link, verifyLink],
    tokens: [resetToken, verifyLink.searchParams.get("token") ?? ""],
  };
}

function expectAbsent(log: string, values: string[]) {
  for (const value of values) {
    expect(value.length).toBeGreaterThan(8);
    expect(log.includes(value), `the log holds ${value.slice(0, 12)}…`).toBe(false);
  }
}

/** A harness with other settings, for one test. */
async function withHarness(
  kind: Parameters<typeof openAccountsHarness>[0],
  options: Parameters<typeof openAccountsHarness>[1],
  run: (h: AccountsHarness) => Promise<void>,
) {
  const h = await openAccountsHarness(kind, options);
  try {
    await run(h);
  } finally {
    await h.dispose();
  }
}
