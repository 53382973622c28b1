import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { FileStorage } from "../../adapters/storage/storage.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { RateLimiter, RateRule } from "../ratelimit/index.ts";

/** What the forms module's use cases work with; index.ts binds them to one set. */
export type FormsDeps = {
  db: Db;
  mailer: Pick<Mailer, "send" | "hold">;
  limiter: Pick<RateLimiter, "enforce">;
  /** Who reads the forms (FORMS_TEAM_EMAIL, by default BRAND_EMAIL). */
  teamEmail: string;
  /** Who reads job applications (HIRING_EMAIL, by default the forms team's address). */
  hiringEmail: string;
  /** Where a job application's résumé is kept (issue 14's storage adapter). */
  storage: FileStorage;
  /** The title of a job opening taking applications today, or null (asked of the content module). */
  openingTitle: (slug: string) => string | null;
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

export const resumeNotFound = () => new AppError("NOT_FOUND", "Résumé not found");

/** The storage prefix of the forms' files (a job application's résumé). */
export const FORM_FILES_PREFIX = "forms";
