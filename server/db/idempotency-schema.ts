import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** What a repeated request answers: the status and JSON body the first one answered. */
export type StoredResponse = { status: number; body: unknown };

/**
 * Idempotency keys (architecture rule 8, #11.3): one row per key a caller sent for an operation,
 * holding the hash of the request it came with and the response it got. The row is written in the
 * same transaction as the operation's own writes (server/db/idempotency.ts), so it exists exactly
 * when the operation's writes do.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The client's `Idempotency-Key` header value. */
    key: text("key").notNull(),
    /** Who sent it: a user id, or a guest's id; one caller's keys never meet another's. */
    callerId: text("caller_id").notNull(),
    /** What the key was sent to, e.g. "place-order". */
    operation: text("operation").notNull(),
    /** SHA-256 (hex) of the canonical JSON of the request body. */
    requestHash: text("request_hash").notNull(),
    /**
     * `in_progress` while the operation's transaction runs (only that transaction sees it);
     * `completed` once the response is stored, which commits with the operation's writes.
     */
    state: text("state", { enum: ["in_progress", "completed"] })
      .notNull()
      .default("in_progress"),
    /** `{ status, body }` as first answered; null while in progress. */
    response: jsonb("response").$type<StoredResponse>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: "idempotency_keys_pk", columns: [t.callerId, t.operation, t.key] }),
    check("idempotency_keys_key_length_ck", sql`char_length(${t.key}) between 1 and 128`),
    check("idempotency_keys_caller_length_ck", sql`char_length(${t.callerId}) between 1 and 128`),
    check("idempotency_keys_operation_length_ck", sql`char_length(${t.operation}) between 1 and 64`),
    check("idempotency_keys_request_hash_ck", sql`${t.requestHash} ~ '^[0-9a-f]{64}$'`),
    check("idempotency_keys_state_ck", sql`${t.state} in ('in_progress','completed')`),
    check(
      "idempotency_keys_completed_ck",
      sql`(${t.state} = 'completed') = (${t.response} is not null and ${t.completedAt} is not null)`,
    ),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);
