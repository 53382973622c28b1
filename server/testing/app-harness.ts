import { Writable } from "node:stream";
import type { ServerBuild } from "react-router";
import type { DesignatedSkuRule } from "../../lib/cart/pricing.ts";
import type { MailMessage } from "../adapters/mail/mailer.ts";
import { createApp } from "../app.ts";
import { toPublicConfig } from "../config.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import type { ThirdPartyProvider } from "../modules/accounts/auth.ts";
import { demoPassword, seedDemoAccounts } from "../modules/accounts/demo/accounts.ts";
import { seedDemoCoupons } from "../modules/cart/index.ts";
import { type DemoCatalog, generateDemoCatalog } from "../modules/catalog/demo/catalog.ts";
import { seedCatalog } from "../modules/catalog/seed.ts";
import { seedDemoInvoices } from "../modules/invoices/index.ts";
import { demoOrderBilling, seedDemoOrders } from "../modules/orders/index.ts";
import { seedDemoPriceLists } from "../modules/pricing/index.ts";
import { createServices, type ServiceSettings, type Services } from "../services.ts";
import { openSeededTestDatabase, type TestDatabaseKind, type TestSeed } from "./databases.ts";
import { testFixtureRoutes } from "./e2e-fixture-routes.ts";
import { testServiceSettings } from "./service-settings.ts";

/** The site's origin in tests: requests are made to it and carry it as their Origin header. */
export const origin = "http://localhost:3000";

export type AppHarnessOptions = {
  /** Seed the demo accounts and users (README, "Demo accounts"; password `demoPassword`). */
  accounts?: boolean;
  /**
   * Seed a generated demo catalogue: `true` for 60 products, or the number wanted; `once` for a data
   * set only this file uses (seeded into its database, not made a template: databases.ts).
   */
  catalog?: boolean | { products: number; once?: boolean };
  /**
   * Seed the demo price lists and coupons (docs/cart-and-pricing.md, "Demo price lists and coupons") and the demo
   * invoices (docs/orders-and-payments.md, "Invoices, credit memos, RMAs and portal payments"); by default when
   * both the accounts and the catalogue are seeded.
   */
  commerce?: boolean;
  /** CART_DESIGNATED_SKU_RULES, already parsed (none by default). */
  designatedSkus?: DesignatedSkuRule[];
  /** INTEGRATION_API_KEY (none by default: the orders integration API answers 503). */
  integrationApiKey?: string;
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
  /** Serve the mail outbox at /dev/outbox (default true: `mailLink` reads it). */
  outboxViewer?: boolean;
  /** Mount the end-to-end fixtures router at /dev/fixtures (default false, as in production). */
  testFixtures?: boolean;
  /** Limit the public catalogue calls per client (default: unlimited). */
  catalogRequestsPerMinute?: number;
  /** The payment provider's settings and the payment subjects (the sandbox and none by default). */
  payments?: ServiceSettings["payments"];
  /** Where uploads go (default: local disk in a temporary directory of the test's own). */
  files?: ServiceSettings["files"];
  /** The chat's remote model (the built-in engine by default). */
  assistantModel?: ServiceSettings["assistantModel"];
  /** Chat questions a person may ask a minute (default 1000). */
  assistantQuestionsPerMinute?: number;
  /** FALLBACK_ACCOUNT_ID (USER-23, AMB-35; none by default, as without the configuration entry). */
  fallbackAccountId?: string;
};

export type CallOptions = {
  method?: string;
  body?: unknown;
  cookie?: string;
  token?: string;
  headers?: Record<string, string>;
};

/** A response read as JSON (or as text when it is not JSON). */
export type JsonResponse<T> = { status: number; headers: Headers; body: T };

/**
 * The demo data the options ask for, as a seed the test databases make once per run and copy
 * (server/testing/databases.ts): the accounts and users, a catalogue of the given size, and the
 * commerce data on them (price lists, coupons, invoices, orders).
 */
function demoSeed(options: AppHarnessOptions, catalog: DemoCatalog | undefined): TestSeed | null {
  const accounts = options.accounts ?? false;
  const commerce = options.commerce ?? (accounts && catalog !== undefined);
  if (!accounts && !catalog && !commerce) return null;
  const once = typeof options.catalog === "object" && options.catalog.once === true;
  return {
    key: JSON.stringify({ accounts, products: catalog?.products.length ?? 0, commerce }),
    once,
    seed: async ({ db }) => {
      if (accounts) await seedDemoAccounts(db);
      if (catalog) await seedCatalog(db, catalog);
      if (!commerce) return;
      await seedDemoPriceLists(db);
      await seedDemoCoupons(db);
      if (catalog)
        await seedDemoOrders(
          db,
          catalog.products.map((product) => product.sku),
        );
      // Issue 32 #4: after the orders, so the invoices naming one bill what it charged.
      await seedDemoInvoices(db, new Date(), await demoOrderBilling(db));
    },
  };
}

/**
 * The whole app on a fresh, migrated database of its own (#11.9): optionally the demo accounts and a
 * demo catalogue, the services and the Hono app as the server composes them, every log line it
 * writes, and helpers to call it over HTTP in-process as a browser or an API client would.
 * `dispose()` drops the database.
 */
export async function openAppHarness(kind: TestDatabaseKind, options: AppHarnessOptions = {}) {
  const products = !options.catalog ? 0 : options.catalog === true ? 60 : options.catalog.products;
  // Plain data, the same for the same count: made again here rather than read back from the copy.
  const catalog: DemoCatalog | undefined = products > 0 ? generateDemoCatalog({ products }) : undefined;
  const handle = await openSeededTestDatabase(kind, demoSeed(options, catalog));
  const db = handle.database.db;
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
  const settings = testServiceSettings({ logger, ...options });
  const services = await createServices(handle.database, settings);
  const appOf = (services: Services) =>
    createApp({
      services,
      config: toPublicConfig(loadEnv({})),
      logger,
      mode: "production",
      outboxViewer: options.outboxViewer ?? true,
      testRoutes: options.testFixtures
        ? (services) => ({ "/dev/fixtures": testFixtureRoutes(services.database.db) })
        : undefined,
      trustProxy: options.trustProxy ?? false,
      ...(options.catalogRequestsPerMinute
        ? { catalogRequestsPerMinute: options.catalogRequestsPerMinute }
        : {}),
      build:
        options.build ??
        (async () => {
          throw new Error("pages are not part of the API tests");
        }),
    });
  const app = appOf(services);

  /** One request to `to`, with the site's Origin header, a JSON body, a cookie or a bearer token. */
  const callOn =
    (to: ReturnType<typeof appOf>) =>
    async (path: string, options: CallOptions = {}): Promise<Response> => {
      const headers: Record<string, string> = { origin, ...options.headers };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      if (options.cookie) headers.cookie = options.cookie;
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      // An absolute URL on the site's origin, as a browser's request reaches the server.
      return to.request(new URL(path, origin).toString(), {
        method: options.method ?? (options.body === undefined ? "GET" : "POST"),
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    };
  /** One request to the app. */
  const call = callOn(app);

  /**
   * The same app on the same database, but with FALLBACK_ACCOUNT_ID set to `accountId` (USER-23,
   * AMB-35), as a second process of a deployment so configured would serve it: its services, and
   * calls to it with the sessions of this harness (the auth secret is the same). Made once per id.
   */
  type FallbackApp = { services: Services; app: typeof app; call: typeof call };
  const fallbackApps = new Map<string, Promise<FallbackApp>>();
  function withFallbackAccount(accountId: string): Promise<FallbackApp> {
    let made = fallbackApps.get(accountId);
    if (!made) {
      made = createServices(handle.database, { ...settings, fallbackAccountId: accountId }).then(
        (services) => {
          const configured = appOf(services);
          return { services, app: configured, call: callOn(configured) };
        },
      );
      fallbackApps.set(accountId, made);
    }
    return made;
  }

  async function readJson<T>(response: Response): Promise<JsonResponse<T>> {
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get("content-type")?.includes("json") && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: body as T };
  }

  /** GET with `accept: application/json`, the answer read. */
  async function getJson<T = unknown>(
    path: string,
    options: Omit<CallOptions, "body" | "method"> = {},
  ): Promise<JsonResponse<T>> {
    return readJson<T>(
      await call(path, { ...options, headers: { accept: "application/json", ...options.headers } }),
    );
  }

  /** POST (or `method`) of a JSON body, the answer read. */
  async function postJson<T = unknown>(
    path: string,
    body: unknown,
    options: Omit<CallOptions, "body"> = {},
  ): Promise<JsonResponse<T>> {
    return readJson<T>(
      await call(path, { ...options, body, headers: { accept: "application/json", ...options.headers } }),
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
    database: handle.database,
    db,
    /** The demo catalogue seeded (with `catalog`), to pick products from. */
    catalog,
    logLines,
    call,
    getJson,
    postJson,
    signIn,
    mailLink,
    withFallbackAccount,
    dispose: () => handle.dispose(),
  };
}

export type AppHarness = Awaited<ReturnType<typeof openAppHarness>>;

/** The `name=value` pairs of a response's Set-Cookie headers, as a request's Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((pair): pair is string => Boolean(pair) && !pair?.endsWith("="))
    .join("; ");
}
