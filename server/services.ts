import path from "node:path";
import type { FreightRules } from "../lib/orders/freight.ts";
import { type AssistantModelSettings, remoteAssistantModel } from "./adapters/assistant-model/index.ts";
import { createMailer, type MailSettings } from "./adapters/mail/mailer.ts";
import { createMailingListProvider } from "./adapters/mailing-list/provider.ts";
import { createPaymentProvider, type PaymentProviderSettings } from "./adapters/payments/index.ts";
import { createFileStorage, type StorageSettings } from "./adapters/storage/storage.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import {
  type AuthSettings,
  createAccountGuards,
  createAccountsModule,
  createAuth,
  createIdentity,
  resolveAuthSecret,
  type ThirdPartyProvider,
} from "./modules/accounts/index.ts";
import { type AssistantDeps, createAssistantModule } from "./modules/assistant/index.ts";
import { createAuditModule } from "./modules/audit/index.ts";
import { type CartSettings, createCartModule } from "./modules/cart/index.ts";
import {
  createCatalogSearch,
  createCatalogService,
  createProductDetails,
  pricingFactsFor,
  shippingFactsFor,
} from "./modules/catalog/index.ts";
import { createClientLogModule } from "./modules/client-log/index.ts";
import { createContentModule } from "./modules/content/index.ts";
import { createConversationsModule, deriveGuestCookieSecret } from "./modules/conversations/index.ts";
import { createDesignsModule } from "./modules/designs/index.ts";
import { createDistributorsModule } from "./modules/distributors/index.ts";
import { createFavoritesModule } from "./modules/favorites/index.ts";
import { createFormsModule } from "./modules/forms/index.ts";
import {
  createInvoiceForOrder,
  createInvoicesModule,
  DEMO_REMIT_TO,
  issueCreditMemo,
  type RemitTo,
} from "./modules/invoices/index.ts";
import { createLayoutsModule } from "./modules/layouts/index.ts";
import { createLiteratureModule } from "./modules/literature/index.ts";
import { createNewsletterModule, type ForwardingRules } from "./modules/newsletter/index.ts";
import { createOrdersModule, loadFreightRules } from "./modules/orders/index.ts";
import {
  approvedAttemptOf,
  createPaymentsModule,
  type PaymentsDeps,
  paymentsInFlight,
} from "./modules/payments/index.ts";
import { createPricingModule } from "./modules/pricing/index.ts";
import { createProjectsModule } from "./modules/projects/index.ts";
import { createQuotesModule } from "./modules/quotes/index.ts";
import { createRateLimiter } from "./modules/ratelimit/index.ts";
import { createRebatesModule } from "./modules/rebates/index.ts";
import { createWarrantyModule } from "./modules/warranty/index.ts";
import { DEFAULT_SWEEP_GRACE_MS, sweepUnreferencedFiles } from "./storage-sweep.ts";

/** What the services need beyond the database: identity, mail and the account fallback. */
export type ServiceSettings = {
  auth: AuthSettings;
  mail: MailSettings;
  logger: Logger;
  /** USER-23, AMB-35: configuration only, never a constant in code. */
  fallbackAccountId?: string | undefined;
  /** The cart's rules from the configuration (CART_DESIGNATED_SKU_RULES). */
  cart?: CartSettings;
  /**
   * PAYMENT_PROVIDER and its settings; and the payment subjects (tests' own; otherwise the orders and
   * invoices modules' subjects, wired below once they exist).
   */
  payments?: PaymentProviderSettings & {
    subjects?: PaymentsDeps["subjects"];
    /** PAYMENT_ATTEMPT_TTL_MINUTES in ms (default 30 minutes). */
    attemptTtlMs?: number | undefined;
  };
  /** INTEGRATION_API_KEY: the ERP's key for the orders integration API; unset, it answers 503. */
  integrationApiKey?: string | undefined;
  /** Issue 32 #4: the remit-to block of invoices and statements (REMIT_TO_*); the demo's when absent. */
  remitTo?: RemitTo;
  /** Issue 32 item 1: the freight rules (FREIGHT_RULES_FILE); the default file when absent. */
  freightRules?: FreightRules;
  /** Where uploaded files are kept (issue 14): local disk under DATA_DIR/uploads unless configured. */
  files?: StorageSettings;
  /** The sweep of stored files no row refers to: their age before removal, how often it runs. */
  fileSweep?: { graceMs: number; intervalMs: number };
  /** Who hears of a new lighting layout request and warranty claim (BRAND_EMAIL). */
  designTeamEmail?: string;
  /** Who reads the site's forms (FORMS_TEAM_EMAIL, or BRAND_EMAIL). */
  formsTeamEmail?: string;
  /** Who reads job applications (HIRING_EMAIL, or the forms team's address). */
  hiringEmail?: string;
  /** The content files' directory (issue 15): `content/` of the working directory unless given. */
  contentDir?: string;
  /** VIDEO_MEDIA_DIR: the videos' recordings (ROUTE-18); unset, videos show poster and transcript. */
  videoMediaDir?: string | undefined;
  /** ASSISTANT_*: the chat's remote model (any OpenAI-compatible server); unset, the built-in engine. */
  assistantModel?: AssistantModelSettings | undefined;
  /** TYPEAHEAD_CACHE_ENTRIES: typeahead answers kept by catalogue revision (issue 17); 0 or unset keeps none. */
  typeaheadCacheEntries?: number;
  /** ASSISTANT_QUESTIONS_PER_MINUTE: chat questions a person (a guest: an address) may ask a minute. */
  assistantQuestionsPerMinute?: number;
  /**
   * NEWS-04: the mailing-list provider sign-ups are forwarded to (NEWSLETTER_PROVIDER_URL; none: they
   * are only kept), how often the server's sweep runs, and (tests) the retry rules.
   */
  newsletter?: {
    providerUrl?: string | undefined;
    intervalMs: number;
    forwarding?: Partial<ForwardingRules>;
  };
};

/**
 * #9.10: without PUBLIC_URL the site is whatever loopback address the visitor typed on the served
 * port (localhost, 127.0.0.1 or [::1]), and each is the site's own origin. With PUBLIC_URL set, only
 * what is configured is trusted.
 */
export function loopbackOrigins(port: number): string[] {
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${port}`);
}

export function serviceSettingsFromEnv(env: Env, logger: Logger): ServiceSettings {
  const baseURL = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    auth: {
      baseURL,
      trustedOrigins: [...env.AUTH_TRUSTED_ORIGINS, ...(env.PUBLIC_URL ? [] : loopbackOrigins(env.PORT))],
      secret: env.AUTH_SECRET,
      secureCookies:
        env.AUTH_SECURE_COOKIES === "auto"
          ? baseURL.startsWith("https:")
          : env.AUTH_SECURE_COOKIES === "true",
      signInAttemptsPerMinute: env.AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE,
      brandName: env.BRAND_NAME,
      thirdParty: thirdPartyProviderFromEnv(env),
    },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.BRAND_NAME} <${env.BRAND_EMAIL}>`,
      logLinks:
        env.MAIL_LOG_LINKS === "true" || (env.MAIL_LOG_LINKS === "auto" && env.NODE_ENV !== "production"),
    },
    logger,
    fallbackAccountId: env.FALLBACK_ACCOUNT_ID,
    cart: { designatedSkus: env.CART_DESIGNATED_SKU_RULES },
    payments: {
      provider: env.PAYMENT_PROVIDER,
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET,
      attemptTtlMs: env.PAYMENT_ATTEMPT_TTL_MINUTES * 60_000,
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
          : undefined,
    },
    integrationApiKey: env.INTEGRATION_API_KEY,
    freightRules: loadFreightRules(env.FREIGHT_RULES_FILE),
    remitTo: {
      name: env.REMIT_TO_NAME ?? DEMO_REMIT_TO.name,
      address: env.REMIT_TO_ADDRESS ?? DEMO_REMIT_TO.address,
      bank: env.REMIT_TO_BANK ?? DEMO_REMIT_TO.bank,
      routing: env.REMIT_TO_ROUTING ?? DEMO_REMIT_TO.routing,
      account: env.REMIT_TO_ACCOUNT ?? DEMO_REMIT_TO.account,
      email: env.REMIT_TO_EMAIL ?? DEMO_REMIT_TO.email,
    },
    files: storageSettingsFromEnv(env),
    fileSweep: {
      graceMs: env.STORAGE_SWEEP_GRACE_MINUTES * 60_000,
      intervalMs: env.STORAGE_SWEEP_INTERVAL_MINUTES * 60_000,
    },
    designTeamEmail: env.BRAND_EMAIL,
    formsTeamEmail: env.FORMS_TEAM_EMAIL ?? env.BRAND_EMAIL,
    videoMediaDir: env.VIDEO_MEDIA_DIR,
    assistantModel:
      env.ASSISTANT_BASE_URL && env.ASSISTANT_MODEL
        ? { baseURL: env.ASSISTANT_BASE_URL, model: env.ASSISTANT_MODEL, apiKey: env.ASSISTANT_API_KEY }
        : undefined,
    assistantQuestionsPerMinute: env.ASSISTANT_QUESTIONS_PER_MINUTE,
    typeaheadCacheEntries: env.TYPEAHEAD_CACHE_ENTRIES,
    hiringEmail: env.HIRING_EMAIL ?? env.FORMS_TEAM_EMAIL ?? env.BRAND_EMAIL,
    newsletter: {
      providerUrl: env.NEWSLETTER_PROVIDER_URL,
      intervalMs: env.NEWSLETTER_FORWARD_INTERVAL_SECONDS * 1000,
    },
  };
}

/** Issue 14 item 6: local disk under DATA_DIR/uploads, or the bucket env.ts has checked is complete. */
export function storageSettingsFromEnv(env: Env): StorageSettings {
  if (env.STORAGE_DRIVER !== "s3" || !env.S3_BUCKET || !env.S3_REGION) {
    return { kind: "local", dir: path.resolve(env.DATA_DIR, "uploads") };
  }
  return {
    kind: "s3",
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: env.S3_PREFIX,
  };
}

/** USER-16: the configured identity provider; env.ts has checked that all of it or none is set. */
export function thirdPartyProviderFromEnv(env: Env): ThirdPartyProvider | undefined {
  const { OIDC_PROVIDER_ID: providerId, OIDC_PROVIDER_NAME: name } = env;
  const { OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;
  if (!providerId || !name || !clientId || !clientSecret) return undefined;
  return {
    providerId,
    name,
    clientId,
    clientSecret,
    scopes: env.OIDC_SCOPES,
    discoveryUrl: env.OIDC_DISCOVERY_URL,
    authorizationUrl: env.OIDC_AUTHORIZATION_URL,
    tokenUrl: env.OIDC_TOKEN_URL,
    userInfoUrl: env.OIDC_USERINFO_URL,
  };
}

/**
 * The domain modules, bound to one database. The JSON API, the pages (through the router context)
 * and the assistant all call these same functions. Each area is wired by a function of its own, from
 * the shared adapters and the modules of the areas wired before it.
 */
export async function createServices(database: Database, settings: ServiceSettings) {
  const secret = await resolveAuthSecret(database.db, settings.auth.secret);
  const shared = sharedWiring(database, settings, secret);
  const people = wireAccounts(shared);
  const buying = wireBuying(shared);
  const money = wireOrdersAndPayments(shared, { ...buying, ...people });
  const catalogue = wireCatalogue(shared);
  const requests = wireRequestsAndContent(shared, { ...money, accounts: people.accounts });
  return {
    database,
    settings,
    mailer: shared.mailer,
    limiter: shared.limiter,
    ...people,
    ...buying,
    ...money,
    ...catalogue,
    ...requests,
    ...wireSiteServices(shared),
    // Issue 33 item 6: the staff audit log's reads (the modules write it in their own transactions).
    audit: createAuditModule({ db: database.db }),
    // Issue 16 items 3 and 6: the assistant's read tools, for the chat and the MCP endpoint (/mcp).
    assistant: wireAssistant(shared, { ...people, ...buying, ...money, ...catalogue, ...requests }),
  };
}

/** What every area's wiring takes: the database, the settings, the auth secret and the shared adapters. */
function sharedWiring(database: Database, settings: ServiceSettings, secret: string) {
  const { db } = database;
  return {
    db,
    settings,
    secret,
    /** The cart's designated SKU rules, which everything that prices a cart line applies. */
    designatedSkus: settings.cart?.designatedSkus ?? [],
    mailer: createMailer(db, settings.mail, settings.logger),
    limiter: createRateLimiter(db),
    storage: createFileStorage(settings.files ?? { kind: "local", dir: path.resolve("data", "uploads") }),
  };
}

type Wiring = ReturnType<typeof sharedWiring>;

/** Who is calling and what they may do: the sign-in guards, the identity service and the accounts module. */
function wireAccounts({ db, settings, secret, mailer, limiter }: Wiring) {
  const guards = createAccountGuards(db, limiter, mailer, {
    signInAttemptsPerMinute: settings.auth.signInAttemptsPerMinute,
    baseURL: settings.auth.baseURL,
    brandName: settings.auth.brandName,
  });
  const auth = createAuth(db, { ...settings.auth, secret }, mailer, settings.logger, {
    // API-58: the accounts module records a sign-in through the provider as it records every sign-in.
    thirdPartySignIn: async (userId) => {
      await accounts.recordLogin(await accounts.sessionUser(userId));
    },
  });
  const identity = createIdentity(auth, settings.auth.baseURL, guards, settings.auth.thirdParty?.providerId);
  const accounts = createAccountsModule({
    db,
    auth,
    identity,
    guards,
    mailer,
    fallbackAccountId: settings.fallbackAccountId,
  });
  return { auth, identity, accounts };
}

/** What a buyer puts together before ordering: the cart, prices, quotes, projects, favorites, designs. */
function wireBuying({ db, settings, designatedSkus, mailer }: Wiring) {
  const { fallbackAccountId } = settings;
  const cart = createCartModule({ db, fallbackAccountId, designatedSkus });
  const pricing = createPricingModule({ db });
  const quotes = createQuotesModule({
    db,
    fallbackAccountId,
    cart,
    designatedSkus,
    // Issue 32: a negotiated quote's steps are mailed to the other side (reps and the quote desk, or the buyer).
    mail: {
      mailer,
      quoteDeskEmail: settings.designTeamEmail ?? settings.mail.from,
      baseURL: settings.auth.baseURL,
      brandName: settings.auth.brandName,
    },
  });
  return {
    cart,
    pricing,
    quotes,
    // Projects (issue 14): priced as the cart prices; "add all to cart" and "save as quote" go through those modules.
    projects: createProjectsModule({ db, fallbackAccountId, designatedSkus, cart, quotes }),
    favorites: createFavoritesModule({ db, pricing }),
    // Issue 14: saved SCX custom designs; a design goes into the cart through the cart's add path and
    // into a quote through the quotes module, priced as a cart line.
    designs: createDesignsModule({ db, cart, quotes, designatedSkus }),
  };
}

/** Orders, invoices and the payments made of them, through the configured payment provider. */
function wireOrdersAndPayments(
  { db, settings, secret, mailer }: Wiring,
  {
    cart,
    quotes,
    accounts,
  }: Pick<ReturnType<typeof wireBuying>, "cart" | "quotes"> &
    Pick<ReturnType<typeof wireAccounts>, "accounts">,
) {
  const paymentProvider = createPaymentProvider(db, settings.payments ?? { provider: "sandbox" }, {
    baseURL: settings.auth.baseURL,
    logger: settings.logger,
    authSecret: secret,
  });
  const invoices = createInvoicesModule({
    db,
    paymentsInFlight,
    mailer,
    logger: settings.logger,
    fallbackAccountId: settings.fallbackAccountId,
    brandName: settings.auth.brandName,
    remitTo: settings.remitTo ?? DEMO_REMIT_TO,
    // Issue 32 #4: the invoice's PDF lists its order's lines (the orders module, made just below).
    orderForInvoice: async (caller, orderId) => (await orders.getMany(caller, [orderId]))[0] ?? null,
  });
  const orders = createOrdersModule({
    db,
    fallbackAccountId: settings.fallbackAccountId,
    cart,
    quotes,
    accounts,
    mailer,
    // The invoices module's createForShippedOrder (issue 13): a shipped on-account order billed in its transaction.
    invoiceShippedOrder: createInvoiceForOrder,
    // API-49 completes from the payments module's record of the approved attempt.
    approvedAttempt: (reference) => approvedAttemptOf(db, reference),
    // An unpaid order being paid is neither replaced nor cancelled (issue 30); the payments module is
    // created below, once the orders module's subject exists, and is only called after start-up.
    paymentsInFlight,
    releaseExpiredPayments: (accountId) => payments.releaseExpired(accountId),
    // Issue 33 item 4: the staff order page shows the order's payment attempts.
    orderAttempts: (orderId) => payments.staff.ofOrder(orderId),
    integrationApiKey: settings.integrationApiKey,
    freightRules: settings.freightRules ?? loadFreightRules(),
    shippingFacts: (productIds) => shippingFactsFor(db, productIds),
    baseURL: settings.auth.baseURL,
    brandName: settings.auth.brandName,
  });
  const payments = createPaymentsModule({
    db,
    provider: paymentProvider,
    // What each flow pays is priced and applied by the module that owns it.
    subjects: settings.payments?.subjects ?? {
      order: orders.paymentSubject,
      invoices: invoices.paymentSubject,
      portal: invoices.portalPaymentSubject,
    },
    baseURL: settings.auth.baseURL,
    logger: settings.logger,
    mailer,
    attemptTtlMs: settings.payments?.attemptTtlMs,
    // Issue 33 item 4: a staff credit against a payment is a credit memo of the invoices module.
    issueCreditMemo,
  });
  return { paymentProvider, invoices, orders, payments };
}

/** Issue 15: the catalogue, its search and product pages, rebates, distributors and literature. */
function wireCatalogue({ db, settings }: Wiring) {
  const catalog = createCatalogService(db);
  return {
    catalog,
    // Issue 17: the typeahead's answers kept by catalogue revision (none unless configured: tests search
    // what they have just written).
    search: createCatalogSearch(db, {
      entries: settings.typeaheadCacheEntries ?? 0,
      revision: catalog.revision,
    }),
    productDetails: createProductDetails(db),
    // Issue 15 item 4: utility rebate programs; the qualifying fixtures are asked of the catalogue.
    rebates: createRebatesModule({ db, ratedProducts: catalog.ratedProducts }),
    // Issue 15, Help me buy: the stocking distributors' branches, nearest by ZIP code.
    distributors: createDistributorsModule({ db }),
    // Issue 15 item 6: printed catalogues, brochures, the literature list and the downloadable forms.
    literature: createLiteratureModule({ db }),
  };
}

/**
 * What people send in and what the site publishes: lighting layout requests, warranty claims, the
 * content files and the marketing forms; and the sweep of the files they stored that no row refers to.
 */
function wireRequestsAndContent(
  { db, settings, mailer, limiter, storage }: Wiring,
  {
    orders,
    invoices,
    accounts,
  }: Pick<ReturnType<typeof wireOrdersAndPayments>, "orders" | "invoices"> &
    Pick<ReturnType<typeof wireAccounts>, "accounts">,
) {
  // Issue 33: a request is assigned to a staff member of the design team, asked of the accounts module.
  const layouts = createLayoutsModule({
    db,
    storage,
    mailer,
    designTeamEmail: settings.designTeamEmail ?? settings.mail.from,
    baseURL: settings.auth.baseURL,
    brandName: settings.auth.brandName,
    designers: () => accounts.staffOfRole("design"),
    findDesigner: async (userId) => (await accounts.staffOfRole("design", userId))[0] ?? null,
  });
  // Warranty claims name an order or invoice of the account and a catalogue SKU: asked of their modules.
  const warranty = createWarrantyModule({
    db,
    storage,
    mailer,
    fallbackAccountId: settings.fallbackAccountId,
    findOrder: orders.findByNumber,
    findInvoice: invoices.findByNumber,
    findProduct: async (sku) => (await pricingFactsFor(db, { skus: [sku] }))[0] ?? null,
    warrantyTeamEmail: settings.designTeamEmail ?? settings.mail.from,
    baseURL: settings.auth.baseURL,
    brandName: settings.auth.brandName,
  });
  // Pages, blog posts, case studies, videos and job openings are files under content/ (issue 15), read
  // once and validated; the careers form asks it which openings take applications.
  const content = createContentModule({
    dir: settings.contentDir,
    brandName: settings.auth.brandName,
    videoDir: settings.videoMediaDir,
  });
  // The marketing site's forms (issue 15 item 8): stored, mailed to the team and the sender, rate
  // limited; a job application (ROUTE-24) names an opening the content module says is open.
  const teamEmail = settings.formsTeamEmail ?? settings.designTeamEmail ?? settings.mail.from;
  const forms = createFormsModule({
    db,
    mailer,
    limiter,
    storage,
    openingTitle: (slug) => content.openOpeningTitle(slug),
    teamEmail,
    hiringEmail: settings.hiringEmail ?? teamEmail,
    baseURL: settings.auth.baseURL,
    brandName: settings.auth.brandName,
  });
  // The files the modules stored that no row refers to (an interrupted submission's), asked of each owner.
  const fileOwners = [layouts.fileOwner, warranty.fileOwner, forms.fileOwner];
  const storageSweep = {
    storage,
    /** One sweep now: files older than the grace period (the configured one by default) and unreferenced. */
    run: (graceMs = settings.fileSweep?.graceMs ?? DEFAULT_SWEEP_GRACE_MS) =>
      sweepUnreferencedFiles(storage, fileOwners, { graceMs }),
    intervalMs: settings.fileSweep?.intervalMs ?? DEFAULT_SWEEP_GRACE_MS,
  };
  return { layouts, warranty, content, forms, storageSweep };
}

/** The marketing site's newsletter, the chat's conversations and the browser's error reports. */
function wireSiteServices({ db, settings, secret, limiter }: Wiring) {
  return {
    newsletter: createNewsletterModule({
      db,
      provider: createMailingListProvider({ url: settings.newsletter?.providerUrl }),
      ...(settings.newsletter?.forwarding ? { forwarding: settings.newsletter.forwarding } : {}),
    }),
    // Issue 16: the chat's conversations, a user's or a guest's (signed cookie), and that cookie's key.
    conversations: createConversationsModule({ db, limiter }),
    guestCookieSecret: deriveGuestCookieSecret(secret),
    // ERR-01, API-64: the browser's reports of failed service calls, into the server log.
    clientLog: createClientLogModule({ limiter, logger: settings.logger }),
  };
}

/** The assistant answers from the modules' own read functions, as the pages and the API do. */
function wireAssistant({ settings, limiter }: Wiring, modules: Omit<AssistantDeps, "fallbackAccountId">) {
  return createAssistantModule(
    {
      search: modules.search,
      productDetails: modules.productDetails,
      orders: modules.orders,
      quotes: modules.quotes,
      invoices: modules.invoices,
      rebates: modules.rebates,
      distributors: modules.distributors,
      accounts: modules.accounts,
      content: modules.content,
      pricing: modules.pricing,
      fallbackAccountId: settings.fallbackAccountId,
    },
    {
      remoteModel: remoteAssistantModel(settings.assistantModel),
      brandName: settings.auth.brandName,
      logger: settings.logger,
      limiter,
      questionsPerMinute: settings.assistantQuestionsPerMinute ?? 20,
    },
  );
}

export type Services = Awaited<Awaited<ReturnType<typeof createServices>>>;
