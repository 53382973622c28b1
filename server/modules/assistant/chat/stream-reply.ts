import type { LanguageModelV4 } from "@ai-sdk/provider";
import { convertToModelMessages, isStepCount, streamText, type ToolSet, tool, type UIMessage } from "ai";
import { z } from "zod";
import type { SessionUser } from "../../../../lib/accounts/users.ts";
import {
  type ChatRequest,
  questionProblem,
  SHOW_CARDS_TOOL,
  textOf,
} from "../../../../lib/assistant/chat-stream.ts";
import { AppError } from "../../../errors.ts";
import type { Logger } from "../../../logger.ts";
import type { RateLimiter } from "../../ratelimit/index.ts";
import type { AnswerInput, EngineAnswer } from "../engine/types.ts";
import type { AssistantTool } from "../tool.ts";
import { chatTools } from "./chat-tools.ts";
import { engineLanguageModel } from "./engine-model.ts";
import { systemPrompt } from "./system-prompt.ts";

/** Earlier turns a reply is given (the oldest beyond are left out), and their characters at most. */
export const HISTORY_TURNS = 20;
export const HISTORY_CHARS = 24_000;
/** Model steps (a tool round each) one reply may take. */
export const MAX_STEPS = 6;
/** CHAT-46: what the window shows of a failure it is not told more about. */
export const REPLY_FAILED = "An error occurred while processing your request";

export type ChatReplyDeps = {
  readTools: readonly AssistantTool[];
  run: Parameters<typeof chatTools>[1];
  answer: (caller: SessionUser | null, input: AnswerInput) => Promise<EngineAnswer>;
  /** The configured remote model; null: the built-in engine. */
  remoteModel: LanguageModelV4 | null;
  brandName: string;
  logger: Logger;
  limiter: Pick<RateLimiter, "enforce">;
  /** Questions a person (or a guest's address) may ask a minute (ASSISTANT_QUESTIONS_PER_MINUTE). */
  questionsPerMinute: number;
};

/** The rate limit's refusal (429). */
export const TOO_MANY_QUESTIONS =
  "You are asking faster than the assistant can answer. Please wait a minute and try again.";

/** Who a request is, for the rate limit: the signed-in user, else the guest's address. */
export type Requester = { caller: SessionUser | null; clientIp: string };

/**
 * The conversation as the model sees it: the text of each user and assistant message, the latest
 * turns only. Tool parts a browser sends back are dropped: a tool's result reaches a model only from
 * the server's own call, never from a request body.
 */
export function conversationOf(request: ChatRequest): UIMessage[] {
  const turns = request.messages.map((message) => ({
    id: message.id,
    role: message.role,
    text: textOf(message).trim(),
  }));
  const question = turns.at(-1);
  const problem = question?.role === "user" ? questionProblem(question.text) : "Ask a question first.";
  if (problem) throw new AppError("VALIDATION", problem);
  const kept = [];
  let chars = 0;
  for (const turn of turns
    .filter((t) => t.text)
    .slice(-HISTORY_TURNS - 1)
    .reverse()) {
    chars += turn.text.length;
    if (kept.length && chars > HISTORY_CHARS) break;
    kept.unshift(turn);
  }
  return kept.map((turn) => ({ id: turn.id, role: turn.role, parts: [{ type: "text", text: turn.text }] }));
}

/** The built-in engine's cards part: declared so the stream accepts it; the engine fills it. */
const showCardsTool = tool({
  description: "The cards the answer shows (the built-in engine's).",
  inputSchema: z.object({}),
});

/**
 * API-10: the reply to the conversation's last question as the AI SDK's UI message stream. The
 * remote model (when configured) calls the tools; otherwise the built-in engine answers through the
 * same tools, bound to this request's caller. A failure after the stream started reaches the window
 * as an error part with words for people; the detail goes to the log.
 */
export async function streamReply(
  deps: ChatReplyDeps,
  { caller, clientIp }: Requester,
  request: ChatRequest,
  abortSignal: AbortSignal,
): Promise<Response> {
  const conversation = conversationOf(request);
  await deps.limiter.enforce(
    caller ? `chat:user:${caller.userId}` : `chat:ip:${clientIp}`,
    { max: deps.questionsPerMinute, windowSeconds: 60 },
    TOO_MANY_QUESTIONS,
  );
  const tools: ToolSet = chatTools(deps.readTools, deps.run, caller);
  const model = deps.remoteModel ?? engineLanguageModel((input) => deps.answer(caller, input));
  if (!deps.remoteModel) tools[SHOW_CARDS_TOOL] = showCardsTool;
  const result = streamText({
    model,
    system: systemPrompt(deps.brandName, caller !== null),
    messages: await convertToModelMessages(conversation),
    tools,
    stopWhen: isStepCount(MAX_STEPS),
    abortSignal,
    onError: ({ error }) => deps.logger.error({ err: error }, "The chat reply failed"),
  });
  return result.toUIMessageStreamResponse({
    headers: { "Cache-Control": "private, no-store" },
    onError: () => REPLY_FAILED,
  });
}
