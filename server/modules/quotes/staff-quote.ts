import { asc, eq, sql } from "drizzle-orm";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { type QuotesDeps, quoteNotFound } from "./deps.ts";
import { readNegotiation, toNegotiation } from "./load-negotiation.ts";
import { answerQuote } from "./load-quote.ts";
import { negotiationOf } from "./quote-scope.ts";
import { quoteLines, quotes } from "./schema.ts";

/**
 * Issue 32 item 3, integration API `GET …/integration/quotes/{number}`: a quote request by its number,
 * with its lines (their ids, for the answer) and thread, for the manufacturer's staff. Only
 * negotiated quotes: a buyer's own saved quote is not found. The staff console finds it by its id.
 */
export async function staffQuote(deps: QuotesDeps, by: { number: string } | { id: string }): Promise<Quote> {
  const which = "id" in by ? sql`${quotes.id} = ${by.id}` : sql`${quotes.number} = ${by.number}`;
  const [row] = await deps.db
    .select()
    .from(quotes)
    .where(sql`${which} and exists (${negotiationOf(quotes.id)})`);
  if (!row) throw quoteNotFound();
  const lines = await deps.db
    .select()
    .from(quoteLines)
    .where(eq(quoteLines.quoteId, row.id))
    .orderBy(asc(quoteLines.position));
  const now = deps.now?.() ?? new Date();
  return answerQuote(row, lines, now, toNegotiation(row, await readNegotiation(deps.db, row.id)));
}
