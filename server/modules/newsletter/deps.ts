import type { MailingListProvider } from "../../adapters/mailing-list/provider.ts";
import type { Db } from "../../db/client.ts";

/** What the newsletter module's use cases work with; index.ts binds them to one set. */
export type NewsletterDeps = {
  db: Db;
  /** The configured mailing-list provider, or null: sign-ups are then kept and nothing is sent. */
  provider: MailingListProvider | null;
  forwarding?: Partial<ForwardingRules>;
};

/** How forwarding retries: the wait before attempt n+1 is `min(maxDelay, baseDelay * 2^(n-1))`. */
export type ForwardingRules = {
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** After this many failed attempts a sign-up is `failed` and no longer tried. */
  maxAttempts: number;
  /** Sign-ups one sweep claims at most. */
  batchSize: number;
};

/** 1 min, 2, 4 … capped at 6 h: ten attempts span about 17 hours. */
export const DEFAULT_FORWARDING_RULES: ForwardingRules = {
  baseDelaySeconds: 60,
  maxDelaySeconds: 6 * 60 * 60,
  maxAttempts: 10,
  batchSize: 50,
};
