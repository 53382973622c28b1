import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased by the service, so the unique constraint is case-insensitive in effect. */
  email: text("email").notNull().unique(),
  source: text("source").notNull().default("footer"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
