import type { z } from "zod";
import { type Quote, quoteSchema } from "../../../lib/quotes/contract.ts";
import {
  type AnswerQuoteBody,
  type QuoteRequestList,
  quoteRequestListSchema,
  type RequestQuoteBody,
  type RespondQuoteBody,
} from "../../../lib/quotes/negotiation-contract.ts";
import { type CallOptions, serviceCall } from "../../service-call.ts";
import { CART_SERVICE } from "../cart/cart-api.ts";

/**
 * The browser's calls for negotiated quotes (issue 32 item 3): a buyer's request from the cart, the
 * rep's (or the buyer's) list of requests, the rep's answer and the buyer's response. Same-origin,
 * every answer parsed by the schemas of lib/quotes (never cast); a failure is a `ServiceApiError`.
 */
const call = <T>(method: string, path: string, schema: z.ZodType<T>, options?: CallOptions) =>
  serviceCall(method, `${CART_SERVICE}${path}`, schema, options);

const id = (quoteId: string) => encodeURIComponent(quoteId);

export const negotiationApi = {
  /** The cart as a request to the account's rep; one request per `idempotencyKey`. */
  request: (body: RequestQuoteBody, idempotencyKey: string): Promise<Quote> =>
    call("POST", "/quote-requests", quoteSchema, { body, idempotencyKey }),
  /** A rep's requests of every assigned account; a buyer's of the working account; latest changed first. */
  list: (): Promise<QuoteRequestList> => call("GET", "/quote-requests", quoteRequestListSchema),
  /** The rep's prices per line, expiry and note. */
  answer: (quoteId: string, body: AnswerQuoteBody): Promise<Quote> =>
    call("POST", `/quote-requests/${id(quoteId)}/answer`, quoteSchema, { body }),
  /** The buyer accepts, asks again or declines. */
  respond: (quoteId: string, body: RespondQuoteBody): Promise<Quote> =>
    call("POST", `/quote-requests/${id(quoteId)}/respond`, quoteSchema, { body }),
};
