import { z } from "zod";
import { hasControlCharacters } from "../shared/safe-text.ts";

/**
 * The chat's conversations (issue 16; API-04 … API-09, CHAT-10 … CHAT-16, CHAT-27 … CHAT-34): the
 * contract the chat window, the conversations API and the assistant share. The owner is never in
 * here: the server takes it from the session, or from the guest's signed cookie (requirements §0).
 */

/** CHAT-12: a new conversation's title. */
export const NEW_CHAT_TITLE = "New Chat";
/** CONST-01: the longest message a person may send, in code points after trimming (AMB-27). */
export const CHAT_MESSAGE_MAX = 2000;
/** CONST-02: the counter shows the characters left from this many on. */
export const CHARS_LEFT_WARNING_AT = 100;
/** CONST-07: a conversation title is at most this long. */
export const TITLE_MAX = 50;
/** CONST-08: a generated title is built from this many words. */
const TITLE_WORDS = 5;
/** CONST-09: a generated title shorter than this is prefixed with "Chat about ". */
const SHORT_TITLE = 10;
/** CONST-10: the history panel lists this many conversations; any other listing 20. */
export const HISTORY_LIMIT = 50;
export const DEFAULT_LIST_LIMIT = 20;
/** CONST-41: a guest's chat identity starts with this. */
export const GUEST_ID_PREFIX = "guest_";
/** An assistant reply may be longer than what a person types; this bounds what one row keeps. */
export const ASSISTANT_MESSAGE_MAX = 20_000;
/** One save (API-07) carries a turn: the question and its reply, with room for an edit's regeneration. */
export const MESSAGES_PER_SAVE = 20;
/** How many messages one conversation keeps; past it, a new conversation is needed. */
export const MESSAGES_PER_CONVERSATION = 500;

/** AMB-27: a message is measured trimmed, in Unicode code points (an emoji counts once). */
export function messageLength(text: string): number {
  return [...text.trim()].length;
}

/**
 * CHAT-14 in the order of AMB-08: trim and collapse whitespace, take the first 5 words, add "..." when
 * there were more, upper-case the first letter only, prefix "Chat about " when shorter than 10
 * characters, then cut to 50 characters (the ellipsis included).
 */
export function chatTitle(message: string): string {
  const words = message.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return NEW_CHAT_TITLE;
  let title = words.slice(0, TITLE_WORDS).join(" ");
  if (words.length > TITLE_WORDS) title += "...";
  title = title.charAt(0).toUpperCase() + title.slice(1);
  if (title.length < SHORT_TITLE) title = `Chat about ${title}`;
  return [...title].slice(0, TITLE_MAX).join("");
}

/** A text without control characters (a newline and a tab are text), trimmed, measured as AMB-27 says. */
const plainText = (label: string, max: number) =>
  z
    .string(`Enter the ${label}`)
    .refine((value) => !hasControlCharacters(value), {
      message: `The ${label} must not contain control characters`,
    })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { message: `The ${label} must not be empty` })
    .refine((value) => [...value].length <= max, {
      message: `The ${label} is at most ${max} characters`,
    });

/** CHAT-31: an edited title is not empty after trimming; a longer one is cut to 50 (CONST-07). */
const title = z
  .string("Enter a title")
  .trim()
  .min(1, "The title must not be empty")
  .max(500, "The title is too long")
  .refine((value) => !hasControlCharacters(value), "The title must not contain control characters")
  .transform((value) => [...value].slice(0, TITLE_MAX).join(""));

/**
 * The `userId` the specification puts in bodies and queries is at most a hint (requirements §0): it is
 * accepted so the spec's calls are valid, and never read.
 */
const userIdHint = { userId: z.string().max(200).optional() };

/** API-04: `{ userId, title }`; the title defaults to "New Chat" (CHAT-12). */
export const createConversationBody = z.object({
  title: title.default(NEW_CHAT_TITLE),
  ...userIdHint,
});

/** API-05: `?limit=` (1 … 50, 20 by default; CHAT-27). */
export const listConversationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(HISTORY_LIMIT).default(DEFAULT_LIST_LIMIT),
  ...userIdHint,
});

/** A message id as the chat makes them (the AI SDK's ids, or a UUID): letters, digits, `-` and `_`. */
export const messageId = z
  .string("Give the message's id")
  .regex(/^[A-Za-z0-9_-]{1,100}$/, "A message id is 1 to 100 letters, digits, - or _");

const savedMessage = z.discriminatedUnion("role", [
  z.object({
    id: messageId,
    role: z.literal("user"),
    content: plainText("message", CHAT_MESSAGE_MAX),
    createdAt: z.iso.datetime({ offset: true }).optional(),
  }),
  z.object({
    id: messageId,
    role: z.literal("assistant"),
    content: plainText("reply", ASSISTANT_MESSAGE_MAX),
    createdAt: z.iso.datetime({ offset: true }).optional(),
  }),
]);
export type SavedMessageInput = z.infer<typeof savedMessage>;

/**
 * API-07: `{ conversationId, messages[], userId }`, each message `{ id, role, content, createdAt }`.
 * A message saved again with the same id is the same message (a retried save stores it once).
 */
export const saveMessagesBody = z.object({
  conversationId: z.string().max(100).optional(),
  messages: z
    .array(savedMessage)
    .min(1, "Send at least one message")
    .max(MESSAGES_PER_SAVE, `At most ${MESSAGES_PER_SAVE} messages are saved at once`),
  ...userIdHint,
});

/** API-09: `{ title, userId }`. */
export const renameConversationBody = z.object({ title, ...userIdHint });

/** AMB-07: a sent message's edit persists. */
export const editMessageBody = z.object({
  content: plainText("message", CHAT_MESSAGE_MAX),
  /** Remove what followed the message, so the reply to the edited text takes its place. */
  regenerate: z.boolean().default(false),
  ...userIdHint,
});

export type ChatRole = "user" | "assistant";

export type ChatMessage = {
  id: string;
  role: ChatRole;
  content: string;
  createdAt: string;
  /** AMB-07: when the person last edited it; null when never. */
  editedAt: string | null;
};

/** A conversation as listed (API-05) and, with its messages, as read (API-06). */
export type ConversationSummary = {
  id: string;
  title: string;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
};
export type Conversation = ConversationSummary & { messages: ChatMessage[] };

/** The chat service's answers carry the conversation in `data` (API-04; and the others alike). */
export type ConversationAnswer = { data: Conversation };
export type ConversationListAnswer = { data: ConversationSummary[] };

/** The answers the chat window reads (app/features/chat/chat-api.ts), parsed, never cast. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
}) satisfies z.ZodType<ChatMessage>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  messageCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<ConversationSummary>;

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
}) satisfies z.ZodType<Conversation>;

/** API-04, API-06, API-07 and AMB-07's edit answer the conversation. */
export const conversationAnswerSchema = z.object({ data: conversationSchema });
/** API-05. */
export const conversationListAnswerSchema = z.object({ data: z.array(conversationSummarySchema) });
/** API-09 answers the renamed conversation without its messages. */
export const renamedConversationAnswerSchema = z.object({ data: conversationSummarySchema });
/** API-08. */
export const deletedConversationAnswerSchema = z.object({
  data: z.object({ id: z.string(), deleted: z.literal(true) }),
});
