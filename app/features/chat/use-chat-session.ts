import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { CHAT_ENDPOINT, MAX_CHAT_MESSAGES, textOf } from "../../../lib/assistant/chat-stream.ts";
import {
  type ChatMessage,
  type Conversation,
  chatTitle,
  type SavedMessageInput,
} from "../../../lib/assistant/conversations.ts";
import { reportFailedCall } from "../../client-log.ts";
import { refusalError } from "../../service-call.ts";
import { chatApi, describeChatFailure } from "./chat-api.ts";

/** CHAT-42 and CHAT-44: the conversation could not be created (on the first message, or after New chat). */
export const CREATE_FAILED = "Failed to create conversation";
export const NEW_CHAT_FAILED = "Failed to create new conversation";
/** CHAT-43. */
export const LOAD_FAILED = "Failed to load conversation";
/** CHAT-46: a stream that failed without a message of its own. */
export const PROCESSING_FAILED = "An error occurred while processing your request";
/** The OPEN default: a reply the person stopped is saved as far as it came, marked as stopped. */
export const STOPPED_MARK = "(stopped)";

/**
 * API-10's `fetch`: a refusal becomes an error in CHAT-41's words (the server's `error`, else
 * "HTTP {status}: {text}"), reported to the error log like every other failed call (ERR-01).
 */
async function chatFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const failure = refusalError(response, await response.json().catch(() => undefined));
  reportFailedCall({ endpoint: CHAT_ENDPOINT, error: failure, request: { method: "POST" } });
  throw new Error(describeChatFailure(failure));
}

/** A saved message as the chat's UI message (its text; a saved message keeps no cards). */
function toUiMessage(message: ChatMessage): UIMessage {
  return { id: message.id, role: message.role, parts: [{ type: "text", text: message.content }] };
}

/** The UI messages with one message's text replaced (an edit the server kept). */
function withText(messages: UIMessage[], id: string, text: string): UIMessage[] {
  return messages.map((m) => (m.id === id ? { ...m, parts: [{ type: "text" as const, text }] } : m));
}

export type MessageMeta = { createdAt: string; editedAt: string | null };

/** CHAT-15's `currentUser`, sent as the spec has it (the server answers the session's caller). */
export type ChatCurrentUser = { userId: string; fname: string; lname: string };

/**
 * The chat's conversation (CHAT-12, CHAT-13, CHAT-16, CHAT-29, CHAT-41 … CHAT-47, AMB-07): the AI SDK's
 * `useChat` over API-10 with the saved conversation's id in the body. The conversation is created
 * lazily, on the first message (API-04), and retitled by the title rule (API-09); a turn, the person's
 * message with the finished reply, is saved through API-07 only once the reply finished (a stopped
 * one as far as it came, marked). A history entry is loaded through API-06 and continued. A signed-in
 * person's turns carry CHAT-15's `currentUser`.
 */
export function useChatSession(currentUser: ChatCurrentUser | null = null) {
  const user = useRef(currentUser);
  user.current = currentUser;
  const [conversationId, setConversationId] = useState<string | null>(null);
  const conversationRef = useRef<string | null>(null);
  /** The conversation the reply in progress belongs to (a history entry chosen meanwhile is another). */
  const turnConversation = useRef<string | null>(null);
  /** The next creation follows the new-chat control (CHAT-44) rather than the first opening (CHAT-42). */
  const afterNewChat = useRef(false);
  /** Messages the server keeps (they can be edited), with their times. */
  const [saved, setSaved] = useState<ReadonlyMap<string, MessageMeta>>(new Map());
  /** Replies the person stopped. */
  const [stopped, setStopped] = useState<ReadonlySet<string>>(new Set());
  const [historyKey, setHistoryKey] = useState(0);
  const [sendFailed, setSendFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const transport = useMemo(
    () =>
      new DefaultChatTransport({
        api: CHAT_ENDPOINT,
        fetch: chatFetch,
        prepareSendMessagesRequest: ({ id, messages }) => ({
          body: {
            id,
            messages: messages.slice(-MAX_CHAT_MESSAGES),
            conversationId: turnConversation.current,
            ...(user.current ? { currentUser: user.current } : {}),
          },
        }),
      }),
    [],
  );

  const chat = useChat({
    transport,
    onError(error) {
      // CHAT-46 as a toast, CHAT-47 in the input area.
      toast.error(error.message || PROCESSING_FAILED);
      setSendFailed(true);
    },
    onFinish({ message, messages, isAbort, isError, isDisconnect }) {
      if (isError || isDisconnect) return;
      const id = turnConversation.current;
      if (!id) return;
      const index = messages.findIndex((m) => m.id === message.id);
      const earlier = index === -1 ? messages : messages.slice(0, index);
      const question = earlier.findLast((m) => m.role === "user");
      const turn: SavedMessageInput[] = [];
      if (question) turn.push({ id: question.id, role: "user", content: textOf(question) });
      const text = textOf(message).trim();
      if (index !== -1 && (text || isAbort)) {
        turn.push({
          id: message.id,
          role: "assistant",
          content: isAbort ? `${text}${text ? "\n\n" : ""}${STOPPED_MARK}` : text,
        });
        if (isAbort) setStopped((ids) => new Set(ids).add(message.id));
      }
      if (turn.length > 0) void saveTurn(id, turn);
    },
  });

  /** CHAT-16: API-07 with the finished turn; the history lists it. */
  async function saveTurn(id: string, turn: SavedMessageInput[]) {
    try {
      const conversation = await chatApi.saveMessages(id, turn);
      if (conversationRef.current === id) remember(conversation);
      setHistoryKey((key) => key + 1);
    } catch (error) {
      toast.error(describeChatFailure(error));
    }
  }

  function remember(conversation: Conversation) {
    setSaved(
      new Map(conversation.messages.map((m) => [m.id, { createdAt: m.createdAt, editedAt: m.editedAt }])),
    );
  }

  function setCurrent(id: string | null) {
    conversationRef.current = id;
    setConversationId(id);
  }

  /** The person's message: the conversation is created first when there is none (CHAT-12, CHAT-13). */
  async function send(text: string): Promise<void> {
    setSendFailed(false);
    chat.clearError();
    let id = conversationRef.current;
    if (!id) {
      try {
        id = (await chatApi.create()).id;
      } catch (error) {
        toast.error(afterNewChat.current ? NEW_CHAT_FAILED : CREATE_FAILED);
        throw error;
      }
      afterNewChat.current = false;
      setCurrent(id);
      const created = id;
      void chatApi
        .rename(created, chatTitle(text))
        .catch(() => {
          // Reported by the call; the conversation keeps "New Chat".
        })
        .finally(() => setHistoryKey((key) => key + 1));
    }
    turnConversation.current = id;
    void chat.sendMessage({ text });
  }

  /** CHAT-29: a history entry's messages replace the window's; the next message continues it. */
  async function open(id: string): Promise<boolean> {
    if (id === conversationRef.current) return true;
    setLoading(true);
    try {
      const conversation = await chatApi.get(id);
      await chat.stop();
      setCurrent(conversation.id);
      turnConversation.current = conversation.id;
      remember(conversation);
      setStopped(new Set());
      setSendFailed(false);
      chat.setMessages(conversation.messages.map(toUiMessage));
      return true;
    } catch {
      toast.error(LOAD_FAILED);
      return false;
    } finally {
      setLoading(false);
    }
  }

  /** The new-chat control: an empty window; the conversation is created with its first message. */
  async function startNew() {
    await chat.stop();
    setCurrent(null);
    turnConversation.current = null;
    afterNewChat.current = true;
    setSaved(new Map());
    setStopped(new Set());
    setSendFailed(false);
    chat.setMessages([]);
  }

  /** AMB-07: an edit the server kept shows in the window. */
  function edited(conversation: Conversation, messageId: string) {
    const message = conversation.messages.find((m) => m.id === messageId);
    if (!message) return;
    remember(conversation);
    chat.setMessages((messages) => withText(messages, messageId, message.content));
  }

  /** AMB-07: the reply to an edited message again; the server already dropped what followed it. */
  function regenerate(message: ChatMessage, conversation: Conversation) {
    remember(conversation);
    turnConversation.current = conversation.id;
    chat.setMessages((messages) => {
      const index = messages.findIndex((m) => m.id === message.id);
      return withText(index === -1 ? messages : messages.slice(0, index + 1), message.id, message.content);
    });
    setSendFailed(false);
    void chat.regenerate({ messageId: message.id });
  }

  const busy = chat.status === "submitted" || chat.status === "streaming";
  return {
    conversationId,
    messages: chat.messages,
    status: chat.status,
    busy,
    loading,
    saved,
    stopped,
    historyKey,
    sendFailed,
    send,
    stop: () => void chat.stop(),
    open,
    startNew,
    edited,
    regenerate,
  };
}
