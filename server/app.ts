import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { ZodError } from "zod";
import type { PublicConfig } from "../lib/shared/public-config.ts";
import { hasControlCharacters } from "../lib/shared/safe-text.ts";
import { outboxRoutes } from "./adapters/mail/routes.ts";
import { compressWholeBodies } from "./compression.ts";
import { contentSecurityPolicy, createNonce, identityProviderOrigins } from "./csp.ts";
import { isConnectionFailure, isDataException } from "./db/errors.ts";
import { AppError, codeForStatus } from "./errors.ts";
import { createGuestPages } from "./guest-pages.ts";
import { type CallerEnv, callerOf, lookupOnce } from "./http.ts";
import type { Logger } from "./logger.ts";
import { authBasePath, clientIpHeader } from "./modules/accounts/auth.ts";
import { testFixtureRoutes } from "./modules/accounts/fixture-routes.ts";
import { userServiceRoutes } from "./modules/accounts/routes.ts";
import { chatRoutes } from "./modules/assistant/chat-routes.ts";
import { mcpRoutes } from "./modules/assistant/mcp-routes.ts";
import { cartServiceRoutes } from "./modules/cart/routes.ts";
import { catalogRoutes, dashboardRoutes } from "./modules/catalog/routes.ts";
import { clientLogRoutes } from "./modules/client-log/routes.ts";
import { videoFileRoutes } from "./modules/content/routes.ts";
import { conversationRoutes } from "./modules/conversations/routes.ts";
import { designRoutes } from "./modules/designs/routes.ts";
import { distributorRoutes } from "./modules/distributors/routes.ts";
import { favoriteRoutes } from "./modules/favorites/routes.ts";
import { formRoutes } from "./modules/forms/routes.ts";
import { invoiceRoutes } from "./modules/invoices/routes.ts";
import { layoutIntegrationRoutes, layoutRoutes } from "./modules/layouts/routes.ts";
import { literatureRoutes } from "./modules/literature/index.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { integrationRoutes, orderRoutes } from "./modules/orders/routes.ts";
import { paymentPages, paymentRoutes } from "./modules/payments/routes.ts";
import { projectRoutes } from "./modules/projects/routes.ts";
import { quoteRoutes } from "./modules/quotes/routes.ts";
import { createTokenBuckets } from "./modules/ratelimit/token-bucket.ts";
import { rebateRoutes } from "./modules/rebates/routes.ts";
import { warrantyIntegrationRoutes, warrantyRoutes } from "./modules/warranty/routes.ts";
import {
  createPageCache,
  PAGE_MAX_AGE_MS,
  type PageCache,
  type PageCacheOptions,
  PRIVATE_CACHE_CONTROL,
  VARY_BY_CALLER,
} from "./page-cache.ts";
import { createPageContext } from "./page-context.ts";
import type { Services } from "./services.ts";

/**
 * The identity service's endpoints a browser reaches (#10.6): the verification link, the password
 * reset link (which moves on to /reset-password) and the identity provider's answer, which some
 * providers post (response_mode=form_post).
 */
const publicAuthPaths: { method: string; pattern: RegExp }[] = [
  { method: "GET", pattern: /^\/verify-email$/ },
  { method: "GET", pattern: /^\/reset-password\/[^/]+$/ },
  { method: "GET", pattern: /^\/callback\/[^/]+$/ },
  { method: "POST", pattern: /^\/callback\/[^/]+$/ },
];

/** How long a client should wait before retrying when the database is unavailable (#10.7). */
export const RETRY_AFTER_SECONDS = 5;

/** Whether every part of a URL decodes, to text without control characters. */
function addressIsReadable(url: string): boolean {
  const { pathname, searchParams } = new URL(url);
  try {
    const parts = [decodeURIComponent(pathname), ...[...searchParams].flat()];
    return !parts.some(hasControlCharacters);
  } catch {
    return false;
  }
}

/** The largest JSON or form body any route reads (#10.2). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The routes that take files (issue 14): a multipart body there is read by server/uploads.ts, which
 * enforces each form's own limits (size per file, number of files) while the body streams in.
 */
const uploadRoutes = [
  /^\/api\/user-service\/lighting-layouts(-2)?$/,
  /^\/api\/user-service\/warranty-claims$/,
  /^\/api\/order-service\/integration\/layout-requests\/[^/]+\/status$/,
  // ROUTE-24: a job application with its résumé.
  /^\/api\/forms-service\/forms\/careers$/,
];

function isUpload(c: Context): boolean {
  const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  return multipart && uploadRoutes.some((route) => route.test(c.req.path));
}

export type AppEnv = { Variables: CallerEnv["Variables"] & { requestId: string } };

export type AppOptions = {
  services: Services;
  config: PublicConfig;
  logger: Logger;
  /** The React Router server build, or a getter for it (the dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Serve the stored mail outbox at /dev/outbox (development and tests only). */
  outboxViewer?: boolean;
  /**
   * Serve /dev/fixtures, where end-to-end tests create and delete accounts of their own (#11.9).
   * Tests only: it creates users with a known password. Set from E2E_FIXTURES=true, never by default.
   */
  testFixtures?: boolean;
  /**
   * Requests per minute one client may make of the public catalogue calls (#10.5), with a burst of a
   * quarter of that; unset, they are not limited (tests and benchmarks drive the API at full speed).
   */
  catalogRequestsPerMinute?: number;
  /** The public origin (PUBLIC_URL); generated documents print absolute links from it, else from the request. */
  publicUrl?: string | null;
  /** Where the built client files live; static serving is skipped when absent (dev serves them via Vite). */
  clientDir?: string;
  /** The guest page cache's size and age limits (production mode only; page-cache.ts). */
  pageCache?: Omit<PageCacheOptions, "revision">;
  /** Share the guest page cache through a PostgreSQL database with the other processes (guest-pages.ts). */
  sharePageCache?: boolean;
};

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { services, config, logger } = options;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // The request line holds only what is composed here (id, method, loggable path, status, time), none
  // of it a secret, so it skips the logger's redaction: its 124 wildcard paths cost 65 µs a line
  // against 2.5 µs, 2.5 % of the server's CPU under load (issue 17). Every other line keeps it.
  const requestLog = logger.child({}, { redact: [] });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // Only the path: query strings may carry search terms or tokens that have no place in logs.
    requestLog.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(async (c, next) => {
    c.set("clientIp", clientAddress(c, options.trustProxy ?? false));
    await next();
  });
  app.use(
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: "same-origin",
      // Not "no-referrer" (the default): under it a browser posts a page's form with `Origin: null`,
      // which the cross-site check refuses, so no form would work without JavaScript. "same-origin"
      // still tells other sites nothing.
      referrerPolicy: "same-origin",
    }),
  );
  app.use(compress());
  app.use(compressWholeBodies());
  // #10.2: no body is read past 1 MB (a declared larger length is refused before reading at all).
  // Uploads will get their own, larger limit on their own routes.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "The request body is larger than 1 MB", code: "PAYLOAD_TOO_LARGE" }, 413),
  });
  app.use((c, next) => (isUpload(c) ? next() : limitBody(c, next)));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const retryAfter = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) c.header("Retry-After", String(retryAfter));
      // `details` carries what a person needs besides the message, e.g. a quick order's bad lines.
      const details = error.details === undefined ? {} : { details: error.details };
      return c.json({ error: error.message, code: error.code, ...details }, error.status);
    }
    if (error instanceof HTTPException) {
      // Raised by Hono middleware (the CSRF check, body limits): same JSON shape as our own errors.
      const status = error.status;
      const message = status === 403 ? "Cross-site request refused" : error.message || "Request refused";
      return c.json({ error: message, code: codeForStatus(status) }, status);
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      const where = first?.path.length ? `${first.path.join(".")}: ` : "";
      return c.json({ error: `${where}${first?.message ?? "Invalid input"}`, code: "VALIDATION" }, 400);
    }
    if (isDataException(error)) {
      // A value the database cannot take (e.g. text for a number): bad input that passed validation.
      return c.json({ error: "A value in the request is not valid", code: "VALIDATION" }, 400);
    }
    if (isConnectionFailure(error)) {
      logger.warn({ requestId: c.get("requestId"), err: error }, "database unavailable");
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json(
        {
          error: "The service is briefly unavailable. Please try again in a few seconds.",
          code: "UNAVAILABLE",
        },
        503,
      );
    }
    logger.error({ requestId: c.get("requestId"), err: error }, "unhandled error");
    return c.json({ error: "Something went wrong on our side. Please try again.", code: "INTERNAL" }, 500);
  });

  // #10.3: an address with a control character (a NUL in a path or a query) or a broken %-escape
  // is refused before any route reads it.
  app.use(async (c, next) => {
    if (!addressIsReadable(c.req.url)) {
      return c.json({ error: "The address holds characters that are not allowed", code: "VALIDATION" }, 400);
    }
    await next();
  });

  app.get("/healthz", async (c) => {
    const ok = await services.database.ping();
    return c.json(
      { status: ok ? "ok" : "unavailable", database: { kind: services.database.kind, reachable: ok } },
      ok ? 200 : 503,
    );
  });

  // The sandbox provider's hosted page (adapters/payments/sandbox-pages.ts) stands for another site:
  // it is mounted before the origin check, as a real provider's page is not ours to check, and takes
  // no session; its forms are authenticated by the signed tokenized request they carry.
  if (services.paymentProvider.pages) app.route("/", services.paymentProvider.pages);

  // Browsers send Origin with form posts: a post from another site is refused before any handler
  // runs, for the API and for the pages' form actions alike.
  app.use(csrf());

  // Who is calling, from the session cookie or the bearer token, for the API and the pages alike:
  // looked up on first use only. Each module router states what it requires of the caller.
  // An answer computed for a signed-in caller is marked private (issue 17): no shared cache keeps it,
  // and the browser asks again rather than show it to whoever signs in next on the same machine.
  app.use(async (c, next) => {
    const lookup = lookupOnce(() => services.accounts.callerOf(c.req.raw.headers));
    let looked = false;
    c.set("caller", () => {
      looked = true;
      return lookup();
    });
    await next();
    if (looked && (await lookup().catch(() => null))) markPrivate(c.res.headers);
  });

  // Issue 16 item 6: the assistant's read tools for outside agents (MCP, Streamable HTTP, stateless),
  // outside /api; its caller is the bearer token's alone (mcp-routes.ts), never the session cookie.
  app.route("/mcp", mcpRoutes(services.assistant, services.accounts, services.settings.auth.brandName));

  const api = new Hono<AppEnv>();
  // The identity service (better-auth) answers only the links a browser follows to it (#10.6): the
  // pages and the user-service calls reach the rest of it in-process (identity.ts), so its other
  // endpoints (sign-up without the portal's rules, session lists with raw tokens …) are not exposed.
  api.on(["GET", "POST"], `${authBasePath.replace(/^\/api/, "")}/*`, (c) => {
    const path = c.req.path.slice(authBasePath.length);
    if (!publicAuthPaths.some(({ method, pattern }) => method === c.req.method && pattern.test(path))) {
      throw new AppError("NOT_FOUND", "No such API endpoint");
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, c.get("clientIp"));
    return services.auth.handler(new Request(c.req.raw, { headers }));
  });
  // Lighting layout requests (API-33 … API-35) share the spec's user-service prefix.
  api.route("/user-service", layoutRoutes(services.layouts));
  // Warranty claims (API-36, API-37) too.
  api.route("/user-service", warrantyRoutes(services.warranty));
  api.route("/user-service", userServiceRoutes(services.accounts, services.identity));
  // Favorites (issue 14): the person's own, beside the users' calls under the same prefix.
  api.route("/user-service", favoriteRoutes(services.favorites));
  if (options.catalogRequestsPerMinute) {
    const take = createTokenBuckets({
      perMinute: options.catalogRequestsPerMinute,
      burst: Math.max(10, Math.round(options.catalogRequestsPerMinute / 4)),
    });
    const limitCatalog = async (c: Context<AppEnv>, next: Next) => {
      const { allowed, retryAfterSeconds } = take(c.get("clientIp"));
      if (!allowed) {
        c.header("Retry-After", String(retryAfterSeconds));
        return c.json(
          { error: "Too many requests. Please slow down and try again shortly.", code: "RATE_LIMITED" },
          429,
        );
      }
      await next();
    };
    api.use("/product-service/*", limitCatalog);
    api.use("/dashboard/*", limitCatalog);
    // The rebates lookup reads the catalogue's qualifying fixtures: the same public limit.
    api.use("/rebate-service/*", limitCatalog);
  }
  api.route("/product-service", catalogRoutes(services.catalog, services.search, services.productDetails));
  api.route("/dashboard", dashboardRoutes(services.catalog));
  api.route("/newsletter", newsletterRoutes(services.newsletter));
  // The marketing site's forms (issue 15 item 8): contact, support, credit application, brand store.
  api.route("/forms-service", formRoutes(services.forms, config));
  // The chat's conversations (API-04 … API-09) under the spec's mcp prefix: a user's, or a guest's.
  api.route(
    "/mcp",
    conversationRoutes(services.conversations, {
      guestCookieSecret: services.guestCookieSecret,
      secureCookies: services.settings.auth.baseURL.startsWith("https:"),
    }),
  );
  // API-10: the chat's streamed replies (issue 16), the session's caller or a guest.
  api.route("/chat", chatRoutes(services.assistant));
  // API-64 (ERR-01): the browser's reports of failed service calls, written to the server log.
  api.route("/resource-service", clientLogRoutes(services.clientLog));
  // Issue 15, Help me buy (find-my-wholeseller): public.
  api.route("/distributor-service", distributorRoutes(services.distributors));
  api.route("/rebate-service", rebateRoutes(services.rebates));
  api.route("/cart-service", cartServiceRoutes(services.cart));
  // The quotes (API-25 … API-29) share the spec's cart-service prefix; their paths start with /quotes.
  api.route("/cart-service", quoteRoutes(services.quotes, config));
  // Projects (API-38 … API-41) under the spec's user-service prefix.
  api.route("/user-service", projectRoutes(services.projects, config));
  // API-23, API-24: saved custom designs, under the spec's cart-service prefix too.
  api.route("/cart-service", designRoutes(services.designs, config));
  // Invoices, credit memos, RMAs and portal payments (API-42, API-43, API-45).
  api.route("/portal-service", invoiceRoutes(services.invoices, config));
  // API-44, API-46, API-50, API-51, the abandon call and the provider's callback.
  api.route("/", paymentRoutes(services.payments));
  // Orders (API-47 … API-49) and the ERP's integration API (X-Api-Key only, never a session).
  api.route(
    "/order-service/integration/layout-requests",
    layoutIntegrationRoutes(services.layouts, services.orders.integrationApiKey),
  );
  api.route(
    "/order-service/integration/warranty-claims",
    warrantyIntegrationRoutes(services.warranty, services.orders.integrationApiKey),
  );
  api.route("/order-service/integration", integrationRoutes(services.orders));
  api.route("/order-service", orderRoutes(services.orders, config));
  api.all("*", (c) => c.json({ error: "No such API endpoint", code: "NOT_FOUND" }, 404));
  app.route("/api", api);

  // The videos' recordings (ROUTE-18), before the media module's catch-all of generated documents.
  app.route("/", videoFileRoutes(services.content));
  app.route("/", mediaRoutes(config, services, options.publicUrl ?? null));
  // Issue 15 item 6: the generated catalogues, brochures and forms (PDF files under their pages' paths).
  app.route("/", literatureRoutes(services.literature, config));
  app.route("/", paymentPages(services.payments, services.settings.auth.baseURL));
  if (options.outboxViewer) app.route("/dev/outbox", outboxRoutes(services.mailer));
  if (options.testFixtures) app.route("/dev/fixtures", testFixtureRoutes(services.database.db));
  // The development and test tools that are off are not there: 404, not a page.
  app.all("/dev/*", (c) => c.json({ error: "Not found", code: "NOT_FOUND" }, 404));

  if (options.clientDir) {
    const root = path.relative(process.cwd(), options.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        // The build writes a brotli and a gzip copy of each text file (scripts/precompress-plugin.ts):
        // sent as they are, not compressed again on every request.
        precompressed: true,
        onFound: (_path, c) => {
          // File names carry a content hash: they never change, so browsers may keep them for a year.
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  // The checkout's hidden form opens the payment provider's page (PAY-02): its origin receives forms.
  const formTargets = [
    ...identityProviderOrigins(services.settings.auth.thirdParty),
    ...services.paymentProvider.formOrigins,
  ];
  const getBuild =
    typeof options.build === "function" ? options.build : async () => options.build as ServerBuild;
  const productionHandler =
    typeof options.build === "function" ? undefined : createRequestHandler(options.build, options.mode);

  // Issue 17: the pages every guest sees alike are rendered once per catalogue revision (page-cache.ts),
  // shared through a PostgreSQL database by the processes that answer for the site (guest-pages.ts);
  // PGlite is one process's, whose memory is all the sharing there is.
  const pageCache =
    options.mode === "production"
      ? guestPageCache(services, logger, options.sharePageCache === true, options.pageCache)
      : null;

  app.all("*", async (c) => {
    const build = await getBuild();
    const key = (build.entry.module as { pageContext?: Parameters<RouterContextProvider["set"]>[0] })
      .pageContext;
    if (!key) throw new Error("The server build does not export pageContext from entry.server");
    const viewer = await callerOf(c);
    const render = async (nonce: string) => {
      const context = new RouterContextProvider();
      const pageContext = createPageContext(
        services,
        config,
        { requestId: c.get("requestId"), clientIp: c.get("clientIp"), viewer, nonce },
        logger,
      );
      context.set(key, pageContext);
      const handler = productionHandler ?? createRequestHandler(build, options.mode);
      // A page arrives whole, in one buffer (app/entry.server.tsx): it is compressed and written at once.
      return handler(c.req.raw, context);
    };
    const { response, scripts } =
      pageCache && !viewer && pageCache.accepts(c.req.raw)
        ? await pageCache.serve(c.req.raw, render)
        : await (async () => {
            const nonce = createNonce();
            return { response: await render(nonce), scripts: { nonce } };
          })();
    // Vite's development client injects inline scripts of its own: the policy applies to builds.
    if (options.mode === "production" && response.headers.get("content-type")?.startsWith("text/html")) {
      response.headers.set("Content-Security-Policy", contentSecurityPolicy(scripts, formTargets));
    }
    return response;
  });

  return app;
}

function guestPageCache(
  services: Services,
  logger: Logger,
  share: boolean,
  options: Omit<PageCacheOptions, "revision"> = {},
): PageCache {
  const { database } = services;
  const maxAgeMs = options.maxAgeMs ?? PAGE_MAX_AGE_MS;
  return createPageCache({
    revision: () => services.catalog.revision(),
    maxAgeMs,
    shared:
      share && database.kind === "postgres"
        ? createGuestPages(database.db, logger, { maxAgeMs, now: options.now })
        : undefined,
    ...options,
  });
}

/** Cache-Control private (keeping a stricter no-store), varying by the caller's credentials. */
function markPrivate(headers: Headers) {
  try {
    if (!/no-store/.test(headers.get("cache-control") ?? ""))
      headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    const vary = headers.get("vary");
    headers.set("Vary", vary ? `${vary}, ${VARY_BY_CALLER}` : VARY_BY_CALLER);
  } catch {
    // A response with immutable headers (a redirect made by Response.redirect) carries no body to keep.
  }
}

const resetLinkPath = `${authBasePath}/reset-password/`;

/** The path as logged: a password reset link carries its one-time token as a path segment. */
function loggablePath(path: string): string {
  return path.startsWith(resetLinkPath) ? `${resetLinkPath}[redacted]` : path;
}

/**
 * The client's address for rate limits and session records: the socket's, or behind a trusted
 * proxy the last address it appended. A client-sent header never decides it otherwise.
 */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "127.0.0.1";
  } catch {
    // In-process requests (tests) have no socket.
    return "127.0.0.1";
  }
}
