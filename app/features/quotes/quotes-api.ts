import type { z } from "zod";
import {
  type CopiedQuote,
  type CreateQuoteBody,
  copiedQuoteSchema,
  type DeletedQuote,
  deletedQuoteSchema,
  type Quote,
  type QuoteList,
  quoteListSchema,
  quoteSchema,
  type UpdateQuoteBody,
} from "../../../lib/quotes/contract.ts";
import { type CallOptions, ServiceApiError, serviceCall } from "../../service-call.ts";
import { CART_SERVICE, newIdempotencyKey } from "../cart/cart-api.ts";
import { INVALID_ANSWER } from "../cart/cart-failures.ts";

/**
 * The browser's calls to `/api/cart-service/quotes…` (decision 004; README "Quotes"): the account's
 * quotes (API-25), one quote (API-26), saving the cart as a quote (API-29), editing (API-27),
 * deleting (API-28) and copying a quote back into the cart. Same-origin (the session cookie goes
 * along), every answer parsed with the schemas of lib/quotes/contract.ts (never cast). Nothing is
 * kept here between calls: the quotes live in the page that shows them and go with it (QUOTE-09).
 * A failure is a `ServiceApiError` (app/service-call.ts, the one JSON call of the pages) with the
 * status and, when the server answered one, its text.
 */

const call = <T>(method: string, path: string, schema: z.ZodType<T>, options?: CallOptions) =>
  serviceCall(method, `${CART_SERVICE}${path}`, schema, options);

const id = (quoteId: string) => encodeURIComponent(quoteId);

export const quotesApi = {
  /** API-25 (QUOTE-01): one page of the working account's quotes, newest first. */
  list: (accountId: string, page: number, pageSize: number): Promise<QuoteList> =>
    call(
      "GET",
      `/quotes/account/${encodeURIComponent(accountId)}?page=${page}&pageSize=${pageSize}`,
      quoteListSchema,
    ),
  /** API-26 (QUOTE-02). */
  get: (quoteId: string): Promise<Quote> => call("GET", `/quotes/${id(quoteId)}`, quoteSchema),
  /**
   * API-29 (QUOTE-05): the cart saved as a quote. `idempotencyKey` names the attempt: a new one for
   * each time the person asks to save, the same one when that same request is sent again.
   */
  create: (body: CreateQuoteBody, idempotencyKey: string): Promise<Quote> =>
    call("POST", "/quotes", quoteSchema, { body, idempotencyKey }),
  /** API-27 (QUOTE-07): the purchase order, notes, quantities and lines to remove, all or nothing. */
  update: (quoteId: string, body: UpdateQuoteBody): Promise<Quote> =>
    call("PUT", `/quotes/${id(quoteId)}`, quoteSchema, { body }),
  /** API-28 (QUOTE-08). */
  remove: (quoteId: string): Promise<DeletedQuote> =>
    call("DELETE", `/quotes/${id(quoteId)}`, deletedQuoteSchema),
  /** The quote's lines into the cart, replacing its lines, priced today. */
  copyToCart: (quoteId: string): Promise<CopiedQuote> =>
    call("POST", `/quotes/${id(quoteId)}/cart`, copiedQuoteSchema),
};

/** The quote's PDF: a plain link (the browser downloads it with the session cookie). */
export function quotePdfHref(quoteId: string): string {
  return `${CART_SERVICE}/quotes/${id(quoteId)}/pdf`;
}

/** The page of a quote. */
export function quotePath(quoteId: string): string {
  return `/user/quotes/${id(quoteId)}`;
}

/** The server's own words for a refusal the person can act on (4xx but 401); null for anything else. */
export function quoteFacingError(error: unknown): string | null {
  return error instanceof ServiceApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? (error.serverText ?? null)
    : null;
}

/**
 * Whether a failed request may have reached the server and done its work: no answer, or an answer
 * that was not a refusal we can read. Sending that request again must use the same idempotency key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ServiceApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === INVALID_ANSWER;
}

export { newIdempotencyKey };
