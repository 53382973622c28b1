import { and, eq } from "drizzle-orm";
import { type ChatOwner, type ConversationsDeps, conversationNotFound, ownedBy } from "./deps.ts";
import { chatConversations } from "./schema.ts";

/** API-08 (CHAT-33): deletes one of the caller's conversations with its messages. */
export async function deleteConversation(
  deps: ConversationsDeps,
  owner: ChatOwner,
  id: string,
): Promise<void> {
  const deleted = await deps.db
    .delete(chatConversations)
    .where(and(eq(chatConversations.id, id), ownedBy(owner)))
    .returning({ id: chatConversations.id });
  if (deleted.length === 0) throw conversationNotFound();
}
