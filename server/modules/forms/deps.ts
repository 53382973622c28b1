import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { RateLimiter, RateRule } from "../ratelimit/service.ts";

/** What the forms module's use cases work with; index.ts binds them to one set. */
export type FormsDeps = {
  db: Db;
  mailer: Pick<Mailer, "send" | "hold">;
  limiter: Pick<RateLimiter, "enforce">;
  /** Who reads the forms (FORMS_TEAM_EMAIL, by default BRAND_EMAIL). */
  teamEmail: string;
  /** The site's origin, for the links in mail. */
  baseURL: string;
  brandName: string;
  /** How many forms of one kind one address may send (FORM_RATE_RULE unless a test says otherwise). */
  rateRule?: RateRule;
};

/** Five forms of one kind per address in 15 minutes: plenty for a person, little for a script. */
export const FORM_RATE_RULE: RateRule = { max: 5, windowSeconds: 15 * 60 };

export const FORMS_RATE_LIMITED =
  "You have sent this form several times in the last few minutes. Please wait a few minutes and try again.";

export const applicationNotFound = () => new AppError("NOT_FOUND", "Credit application not found");
