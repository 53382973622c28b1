import { z } from "zod";
import type { SessionUser } from "../../../../lib/accounts/users.ts";
import type { Proposal } from "../../../../lib/assistant/chat-stream.ts";
import type { ReadQuestion } from "../../../../lib/assistant/read-question.ts";
import type {
  AssistantOrder,
  AssistantProduct,
  AssistantToolName,
  ToolResult,
} from "../../../../lib/assistant/tools.ts";

/** What the engine calls: the assistant module's `run`, so the tools' access rules are the only ones. */
export type EngineDeps = {
  run: (name: AssistantToolName, caller: SessionUser | null, input: unknown) => Promise<ToolResult>;
};

/** One turn of the conversation before the question (CHAT-05's saved messages). */
export const historyTurnSchema = z
  .object({ role: z.enum(["user", "assistant"]), content: z.string().max(20_000) })
  .strip();
export type HistoryTurn = z.infer<typeof historyTurnSchema>;

export const answerInputSchema = z
  .object({
    text: z.string().max(2000),
    history: z.array(historyTurnSchema).max(200).default([]),
  })
  .strict();
export type AnswerInput = z.input<typeof answerInputSchema>;

export type ToolCall = { name: AssistantToolName; input: Record<string, unknown>; result: ToolResult };

export type EngineCards = {
  products?: AssistantProduct[];
  orders?: AssistantOrder[];
  order?: AssistantOrder;
};

/** An action the assistant proposes and only the person's click performs (issue 16 item 5): the engine never writes. */
export type { Proposal };

export type EngineAnswer = {
  /** The question as read (intent and entities), for the record and the eval. */
  reading: ReadQuestion;
  toolCalls: ToolCall[];
  text: string;
  cards: EngineCards;
  proposal?: Proposal;
};

/** What a topic's answerer gets: the reading, the caller and a way to call tools (recorded). */
export type Turn = {
  reading: ReadQuestion;
  caller: SessionUser | null;
  call: (name: AssistantToolName, input: Record<string, unknown>) => Promise<ToolResult>;
};

/** What a topic's answerer returns (the calls are recorded by the turn). */
export type Reply = { text: string; cards?: EngineCards; proposal?: Proposal };
