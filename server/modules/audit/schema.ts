import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Issue 33 item 6: every staff action, who, when, what, before and after, from which address. Rows
 * are only ever inserted, in the transaction of the change they record; nothing updates or deletes
 * them (the console has no call that could).
 */
export const staffAuditLog = pgTable(
  "staff_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's identity; null for an action from the command line. */
    staffUserId: text("staff_user_id"),
    /** Their address and name then (kept as they were, should the member be renamed or removed). */
    staffEmail: text("staff_email").notNull(),
    staffName: text("staff_name").notNull(),
    /** What was done, as a dotted verb: "account.create", "order.cancel", "coupon.update". */
    action: text("action").notNull(),
    /** The kind and the id (or number) of the object it was done to. */
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    /** One line a person reads in the log ("Cancelled: customer asked"). */
    summary: text("summary").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The client address of the request; "command line" for the CLI. */
    ip: text("ip").notNull(),
  },
  (t) => [
    index("staff_audit_log_object_idx").on(t.objectType, t.objectId, t.at),
    index("staff_audit_log_at_idx").on(t.at),
    index("staff_audit_log_staff_idx").on(t.staffUserId, t.at),
    // The log's search: trigram-free, a lower() prefix index on the action for the filter.
    index("staff_audit_log_action_idx").on(sql`lower(${t.action})`, t.at),
  ],
);
