import type { Conversation } from "../../../lib/assistant/conversations.ts";
import { rateLimited } from "../ratelimit/index.ts";
import { toSummary } from "./conversation-shape.ts";
import { type ChatOwner, type ConversationsDeps, ownerColumns, ownerKey } from "./deps.ts";
import { chatConversations } from "./schema.ts";

/** How many conversations one owner may start in a minute: far above a person, well below a script. */
export const CONVERSATIONS_PER_MINUTE = 30;

/** API-04 (CHAT-12): a new, empty conversation of the caller, titled "New Chat" unless named. */
export async function createConversation(
  deps: ConversationsDeps,
  owner: ChatOwner,
  title: string,
): Promise<Conversation> {
  const count = await deps.limiter.hit(`${ownerKey(owner)}:create`, {
    max: CONVERSATIONS_PER_MINUTE,
    windowSeconds: 60,
  });
  if (!count.allowed) {
    throw rateLimited("Too many new conversations: please wait a minute", count.retryAfterSeconds);
  }
  const [row] = await deps.db
    .insert(chatConversations)
    .values({ ...ownerColumns(owner), title })
    .returning();
  if (!row) throw new Error("the conversation insert returned no row");
  return { ...toSummary(row), messages: [] };
}
