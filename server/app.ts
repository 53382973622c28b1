import { type Handler, Hono } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { requestId } from "hono/request-id";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { PublicConfig } from "../lib/shared/public-config.ts";
import { outboxRoutes } from "./adapters/mail/routes.ts";
import { compressWholeBodies } from "./compression.ts";
import { contentSecurityPolicy, createNonce, identityProviderOrigins } from "./csp.ts";
import { AppError } from "./errors.ts";
import { createGuestPages } from "./guest-pages.ts";
import { type CallerEnv, callerOf } from "./http.ts";
import type { Logger } from "./logger.ts";
import { limitBodies } from "./middleware/body-limit.ts";
import { lookUpCaller } from "./middleware/caller.ts";
import { limitCatalogueCalls } from "./middleware/catalogue-rate-limit.ts";
import { recordClientAddress } from "./middleware/client-address.ts";
import { respondToErrors } from "./middleware/error-handler.ts";
import { refuseUnreadableAddresses } from "./middleware/readable-address.ts";
import { logRequests } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { serveClientFiles } from "./middleware/static-files.ts";
import {
  authBasePath,
  clientIpHeader,
  staffAuthRoutes,
  userServiceRoutes,
} from "./modules/accounts/index.ts";
import { chatRoutes, mcpRoutes } from "./modules/assistant/index.ts";
import { cartServiceRoutes } from "./modules/cart/index.ts";
import { catalogRoutes, dashboardRoutes } from "./modules/catalog/index.ts";
import { clientLogRoutes } from "./modules/client-log/index.ts";
import { videoFileRoutes } from "./modules/content/index.ts";
import { conversationRoutes } from "./modules/conversations/index.ts";
import { designRoutes } from "./modules/designs/index.ts";
import { distributorRoutes } from "./modules/distributors/index.ts";
import { favoriteRoutes } from "./modules/favorites/index.ts";
import { formRoutes } from "./modules/forms/index.ts";
import { invoiceRoutes } from "./modules/invoices/index.ts";
import { layoutIntegrationRoutes, layoutRoutes } from "./modules/layouts/index.ts";
import { literatureRoutes } from "./modules/literature/index.ts";
import { mediaRoutes } from "./modules/media/index.ts";
import { newsletterRoutes } from "./modules/newsletter/index.ts";
import { integrationRoutes, orderRoutes } from "./modules/orders/index.ts";
import { paymentPages, paymentRoutes } from "./modules/payments/index.ts";
import { pricingRoutes } from "./modules/pricing/index.ts";
import { projectRoutes } from "./modules/projects/index.ts";
import { quoteIntegrationRoutes, quoteRoutes } from "./modules/quotes/index.ts";
import { rebateRoutes } from "./modules/rebates/index.ts";
import { warrantyIntegrationRoutes, warrantyRoutes } from "./modules/warranty/index.ts";
import { createPageCache, PAGE_MAX_AGE_MS, type PageCache, type PageCacheOptions } from "./page-cache.ts";
import { createPageContext } from "./page-context.ts";
import type { Services } from "./services.ts";
import { staffApiOf } from "./staff-routes.ts";

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
   * Routers only tests mount, by path: /dev/fixtures, where end-to-end tests create and delete
   * accounts of their own (#11.9). The production entry (main.ts) never passes any; the end-to-end
   * server (server/testing/e2e-server.ts) does, so production code holds no test support.
   */
  testRoutes?: (services: Services) => Record<string, Hono>;
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

/**
 * The site as one Hono app: the middlewares every request passes, in this order, then the routes.
 * Hono runs handlers in the order they are added, so a middleware covers only what comes after it.
 */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { services, logger } = options;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  // After the request id, which its line carries; before the rest, so that it times all of it.
  app.use(logRequests(logger));
  app.use(recordClientAddress(options.trustProxy ?? false));
  app.use(securityHeaders());
  app.use(compress());
  app.use(compressWholeBodies());
  app.use(limitBodies());
  app.onError(respondToErrors(logger));
  app.use(refuseUnreadableAddresses());

  app.get("/healthz", healthCheck(services));

  // The sandbox provider's hosted page (adapters/payments/sandbox-pages.ts) stands for another site:
  // it is mounted before the origin check, as a real provider's page is not ours to check, and takes
  // no session; its forms are authenticated by the signed tokenized request they carry.
  if (services.paymentProvider.pages) app.route("/", services.paymentProvider.pages);

  // Browsers send Origin with form posts: a post from another site is refused before any handler
  // runs, for the API and for the pages' form actions alike.
  app.use(csrf());
  app.use(lookUpCaller(services.accounts));

  // Issue 16 item 6: the assistant's read tools for outside agents (MCP, Streamable HTTP, stateless),
  // outside /api; its caller is the bearer token's alone (mcp-routes.ts), never the session cookie.
  app.route("/mcp", mcpRoutes(services.assistant, services.accounts, services.settings.auth.brandName));
  app.route("/api", apiRoutes(options));
  mountModuleFiles(app, options);
  mountDevTools(app, options);

  // Last, as what is left: the built client files, then the pages for every other address.
  if (options.clientDir) serveClientFiles(app, options.clientDir);
  app.all("*", renderPages(options));

  return app;
}

/** GET /healthz: 200 while the database answers, else 503; either way, which kind of database it is. */
function healthCheck({ database }: Services): Handler<AppEnv> {
  return async (c) => {
    const ok = await database.ping();
    return c.json(
      { status: ok ? "ok" : "unavailable", database: { kind: database.kind, reachable: ok } },
      ok ? 200 : 503,
    );
  };
}

/** The JSON API under /api, area by area; an address under /api that no module answers is a JSON 404. */
function apiRoutes(options: AppOptions): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  mountIdentityLinks(api, options);
  mountAccountApis(api, options);
  mountCatalogueApis(api, options);
  mountSiteApis(api, options);
  mountBuyingApis(api, options);
  mountMoneyApis(api, options);
  mountOrderApis(api, options);
  mountStaffApis(api, options);
  api.all("*", (c) => c.json({ error: "No such API endpoint", code: "NOT_FOUND" }, 404));
  return api;
}

/**
 * The identity service (better-auth) answers only the links a browser follows to it (#10.6): the
 * pages and the user-service calls reach the rest of it in-process (identity.ts), so its other
 * endpoints (sign-up without the portal's rules, session lists with raw tokens …) are not exposed.
 */
function mountIdentityLinks(api: Hono<AppEnv>, { services }: AppOptions) {
  api.on(["GET", "POST"], `${authBasePath.replace(/^\/api/, "")}/*`, (c) => {
    const path = c.req.path.slice(authBasePath.length);
    if (!publicAuthPaths.some(({ method, pattern }) => method === c.req.method && pattern.test(path))) {
      throw new AppError("NOT_FOUND", "No such API endpoint");
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, c.get("clientIp"));
    return services.auth.handler(new Request(c.req.raw, { headers }));
  });
}

/** The user-service calls: users, lighting layout requests, warranty claims, favorites. */
function mountAccountApis(api: Hono<AppEnv>, { services }: AppOptions) {
  // Lighting layout requests (API-33 … API-35) share the spec's user-service prefix.
  api.route("/user-service", layoutRoutes(services.layouts));
  // Warranty claims (API-36, API-37) too.
  api.route("/user-service", warrantyRoutes(services.warranty));
  api.route("/user-service", userServiceRoutes(services.accounts, services.identity));
  // Favorites (issue 14): the person's own, beside the users' calls under the same prefix.
  api.route("/user-service", favoriteRoutes(services.favorites));
}

/** The public catalogue calls, rate-limited per client when a limit is set (#10.5). */
function mountCatalogueApis(api: Hono<AppEnv>, { services, catalogRequestsPerMinute }: AppOptions) {
  if (catalogRequestsPerMinute) {
    const limitCatalog = limitCatalogueCalls(catalogRequestsPerMinute);
    api.use("/product-service/*", limitCatalog);
    api.use("/dashboard/*", limitCatalog);
    // The rebates lookup reads the catalogue's qualifying fixtures: the same public limit.
    api.use("/rebate-service/*", limitCatalog);
  }
  api.route(
    "/product-service",
    catalogRoutes(services.catalog, services.search, services.productDetails, (viewer, skus) =>
      services.pricing.pricesForViewer(viewer, skus),
    ),
  );
  // Issue 32 item 5: the signed-in caller's own prices of a page's product cards (one request a page).
  api.route("/product-service", pricingRoutes(services.pricing));
  api.route("/dashboard", dashboardRoutes(services.catalog));
  api.route("/rebate-service", rebateRoutes(services.rebates));
}

/** The marketing site's and the chat's calls: newsletter, forms, conversations, replies, client logs. */
function mountSiteApis(api: Hono<AppEnv>, { services, config }: AppOptions) {
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
}

/** What a buyer puts together before ordering: the cart, quotes, projects, saved designs. */
function mountBuyingApis(api: Hono<AppEnv>, { services, config }: AppOptions) {
  api.route("/cart-service", cartServiceRoutes(services.cart));
  // The quotes (API-25 … API-29) share the spec's cart-service prefix; their paths start with /quotes.
  api.route("/cart-service", quoteRoutes(services.quotes, config));
  // Projects (API-38 … API-41) under the spec's user-service prefix.
  api.route("/user-service", projectRoutes(services.projects, config));
  // API-23, API-24: saved custom designs, under the spec's cart-service prefix too.
  api.route("/cart-service", designRoutes(services.designs, config));
}

/** The portal's invoices and the payments made of them or of orders. */
function mountMoneyApis(api: Hono<AppEnv>, { services, config }: AppOptions) {
  // Invoices, credit memos, RMAs and portal payments (API-42, API-43, API-45).
  api.route("/portal-service", invoiceRoutes(services.invoices, config));
  // API-44, API-46, API-50, API-51, the abandon call and the provider's callback.
  api.route("/", paymentRoutes(services.payments));
}

/** Orders (API-47 … API-49) and the ERP's integration API (X-Api-Key only, never a session). */
function mountOrderApis(api: Hono<AppEnv>, { services, config }: AppOptions) {
  api.route(
    "/order-service/integration/layout-requests",
    layoutIntegrationRoutes(services.layouts, services.orders.integrationApiKey),
  );
  api.route(
    "/order-service/integration/warranty-claims",
    warrantyIntegrationRoutes(services.warranty, services.orders.integrationApiKey),
  );
  // Issue 32: the manufacturer's staff answer quote requests (X-Api-Key only).
  api.route(
    "/order-service/integration/quotes",
    quoteIntegrationRoutes(services.quotes, services.orders.integrationApiKey),
  );
  api.route("/order-service/integration", integrationRoutes(services.orders));
  api.route("/order-service", orderRoutes(services.orders, config));
}

/**
 * Issue 33: the staff console's API behind its own door (server/staff-api.ts: a staff session with
 * the second factor, then each call's permission), and the staff sign-in that opens it.
 */
function mountStaffApis(api: Hono<AppEnv>, { services }: AppOptions) {
  api.route("/staff-auth", staffAuthRoutes(services.accounts, services.identity));
  api.route("/staff", staffApiOf(services).router);
}

/** The modules' files under the pages' paths: recordings, generated documents, literature, payment returns. */
function mountModuleFiles(app: Hono<AppEnv>, { services, config, publicUrl }: AppOptions) {
  // The videos' recordings (ROUTE-18), before the media module's catch-all of generated documents.
  app.route("/", videoFileRoutes(services.content));
  app.route("/", mediaRoutes(config, services, publicUrl ?? null));
  // Issue 15 item 6: the generated catalogues, brochures and forms (PDF files under their pages' paths).
  app.route("/", literatureRoutes(services.literature, config));
  app.route("/", paymentPages(services.payments, services.settings.auth.baseURL));
}

/** /dev: the stored mail outbox and the routers tests mount, each only when its option is set. */
function mountDevTools(app: Hono<AppEnv>, { services, outboxViewer, testRoutes }: AppOptions) {
  if (outboxViewer) app.route("/dev/outbox", outboxRoutes(services.mailer));
  for (const [routesPath, router] of Object.entries(testRoutes?.(services) ?? {}))
    app.route(routesPath, router);
  // The development and test tools that are off are not there: 404, not a page.
  app.all("/dev/*", (c) => c.json({ error: "Not found", code: "NOT_FOUND" }, 404));
}

/**
 * Every other address is a page of the React Router app, rendered with the request's page context;
 * a guest's page may come from the guest page cache. A built page carries its Content-Security-Policy.
 */
function renderPages(options: AppOptions): Handler<AppEnv> {
  const { services, config, logger } = options;
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

  return async (c) => {
    const build = await getBuild();
    const key = (build.entry.module as { pageContext?: Parameters<RouterContextProvider["set"]>[0] })
      .pageContext;
    if (!key) throw new Error("The server build does not export pageContext from entry.server");
    const viewer = await callerOf(c);
    // Issue 33: the console's pages know their staff member; no other page looks one up.
    // (React Router's data requests of a page are its path plus ".data": /staff.data.)
    const staffPage = /^\/staff(?:[/.]|$)/.test(c.req.path);
    const staff = staffPage ? await services.accounts.staffCallerOf(c.req.raw.headers) : null;
    const render = async (nonce: string) => {
      const context = new RouterContextProvider();
      const pageContext = createPageContext(
        services,
        config,
        { requestId: c.get("requestId"), clientIp: c.get("clientIp"), viewer, staff, nonce },
        logger,
      );
      context.set(key, pageContext);
      const handler = productionHandler ?? createRequestHandler(build, options.mode);
      // A page arrives whole, in one buffer (app/entry.server.tsx): it is compressed and written at once.
      return handler(c.req.raw, context);
    };
    const { response, scripts } =
      pageCache && !viewer && !staffPage && pageCache.accepts(c.req.raw)
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
  };
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
      share && database.kind === "postgres" ? createGuestPages(database.db, logger, { maxAgeMs }) : undefined,
    ...options,
  });
}
