import { desc } from "drizzle-orm";
import type { ConversationSummary } from "../../../lib/assistant/conversations.ts";
import { toSummary } from "./conversation-shape.ts";
import { type ChatOwner, type ConversationsDeps, ownedBy } from "./deps.ts";
import { chatConversations } from "./schema.ts";

/** API-05 (CHAT-27): the caller's conversations, most recently updated first, `limit` of them. */
export async function listConversations(
  deps: ConversationsDeps,
  owner: ChatOwner,
  limit: number,
): Promise<ConversationSummary[]> {
  const rows = await deps.db
    .select()
    .from(chatConversations)
    .where(ownedBy(owner))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(limit);
  return rows.map(toSummary);
}
