import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ChatRequest } from "../../../lib/assistant/chat-stream.ts";
import type { AssistantToolName } from "../../../lib/assistant/tools.ts";
import type { ChatReplyDeps, Requester } from "./chat/stream-reply.ts";
import { streamReply } from "./chat/stream-reply.ts";
import type { AssistantDeps } from "./deps.ts";
import { answerQuestion } from "./engine/answer-question.ts";
import type { AnswerInput } from "./engine/types.ts";
import { runTool } from "./run-tool.ts";
import { readTools } from "./tools/index.ts";

export type { AssistantDeps, ToolContext } from "./deps.ts";
export type { AnswerInput, EngineAnswer, Proposal } from "./engine/types.ts";
export type { AssistantTool } from "./tool.ts";
export { readTools } from "./tools/index.ts";

/**
 * The assistant module (issue 16 items 3 and 6): the read tools the chat's model and outside agents
 * (the MCP endpoint) call. Each is a thin zod-typed wrapper over the module functions the pages use,
 * run with the caller of the session or bearer token; every result is `{ success, message, data }`.
 */
export function createAssistantModule(
  deps: AssistantDeps,
  chat: Pick<ChatReplyDeps, "remoteModel" | "brandName" | "logger" | "limiter" | "questionsPerMinute">,
) {
  const byName = new Map(readTools.map((tool) => [tool.name, tool]));
  /** Runs the tool `name` for `caller` (null: a guest) with the input as sent. */
  const run = (name: AssistantToolName, caller: SessionUser | null, input: unknown) => {
    const tool = byName.get(name);
    if (!tool) throw new Error(`No assistant tool ${name}`);
    return runTool(tool, deps, caller, input);
  };
  /** The built-in engine's answer to a chat message (issue 16 item 4), from these tools only. */
  const answer = (caller: SessionUser | null, input: AnswerInput) => answerQuestion({ run }, caller, input);
  const replyDeps: ChatReplyDeps = { ...chat, readTools, run, answer };
  return {
    tools: readTools,
    run,
    answer,
    /** API-10: the streamed reply to a conversation's last question, by the configured model. */
    streamReply: (requester: Requester, request: ChatRequest, signal: AbortSignal) =>
      streamReply(replyDeps, requester, request, signal),
    /** Which model answers: a remote one by configuration, else the built-in engine. */
    usesRemoteModel: chat.remoteModel !== null,
  };
}

export type AssistantModule = ReturnType<typeof createAssistantModule>;

// The routers the server mounts: thin, one call of this module a route.
export { chatRoutes } from "./chat-routes.ts";
export { mcpRoutes } from "./mcp-routes.ts";
