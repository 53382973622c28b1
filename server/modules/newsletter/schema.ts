import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Where a sign-up stands with the mailing-list provider (NEWS-04; decision in the README). */
export const NEWSLETTER_FORWARD_STATES = ["pending", "forwarded", "failed"] as const;

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased by the service, so the unique constraint is case-insensitive in effect. */
    email: text("email").notNull().unique(),
    source: text("source").notNull().default("footer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * `pending` until the provider took it (`forwarded`), or until it gave up after the last attempt
     * (`failed`). Without a provider configured, sign-ups stay `pending` and nothing is sent.
     */
    forwardStatus: text("forward_status", { enum: NEWSLETTER_FORWARD_STATES }).notNull().default("pending"),
    /** Attempts made so far (each claim counts one, so a process that died mid-attempt counts too). */
    forwardAttempts: integer("forward_attempts").notNull().default(0),
    /** When the sweep may try (again): set one back-off step ahead by every claim. */
    nextForwardAt: timestamp("next_forward_at", { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp("forwarded_at", { withTimezone: true }),
    /** The last attempt's failure, for the operator (no address, no secret: the provider's status or reason). */
    forwardError: text("forward_error"),
  },
  (t) => [
    index("newsletter_subscriptions_due_idx").on(t.nextForwardAt).where(sql`${t.forwardStatus} = 'pending'`),
  ],
);
