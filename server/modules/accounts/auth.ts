import { randomBytes, randomUUID } from "node:crypto";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { bearer, type GenericOAuthUserInfo, genericOAuth, twoFactor } from "better-auth/plugins";
import { eq, sql } from "drizzle-orm";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { SIGN_IN_ADDRESS_FACTOR } from "./guards.ts";
import { passwordMail, verificationMail } from "./mail-templates.ts";
import {
  authCredentials,
  authRateLimits,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
  serverSecrets,
  userProfiles,
} from "./schema.ts";

export type AuthSettings = {
  /** The public origin of the site (`http://localhost:3000`); links in mail and origin checks use it. */
  baseURL: string;
  /** Other origins allowed to post to the identity endpoints. */
  trustedOrigins: string[];
  /** Signs session cookies; generated once and kept in the database when not configured. */
  secret?: string;
  /** Cookies carry `Secure` (production behind HTTPS). */
  secureCookies: boolean;
  /** Sign-in attempts allowed per client address and minute. */
  signInAttemptsPerMinute: number;
  brandName: string;
  /** USER-16, API-58: the company identity provider people may sign in with; absent: none. */
  thirdParty?: ThirdPartyProvider | undefined;
};

/**
 * One OpenID Connect / OAuth 2 provider (Microsoft Entra ID, Okta, Keycloak …), registered with
 * better-auth's generic OAuth plugin. Its endpoints come from the discovery document or are given.
 */
export type ThirdPartyProvider = {
  /** A slug; the provider redirects back to `{baseURL}/api/auth/callback/{providerId}`. */
  providerId: string;
  /** Shown on the sign-in page: "Sign in with {name}". */
  name: string;
  clientId: string;
  /** Stays on the server: sent to the provider's token endpoint only. */
  clientSecret: string;
  scopes: string[];
  discoveryUrl?: string | undefined;
  authorizationUrl?: string | undefined;
  tokenUrl?: string | undefined;
  userInfoUrl?: string | undefined;
};

/** What the identity service tells the rest of the accounts module. */
export type AuthEvents = {
  /** A person signed in through the third-party provider (API-58 records it); their user id. */
  thirdPartySignIn?: (userId: string) => Promise<void>;
};

export const authBasePath = "/api/auth";
/** The identity service's code for a sign-in refused because customer service locked the user. */
export const ACCOUNT_LOCKED = "ACCOUNT_LOCKED";
export const accountLockedMessage =
  "This account is locked. Please contact customer service to have it unlocked.";
/**
 * Where a failed third-party sign-in ends when the flow lost its own error address (a stale or
 * forged `state`): the sign-in page, with better-auth's `?error=…`.
 */
export const thirdPartyErrorPath = "/login";
/** Our own header with the client's address, set by the server from the socket (never by clients). */
export const clientIpHeader = "x-lumen-client-ip";

/** The session signing secret: configured, or generated once and shared through the database. */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(32).toString("base64url");
  await db.insert(serverSecrets).values({ name: "auth-secret", value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, "auth-secret"));
  if (!row) throw new Error("could not store the generated auth secret");
  return row.value;
}

/**
 * better-auth, configured for this product: email and password, sessions in the database, an
 * HttpOnly cookie for pages and `Authorization: Bearer` for API clients (API-02), verification and
 * reset mail through the mail adapter, sign-in rate limited per client address in the database.
 */
export function createAuth(
  db: Db,
  settings: AuthSettings & { secret: string },
  mailer: Mailer,
  logger: Logger,
  events: AuthEvents = {},
) {
  const thirdParty = settings.thirdParty;
  return betterAuth({
    appName: settings.brandName,
    baseURL: settings.baseURL,
    basePath: authBasePath,
    secret: settings.secret,
    trustedOrigins: [settings.baseURL, ...settings.trustedOrigins],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authCredentials,
        verification: authVerifications,
        rateLimit: authRateLimits,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: passwordSignIn(db, mailer, settings.brandName),
    emailVerification: verificationByMail(mailer, settings.brandName),
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request checks the session row, so a signed-out session is dead at once.
      cookieCache: { enabled: false },
    },
    rateLimit: identityRateLimits(settings.signInAttemptsPerMinute),
    account: providerAccounts,
    ...(thirdParty ? { onAPIError: { errorURL: `${settings.baseURL}${thirdPartyErrorPath}` } } : {}),
    advanced: {
      useSecureCookies: settings.secureCookies,
      cookiePrefix: "lumen",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => randomUUID() },
      // better-auth skips its Origin check when NODE_ENV is "test"; said explicitly, the tests run
      // the same check as production (#9.10).
      disableOriginCheck: false,
    },
    logger: authLogger(logger),
    databaseHooks: portalProfileOnCreate(db),
    hooks: { after: recordThirdPartySignIn(events, logger) },
    plugins: [
      bearer(),
      // Issue 33: the staff's second factor (an authenticator app's codes); customers never enrol.
      twoFactor({ issuer: settings.brandName, backupCodeOptions: { amount: 8 } }),
      ...(thirdParty ? [genericOAuth({ config: [providerConfig(thirdParty)] })] : []),
    ],
  });
}

/** Email and password: their length rules, and the reset (or first password) link mailed. */
function passwordSignIn(
  db: Db,
  mailer: Mailer,
  brandName: string,
): NonNullable<BetterAuthOptions["emailAndPassword"]> {
  return {
    enabled: true,
    minPasswordLength: 10,
    maxPasswordLength: 128,
    // Registering signs nobody in (#10.5): the answer must not differ for an address that exists.
    autoSignIn: false,
    requireEmailVerification: false,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 60 * 60,
    sendResetPassword: async ({ user, url }) => {
      // A user created by an admin (API-56) has no password yet: the same link sets the first one.
      const [credential] = await db
        .select({ password: authCredentials.password })
        .from(authCredentials)
        .where(eq(authCredentials.userId, user.id));
      const purpose = credential?.password ? "reset-password" : "invitation";
      await mailer.send({
        ...passwordMail(purpose, user.name, url, brandName),
        to: user.email,
        purpose,
        link: url,
      });
    },
    onPasswordReset: async ({ user }) => {
      // Following a link mailed to the address proves the address, as the verification link does.
      await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
    },
  };
}

/** The address is verified by a link mailed on sign-up, good for a day. */
function verificationByMail(
  mailer: Mailer,
  brandName: string,
): NonNullable<BetterAuthOptions["emailVerification"]> {
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: false,
    expiresIn: 60 * 60 * 24,
    sendVerificationEmail: async ({ user, url }) => {
      await mailer.send({
        ...verificationMail(user.name, url, brandName),
        to: user.email,
        purpose: "verify-email",
        link: url,
      });
    },
  };
}

/** better-auth's own limits per client address, kept in the database (shared by every process). */
function identityRateLimits(signInAttemptsPerMinute: number): NonNullable<BetterAuthOptions["rateLimit"]> {
  return {
    enabled: true,
    storage: "database",
    window: 60,
    max: 120,
    customRules: {
      // Per client address: the higher ceiling; per account the accounts module limits first (#10.5).
      "/sign-in/email": { window: 60, max: signInAttemptsPerMinute * SIGN_IN_ADDRESS_FACTOR },
      "/sign-up/email": { window: 60, max: signInAttemptsPerMinute },
      // A guess at the current password is a sign-in attempt too (#9.9).
      "/change-password": { window: 60, max: signInAttemptsPerMinute },
      "/request-password-reset": { window: 60, max: 5 },
      "/send-verification-email": { window: 60, max: 5 },
      // Each start of a third-party sign-in stores a state row: limited like a sign-in attempt.
      "/sign-in/social": { window: 60, max: signInAttemptsPerMinute },
      // The staff's second factor: a guess at a code is a sign-in attempt (better-auth also locks the
      // factor after repeated failures).
      "/two-factor/*": { window: 60, max: signInAttemptsPerMinute },
    },
  };
}

/** How a provider's identity is kept and joined to a person. */
const providerAccounts: NonNullable<BetterAuthOptions["account"]> = {
  // Provider tokens are not used by this product, but better-auth keeps them: encrypted at rest.
  encryptOAuthTokens: true,
  // Decision 003: a provider identity joins an existing person with the same address only when the
  // provider asserts the address as verified (email_verified) and the person verified it here too.
  // No provider is trusted by name, and addresses must match.
  accountLinking: {
    enabled: true,
    trustedProviders: [],
    allowDifferentEmails: false,
    updateUserInfoOnLink: false,
  },
};

/** better-auth's messages carry no credentials; they go to our logger, never to the console. */
function authLogger(logger: Logger): NonNullable<BetterAuthOptions["logger"]> {
  return {
    level: "warn",
    log: (level, message) => {
      if (level === "error") logger.error({ source: "auth" }, message);
      else logger.warn({ source: "auth" }, message);
    },
  };
}

/**
 * Every identity is a portal user: one made through better-auth's own endpoint starts as a basic
 * customer; our registration then fills in the rest in its transaction.
 */
function portalProfileOnCreate(db: Db): NonNullable<BetterAuthOptions["databaseHooks"]> {
  return {
    // Issue 33: a user locked by customer service gets no new session, whichever way they sign in
    // (password, third-party provider, a changed password); their open sessions ended at the lock.
    session: {
      create: {
        before: async (session) => {
          const [profile] = await db
            .select({ lockedAt: userProfiles.lockedAt })
            .from(userProfiles)
            .where(eq(userProfiles.userId, session.userId));
          if (profile?.lockedAt) {
            throw new APIError("FORBIDDEN", { code: ACCOUNT_LOCKED, message: accountLockedMessage });
          }
        },
      },
    },
    user: {
      create: {
        after: async (user) => {
          const [fname = user.name, ...rest] = user.name.trim().split(/\s+/);
          await db
            .insert(userProfiles)
            .values({ userId: user.id, fname, lname: rest.join(" ") || "-" })
            .onConflictDoNothing();
        },
      },
    },
  };
}

/**
 * API-58: a completed third-party sign-in is recorded as every sign-in is, on the server, before the
 * browser is sent on.
 */
function recordThirdPartySignIn(events: AuthEvents, logger: Logger) {
  return createAuthMiddleware(async (ctx) => {
    const session = ctx.context.newSession;
    if (ctx.path !== "/callback/:id" || !session || !events.thirdPartySignIn) return;
    try {
      await events.thirdPartySignIn(session.user.id);
    } catch (error) {
      // The person is signed in; only the time stamp of this sign-in is lost.
      logger.error({ source: "auth", err: error }, "recording a third-party sign-in failed");
    }
  });
}

/** The claim that names a person at the provider: OpenID Connect's `sub` (stable, never reassigned). */
function subjectOf(profile: GenericOAuthUserInfo): string {
  const subject = profile.sub ?? profile.id;
  if (subject === null || subject === undefined || String(subject).trim() === "") {
    throw new Error("the provider answered no subject (sub) for the person");
  }
  return String(subject);
}

/** A display name from the standard claims; the address's local part when the provider has none. */
function nameOf(profile: GenericOAuthUserInfo): string {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const full = text(profile.name) || [text(profile.given_name), text(profile.family_name)].join(" ").trim();
  return full || text(profile.preferred_username) || text(profile.email).split("@")[0] || "Customer";
}

function providerConfig(provider: ThirdPartyProvider) {
  return {
    providerId: provider.providerId,
    name: provider.name,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: provider.scopes,
    pkce: true,
    ...(provider.discoveryUrl
      ? { discoveryUrl: provider.discoveryUrl }
      : {
          authorizationUrl: provider.authorizationUrl,
          tokenUrl: provider.tokenUrl,
          userInfoUrl: provider.userInfoUrl,
        }),
    // The same key with discovery or with explicit endpoints, so changing one for the other keeps
    // people's identities.
    accountSubject: ({ profile }: { profile: GenericOAuthUserInfo }) => subjectOf(profile),
    mapProfileToUser: (profile: GenericOAuthUserInfo) => ({ name: nameOf(profile) }),
  };
}

export type Auth = ReturnType<typeof createAuth>;

/** Removes expired sessions and verification tokens; cheap enough to run at start-up. */
export async function pruneExpiredAuthRows(db: Db): Promise<void> {
  await db.delete(authSessions).where(sql`${authSessions.expiresAt} < now()`);
  await db.delete(authVerifications).where(sql`${authVerifications.expiresAt} < now()`);
}
