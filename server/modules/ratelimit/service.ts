import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { rateLimitCounters } from "./schema.ts";

/** At most `max` hits per `windowSeconds`. */
export type RateRule = { max: number; windowSeconds: number };

export type RateCount = { hits: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Rate limits shared by every process on the database (#10.5): each hit is one atomic statement that
 * starts a new window when the old one has ended, so concurrent requests never both slip through.
 */
export function createRateLimiter(db: Db) {
  const toCount = (row: { hits: number; windowEndsAt: Date } | undefined, rule: RateRule): RateCount => {
    const hits = row?.hits ?? 0;
    const retryAfterSeconds = row
      ? Math.max(1, Math.ceil((row.windowEndsAt.getTime() - Date.now()) / 1000))
      : 0;
    return { hits, allowed: hits <= rule.max, retryAfterSeconds };
  };

  /** Counts one hit on `key` and answers the window's count. */
  async function hit(key: string, rule: RateRule): Promise<RateCount> {
    const windowEnd = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key, hits: 1, windowEndsAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then ${windowEnd} else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
    return toCount(row, rule);
  }

  /** The window's count of `key` without counting a hit (0 when the window has ended). */
  async function peek(key: string, rule: RateRule): Promise<RateCount> {
    const [row] = await db
      .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.windowEndsAt} > now()`);
    return toCount(row, rule);
  }

  /** Counts a hit and refuses with 429 RATE_LIMITED when the window's count is over the rule. */
  async function enforce(key: string, rule: RateRule, message = TOO_MANY_ATTEMPTS): Promise<void> {
    const count = await hit(key, rule);
    if (!count.allowed) throw rateLimited(message, count.retryAfterSeconds);
  }

  async function reset(key: string): Promise<void> {
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  }

  return { hit, peek, enforce, reset };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a minute and try again.";

/** A 429 whose `retryAfterSeconds` the HTTP layer sends as Retry-After. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return Object.assign(new AppError("RATE_LIMITED", message), { retryAfterSeconds });
}
