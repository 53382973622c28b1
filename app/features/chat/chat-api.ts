import {
  type Conversation,
  type ConversationSummary,
  conversationAnswerSchema,
  conversationListAnswerSchema,
  DEFAULT_LIST_LIMIT,
  deletedConversationAnswerSchema,
  HISTORY_LIMIT,
  NEW_CHAT_TITLE,
  renamedConversationAnswerSchema,
  type SavedMessageInput,
} from "../../../lib/assistant/conversations.ts";
import { ServiceApiError, segment, serviceCall } from "../../service-call.ts";

/**
 * The browser's calls to the chat's conversations (`/api/mcp/conversations…`; API-04 … API-09 and
 * AMB-07's edit) through `serviceCall`: same-origin (the session or the guest cookie goes along), every
 * answer parsed with its schema, every failure reported to the error log (ERR-01).
 */
export const CONVERSATIONS_API = "/api/mcp/conversations";

const conversationPath = (id: string) => `${CONVERSATIONS_API}/${segment(id)}`;

export const chatApi = {
  /** API-04 (CHAT-12): "New Chat" unless a title is given. */
  create: async (title: string = NEW_CHAT_TITLE): Promise<Conversation> =>
    (await serviceCall("POST", CONVERSATIONS_API, conversationAnswerSchema, { body: { title } })).data,
  /** API-05 (CHAT-27): any listing but the history panel's asks for 20. */
  list: async (limit: number = DEFAULT_LIST_LIMIT): Promise<ConversationSummary[]> =>
    (await serviceCall("GET", `${CONVERSATIONS_API}?limit=${limit}`, conversationListAnswerSchema)).data,
  /** API-05 for the history panel: 50 (CHAT-27, CONST-10). */
  history: (): Promise<ConversationSummary[]> => chatApi.list(HISTORY_LIMIT),
  /** API-06 (CHAT-29). */
  get: async (id: string): Promise<Conversation> =>
    (await serviceCall("GET", conversationPath(id), conversationAnswerSchema)).data,
  /** API-07 (CHAT-16): a finished turn; a message id already saved is kept once. */
  saveMessages: async (id: string, messages: SavedMessageInput[]): Promise<Conversation> =>
    (
      await serviceCall("POST", `${conversationPath(id)}/messages`, conversationAnswerSchema, {
        body: { conversationId: id, messages },
      })
    ).data,
  /** API-09 (CHAT-30, CHAT-31): the server trims and cuts to 50 (CONST-07). */
  rename: async (id: string, title: string): Promise<ConversationSummary> =>
    (
      await serviceCall("PUT", `${conversationPath(id)}/title`, renamedConversationAnswerSchema, {
        body: { title },
      })
    ).data,
  /** API-08 (CHAT-33). */
  remove: async (id: string): Promise<void> => {
    await serviceCall("DELETE", conversationPath(id), deletedConversationAnswerSchema);
  },
  /** AMB-07: a sent message's edit is kept; `regenerate` removes what followed it. */
  editMessage: async (
    id: string,
    messageId: string,
    content: string,
    regenerate = false,
  ): Promise<Conversation> =>
    (
      await serviceCall(
        "PATCH",
        `${conversationPath(id)}/messages/${segment(messageId)}`,
        conversationAnswerSchema,
        { body: { content, regenerate } },
      )
    ).data,
};

/** Reason phrases for an answer whose status text is empty (HTTP/2 has none). */
const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * CHAT-41: a chat service failure in words: the server's `error` when it answered one, otherwise
 * "HTTP {status}: {text}"; a network failure or an unreadable answer by what happened.
 */
export function describeChatFailure(error: unknown): string {
  if (error instanceof ServiceApiError) {
    if (error.serverText) return error.serverText;
    if (error.status === 0) return error.message;
    if (error.status >= 200 && error.status < 300) return error.message;
    const text = error.statusText || REASON_PHRASES[error.status] || "Error";
    return `HTTP ${error.status}: ${text}`;
  }
  return error instanceof Error ? error.message : String(error);
}
