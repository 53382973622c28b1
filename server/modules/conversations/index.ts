import type {
  Conversation,
  ConversationSummary,
  SavedMessageInput,
} from "../../../lib/assistant/conversations.ts";
import { adoptGuestConversations } from "./adopt-guest-conversations.ts";
import { createConversation } from "./create-conversation.ts";
import { deleteConversation } from "./delete-conversation.ts";
import type { ChatOwner, ConversationsDeps } from "./deps.ts";
import { editMessage } from "./edit-message.ts";
import { getConversation } from "./get-conversation.ts";
import { listConversations } from "./list-conversations.ts";
import { renameConversation } from "./rename-conversation.ts";
import { saveMessages } from "./save-messages.ts";

export type { ChatOwner, ConversationsDeps } from "./deps.ts";

/**
 * The chat's conversations (issue 16; API-04 … API-09, AMB-07): a person's chat history, a signed-in
 * user's or a guest's. Every function takes the owner (from the session or the guest's signed cookie,
 * never from the request) and reaches only the owner's conversations: another person's is not found.
 * The chat window calls these through the API; the assistant reads a conversation through `get`.
 */
export function createConversationsModule(deps: ConversationsDeps) {
  return {
    /** API-04. */
    create: (owner: ChatOwner, title: string): Promise<Conversation> =>
      createConversation(deps, owner, title),
    /** API-05. */
    list: (owner: ChatOwner, limit: number): Promise<ConversationSummary[]> =>
      listConversations(deps, owner, limit),
    /** API-06. */
    get: (owner: ChatOwner, id: string): Promise<Conversation> => getConversation(deps, owner, id),
    /** API-07. */
    saveMessages: (owner: ChatOwner, id: string, messages: SavedMessageInput[]): Promise<Conversation> =>
      saveMessages(deps, owner, id, messages),
    /** API-08. */
    delete: (owner: ChatOwner, id: string): Promise<void> => deleteConversation(deps, owner, id),
    /** API-09. */
    rename: (owner: ChatOwner, id: string, title: string): Promise<ConversationSummary> =>
      renameConversation(deps, owner, id, title),
    /** AMB-07. */
    editMessage: (
      owner: ChatOwner,
      id: string,
      messageId: string,
      edit: { content: string; regenerate: boolean },
    ): Promise<Conversation> => editMessage(deps, owner, id, messageId, edit),
    /** A guest who signed in: their conversations become the user's. */
    adoptGuest: (guestId: string, userId: string): Promise<number> =>
      adoptGuestConversations(deps, guestId, userId),
  };
}

export type ConversationsModule = ReturnType<typeof createConversationsModule>;

export { deriveGuestCookieSecret } from "./guest-identity.ts";
// The routers the server mounts: thin, one call of this module a route.
export { conversationRoutes } from "./routes.ts";
