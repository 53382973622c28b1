import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { workingAccountOf } from "../../accounts/index.ts";
import { defineTool, signedIn } from "../tool.ts";

const input = z.object({ limit: z.number().int().min(1).max(20).default(10) }).strict();

/** API-25: the quotes of the caller's working account (the selected one), newest first. */
export const listQuotesTool = defineTool({
  name: "list_quotes",
  description:
    "The quotes of the signed-in buyer's selected account, newest first: number, purchase order, status, total and expiry.",
  input,
  account: true,
  run: signedIn(async (caller, { deps }, { limit }) => {
    const accountId = workingAccountOf(caller, deps.fallbackAccountId);
    const list = await deps.quotes.list(caller, accountId, { pageSize: limit });
    const quotes = list.quotes.map((quote) => ({
      id: quote.id,
      number: quote.number,
      PurchaseOrder: quote.PurchaseOrder,
      status: quote.status,
      totalCents: quote.totalCents,
      lineCount: quote.lineCount,
      createdAt: quote.createdAt,
      expiresAt: quote.expiresAt,
      createdBy: quote.createdBy.name,
    }));
    const message =
      list.total === 0
        ? `Account ${accountId} has no quotes.`
        : `Account ${accountId} has ${list.total} quote${list.total === 1 ? "" : "s"}${list.total > quotes.length ? `; the ${quotes.length} newest are listed` : ""}.`;
    return ok(message, { accountId, quotes, total: list.total });
  }),
});
