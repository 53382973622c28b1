import { z } from "zod";
import { AA_TEXT_CONTRAST, contrastRatio } from "../lib/shared/colour-contrast.ts";

/**
 * All configuration, read from the environment and validated once at start-up.
 * Every variable is documented in `.env.example`.
 */
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a7f3c");
/**
 * A brand colour used for text on white and as the background of white text: it must pass WCAG AA
 * both ways (#9.20), or every page fails an accessibility check.
 */
const brandColour = hexColour.refine((colour) => contrastRatio(colour, "#ffffff") >= AA_TEXT_CONTRAST, {
  error: (issue) =>
    `has ${contrastRatio(String(issue.input), "#ffffff").toFixed(2)}:1 contrast on white; WCAG AA needs ${AA_TEXT_CONTRAST}:1 (choose a darker shade)`,
});
const url = z.url({ protocol: /^https?$/ });
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), url.optional());
/** A setting that may be left empty: empty or blank is the same as unset. */
const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());
/**
 * A URL of the identity provider. The client secret and the users' tokens travel to it, so it must be
 * https; plain http is accepted for this machine only (a provider run locally for development).
 */
const optionalProviderUrl = optionalText(
  url.refine((value) => {
    const { protocol, hostname } = new URL(value);
    return protocol === "https:" || ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
  }, "must be an https URL (http only for localhost)"),
);
/** better-auth's own names for sign-in methods: a provider with one of them would mix with passwords. */
const reservedProviderIds = ["credential", "email-password"];

/**
 * CART-16, AMB-06, CONST-38: the designated-SKU rules: `SKU:maxQuantity:exemptPercentage` entries
 * separated by commas (`EDL-4-10-40K:47:1`), or a JSON array of `{ sku, maxQuantity,
 * exemptPercentage }`. Empty: no SKU is designated.
 */
const designatedSkuRule = z
  .object({
    sku: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, "must be a SKU"),
    maxQuantity: z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0)
      .max(99_999),
    exemptPercentage: z
      .number({ error: "must be a percentage" })
      .min(0)
      .max(100)
      .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, "must have at most 2 decimals"),
  })
  .strict()
  .transform((rule) => ({
    sku: rule.sku,
    maxQuantity: rule.maxQuantity,
    exemptPercentBasisPoints: Math.round(rule.exemptPercentage * 100),
  }));
const designatedSkuRules = z
  .string()
  .default("")
  .transform((value, ctx) => {
    const text = value.trim();
    if (text === "") return [];
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "is not valid JSON" });
        return z.NEVER;
      }
    }
    const number = (part: string | undefined) =>
      part === undefined || part.trim() === "" ? undefined : Number(part);
    return text
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [sku, maxQuantity, exemptPercentage, ...rest] = entry.split(":");
        return rest.length > 0
          ? { sku, maxQuantity, exemptPercentage, rest }
          : {
              sku: sku?.trim(),
              maxQuantity: number(maxQuantity),
              exemptPercentage: number(exemptPercentage),
            };
      });
  })
  .pipe(z.array(designatedSkuRule).max(100));

const envFields = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** A PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * Connections each server process keeps to DATABASE_URL (issue 17). Under load a page's statements
   * wait their turn for one: too few and a cheap statement queues behind slow ones.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Server processes on this machine (issue 17): above 1, a primary forks them and they share the
   * port (server/cluster.ts). Needs DATABASE_URL: the embedded database belongs to one process.
   */
  PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Whether the guest page cache is shared through the PostgreSQL database (issue 17,
   * server/guest-pages.ts), so a page one process or machine rendered is not rendered again by the
   * others. `auto`: when PROCESSES is above 1. Set `true` where several machines share DATABASE_URL;
   * one process alone gains nothing from it. No effect on the embedded database (one process's).
   */
  SHARED_PAGE_CACHE: z.enum(["auto", "true", "false"]).default("auto"),
  /**
   * The videos' recordings (ROUTE-18): a directory of the files `content/videos/*.md` name in `file:`,
   * served at /media/videos/<file>. Unset, or a file not in it: the video shows its poster and transcript.
   */
  VIDEO_MEDIA_DIR: optionalText(z.string()),
  MIGRATIONS_DIR: z.string().min(1).default("./drizzle"),
  /**
   * The chat's model (issue 16 item 4): any OpenAI-compatible chat completions API, e.g.
   * https://api.openai.com/v1 or a local Ollama at http://127.0.0.1:11434/v1, with the model's name and
   * (when the server wants one) its key. Unset: the built-in engine answers, offline.
   */
  ASSISTANT_BASE_URL: optionalUrl,
  ASSISTANT_MODEL: optionalText(z.string().trim().max(200)),
  ASSISTANT_API_KEY: optionalText(z.string().trim().max(500)),
  /** Chat questions one person (or one address, for guests) may ask a minute. */
  ASSISTANT_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Seed the demo catalogue when the database has no categories yet. */
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),

  /** The public origin people reach the site at; links in mail and the origin check use it. */
  PUBLIC_URL: optionalUrl,
  /** Signs session cookies (at least 32 characters); generated and stored in the database when unset. */
  AUTH_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
  /** More origins allowed to sign in (comma-separated), e.g. a staging front end. */
  AUTH_TRUSTED_ORIGINS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(url)),
  /** `auto`: cookies are Secure when PUBLIC_URL is https. */
  AUTH_SECURE_COOKIES: z.enum(["auto", "true", "false"]).default("auto"),
  AUTH_SIGN_IN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /**
   * Public catalogue calls (search, typeahead, categories) one client address may make per minute,
   * with bursts of a quarter of that; beyond it, 429 with Retry-After (#10.5). 0 turns the limit off.
   */
  CATALOG_REQUESTS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(240),
  /**
   * Typeahead answers each process keeps, by catalogue revision (issue 17: buyers type the same
   * prefixes over and over); the least recently used go first. 0 keeps none.
   */
  TYPEAHEAD_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (its last hop). */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail stays in the outbox table. */
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).optional(),
  /**
   * Print the link of each mail kept in the outbox (no SMTP) in the log, for a developer to follow.
   * `auto`: outside production only (#10.1); `true` says so explicitly, e.g. for a local demo.
   */
  MAIL_LOG_LINKS: z.enum(["auto", "true", "false"]).default("auto"),
  /** Serves the stored outbox at /dev/outbox: for development and tests only, never in production. */
  MAIL_OUTBOX_VIEWER: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * The end-to-end server (server/testing/e2e-server.ts) starts only with it: it serves
   * /dev/fixtures, where the specs create and delete accounts of their own with users of a known
   * password (#11.9). Tests only: off unless set to true, and refused with a PUBLIC_URL that is not on
   * this machine. The production entry (main.ts) has no such routes whatever it says.
   */
  E2E_FIXTURES: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * USER-23, AMB-35: the account id used for account-scoped calls when none is selected. No default:
   * unset means those calls are refused with a message instead of reaching somebody's account.
   */
  FALLBACK_ACCOUNT_ID: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(1).max(64).optional()),
  /** CART-16, AMB-06, CONST-38: the designated SKUs (see designatedSkuRules); none by default. */
  CART_DESIGNATED_SKU_RULES: designatedSkuRules,
  /**
   * The key the manufacturer's ERP sends as `X-Api-Key` to the orders integration API (issue 13:
   * order status, shipping, invoices). Unset: that API answers 503. At least 24 characters.
   */
  /**
   * Issue 32 item 1: the manufacturer's freight rules (prepaid threshold, zones, ground and LTL rates,
   * will call, carrier accounts), a JSON file read and validated at start (a bad file stops the server).
   */
  FREIGHT_RULES_FILE: z.string().trim().min(1).max(500).default("config/freight-rules.json"),
  INTEGRATION_API_KEY: optionalText(z.string().trim().min(24, "must be at least 24 characters").max(200)),

  /*
   * USER-16, API-58: third-party sign-in through one OpenID Connect / OAuth 2 provider (company SSO
   * such as Microsoft Entra ID, Okta or Keycloak). All or nothing: see `oidcSettingsIssues` below.
   */
  /** A slug naming the provider in URLs: the redirect URI is `{PUBLIC_URL}/api/auth/callback/{id}`. */
  OIDC_PROVIDER_ID: optionalText(
    z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug like company-sso")
      .refine((id) => !reservedProviderIds.includes(id), "is reserved; choose another slug"),
  ),
  /** Shown on the sign-in page: "Sign in with {name}". */
  OIDC_PROVIDER_NAME: optionalText(z.string().trim().max(40)),
  OIDC_CLIENT_ID: optionalText(z.string().trim().max(512)),
  /** Never leaves the server: not in page data, not in the log. */
  OIDC_CLIENT_SECRET: optionalText(z.string().max(2048)),
  /** `https://issuer/.well-known/openid-configuration`; or set the three endpoint URLs instead. */
  OIDC_DISCOVERY_URL: optionalProviderUrl,
  OIDC_AUTHORIZATION_URL: optionalProviderUrl,
  OIDC_TOKEN_URL: optionalProviderUrl,
  OIDC_USERINFO_URL: optionalProviderUrl,
  /** Space- or comma-separated. */
  OIDC_SCOPES: z
    .string()
    .default("")
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .transform((scopes) => (scopes.length > 0 ? scopes : ["openid", "email", "profile"]))
    .pipe(z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, "must be OAuth scope names")).max(20)),

  /*
   * Hosted payments (issue 13): the built-in sandbox provider, or Stripe Checkout. Stripe's two
   * variables come together (see paymentSettingsIssues below).
   */
  PAYMENT_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  /**
   * How long a started payment holds its order or invoices (issue 30): after it, the hosted page can
   * no longer be paid and the next payment of them closes it. Stripe's sessions last 30 min to 24 h.
   */
  PAYMENT_ATTEMPT_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** Signs the sandbox's tokenized requests and callbacks; derived from the auth secret when unset. */
  PAYMENT_SANDBOX_SECRET: optionalText(z.string().min(32)),
  /** Never leaves the server. */
  STRIPE_SECRET_KEY: optionalText(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…)"),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText(
    z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)"),
  ),

  /*
   * Uploaded files (issue 14 item 6; docs/decisions/007-file-storage.md): local disk under
   * DATA_DIR/uploads, or an S3-compatible bucket. The S3_* variables come with STORAGE_DRIVER=s3 (see
   * storageSettingsIssues below).
   */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: optionalText(
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3-63 lower-case letters, digits, . and -)",
      ),
  ),
  S3_REGION: optionalText(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, "must be a region like us-east-1"),
  ),
  /** Another S3-compatible service (MinIO …); AWS S3 when unset. */
  S3_ENDPOINT: optionalText(url),
  /** `true` for MinIO and most self-hosted services: `endpoint/bucket/key` instead of `bucket.endpoint/key`. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Unset (both): the AWS SDK's own credentials (AWS_* variables, an instance or task role). */
  S3_ACCESS_KEY_ID: optionalText(z.string().trim().max(256)),
  /** Never leaves the server. */
  S3_SECRET_ACCESS_KEY: optionalText(z.string().max(512)),
  /** Put before every key (`lumen/uploads/`), to share a bucket; a trailing `/` is added. */
  S3_PREFIX: optionalText(
    z
      .string()
      .trim()
      .regex(
        /^(?!\/)(?!.*\/\/)(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9!_.*'()/-]{1,200}$/,
        "must be a key prefix like lumen/uploads/",
      )
      .transform((prefix) => (prefix.endsWith("/") ? prefix : `${prefix}/`)),
  ),
  /** Stored files no row refers to are removed once older than this (minutes). */
  STORAGE_SWEEP_GRACE_MINUTES: z.coerce.number().int().min(5).max(10_080).default(60),
  /** How often the server sweeps them (minutes; 0: only at start and by `npm run storage:sweep`). */
  STORAGE_SWEEP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),

  /**
   * NEWS-04: the mailing-list provider's form endpoint (a Mailchimp-style
   * `https://…list-manage.com/subscribe/post?u=…&id=…`): stored sign-ups are POSTed to it as the field
   * `EMAIL` by the server, retried with back-off. Unset: sign-ups are only kept. https (http for localhost).
   */
  NEWSLETTER_PROVIDER_URL: optionalProviderUrl,
  /** How often the server looks for sign-ups to forward (seconds). */
  NEWSLETTER_FORWARD_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(60),

  BRAND_NAME: z.string().trim().min(1).max(60).default("Lumenor"),
  BRAND_TAGLINE: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .default("Commercial and industrial LED lighting, made to order"),
  BRAND_PHONE: z
    .string()
    .regex(/^\+?[0-9 ().-]{7,20}$/, "must be a phone number")
    .default("+1 (800) 555-0142"),
  BRAND_EMAIL: z.email().default("sales@lumenor.example"),
  BRAND_ADDRESS: z.string().trim().min(1).default("1200 Foundry Way, Columbus, OH 43215"),
  /** Who reads the marketing site's forms (contact, support, credit application, brand store); default BRAND_EMAIL. */
  FORMS_TEAM_EMAIL: optionalText(z.email()),
  /** Who reads job applications with their résumé links (ROUTE-24); default FORMS_TEAM_EMAIL, then BRAND_EMAIL. */
  HIRING_EMAIL: optionalText(z.email()),
  BRAND_LOGO_URL: z.string().min(1).default("/brand/logo.svg"),
  /**
   * Issue 32 #4: the remit-to block of invoices and statements (docs/configuration.md). Each unset one
   * takes the demo's value (the invoices module's DEMO_REMIT_TO: a fictional lockbox, test bank details).
   */
  REMIT_TO_NAME: optionalText(z.string().trim().max(120)),
  REMIT_TO_ADDRESS: optionalText(z.string().trim().max(200)),
  REMIT_TO_BANK: optionalText(z.string().trim().max(120)),
  REMIT_TO_ROUTING: optionalText(
    z
      .string()
      .trim()
      .regex(/^\d{9}$/, "must be a 9-digit ABA routing number"),
  ),
  REMIT_TO_ACCOUNT: optionalText(
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z-]{4,34}$/, "must be a bank account number"),
  ),
  REMIT_TO_EMAIL: optionalText(z.email()),
  BRAND_COLOR_GREEN: brandColour.default("#17773f"),
  BRAND_COLOR_NAVY: brandColour.default("#14264a"),
  BRAND_COLOR_RED: brandColour.default("#c8283b"),
  BUSINESS_PORTAL_URL: url.default("https://portal.lumenor.example/"),
  DATA_BANK_URL: url.default("https://databank.lumenor.example/"),
  FRAUD_ALERT_TEXT: z
    .string()
    .trim()
    .min(1)
    .default(
      "Fraud alert: we never ask for payment changes by email or phone. If you receive a request to change our bank details, call us at the number on our website before you pay.",
    ),
  SOCIAL_FACEBOOK_URL: optionalUrl.default("https://www.facebook.com/lumenor.example"),
  SOCIAL_LINKEDIN_URL: optionalUrl.default("https://www.linkedin.com/company/lumenor-example"),
  SOCIAL_YOUTUBE_URL: optionalUrl.default("https://www.youtube.com/@lumenor-example"),
  SOCIAL_INSTAGRAM_URL: optionalUrl.default("https://www.instagram.com/lumenor.example"),
});

const envSchema = envFields.superRefine(
  (env, context) => {
    for (const issue of oidcSettingsIssues(env)) context.addIssue({ code: "custom", ...issue });
    for (const issue of paymentSettingsIssues(env)) context.addIssue({ code: "custom", ...issue });
    for (const issue of storageSettingsIssues(env)) context.addIssue({ code: "custom", ...issue });
    for (const issue of assistantSettingsIssues(env)) context.addIssue({ code: "custom", ...issue });
    if (env.PROCESSES > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["PROCESSES"],
        message: "must be 1 without DATABASE_URL: the embedded database can be opened by one process only",
      });
    }
    if (env.E2E_FIXTURES && env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) {
      context.addIssue({
        code: "custom",
        path: ["E2E_FIXTURES"],
        message:
          "must be false when PUBLIC_URL is not a loopback address: the test fixtures create users with a known password",
      });
    }
  },
  // Also when another variable is bad: one start-up names every problem.
  { when: () => true },
);

export type Env = z.infer<typeof envSchema>;

/** A URL of this machine (localhost, 127.x.x.x or [::1]). */
function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

const oidcRequired = [
  "OIDC_PROVIDER_ID",
  "OIDC_PROVIDER_NAME",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
] as const;
const oidcEndpoints = ["OIDC_AUTHORIZATION_URL", "OIDC_TOKEN_URL", "OIDC_USERINFO_URL"] as const;

/**
 * Third-party sign-in is configured completely or not at all: once any OIDC_* variable is set, each
 * missing one is named; the endpoints come from OIDC_DISCOVERY_URL or from all three endpoint URLs,
 * never from a mix of both.
 */
function oidcSettingsIssues(
  env: Partial<
    Record<(typeof oidcRequired)[number] | (typeof oidcEndpoints)[number] | "OIDC_DISCOVERY_URL", unknown>
  >,
): { path: string[]; message: string }[] {
  const names = [...oidcRequired, ...oidcEndpoints, "OIDC_DISCOVERY_URL"] as const;
  if (names.every((name) => env[name] === undefined)) return [];
  const required = "is required once any OIDC_* variable is set (third-party sign-in: all or nothing)";
  const issues: { path: string[]; message: string }[] = oidcRequired
    .filter((name) => env[name] === undefined)
    .map((name) => ({ path: [name], message: required }));
  const explicit = oidcEndpoints.filter((name) => env[name] !== undefined);
  if (env.OIDC_DISCOVERY_URL !== undefined) {
    for (const name of explicit) {
      issues.push({
        path: [name],
        message: "must be empty when OIDC_DISCOVERY_URL is set (one or the other)",
      });
    }
  } else {
    for (const name of oidcEndpoints.filter((n) => env[n] === undefined)) {
      issues.push({ path: [name], message: "is required without OIDC_DISCOVERY_URL (or set that instead)" });
    }
  }
  return issues;
}

/**
 * Stripe is configured completely or not at all: both keys once either is set, and both when
 * PAYMENT_PROVIDER=stripe.
 */
function paymentSettingsIssues(env: {
  PAYMENT_PROVIDER: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
}): { path: string[]; message: string }[] {
  const names = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  const stripe = env.PAYMENT_PROVIDER === "stripe";
  if (!stripe && names.every((name) => env[name] === undefined)) return [];
  return names
    .filter((name) => env[name] === undefined)
    .map((name) => ({
      path: [name],
      message: stripe
        ? "is required when PAYMENT_PROVIDER=stripe"
        : "is required once any STRIPE_* variable is set (all or nothing)",
    }));
}

/** The remote model is named completely (base URL and model) or not at all; a key alone means nothing. */
function assistantSettingsIssues(env: {
  ASSISTANT_BASE_URL?: string | undefined;
  ASSISTANT_MODEL?: string | undefined;
  ASSISTANT_API_KEY?: string | undefined;
}): { path: string[]; message: string }[] {
  const names = ["ASSISTANT_BASE_URL", "ASSISTANT_MODEL"] as const;
  if (names.every((name) => env[name] === undefined) && env.ASSISTANT_API_KEY === undefined) return [];
  return names
    .filter((name) => env[name] === undefined)
    .map((name) => ({
      path: [name],
      message: "is required once any ASSISTANT_* variable is set (a remote model: all or nothing)",
    }));
}

const s3Names = [
  "S3_BUCKET",
  "S3_REGION",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PREFIX",
] as const;

/**
 * STORAGE_DRIVER=s3 needs its bucket and region, and the access key id and secret come together (or
 * neither: the SDK's own credentials). An S3_* variable set while the driver is `local` is refused
 * too: it says somebody meant the bucket and would otherwise find the files on local disk.
 */
function storageSettingsIssues(
  env: { STORAGE_DRIVER: string } & Partial<Record<(typeof s3Names)[number], unknown>>,
): { path: string[]; message: string }[] {
  if (env.STORAGE_DRIVER !== "s3") {
    return s3Names
      .filter((name) => env[name] !== undefined)
      .map((name) => ({
        path: [name],
        message:
          "is set but STORAGE_DRIVER is local: set STORAGE_DRIVER=s3 to use the bucket, or leave it empty",
      }));
  }
  const issues: { path: string[]; message: string }[] = (["S3_BUCKET", "S3_REGION"] as const)
    .filter((name) => env[name] === undefined)
    .map((name) => ({ path: [name], message: "is required when STORAGE_DRIVER=s3" }));
  const keys = ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const given = keys.filter((name) => env[name] !== undefined);
  if (given.length === 1) {
    for (const name of keys.filter((n) => env[n] === undefined)) {
      issues.push({
        path: [name],
        message: `is required with ${given[0]} (both, or neither for the SDK's own credentials)`,
      });
    }
  }
  return issues;
}

export class ConfigError extends Error {}

/** Reads `.env` into process.env when the file exists; variables already set win. */
export function loadDotEnvFile(file = ".env"): void {
  try {
    process.loadEnvFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
