import { and, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type DeletedQuote, quoteMessages } from "../../../lib/quotes/contract.ts";
import { negotiatedQuoteFixed, type QuotesDeps, quoteNotFound } from "./deps.ts";
import { negotiationOf, ownQuote, requireQuoteAccess } from "./quote-scope.ts";
import { quotes } from "./schema.ts";

/**
 * API-28 `DELETE cart-service/quotes/{id}` (QUOTE-08): one statement, scoped, that deletes the quote
 * and (by the foreign key's cascade) its lines. Another account's quote, or one already deleted, is
 * not found (404) and nothing is deleted. The cart is not touched.
 */
export async function deleteQuote(
  deps: QuotesDeps,
  caller: SessionUser,
  quoteId: string,
): Promise<DeletedQuote> {
  requireQuoteAccess(caller);
  const [deleted] = await deps.db
    .delete(quotes)
    // Issue 32: a negotiated quote keeps its thread (decline it instead); it is not deleted.
    .where(and(ownQuote(deps, caller, quoteId), sql`not exists (${negotiationOf(quotes.id)})`))
    .returning({ id: quotes.id, number: quotes.number });
  if (!deleted) {
    const [negotiated] = await deps.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(ownQuote(deps, caller, quoteId));
    throw negotiated ? negotiatedQuoteFixed("deleted") : quoteNotFound();
  }
  return { id: deleted.id, number: deleted.number, deleted: true, message: quoteMessages.deleted };
}
