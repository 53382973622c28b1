import type { ChatMessage, ConversationSummary } from "../../../lib/assistant/conversations.ts";
import type { ChatConversationRow, ChatMessageRow } from "./schema.ts";

/** A conversation row as the API answers it (API-05, and the head of API-06). */
export function toSummary(row: ChatConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}
