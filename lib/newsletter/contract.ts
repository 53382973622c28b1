import { z } from "zod";
import { NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_EMAIL } from "./signup.ts";

// Kept apart from newsletter.ts so the footer form does not ship zod to the browser.
/** The sign-up as posted by the footer form: the provider's field name `EMAIL` (NEWS-04). */
export const newsletterSignupSchema = z
  .object({
    EMAIL: z
      .string()
      .trim()
      .max(254, NEWSLETTER_INVALID_EMAIL)
      .regex(NEWSLETTER_EMAIL_PATTERN, NEWSLETTER_INVALID_EMAIL),
  })
  .strict();
