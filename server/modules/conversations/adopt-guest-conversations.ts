import { eq, sql } from "drizzle-orm";
import type { ConversationsDeps } from "./deps.ts";
import { chatConversations } from "./schema.ts";

/**
 * A guest who signs in keeps their chats (issue 16 item 2): the guest's conversations become the
 * user's. Answers how many moved. The guest id comes from the guest's own signed cookie and the user
 * from the session, so nobody can take another guest's conversations.
 */
export async function adoptGuestConversations(
  deps: ConversationsDeps,
  guestId: string,
  userId: string,
): Promise<number> {
  if (!guestId || !userId) throw new Error("Adopting conversations needs the guest and the user");
  const moved = await deps.db
    .update(chatConversations)
    .set({ userId, guestId: null, updatedAt: sql`${chatConversations.updatedAt}` })
    .where(eq(chatConversations.guestId, guestId))
    .returning({ id: chatConversations.id });
  return moved.length;
}
