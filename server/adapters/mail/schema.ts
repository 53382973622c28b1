import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every mail the server sends. Without SMTP configuration this table is the outbox a developer
 * reads; with it, it records what went out and whether delivery worked.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** What the mail is for (verify-email, reset-password, invitation), for the outbox reader. */
    purpose: text("purpose").notNull(),
    /** `retrying` while a failed mail is being sent again (mailer.retryFailed). */
    status: text("status", { enum: ["stored", "sent", "failed", "retrying"] }).notNull(),
    error: text("error"),
    /**
     * When a process claimed the mail to send it again (status `retrying`). A claim older than the
     * retrier's lease belongs to a process that died mid-send, and the mail is claimed again.
     */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_created_idx").on(sql`lower(${t.to})`, t.createdAt)],
);
