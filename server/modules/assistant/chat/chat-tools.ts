import { type ToolSet, tool } from "ai";
import { z } from "zod";
import type { SessionUser } from "../../../../lib/accounts/users.ts";
import { PROPOSAL_ACTIONS, PROPOSE_ACTION_TOOL } from "../../../../lib/assistant/chat-stream.ts";
import {
  type AssistantProduct,
  type AssistantToolName,
  ok,
  refused,
  type ToolResult,
} from "../../../../lib/assistant/tools.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { proposalFor } from "../proposal.ts";
import type { AssistantTool } from "../tool.ts";

type Run = (name: AssistantToolName, caller: SessionUser | null, input: unknown) => Promise<ToolResult>;

const proposeInput = z
  .object({
    action: z
      .enum(PROPOSAL_ACTIONS)
      .describe("add_to_cart, add_to_project (a new or existing project) or start_quote (a new quote)"),
    items: z
      .array(
        z
          .object({
            sku: text().trim().min(1).max(80).describe("A SKU a tool returned"),
            quantity: z.number().int().min(1).max(9999),
          })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();

/**
 * The tools a remote model may call in the chat, each bound to the request's caller: the read tools
 * (the same `run` as the MCP endpoint and the built-in engine) and `propose_action`, which only words
 * a proposal for the products it names (they must be in the catalogue): the window shows it as a
 * confirmation card, and the person's click performs it through the cart's or the project's own API.
 */
export function chatTools(
  readTools: readonly AssistantTool[],
  run: Run,
  caller: SessionUser | null,
): ToolSet {
  const tools: ToolSet = {};
  for (const readTool of readTools) {
    tools[readTool.name] = tool({
      description: readTool.description,
      inputSchema: readTool.input,
      execute: (input: unknown) => run(readTool.name, caller, input),
    });
  }
  tools[PROPOSE_ACTION_TOOL] = tool({
    description:
      "Propose adding products to the person's cart or a project, or starting a quote with them. Nothing is written: the person sees a confirmation card and decides. Use only SKUs a tool returned.",
    inputSchema: proposeInput,
    execute: async ({ action, items }: z.output<typeof proposeInput>) => {
      const lines: { product: AssistantProduct; quantity: number }[] = [];
      for (const item of items) {
        const found = await run("get_product", caller, { sku: item.sku });
        const product = found.data.products?.[0];
        if (!found.success || !product) return refused(found.message);
        lines.push({ product, quantity: item.quantity });
      }
      const proposal = proposalFor(action, lines);
      return ok(proposal.message, { proposal, products: lines.map((line) => line.product) });
    },
  });
  return tools;
}
