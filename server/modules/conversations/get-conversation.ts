import { and, asc, eq } from "drizzle-orm";
import type { Conversation } from "../../../lib/assistant/conversations.ts";
import { toMessage, toSummary } from "./conversation-shape.ts";
import { type ChatOwner, type ConversationsDeps, conversationNotFound, ownedBy } from "./deps.ts";
import { chatConversations, chatMessages } from "./schema.ts";

/** API-06 (CHAT-29): one of the caller's conversations with its messages in the order they were saved. */
export async function getConversation(
  deps: ConversationsDeps,
  owner: ChatOwner,
  id: string,
): Promise<Conversation> {
  const [row] = await deps.db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), ownedBy(owner)));
  if (!row) throw conversationNotFound();
  const messages = await deps.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, row.id))
    .orderBy(asc(chatMessages.seq));
  return { ...toSummary(row), messages: messages.map(toMessage) };
}
