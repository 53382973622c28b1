import { z } from "zod";
import { CHAT_MESSAGE_MAX } from "./conversations.ts";
import {
  ASSISTANT_TOOL_NAMES,
  type AssistantOrder,
  type AssistantProduct,
  type AssistantToolName,
  toolResultSchema,
} from "./tools.ts";

/**
 * API-10, `POST /api/chat`, contract version 1 (requirements: "document the stream format as a
 * versioned contract"). The body is the AI SDK's chat request (`id`, `messages` as UI messages with
 * `parts`) plus the saved conversation's id; the answer is the AI SDK's UI message stream
 * (server-sent events, `x-vercel-ai-ui-message-stream: v1`): text deltas, and one tool part per tool
 * the assistant called, `tool-<name>` with `state: "output-available"` and `output` the tool's
 * `{ success, message, data }` (CHAT-20). An action the assistant proposes is the tool part
 * `tool-propose_action`, whose `data.proposal` the window shows as a confirmation card; nothing is
 * written until the person clicks it, through the cart's or the project's own API.
 *
 * `userToken` and `currentUser` (CHAT-15) are accepted and never read: the caller is the session's,
 * or a guest (requirements §0).
 */
export const CHAT_ENDPOINT = "/api/chat";
export const CHAT_STREAM_VERSION = "1";
/** The tool through which the assistant proposes an action (issue 16 item 5). */
export const PROPOSE_ACTION_TOOL = "propose_action";
/**
 * The cards an answer chose to show, in its order (the built-in engine's): when a message has this
 * part, its cards are this part's alone; otherwise they are every read tool's results'.
 */
export const SHOW_CARDS_TOOL = "show_cards";

/** A conversation's messages sent with one request, at most (the rest are cut off, oldest first). */
export const MAX_CHAT_MESSAGES = 200;

export const PROPOSAL_ACTIONS = ["add_to_cart", "add_to_project", "start_quote"] as const;
export type ProposalAction = (typeof PROPOSAL_ACTIONS)[number];

/** An action the assistant proposes and only the person's click performs. */
export const proposalSchema = z
  .object({
    action: z.enum(PROPOSAL_ACTIONS),
    items: z
      .array(
        z
          .object({
            productId: z.string(),
            sku: z.string(),
            name: z.string(),
            quantity: z.number().int().min(1).max(9999),
          })
          .strict(),
      )
      .min(1)
      .max(20),
    /** The confirmation card's question. */
    message: z.string(),
  })
  .strict();
export type Proposal = z.infer<typeof proposalSchema>;

/** One part of a UI message as the server accepts it: checked in full by the AI SDK afterwards. */
const partSchema = z.looseObject({ type: z.string().max(100) });

export const chatUiMessageSchema = z.looseObject({
  id: z.string().max(200),
  role: z.enum(["user", "assistant"]),
  parts: z.array(partSchema).max(100),
});

/** API-10's body. */
export const chatRequestSchema = z.looseObject({
  /** The AI SDK's chat id (the window's, not stored). */
  id: z.string().max(200).optional(),
  /** The saved conversation (API-04) the turn belongs to, when there is one; not needed to answer. */
  conversationId: z.string().max(100).nullish(),
  messages: z.array(chatUiMessageSchema).min(1).max(MAX_CHAT_MESSAGES),
  /** CHAT-15's fields: accepted as the spec sends them, never read. */
  userToken: z.unknown().optional(),
  currentUser: z.unknown().optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** The text of a UI message (its text parts, joined). */
export function textOf(message: { parts: readonly { type: string; text?: unknown }[] }): string {
  return message.parts
    .filter((part) => part.type === "text" && typeof part.text === "string")
    .map((part) => part.text as string)
    .join("");
}

/** The question as sent must be 1 … 2000 characters after trimming (CHAT-35). */
export function questionProblem(text: string): string | null {
  const length = text.trim().length;
  if (length === 0) return "Type a question first.";
  if (length > CHAT_MESSAGE_MAX) return `Message too long (${length}/${CHAT_MESSAGE_MAX} characters)`;
  return null;
}

export type ReplyCards = {
  products: AssistantProduct[];
  orders: AssistantOrder[];
  proposals: Proposal[];
};

const toolNames = new Set<string>(ASSISTANT_TOOL_NAMES);
const isReadTool = (name: string): name is AssistantToolName => toolNames.has(name);

/**
 * CHAT-20: the cards of an assistant message, read from its tool parts' `success`, `data.products`,
 * `data.orders`, `data.order` (an order shown alone) and a proposal's `data.proposal`: those of the
 * `show_cards` part when there is one, else every read tool's. A product or order that two tools
 * returned shows once; an output that is not a tool result is skipped.
 */
export function cardsOf(message: { parts: readonly unknown[] }): ReplyCards {
  const cards: ReplyCards = { products: [], orders: [], proposals: [] };
  const seenProducts = new Set<string>();
  const seenOrders = new Set<string>();
  const results = message.parts.flatMap((raw) => {
    const part = raw as { type?: unknown; state?: unknown; output?: unknown };
    if (typeof part.type !== "string" || !part.type.startsWith("tool-")) return [];
    if (part.state !== "output-available") return [];
    const parsed = toolResultSchema.safeParse(part.output);
    if (!parsed.success || !parsed.data.success) return [];
    return [{ name: part.type.slice("tool-".length), data: parsed.data.data }];
  });
  const chosen = results.some(({ name }) => name === SHOW_CARDS_TOOL);
  for (const { name, data } of results) {
    if (name === PROPOSE_ACTION_TOOL) {
      const proposal = proposalSchema.safeParse(data.proposal);
      if (proposal.success) cards.proposals.push(proposal.data);
      continue;
    }
    if (chosen ? name !== SHOW_CARDS_TOOL : !isReadTool(name)) continue;
    for (const product of data.products ?? []) {
      if (seenProducts.has(product.id)) continue;
      seenProducts.add(product.id);
      cards.products.push(product);
    }
    for (const order of [...(data.orders ?? []), ...(data.order ? [data.order] : [])]) {
      if (seenOrders.has(order.id)) continue;
      seenOrders.add(order.id);
      cards.orders.push(order);
    }
  }
  return cards;
}
