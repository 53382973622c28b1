import type { SessionUser } from "../../../../lib/accounts/users.ts";
import { type ReadQuestion, readQuestion } from "../../../../lib/assistant/read-question.ts";
import type { AssistantToolName } from "../../../../lib/assistant/tools.ts";
import { answerInvoices, answerOrders, answerQuotes } from "./answer-account.ts";
import { answerEnergySavings } from "./answer-energy.ts";
import { answerHelp, answerKnowledge } from "./answer-knowledge.ts";
import { answerRebates, answerSalesRep, answerWholesaler } from "./answer-places.ts";
import {
  answerAddToCart,
  answerCompare,
  answerDocuments,
  answerInventory,
  answerProductDetails,
  answerProductSearch,
} from "./answer-products.ts";
import {
  type AnswerInput,
  answerInputSchema,
  type EngineAnswer,
  type EngineDeps,
  type Reply,
  type ToolCall,
  type Turn,
} from "./types.ts";

/** How many earlier user turns are read to follow the conversation. */
const FOLLOW_TURNS = 6;

/** The reading of the earlier user turns, oldest first, each a possible follow-up of the one before. */
export function readHistory(history: AnswerInput["history"]): ReadQuestion | undefined {
  const asked = (history ?? []).filter((turn) => turn.role === "user").slice(-FOLLOW_TURNS);
  let previous: ReadQuestion | undefined;
  for (const turn of asked) previous = readQuestion(turn.content, previous);
  return previous;
}

const ANSWERERS: Record<ReadQuestion["intent"], (turn: Turn) => Promise<Reply> | Reply> = {
  product_search: answerProductSearch,
  product_details: answerProductDetails,
  documents: answerDocuments,
  compare: answerCompare,
  inventory: answerInventory,
  order_status: answerOrders,
  order_list: answerOrders,
  quotes: answerQuotes,
  invoices: answerInvoices,
  energy_savings: answerEnergySavings,
  rebates: answerRebates,
  find_sales_rep: answerSalesRep,
  find_wholesaler: answerWholesaler,
  lighting_knowledge: answerKnowledge,
  add_to_cart: answerAddToCart,
  greeting: answerHelp,
  help: answerHelp,
  unknown: answerHelp,
};

/**
 * The built-in engine (issue 16 item 4): reads the question (and the earlier turns, for follow-ups),
 * calls the read tools its intent needs through the assistant module (the caller's own access rules),
 * and writes a short answer from their results only, with the product and order cards they returned.
 * It never writes: an action is a `proposal` the person confirms.
 */
export async function answerQuestion(
  deps: EngineDeps,
  caller: SessionUser | null,
  raw: AnswerInput,
): Promise<EngineAnswer> {
  const input = answerInputSchema.parse(raw);
  const reading = readQuestion(input.text, readHistory(input.history));
  const toolCalls: ToolCall[] = [];
  const turn: Turn = {
    reading,
    caller,
    call: async (name: AssistantToolName, toolInput: Record<string, unknown>) => {
      const result = await deps.run(name, caller, toolInput);
      toolCalls.push({ name, input: toolInput, result });
      return result;
    },
  };
  const reply = await ANSWERERS[reading.intent](turn);
  return {
    reading,
    toolCalls,
    text: reply.text,
    cards: reply.cards ?? {},
    ...(reply.proposal ? { proposal: reply.proposal } : {}),
  };
}
