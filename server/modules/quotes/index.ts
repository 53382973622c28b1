import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { CreateQuoteBody, ListQuotesQuery, UpdateQuoteBody } from "../../../lib/quotes/contract.ts";
import type {
  AnswerQuoteBody,
  RequestQuoteBody,
  RespondQuoteBody,
} from "../../../lib/quotes/negotiation-contract.ts";
import type { StaffQuoteListQuery } from "../../../lib/quotes/staff-contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { answerQuoteRequest, QUOTE_AUDIT_TYPE } from "./answer-quote-request.ts";
import { copyQuoteToCart } from "./copy-quote-to-cart.ts";
import { createQuote, createQuoteFromLines, type QuoteSource } from "./create-quote.ts";
import { deleteQuote } from "./delete-quote.ts";
import type { QuotesDeps } from "./deps.ts";
import { getQuote } from "./get-quote.ts";
import { listQuoteRequests } from "./list-quote-requests.ts";
import { listQuotes } from "./list-quotes.ts";
import { listStaffQuoteRequests } from "./list-staff-quote-requests.ts";
import { markQuoteOrdered, reopenQuote } from "./mark-ordered.ts";
import { openRequestAges } from "./open-request-ages.ts";
import { quotePdf } from "./quote-pdf.ts";
import { requestQuote, requestQuoteFromLines } from "./request-quote.ts";
import { respondToQuote } from "./respond-to-quote.ts";
import { quotesOfAccountForStaff } from "./staff-account-quotes.ts";
import { staffQuote } from "./staff-quote.ts";
import { updateQuote } from "./update-quote.ts";

export { accountNameOf, couponSnapshot } from "./create-quote.ts";
/** The demo buyer's saved quotes, seeded into an empty database (README, "Demo accounts"). */
export { demoNegotiations, seedDemoNegotiations } from "./demo/negotiations.ts";
export { demoQuotes, seedDemoQuotes } from "./demo/quotes.ts";
export type { QuotesDeps } from "./deps.ts";
export { toQuoteLine } from "./load-quote.ts";
export { drawPricedLines } from "./quote-pdf.ts";

/**
 * The quotes module (issue 12, QUOTE-01 … QUOTE-09, API-25 … API-29): an account's cart saved under
 * a purchase order with its prices frozen, listed, opened, edited (totals recomputed from the frozen
 * prices), deleted, downloaded as a PDF and copied back into the cart (at today's prices). One use case
 * per file; this binds them to the module's dependencies. Every function takes the caller (from the
 * session) and works on the quotes of the caller's working account, which every query reaches through
 * the accounts scope: another account's quote is not found (404); a caller without cart access is
 * refused (403).
 */
export function createQuotesModule(deps: QuotesDeps) {
  return {
    /** Issue 33, the staff dashboard: the quote requests waiting for prices, by age. */
    openRequestAges: () => openRequestAges(deps),
    /** Issue 33 item 2: an account's latest quotes and their count, for the staff console. */
    quotesOfAccountForStaff: (accountId: string, limit: number) =>
      quotesOfAccountForStaff(deps.db, accountId, limit),
    /** API-25. */
    list: (caller: SessionUser, accountId: string, query: ListQuotesQuery = {}) =>
      listQuotes(deps, caller, accountId, query),
    /** API-26. */
    get: (caller: SessionUser, quoteId: string) => getQuote(deps, caller, quoteId),
    /** API-29: the caller's cart saved as a quote. */
    create: (caller: SessionUser, body: CreateQuoteBody, idempotencyKey?: string) =>
      createQuote(deps, caller, body, idempotencyKey),
    /** Lines priced as the cart prices them (a project's) saved as a quote, without the cart. */
    createFromLines: (
      caller: SessionUser,
      body: CreateQuoteBody,
      priced: Cart,
      from: QuoteSource,
      idempotencyKey?: string,
    ) => createQuoteFromLines(deps, caller, body, priced, from, idempotencyKey),
    /** API-27. */
    update: (caller: SessionUser, quoteId: string, body: UpdateQuoteBody) =>
      updateQuote(deps, caller, quoteId, body),
    /** API-28. */
    remove: (caller: SessionUser, quoteId: string) => deleteQuote(deps, caller, quoteId),
    /** The quote's lines into the cart, priced today. */
    copyToCart: (caller: SessionUser, quoteId: string) => copyQuoteToCart(deps, caller, quoteId),
    /** The quote as a PDF file. */
    pdf: (caller: SessionUser, quoteId: string, config: PublicConfig) =>
      quotePdf(deps, caller, quoteId, config),
    /** Issue 32: a buyer asks the account's rep for prices on the cart. */
    request: (caller: SessionUser, body: RequestQuoteBody, idempotencyKey?: string) =>
      requestQuote(deps, caller, body, idempotencyKey),
    /** Issue 32: lines priced as the cart prices them (a project's) sent to the rep as a request. */
    requestFromLines: (
      caller: SessionUser,
      body: RequestQuoteBody,
      priced: Cart,
      from: QuoteSource,
      idempotencyKey?: string,
    ) => requestQuoteFromLines(deps, caller, body, priced, from, idempotencyKey),
    /** Issue 32: a rep's requests of every assigned account; a buyer's of the working account. */
    listRequests: (caller: SessionUser) => listQuoteRequests(deps, caller),
    /** Issue 32: the rep's answer, and the staff's (integration API): one use case. */
    answerAsRep: (caller: SessionUser, quoteId: string, body: AnswerQuoteBody) =>
      answerQuoteRequest(deps, { kind: "rep", caller, quoteId }, body),
    answerAsStaff: (quoteNumber: string, body: AnswerQuoteBody) =>
      answerQuoteRequest(
        deps,
        { kind: "integration", name: `${deps.mail?.brandName ?? "Manufacturer"} quote desk`, quoteNumber },
        body,
      ),
    staffQuote: (quoteNumber: string) => staffQuote(deps, { number: quoteNumber }),
    /** Issue 33 item 3, the staff console: the queue, one request by id, and the answer when no rep does. */
    staffList: (query: StaffQuoteListQuery, csvLimit?: number) =>
      listStaffQuoteRequests(deps, query, csvLimit),
    staffRequest: (quoteId: string) => staffQuote(deps, { id: quoteId }),
    answerInConsole: (staff: StaffActor, quoteId: string, body: AnswerQuoteBody) =>
      answerQuoteRequest(deps, { kind: "staff", staff, quoteId }, body),
    /** The audit log's object type of a quote request (its page shows the trail). */
    auditType: QUOTE_AUDIT_TYPE,
    /** Issue 32: the buyer accepts, asks again or declines. */
    respond: (caller: SessionUser, quoteId: string, body: RespondQuoteBody) =>
      respondToQuote(deps, caller, quoteId, body),
    /** The orders module, in the placement's transaction: the quote now links its live order. */
    markOrdered: markQuoteOrdered,
    /** The orders module, when that order is cancelled unpaid: the quote can be ordered again. */
    reopen: reopenQuote,
  };
}

export type QuotesModule = ReturnType<typeof createQuotesModule>;

// The routers the server mounts: thin, one call of this module a route.
export { quoteIntegrationRoutes, quoteRoutes } from "./routes.ts";
export { staffQuoteRoutes } from "./staff-routes.ts";
