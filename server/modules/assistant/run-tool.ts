import type { SessionUser } from "../../../lib/accounts/users.ts";
import { refused, type ToolResult } from "../../../lib/assistant/tools.ts";
import { AppError } from "../../errors.ts";
import type { AssistantDeps } from "./deps.ts";
import type { AssistantTool } from "./tool.ts";

/** The refusals a tool answers in words (the rest are faults, thrown to the caller's error handling). */
const TOLD_CODES = new Set(["NOT_FOUND", "FORBIDDEN", "UNAUTHENTICATED", "VALIDATION", "CONFLICT"]);

/**
 * One call of a tool: the input parsed by its zod schema (a bad input is a refusal that says what is
 * wrong, for the model to correct), then run for `caller`. A module's refusal (another account's order
 * is not found, no order access …) becomes `success: false` with the module's own words.
 */
export async function runTool(
  tool: AssistantTool,
  deps: AssistantDeps,
  caller: SessionUser | null,
  rawInput: unknown,
): Promise<ToolResult> {
  const parsed = tool.input.safeParse(rawInput ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return refused(`${where}${issue?.message ?? "Invalid input"}`);
  }
  try {
    return await withCallerPrices(deps, caller, await tool.run({ caller, deps }, parsed.data));
  } catch (error) {
    if (error instanceof AppError && TOLD_CODES.has(error.code)) return refused(error.message);
    throw error;
  }
}

/**
 * The products of a result priced for a signed-in caller of an account (issue 32 item 5): the list
 * price and the working account's price, as the cart charges one unit, read in one go for all of
 * them. A guest's and a caller of no account's products are left as they are.
 */
async function withCallerPrices(
  deps: AssistantDeps,
  caller: SessionUser | null,
  result: ToolResult,
): Promise<ToolResult> {
  const products = result.data.products;
  if (!caller?.workingAccountId || !deps.pricing || !products?.length) return result;
  const prices = new Map(
    (
      await deps.pricing.pricesForViewer(
        caller,
        products.map((product) => product.sku),
      )
    ).map((price) => [price.sku.toLowerCase(), price]),
  );
  return {
    ...result,
    data: {
      ...result.data,
      products: products.map((product) => {
        const price = prices.get(product.sku.toLowerCase());
        if (!price) return product;
        const own = price.accountPriceCents;
        return {
          ...product,
          listPriceCents: price.listPriceCents,
          accountPriceCents: own !== null && own !== price.listPriceCents ? own : null,
        };
      }),
    },
  };
}
