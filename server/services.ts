import { createMailer, type MailSettings } from "./adapters/mail/mailer.ts";
import type { Database } from "./db/client.ts";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import {
  type AuthSettings,
  createAuth,
  resolveAuthSecret,
  type ThirdPartyProvider,
} from "./modules/accounts/auth.ts";
import { createAccountGuards } from "./modules/accounts/guards.ts";
import { createIdentity } from "./modules/accounts/identity.ts";
import { createAccountsModule } from "./modules/accounts/index.ts";
import { type CartSettings, createCartModule } from "./modules/cart/index.ts";
import { createProductDetails } from "./modules/catalog/product-details.ts";
import { createCatalogSearch } from "./modules/catalog/search.ts";
import { createCatalogService } from "./modules/catalog/service.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createPricingModule } from "./modules/pricing/index.ts";
import { createQuotesModule } from "./modules/quotes/index.ts";
import { createRateLimiter } from "./modules/ratelimit/service.ts";

/** What the services need beyond the database: identity, mail and the account fallback. */
export type ServiceSettings = {
  auth: AuthSettings;
  mail: MailSettings;
  logger: Logger;
  /** USER-23, AMB-35: configuration only, never a constant in code. */
  fallbackAccountId?: string | undefined;
  /** The cart's rules from the configuration (CART_DESIGNATED_SKU_RULES). */
  cart?: CartSettings;
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
 * and later the assistant all call these same functions.
 */
export async function createServices(database: Database, settings: ServiceSettings) {
  const { db } = database;
  const secret = await resolveAuthSecret(db, settings.auth.secret);
  const mailer = createMailer(db, settings.mail, settings.logger);
  const limiter = createRateLimiter(db);
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
  const cart = createCartModule({
    db,
    fallbackAccountId: settings.fallbackAccountId,
    designatedSkus: settings.cart?.designatedSkus ?? [],
  });
  const accounts = createAccountsModule({
    db,
    auth,
    identity,
    guards,
    mailer,
    fallbackAccountId: settings.fallbackAccountId,
  });
  return {
    database,
    settings,
    catalog: createCatalogService(db),
    search: createCatalogSearch(db),
    productDetails: createProductDetails(db),
    newsletter: createNewsletterService(db),
    mailer,
    limiter,
    auth,
    identity,
    accounts,
    pricing: createPricingModule({ db }),
    cart,
    quotes: createQuotesModule({
      db,
      fallbackAccountId: settings.fallbackAccountId,
      cart,
      designatedSkus: settings.cart?.designatedSkus ?? [],
    }),
  };
}

export type Services = Awaited<Awaited<ReturnType<typeof createServices>>>;
