import { and, eq, sql } from "drizzle-orm";
import type { ConversationSummary } from "../../../lib/assistant/conversations.ts";
import { toSummary } from "./conversation-shape.ts";
import { type ChatOwner, type ConversationsDeps, conversationNotFound, ownedBy } from "./deps.ts";
import { chatConversations } from "./schema.ts";

/** API-09 (CHAT-13, CHAT-30): a new title for one of the caller's conversations. */
export async function renameConversation(
  deps: ConversationsDeps,
  owner: ChatOwner,
  id: string,
  title: string,
): Promise<ConversationSummary> {
  const [row] = await deps.db
    .update(chatConversations)
    .set({ title, updatedAt: sql`now()` })
    .where(and(eq(chatConversations.id, id), ownedBy(owner)))
    .returning();
  if (!row) throw conversationNotFound();
  return toSummary(row);
}
