import { Writable } from "node:stream";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { openTestDatabase, type TestDatabaseKind } from "../../db/test-databases.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { testServiceSettings } from "../../test-support.ts";
import { demoPassword, seedDemoAccounts } from "./demo-accounts.ts";

export const origin = "http://localhost:3000";

/**
 * An app on a fresh database with the demo accounts, driven over HTTP in-process, and every log
 * line it writes, so tests can check what reaches the log.
 */
export async function openAccountsHarness(
  kind: TestDatabaseKind,
  options: { signInAttemptsPerMinute?: number } = {},
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
    build: async () => {
      throw new Error("pages are not part of the API tests");
    },
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
    return app.request(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
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

  return {
    app,
    services,
    db: harness.database.db,
    logLines,
    call,
    signIn,
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
