import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import type { QuotesDeps } from "./deps.ts";
import { readNegotiation, toNegotiation } from "./load-negotiation.ts";
import { answerQuote, readQuote } from "./load-quote.ts";
import { requireQuoteAccess } from "./quote-scope.ts";

/**
 * API-26 `GET cart-service/quotes/{id}` (QUOTE-02): one quote of the caller's working account, with
 * its lines and totals as saved (prices frozen). Another account's quote, or one that does not exist,
 * is not found (404). An expired quote opens too, with the status "expired".
 */
export async function getQuote(deps: QuotesDeps, caller: SessionUser, quoteId: string): Promise<Quote> {
  requireQuoteAccess(caller);
  const { row, lines } = await readQuote(deps.db, deps, caller, quoteId);
  // Issue 32: a negotiated quote comes with its state and thread.
  const negotiation = toNegotiation(row, await readNegotiation(deps.db, row.id));
  return answerQuote(row, lines, deps.now?.() ?? new Date(), negotiation);
}
