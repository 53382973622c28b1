import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DesignatedSkuRule } from "../../lib/cart/pricing.ts";
import { createLogger, type Logger } from "../logger.ts";
import type { ThirdPartyProvider } from "../modules/accounts/auth.ts";
import type { ServiceSettings } from "../services.ts";

/**
 * Service settings for tests: a fresh secret per run, mail kept in the outbox, a silent logger unless
 * a test passes its own to read what was logged.
 */
export function testServiceSettings(
  overrides: {
    logger?: Logger;
    signInAttemptsPerMinute?: number;
    /** Cookies carry `Secure`, as in production behind HTTPS. */
    secureCookies?: boolean;
    /** Deliver mail by SMTP instead of keeping it in the outbox. */
    smtpUrl?: string;
    /** Log the links of mail kept in the outbox, as in development (the default here). */
    logMailLinks?: boolean;
    /** A third-party identity provider (USER-16), e.g. a fake one the test runs. */
    thirdParty?: ThirdPartyProvider;
    /** Origins trusted besides the base URL, as the configuration would give them. */
    trustedOrigins?: string[];
    /** CART_DESIGNATED_SKU_RULES, already parsed. */
    designatedSkus?: DesignatedSkuRule[];
    /** The payment provider's settings and the payment subjects (the sandbox and none by default). */
    payments?: ServiceSettings["payments"];
    /** INTEGRATION_API_KEY (unset by default: the integration API answers 503). */
    integrationApiKey?: string;
    /** Where uploads go (default: local disk in a fresh temporary directory), e.g. a test's S3 server. */
    files?: ServiceSettings["files"];
    /** The chat's remote model (the built-in engine by default), e.g. a test's stand-in server. */
    assistantModel?: ServiceSettings["assistantModel"];
    /** Chat questions a person may ask a minute (default 1000: tests ask many). */
    assistantQuestionsPerMinute?: number;
    /** FALLBACK_ACCOUNT_ID (USER-23, AMB-35): none by default, as without the configuration entry. */
    fallbackAccountId?: string;
  } = {},
): ServiceSettings {
  return {
    auth: {
      baseURL: "http://localhost:3000",
      trustedOrigins: overrides.trustedOrigins ?? [],
      secret: randomBytes(32).toString("hex"),
      secureCookies: overrides.secureCookies ?? false,
      signInAttemptsPerMinute: overrides.signInAttemptsPerMinute ?? 1000,
      brandName: "Lumenor",
      thirdParty: overrides.thirdParty,
    },
    mail: {
      from: "Lumenor <sales@lumenor.example>",
      ...(overrides.smtpUrl ? { smtpUrl: overrides.smtpUrl } : {}),
      logLinks: overrides.logMailLinks ?? true,
    },
    logger: overrides.logger ?? createLogger("silent"),
    cart: { designatedSkus: overrides.designatedSkus ?? [] },
    // Uploaded files of a test go to a directory of its own, never the developer's data directory.
    files: overrides.files ?? { kind: "local", dir: mkdtempSync(path.join(tmpdir(), "lumen-uploads-")) },
    designTeamEmail: "design@lumenor.example",
    formsTeamEmail: "forms@lumenor.example",
    hiringEmail: "hiring@lumenor.example",
    ...(overrides.payments ? { payments: overrides.payments } : {}),
    integrationApiKey: overrides.integrationApiKey,
    assistantModel: overrides.assistantModel,
    assistantQuestionsPerMinute: overrides.assistantQuestionsPerMinute ?? 1000,
    ...(overrides.fallbackAccountId ? { fallbackAccountId: overrides.fallbackAccountId } : {}),
  };
}
