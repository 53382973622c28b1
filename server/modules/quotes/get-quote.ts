import { and, asc, eq, or, type SQL } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { type QuotesDeps, quoteNotFound } from "./deps.ts";
import { readNegotiation, toNegotiation } from "./load-negotiation.ts";
import { answerQuote, readQuote } from "./load-quote.ts";
import { ownQuotes, repQuotes, requireQuoteAccess } from "./quote-scope.ts";
import { quoteLines, quotes } from "./schema.ts";

/**
 * API-26 `GET cart-service/quotes/{id}` (QUOTE-02): one quote of the caller's working account, with
 * its lines and totals as saved (prices frozen). Another account's quote, or one that does not exist,
 * is not found (404). An expired quote opens too, with the status "expired". Issue 32: a sales rep
 * also reaches the quote requests of every account assigned to them (the "Quote requests" list links
 * them whichever account is selected); a buyer's own saved quote of another account stays 404.
 */
export async function getQuote(deps: QuotesDeps, caller: SessionUser, quoteId: string): Promise<Quote> {
  requireQuoteAccess(caller);
  const { row, lines } =
    caller.customerType === "representative"
      ? await readRepQuote(deps, caller, quoteId)
      : await readQuote(deps.db, deps, caller, quoteId);
  // Issue 32: a negotiated quote comes with its state and thread.
  const negotiation = toNegotiation(row, await readNegotiation(deps.db, row.id));
  return answerQuote(row, lines, deps.now?.() ?? new Date(), negotiation);
}

/** A rep's quote: of the working account, or a negotiated one of an assigned account. */
async function readRepQuote(deps: QuotesDeps, caller: SessionUser, quoteId: string) {
  const [row] = await deps.db
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), or(ownQuotes(deps, caller), repQuotes(caller))) as SQL);
  if (!row) throw quoteNotFound();
  // The lines of the quote just reached through the scope above.
  const lines = await deps.db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, row.id))
    .orderBy(asc(quoteLines.position));
  return { row, lines };
}
