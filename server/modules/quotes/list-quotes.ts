import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  DEFAULT_QUOTES_PAGE_SIZE,
  type ListQuotesQuery,
  type QuoteList,
} from "../../../lib/quotes/contract.ts";
import type { NegotiationStatus } from "../../../lib/quotes/negotiation-contract.ts";
import { selectRows } from "../../db/rows.ts";
import { reachedAccount } from "../accounts/index.ts";
import { accountNotFound, type QuotesDeps } from "./deps.ts";
import { orderOf, statusOf } from "./load-quote.ts";
import { ownQuotes, requireQuoteAccess, workingAccount } from "./quote-scope.ts";
import { quotes } from "./schema.ts";

/**
 * API-25 `GET cart-service/quotes/account/{id}` (QUOTE-01): the account's quotes for the
 * `my-quotes-/-projects` tab, newest first, a page at a time: purchase order, date, line count, total,
 * status and expiry of each. The path's account must be the caller's working account, which the caller
 * reaches (else 404, as for the cart: switching accounts is an explicit step). Two statements.
 */
export async function listQuotes(
  deps: QuotesDeps,
  caller: SessionUser,
  accountId: string,
  query: ListQuotesQuery,
): Promise<QuoteList> {
  requireQuoteAccess(caller);
  workingAccount(deps, caller, accountId);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_QUOTES_PAGE_SIZE;
  const [account] = await selectRows(
    deps.db,
    sql`select (select count(*) from ${quotes} where ${ownQuotes(deps, caller)})::int as total
      where ${reachedAccount(sql`${accountId}::text`, caller)}`,
    z.object({ total: z.number().int() }),
  );
  if (!account) throw accountNotFound();
  const rows =
    account.total > (page - 1) * pageSize
      ? await deps.db
          .select({
            id: quotes.id,
            number: quotes.number,
            purchaseOrder: quotes.purchaseOrder,
            status: quotes.status,
            orderId: quotes.orderId,
            orderNumber: quotes.orderNumber,
            createdAt: quotes.createdAt,
            updatedAt: quotes.updatedAt,
            expiresAt: quotes.expiresAt,
            createdBy: quotes.createdBy,
            createdByName: quotes.createdByName,
            totalCents: quotes.totalCents,
            // Written out: in a one-table select Drizzle leaves columns unqualified, and "id" would be the line's.
            negotiationStatus: sql<NegotiationStatus | null>`(select n.status from quote_negotiations n where n.quote_id = quotes.id)`,
            lineCount: sql<number>`(select count(*) from quote_lines l where l.quote_id = quotes.id)::int`,
            unitCount: sql<number>`(select coalesce(sum(l.quantity), 0) from quote_lines l where l.quote_id = quotes.id)::int`,
          })
          .from(quotes)
          .where(ownQuotes(deps, caller))
          .orderBy(desc(quotes.createdAt), desc(quotes.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [];
  const now = new Date();
  return {
    accountId,
    quotes: rows.map((row) => ({
      id: row.id,
      number: row.number,
      PurchaseOrder: row.purchaseOrder,
      status: statusOf(row, now),
      negotiationStatus: row.negotiationStatus ?? null,
      order: orderOf(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      createdBy: { userId: row.createdBy, name: row.createdByName },
      lineCount: Number(row.lineCount),
      unitCount: Number(row.unitCount),
      totalCents: row.totalCents,
      currency: "USD",
    })),
    page,
    pageSize,
    total: account.total,
  };
}
