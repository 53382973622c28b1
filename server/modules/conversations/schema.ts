import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The chat's conversations (issue 16, API-04 … API-09). A conversation belongs to one signed-in user
 * (`user_id`) or to one guest (`guest_id`, the `guest_…` id of the guest's signed cookie), never both;
 * when the guest signs in, their conversations move to the user. Every query reaches a conversation
 * through its owner, so another person's conversation is simply not found.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id"),
    guestId: text("guest_id"),
    title: text("title").notNull(),
    /** Kept with each save, so the history lists counts without reading the messages. */
    messageCount: integer("message_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("chat_conversations_one_owner_ck", sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    // The history panel: an owner's conversations, most recently updated first.
    index("chat_conversations_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    index("chat_conversations_guest_updated_idx").on(t.guestId, t.updatedAt.desc()),
  ],
);

/**
 * The messages of a conversation, identified by the id the chat gave them (a retried save of the same
 * message stores it once) and kept in the order they were saved (`seq`).
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** AMB-07: the person's last edit of their message. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.id] }),
    index("chat_messages_conversation_seq_idx").on(t.conversationId, t.seq),
    check("chat_messages_role_ck", sql`${t.role} in ('user','assistant')`),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
