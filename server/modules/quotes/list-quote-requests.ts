import { and, desc, inArray, type SQL, sql } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { QuoteRequestList } from "../../../lib/quotes/negotiation-contract.ts";
import type { QuotesDeps } from "./deps.ts";
import { readNegotiations } from "./load-negotiation.ts";
import { statusOf } from "./load-quote.ts";
import { negotiationOf, ownQuotes, repQuotes, requireQuoteAccess } from "./quote-scope.ts";
import { quoteLines, quotes } from "./schema.ts";

/** At most this many requests are listed, the latest changed first. */
const MAX_LISTED = 100;

/**
 * Issue 32 item 3 `GET cart-service/quote-requests`: a sales rep's quote requests of every account
 * assigned to them (whichever they have selected), or a buyer's of their working account (cart
 * rights needed), the latest changed first: number, account, status, needed-by date, total.
 */
export async function listQuoteRequests(deps: QuotesDeps, caller: SessionUser): Promise<QuoteRequestList> {
  const rep = caller.customerType === "representative";
  if (!rep) requireQuoteAccess(caller);
  const scope: SQL = rep
    ? repQuotes(caller)
    : (and(ownQuotes(deps, caller), sql`exists (${negotiationOf(quotes.id)})`) as SQL);
  const rows = await deps.db
    .select()
    .from(quotes)
    .where(scope)
    .orderBy(desc(quotes.updatedAt), desc(quotes.id))
    .limit(MAX_LISTED);
  const ids = rows.map((row) => row.id);
  const negotiations = await readNegotiations(deps.db, ids);
  const counts = new Map<string, number>();
  if (ids.length > 0) {
    const lines = await deps.db
      .select({ quoteId: quoteLines.quoteId, count: sql<number>`count(*)::int` })
      .from(quoteLines)
      .where(inArray(quoteLines.quoteId, ids))
      .groupBy(quoteLines.quoteId);
    for (const line of lines) counts.set(line.quoteId, Number(line.count));
  }
  const now = deps.now?.() ?? new Date();
  return {
    requests: rows.flatMap((row) => {
      const found = negotiations.get(row.id);
      if (!found) return [];
      const status = statusOf(row, now);
      return [
        {
          id: row.id,
          number: row.number,
          accountId: row.accountId,
          accountName: row.accountName,
          PurchaseOrder: row.purchaseOrder,
          status: found.row.status,
          expired: status === "expired",
          ordered: status === "ordered",
          neededBy: found.row.neededBy,
          requestedBy: row.createdByName,
          updatedAt: row.updatedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          lineCount: counts.get(row.id) ?? 0,
          totalCents: row.totalCents,
        },
      ];
    }),
  };
}
