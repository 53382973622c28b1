import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { namedWorkingAccount, reachedAccount, workingAccountScope } from "../accounts/index.ts";
import { accountNotFound, noQuoteAccess, type QuotesDeps, repsOnly } from "./deps.ts";
import { quoteLines, quoteNegotiations, quotes } from "./schema.ts";

/**
 * How quotes reach the caller's account (decision 005): the quotes of the caller's working account
 * (USER-23, SEC-10: the selected account, a representative's selected assigned account, or the
 * configured fallback), and only while the caller reaches that account. Every quote query carries the
 * condition, so another account's quote is simply not found (404).
 */

/** USER-10: quotes are the cart saved; refused (403) before anything is read without cart access. */
export function requireQuoteAccess(caller: SessionUser): void {
  if (!caller.cartAccess) throw noQuoteAccess();
}

/** The working account, checked against an id the request names (API-25's path): any other is 404. */
export function workingAccount(
  deps: Pick<QuotesDeps, "fallbackAccountId">,
  caller: SessionUser,
  hint?: string,
): string {
  return namedWorkingAccount(caller, deps.fallbackAccountId, accountNotFound, hint);
}

/** The condition on `quotes`: of the caller's working account, which the caller reaches. */
export function ownQuotes(deps: QuotesDeps, caller: SessionUser): SQL {
  return workingAccountScope(quotes.accountId, caller, deps.fallbackAccountId);
}

/** The condition on `quotes`: this quote, of the caller's working account. */
export function ownQuote(deps: QuotesDeps, caller: SessionUser, quoteId: string): SQL {
  return and(eq(quotes.id, quoteId), ownQuotes(deps, caller)) as SQL;
}

/** The condition on `quote_lines`: of this quote, which is of the caller's working account. */
export function ownQuoteLines(db: DbOrTx, deps: QuotesDeps, caller: SessionUser, quoteId: string): SQL {
  return and(
    eq(quoteLines.quoteId, quoteId),
    inArray(
      quoteLines.quoteId,
      db
        .select({ id: quotes.id })
        .from(quotes)
        .where(ownQuote(deps, caller, quoteId)),
    ),
  ) as SQL;
}

/** Issue 32: the negotiation row of the quote `quoteId` names (for `exists` conditions). */
export function negotiationOf(quoteId: AnyPgColumn) {
  return sql`select 1 from ${quoteNegotiations} where ${quoteNegotiations.quoteId} = ${quoteId}`;
}

/**
 * Issue 32: what a sales rep reaches of the quotes: those of every account assigned to their sales
 * rep record (whichever account they have selected now), and only while they reach it; a rep of
 * other accounts finds nothing (404). Anyone else who is not a representative is refused (403), after
 * the scope: a caller learns nothing of a quote they do not reach.
 */
export function repQuotes(caller: SessionUser): SQL {
  return and(reachedAccount(quotes.accountId, caller), sql`exists (${negotiationOf(quotes.id)})`) as SQL;
}

/** The representative check that follows the scope. */
export function requireRep(caller: SessionUser): void {
  if (caller.customerType !== "representative") throw repsOnly();
}
