import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport, type UIMessage } from "ai";
import { type RefObject, useMemo, useRef, useState } from "react";
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

/** The times of the messages the server keeps (they can be edited); none for a new chat. */
function savedOf(conversation: Conversation | null): ReadonlyMap<string, MessageMeta> {
  return new Map(
    conversation?.messages.map((m) => [m.id, { createdAt: m.createdAt, editedAt: m.editedAt }]) ?? [],
  );
}

/**
 * API-10's transport: the last MAX_CHAT_MESSAGES messages with the conversation the turn belongs to
 * and, for a signed-in person, CHAT-15's `currentUser` (both read when the turn is sent).
 */
function chatTransport(turnConversation: RefObject<string | null>, user: RefObject<ChatCurrentUser | null>) {
  return new DefaultChatTransport({
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
  });
}

/**
 * The turn to save once a reply finished: the person's message before it and the reply with text (a
 * stopped one as far as it came, marked; a stopped reply without text is saved as the mark alone).
 */
function finishedTurn(reply: UIMessage, messages: UIMessage[], stopped: boolean): SavedMessageInput[] {
  const index = messages.findIndex((m) => m.id === reply.id);
  const earlier = index === -1 ? messages : messages.slice(0, index);
  const question = earlier.findLast((m) => m.role === "user");
  const turn: SavedMessageInput[] = [];
  if (question) turn.push({ id: question.id, role: "user", content: textOf(question) });
  const text = textOf(reply).trim();
  if (index !== -1 && (text || stopped)) {
    turn.push({
      id: reply.id,
      role: "assistant",
      content: stopped ? `${text}${text ? "\n\n" : ""}${STOPPED_MARK}` : text,
    });
  }
  return turn;
}

/**
 * The AI SDK's `useChat` over API-10 (`chatTransport`). A failed turn is told as CHAT-46's toast and
 * `onFailed`; a finished one (not broken off) as the turn to save in the conversation it belongs to,
 * with the reply's id when the person stopped it.
 */
function useTurnChat(
  turnConversation: RefObject<string | null>,
  user: RefObject<ChatCurrentUser | null>,
  handlers: {
    onFailed: () => void;
    onTurn: (conversationId: string, turn: SavedMessageInput[], stoppedReply: string | null) => void;
  },
) {
  const transport = useMemo(() => chatTransport(turnConversation, user), [turnConversation, user]);
  return useChat({
    transport,
    onError(error) {
      // CHAT-46 as a toast, CHAT-47 in the input area.
      toast.error(error.message || PROCESSING_FAILED);
      handlers.onFailed();
    },
    onFinish({ message, messages, isAbort, isError, isDisconnect }) {
      if (isError || isDisconnect) return;
      const id = turnConversation.current;
      if (!id) return;
      const turn = finishedTurn(message, messages, isAbort);
      const replySaved = turn.some((m) => m.id === message.id);
      if (turn.length > 0) handlers.onTurn(id, turn, isAbort && replySaved ? message.id : null);
    },
  });
}

/** The saved conversation the window shows: as state for rendering, and as a ref for the calls in flight. */
function useCurrentConversation() {
  const [conversationId, setConversationId] = useState<string | null>(null);
  const conversationRef = useRef<string | null>(null);
  const setCurrent = (id: string | null) => {
    conversationRef.current = id;
    setConversationId(id);
  };
  return { conversationId, conversationRef, setCurrent };
}

/** API-04, then API-09 in the background: the conversation retitled by its first message. */
async function createConversation(firstMessage: string, onRetitled: () => void): Promise<string> {
  const { id } = await chatApi.create();
  void chatApi
    .rename(id, chatTitle(firstMessage))
    .catch(() => {
      // Reported by the call; the conversation keeps "New Chat".
    })
    .finally(onRetitled);
  return id;
}

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
  const { conversationId, conversationRef, setCurrent } = useCurrentConversation();
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
  const listAgain = () => setHistoryKey((key) => key + 1);

  const chat = useTurnChat(turnConversation, user, {
    onFailed: () => setSendFailed(true),
    onTurn(id, turn, stoppedReply) {
      if (stoppedReply) setStopped((ids) => new Set(ids).add(stoppedReply));
      void saveTurn(id, turn);
    },
  });

  /** CHAT-16: API-07 with the finished turn; the history lists it. */
  async function saveTurn(id: string, turn: SavedMessageInput[]) {
    try {
      const conversation = await chatApi.saveMessages(id, turn);
      if (conversationRef.current === id) setSaved(savedOf(conversation));
      listAgain();
    } catch (error) {
      toast.error(describeChatFailure(error));
    }
  }

  /** The window shows `conversation` (null: a new, empty chat), the reply in progress stopped. */
  async function show(conversation: Conversation | null) {
    await chat.stop();
    const id = conversation?.id ?? null;
    setCurrent(id);
    turnConversation.current = id;
    setSaved(savedOf(conversation));
    setStopped(new Set());
    setSendFailed(false);
    chat.setMessages(conversation?.messages.map(toUiMessage) ?? []);
  }

  /** The person's message: the conversation is created first when there is none (CHAT-12, CHAT-13). */
  async function send(text: string): Promise<void> {
    setSendFailed(false);
    chat.clearError();
    let id = conversationRef.current;
    if (!id) {
      try {
        id = await createConversation(text, listAgain);
      } catch (error) {
        toast.error(afterNewChat.current ? NEW_CHAT_FAILED : CREATE_FAILED);
        throw error;
      }
      afterNewChat.current = false;
      setCurrent(id);
    }
    turnConversation.current = id;
    void chat.sendMessage({ text });
  }

  /** CHAT-29: a history entry's messages replace the window's; the next message continues it. */
  async function open(id: string): Promise<boolean> {
    if (id === conversationRef.current) return true;
    setLoading(true);
    try {
      await show(await chatApi.get(id));
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
    await show(null);
    afterNewChat.current = true;
  }

  /** AMB-07: an edit the server kept shows in the window. */
  function edited(conversation: Conversation, messageId: string) {
    const message = conversation.messages.find((m) => m.id === messageId);
    if (!message) return;
    setSaved(savedOf(conversation));
    chat.setMessages((messages) => withText(messages, messageId, message.content));
  }

  /** AMB-07: the reply to an edited message again; the server already dropped what followed it. */
  function regenerate(message: ChatMessage, conversation: Conversation) {
    setSaved(savedOf(conversation));
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

export type ChatSession = ReturnType<typeof useChatSession>;
