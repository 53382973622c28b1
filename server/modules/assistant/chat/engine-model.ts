import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from "@ai-sdk/provider";
import { PROPOSE_ACTION_TOOL, SHOW_CARDS_TOOL } from "../../../../lib/assistant/chat-stream.ts";
import { ok } from "../../../../lib/assistant/tools.ts";
import type { AnswerInput, EngineAnswer, HistoryTurn } from "../engine/types.ts";

/** The engine counts no tokens. */
const NO_USAGE: LanguageModelV4Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/** The text of a prompt message's text parts. */
function textOfContent(content: LanguageModelV4Prompt[number]["content"]): string {
  if (typeof content === "string") return content;
  return content
    .map((part) => (part.type === "text" ? part.text : ""))
    .join("")
    .trim();
}

/** The question (the last user message) and the turns before it, as text. */
export function questionOf(prompt: LanguageModelV4Prompt): AnswerInput {
  const turns: HistoryTurn[] = [];
  for (const message of prompt) {
    if (message.role !== "user" && message.role !== "assistant") continue;
    const content = textOfContent(message.content);
    if (content) turns.push({ role: message.role, content });
  }
  const lastUser = turns.findLastIndex((turn) => turn.role === "user");
  return {
    text: turns[lastUser]?.content ?? "",
    history: lastUser > 0 ? turns.slice(0, lastUser) : [],
  };
}

/**
 * The answer's content as a model's: each tool the engine called as a provider-executed call with its
 * result (the record the window and the saved turn keep), the proposal as a `propose_action` call, the
 * cards the engine chose to show as one `show_cards` call (the window shows those, in that order), and
 * the text.
 */
export function answerContent(answer: EngineAnswer, callId: (index: number) => string) {
  const calls: LanguageModelV4Content[] = [];
  const record = (toolName: string, input: unknown, result: unknown) => {
    const toolCallId = callId(calls.length / 2);
    calls.push(
      { type: "tool-call", toolCallId, toolName, input: JSON.stringify(input), providerExecuted: true },
      { type: "tool-result", toolCallId, toolName, result: result as never },
    );
  };
  for (const call of answer.toolCalls) record(call.name, call.input, call.result);
  if (answer.proposal)
    record(PROPOSE_ACTION_TOOL, {}, ok(answer.proposal.message, { proposal: answer.proposal }));
  const { products, orders, order } = answer.cards;
  if (products?.length || orders?.length || order) {
    record(
      SHOW_CARDS_TOOL,
      {},
      ok("", {
        ...(products ? { products } : {}),
        ...(orders ? { orders } : {}),
        ...(order ? { order } : {}),
      }),
    );
  }
  return { calls, text: answer.text };
}

/** The answer's text in small pieces (a few words each), so the window shows it arrive. */
export function textPieces(text: string, wordsPerPiece = 3): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece)
    pieces.push(words.slice(i, i + wordsPerPiece).join(""));
  return pieces;
}

/**
 * The built-in engine (issue 16 item 4) as an AI SDK language model, so `streamText` streams its
 * answers to `useChat` exactly as a remote model's. The engine reads the question, calls the read
 * tools itself through the assistant module (the caller's own access rules) and writes the answer;
 * its tool calls reach the stream as provider-executed calls with their results. `answer` is bound to
 * the request's caller by whoever creates the model: one model per request.
 */
export function engineLanguageModel(answer: (input: AnswerInput) => Promise<EngineAnswer>): LanguageModelV4 {
  let calls = 0;
  const run = async (options: LanguageModelV4CallOptions) => {
    const call = ++calls;
    const reply = await answer(questionOf(options.prompt));
    return answerContent(reply, (index) => `engine-${call}-${index}`);
  };
  return {
    specificationVersion: "v4",
    provider: "built-in",
    modelId: "lumen-engine",
    supportedUrls: {},
    async doGenerate(options) {
      const { calls: content, text } = await run(options);
      return {
        content: [...content, { type: "text", text }],
        finishReason: { unified: "stop", raw: undefined },
        usage: NO_USAGE,
        warnings: [],
      };
    },
    async doStream(options) {
      const { calls: content, text } = await run(options);
      const parts: LanguageModelV4StreamPart[] = [
        { type: "stream-start", warnings: [] },
        ...(content as LanguageModelV4StreamPart[]),
        { type: "text-start", id: "text-0" },
        ...textPieces(text).map(
          (delta): LanguageModelV4StreamPart => ({ type: "text-delta", id: "text-0", delta }),
        ),
        { type: "text-end", id: "text-0" },
        { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage: NO_USAGE },
      ];
      const signal = options.abortSignal;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        pull(controller) {
          const part = parts.shift();
          if (!part || signal?.aborted) controller.close();
          else controller.enqueue(part);
        },
      });
      return { stream };
    },
  };
}
