import { and, eq, sql } from "drizzle-orm";
import {
  type Conversation,
  MESSAGES_PER_CONVERSATION,
  type SavedMessageInput,
} from "../../../lib/assistant/conversations.ts";
import { AppError } from "../../errors.ts";
import { rateLimited } from "../ratelimit/index.ts";
import { type ChatOwner, type ConversationsDeps, conversationNotFound, ownedBy, ownerKey } from "./deps.ts";
import { getConversation } from "./get-conversation.ts";
import { chatConversations, chatMessages } from "./schema.ts";

/** Saves per owner per minute: a turn is one save (CHAT-16), so this is many turns a minute. */
export const SAVES_PER_MINUTE = 60;

/**
 * API-07 (CHAT-16): appends a turn's messages to one of the caller's conversations, in one transaction
 * that holds the conversation's row, so two saves at once neither lose a message nor miscount. A
 * message whose id the conversation already has is the same message saved again (a retry): it is
 * kept as it was. Answers the conversation as it now stands.
 */
export async function saveMessages(
  deps: ConversationsDeps,
  owner: ChatOwner,
  id: string,
  messages: SavedMessageInput[],
): Promise<Conversation> {
  const count = await deps.limiter.hit(`${ownerKey(owner)}:save`, {
    max: SAVES_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!count.allowed) throw rateLimited("Too many messages: please wait a minute", count.retryAfterSeconds);
  const ids = new Set(messages.map((message) => message.id));
  if (ids.size !== messages.length) throw new AppError("VALIDATION", "Each message of a save has its own id");

  await deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .select({ id: chatConversations.id, messageCount: chatConversations.messageCount })
      .from(chatConversations)
      .where(and(eq(chatConversations.id, id), ownedBy(owner)))
      .for("update");
    if (!conversation) throw conversationNotFound();
    const inserted = await tx
      .insert(chatMessages)
      .values(
        messages.map((message) => ({
          conversationId: id,
          id: message.id,
          role: message.role,
          content: message.content,
          ...(message.createdAt ? { createdAt: new Date(message.createdAt) } : {}),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    const messageCount = conversation.messageCount + inserted.length;
    if (messageCount > MESSAGES_PER_CONVERSATION) {
      // Thrown inside the transaction: nothing of this save is kept.
      throw new AppError(
        "CONFLICT",
        `A conversation keeps at most ${MESSAGES_PER_CONVERSATION} messages: please start a new chat`,
      );
    }
    if (inserted.length > 0) {
      await tx
        .update(chatConversations)
        .set({ messageCount, updatedAt: sql`now()` })
        .where(eq(chatConversations.id, id));
    }
  });
  return getConversation(deps, owner, id);
}
