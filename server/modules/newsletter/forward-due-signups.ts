import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { DEFAULT_FORWARDING_RULES, type NewsletterDeps } from "./deps.ts";
import { newsletterSubscriptions as signups } from "./schema.ts";

export type ForwardResult = { claimed: number; forwarded: number; retrying: number; failed: number };

/**
 * One sweep of the sign-ups due for forwarding to the mailing-list provider (NEWS-04): each is POSTed
 * once as the field `EMAIL`; a failure is retried later with an exponential back-off, and after the
 * last attempt the sign-up is `failed`. Nothing happens without a provider.
 *
 * Safe with several processes on one PostgreSQL: the claim is one statement that locks the due rows
 * it takes (FOR UPDATE SKIP LOCKED, so another process's sweep takes other rows) and moves their next
 * attempt one back-off step ahead before anything is sent. A row claimed by a process that then dies
 * is tried again when that step has passed; a claimed row is never sent twice at once.
 */
export async function forwardDueSignups(deps: NewsletterDeps): Promise<ForwardResult> {
  const result: ForwardResult = { claimed: 0, forwarded: 0, retrying: 0, failed: 0 };
  const { db, provider } = deps;
  if (!provider) return result;
  const rules = { ...DEFAULT_FORWARDING_RULES, ...deps.forwarding };

  const due = db
    .select({ id: signups.id })
    .from(signups)
    .where(and(eq(signups.forwardStatus, "pending"), lte(signups.nextForwardAt, sql`now()`)))
    .orderBy(asc(signups.nextForwardAt))
    .limit(rules.batchSize)
    .for("update", { skipLocked: true });
  // The wait after this attempt, should it fail (or the process die): base * 2^attempts so far, capped.
  const delaySeconds = sql`least(${rules.maxDelaySeconds}::double precision, ${rules.baseDelaySeconds}::double precision * power(2, ${signups.forwardAttempts}))`;
  const claimed = await db
    .update(signups)
    .set({
      forwardAttempts: sql`${signups.forwardAttempts} + 1`,
      nextForwardAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(and(inArray(signups.id, due), eq(signups.forwardStatus, "pending")))
    .returning({ id: signups.id, email: signups.email, attempts: signups.forwardAttempts });
  result.claimed = claimed.length;

  for (const signup of claimed) {
    try {
      await provider.subscribe(signup.email);
      await db
        .update(signups)
        .set({ forwardStatus: "forwarded", forwardedAt: sql`now()`, forwardError: null })
        .where(eq(signups.id, signup.id));
      result.forwarded += 1;
    } catch (error) {
      const lastAttempt = signup.attempts >= rules.maxAttempts;
      await db
        .update(signups)
        .set({
          forwardError: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          ...(lastAttempt ? { forwardStatus: "failed" as const } : {}),
        })
        .where(eq(signups.id, signup.id));
      if (lastAttempt) result.failed += 1;
      else result.retrying += 1;
    }
  }
  return result;
}
