import { and, eq, gt, sql } from "drizzle-orm";
import type { Conversation } from "../../../lib/assistant/conversations.ts";
import {
  type ChatOwner,
  type ConversationsDeps,
  conversationNotFound,
  messageNotFound,
  ownedBy,
} from "./deps.ts";
import { getConversation } from "./get-conversation.ts";
import { chatConversations, chatMessages } from "./schema.ts";

/**
 * AMB-07: the person's edit of a message they sent is kept (its text and when it was edited). With
 * `regenerate`, what followed it (the reply to the old text, and any later turns) is removed in the
 * same transaction, so the reply to the edited text takes its place when it is saved.
 */
export async function editMessage(
  deps: ConversationsDeps,
  owner: ChatOwner,
  conversationId: string,
  messageId: string,
  edit: { content: string; regenerate: boolean },
): Promise<Conversation> {
  await deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(and(eq(chatConversations.id, conversationId), ownedBy(owner)))
      .for("update");
    if (!conversation) throw conversationNotFound();
    const [message] = await tx
      .update(chatMessages)
      .set({ content: edit.content, editedAt: sql`now()` })
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          eq(chatMessages.id, messageId),
          // Only what the person wrote is theirs to edit; the assistant's replies are not.
          eq(chatMessages.role, "user"),
        ),
      )
      .returning({ seq: chatMessages.seq });
    if (!message) throw messageNotFound();
    if (edit.regenerate) {
      await tx
        .delete(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, message.seq)));
    }
    await tx
      .update(chatConversations)
      .set({
        messageCount: sql`(select count(*) from ${chatMessages} where ${chatMessages.conversationId} = ${conversationId})`,
        updatedAt: sql`now()`,
      })
      .where(eq(chatConversations.id, conversationId));
  });
  return getConversation(deps, owner, conversationId);
}
