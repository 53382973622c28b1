import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters of the rate limits that guard identity and proofs (#10.5). Kept in the
 * database, so every replica counts against the same limit; one row per key, reused window after window.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  /** What is limited and for whom, e.g. "sign-in:email:ben@example.com" or "proof:A-10001". */
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
