import type { NewsletterDeps } from "./deps.ts";
import { newsletterSubscriptions } from "./schema.ts";

/**
 * Stores a sign-up (NEWS-04 on the server's side; the provider hears of it from the forwarding sweep);
 * signing up twice is not an error and keeps one row (idempotent).
 */
export async function subscribe(
  { db }: NewsletterDeps,
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
