import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { StaffQuoteListQuery, StaffQuoteRow } from "../../../lib/quotes/staff-contract.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import { likePattern, orderOf, windowOf } from "../../staff-list.ts";
import type { QuotesDeps } from "./deps.ts";
import { quoteEvents, quoteLines, quoteNegotiations, quotes } from "./schema.ts";

/**
 * Issue 33 item 3: customer service's queue of negotiated quote requests, every account's (a buyer's
 * own saved quotes are not requests and are not listed): by status, searched by number, account or
 * requester, the oldest first unless sorted otherwise; with whether a rep has answered. `csvLimit`:
 * every match, for the export.
 */
export async function listStaffQuoteRequests(
  deps: Pick<QuotesDeps, "db">,
  query: StaffQuoteListQuery,
  csvLimit?: number,
): Promise<StaffPage<StaffQuoteRow>> {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(quoteNegotiations.status, query.status));
  const like = likePattern(query.q);
  if (like) {
    parts.push(sql`(${quotes.number} ilike ${like} or ${quotes.accountName} ilike ${like}
      or ${quotes.accountId} ilike ${like} or ${quotes.createdByName} ilike ${like}
      or ${quoteNegotiations.requestedByEmail} ilike ${like})`);
  }
  const where = parts.length ? and(...parts) : undefined;
  const { orderBy } = orderOf(
    query,
    {
      requestedAt: quoteNegotiations.createdAt,
      number: quotes.number,
      accountName: quotes.accountName,
      neededBy: quoteNegotiations.neededBy,
      totalCents: quotes.totalCents,
    },
    { sort: "requestedAt", dir: "asc" },
    quotes.id,
  );
  const { limit, offset } = windowOf(query, csvLimit);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: quotes.id,
        number: quotes.number,
        accountId: quotes.accountId,
        accountName: quotes.accountName,
        requestedBy: quotes.createdByName,
        requestedByEmail: quoteNegotiations.requestedByEmail,
        status: quoteNegotiations.status,
        neededBy: quoteNegotiations.neededBy,
        requestedAt: quoteNegotiations.createdAt,
        totalCents: quotes.totalCents,
        answeredBy: quoteNegotiations.answeredBy,
        lineCount: sql<number>`(select count(*)::int from ${quoteLines} l where l.quote_id = "quotes"."id")`,
        answeredByRep: sql<boolean>`exists (select 1 from ${quoteEvents} e where e.quote_id = "quotes"."id"
          and e.action = 'answered' and e.actor = 'rep')`,
      })
      .from(quotes)
      .innerJoin(quoteNegotiations, eq(quoteNegotiations.quoteId, quotes.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    deps.db
      .select({ n: count() })
      .from(quotes)
      .innerJoin(quoteNegotiations, eq(quoteNegotiations.quoteId, quotes.id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      lineCount: Number(row.lineCount),
      answeredByRep: Boolean(row.answeredByRep),
      requestedAt: row.requestedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
