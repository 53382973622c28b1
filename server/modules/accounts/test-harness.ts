import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { MailMessage } from "../../adapters/mail/mailer.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { openTestDatabase, type TestDatabaseKind } from "../../db/test-databases.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { testServiceSettings } from "../../test-support.ts";
import type { ThirdPartyProvider } from "./auth.ts";
import { demoPassword, seedDemoAccounts } from "./demo-accounts.ts";
import { authUsers, memberships, userProfiles } from "./schema.ts";

export const origin = "http://localhost:3000";

/**
 * An app on a fresh database with the demo accounts, driven over HTTP in-process, and every log
 * line it writes, so tests can check what reaches the log.
 */
export async function openAccountsHarness(
  kind: TestDatabaseKind,
  options: {
    signInAttemptsPerMinute?: number;
    secureCookies?: boolean;
    smtpUrl?: string;
    logMailLinks?: boolean;
    thirdParty?: ThirdPartyProvider;
    trustedOrigins?: string[];
    /** Take the client address from X-Forwarded-For, so a test can call from several addresses. */
    trustProxy?: boolean;
    /** The React Router build to serve pages with; without it a page request fails (API tests). */
    build?: ServerBuild;
  } = {},
) {
  const harness = await openTestDatabase(kind);
  await seedDemoAccounts(harness.database.db);
  const logLines: string[] = [];
  const logger = createLogger(
    "debug",
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const services = await createServices(harness.database, testServiceSettings({ logger, ...options }));
  const app = createApp({
    services,
    config: toPublicConfig(loadEnv({})),
    logger,
    mode: "production",
    outboxViewer: true,
    trustProxy: options.trustProxy ?? false,
    build:
      options.build ??
      (async () => {
        throw new Error("pages are not part of the API tests");
      }),
  });

  type CallOptions = {
    method?: string;
    body?: unknown;
    cookie?: string;
    token?: string;
    headers?: Record<string, string>;
  };
  async function call(path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { origin, ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.cookie) headers.cookie = options.cookie;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // An absolute URL on the site's origin, as a browser's request reaches the server.
    return app.request(new URL(path, origin).toString(), {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  }

  /**
   * A call to the identity service in-process, as identity.ts makes them: its endpoints other than
   * the links a browser follows are not served over HTTP (#10.6).
   */
  async function callIdentityService(
    path: string,
    options: { body: unknown; headers?: Record<string, string> },
  ) {
    return services.auth.handler(
      new Request(new URL(`/api/auth${path}`, origin), {
        method: "POST",
        headers: { origin, "content-type": "application/json", ...options.headers },
        body: JSON.stringify(options.body),
      }),
    );
  }

  /** Signs in through the portal call; answers the cookie header to send and the bearer token. */
  async function signIn(email: string, password = demoPassword) {
    const response = await call("/api/user-service/sign-in", { body: { email, password } });
    if (response.status !== 200)
      throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
    const cookie = cookieHeader(response);
    const { token } = (await response.json()) as { token: string };
    return { cookie, token };
  }

  const db = harness.database.db;

  /**
   * Adds a person straight to the database (no password, no mail): a fresh target that one test may
   * change without touching the demo users others rely on.
   */
  async function addUser(
    person: {
      customerType?: "basic" | "distributor" | "representative";
      emailVerified?: boolean;
      membership?: Omit<typeof memberships.$inferInsert, "userId" | "id">;
    } = {},
  ): Promise<{ userId: string; email: string }> {
    const userId = randomUUID();
    const email = `person-${userId.slice(0, 8)}@example.com`;
    await db.insert(authUsers).values({
      id: userId,
      name: "Test Person",
      email,
      emailVerified: person.emailVerified ?? true,
    });
    await db.insert(userProfiles).values({
      userId,
      fname: "Test",
      lname: "Person",
      customerType: person.customerType ?? "basic",
    });
    if (person.membership) await db.insert(memberships).values({ userId, ...person.membership });
    return { userId, email };
  }

  async function userIdOf(email: string): Promise<string | undefined> {
    const [row] = await db
      .select({ id: authUsers.id })
      .from(authUsers)
      .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`);
    return row?.id;
  }

  /** The link of the newest mail of that purpose to the address, read from /dev/outbox. */
  async function mailLink(to: string, purpose: MailMessage["purpose"]): Promise<URL> {
    const response = await call(`/dev/outbox?to=${encodeURIComponent(to)}`, {
      headers: { accept: "application/json" },
    });
    const mails = (await response.json()) as { purpose: string; text: string }[];
    const text = mails.find((m) => m.purpose === purpose)?.text ?? "";
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    if (!link) throw new Error(`no ${purpose} mail with a link to ${to}`);
    return new URL(link);
  }

  return {
    app,
    services,
    db,
    logLines,
    call,
    callIdentityService,
    signIn,
    addUser,
    userIdOf,
    mailLink,
    dispose: () => harness.dispose(),
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a request's Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair): pair is string => Boolean(pair) && !pair?.endsWith("="))
    .join("; ");
}

export type AccountsHarness = Awaited<ReturnType<typeof openAccountsHarness>>;
