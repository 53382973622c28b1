import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions } from "./schema.ts";

export function createNewsletterService(db: Db) {
  /** Stores a sign-up; signing up twice is not an error and keeps one row (idempotent). */
  async function subscribe(
    email: string,
    source = "footer",
  ): Promise<{ email: string; alreadySubscribed: boolean }> {
    const normalised = email.trim().toLowerCase();
    const inserted = await db
      .insert(newsletterSubscriptions)
      .values({ email: normalised, source })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    return { email: normalised, alreadySubscribed: inserted.length === 0 };
  }

  return { subscribe };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
