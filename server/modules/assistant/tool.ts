import type { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type AssistantToolName,
  refused,
  SIGN_IN_MESSAGE,
  type ToolResult,
} from "../../../lib/assistant/tools.ts";
import type { ToolContext } from "./deps.ts";

/**
 * One read tool of the assistant: a thin, zod-typed wrapper over module functions. `input` is what a
 * model or an outside agent sends (validated before `run`); the caller is the context's, never the
 * input's. Each tool is one file under tools/.
 */
export type AssistantTool<S extends z.ZodObject = z.ZodObject> = {
  name: AssistantToolName;
  description: string;
  input: S;
  /** True for the tools that read the caller's account (a guest is asked to sign in). */
  account: boolean;
  run: (context: ToolContext, input: z.output<S>) => Promise<ToolResult>;
};

/** Keeps each tool's input type while listing them together. */
export const defineTool = <S extends z.ZodObject>(tool: AssistantTool<S>): AssistantTool<S> => tool;

/** An account tool's body, run only for a signed-in caller; a guest gets the sign-in message. */
export function signedIn<I>(
  run: (caller: SessionUser, context: ToolContext, input: I) => Promise<ToolResult>,
): (context: ToolContext, input: I) => Promise<ToolResult> {
  return (context, input) =>
    context.caller ? run(context.caller, context, input) : Promise.resolve(refused(SIGN_IN_MESSAGE));
}
