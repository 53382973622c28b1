import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AssistantToolName } from "../../../lib/assistant/tools.ts";
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
export function createAssistantModule(deps: AssistantDeps) {
  const byName = new Map(readTools.map((tool) => [tool.name, tool]));
  /** Runs the tool `name` for `caller` (null: a guest) with the input as sent. */
  const run = (name: AssistantToolName, caller: SessionUser | null, input: unknown) => {
    const tool = byName.get(name);
    if (!tool) throw new Error(`No assistant tool ${name}`);
    return runTool(tool, deps, caller, input);
  };
  return {
    tools: readTools,
    run,
    /** The built-in engine's answer to a chat message (issue 16 item 4), from these tools only. */
    answer: (caller: SessionUser | null, input: AnswerInput) => answerQuestion({ run }, caller, input),
  };
}

export type AssistantModule = ReturnType<typeof createAssistantModule>;
