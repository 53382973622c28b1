import { z } from "zod";
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
import { IDEMPOTENCY_KEY_HEADER } from "../../../lib/shared/idempotency-key.ts";
import { CART_SERVICE, INVALID_ANSWER, NETWORK_ERROR, newIdempotencyKey } from "../cart/cart-api.ts";

/**
 * The browser's calls to `/api/cart-service/quotes…` (decision 004; README "Quotes"): the account's
 * quotes (API-25), one quote (API-26), saving the cart as a quote (API-29), editing (API-27),
 * deleting (API-28) and copying a quote back into the cart. Same-origin (the session cookie goes
 * along), every answer parsed with the schemas of lib/quotes/contract.ts (never cast). Nothing is
 * kept here between calls: the quotes live in the page that shows them and go with it (QUOTE-09).
 * A failure is a `QuoteApiError` with the status and, when the server answered one, its text.
 */

export class QuoteApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** The server's `error` text when it answered one (QUOTE-06 prefers it); null otherwise. */
  readonly serverText: string | null;
  constructor(status: number, message: string, code: string | null, serverText: string | null) {
    super(message);
    this.name = "QuoteApiError";
    this.status = status;
    this.code = code;
    this.serverText = serverText;
  }
}

/** The server's refusal: `{ error, code, details? }` (server/app.ts). */
const refusalSchema = z.object({ error: z.string(), code: z.string().optional() });

type Options = { body?: unknown; idempotencyKey?: string };

async function call<T>(method: string, path: string, schema: z.ZodType<T>, options: Options = {}) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`${CART_SERVICE}${path}`, {
      method,
      credentials: "same-origin",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new QuoteApiError(0, "The server could not be reached", NETWORK_ERROR, null);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = refusalSchema.safeParse(answer);
    const text = refusal.success ? refusal.data.error : null;
    throw new QuoteApiError(
      response.status,
      text ?? `HTTP ${response.status}`,
      refusal.success ? (refusal.data.code ?? null) : null,
      text,
    );
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new QuoteApiError(response.status, "The answer could not be read", INVALID_ANSWER, null);
  }
  return parsed.data;
}

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
  return error instanceof QuoteApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? (error.serverText ?? null)
    : null;
}

/**
 * Whether a failed request may have reached the server and done its work: no answer, or an answer
 * that was not a refusal we can read. Sending that request again must use the same idempotency key.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof QuoteApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === INVALID_ANSWER;
}

export { newIdempotencyKey };
