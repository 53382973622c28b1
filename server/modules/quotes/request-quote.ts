import { displayName, type SessionUser } from "../../../lib/accounts/users.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import {
  REQUEST_DEFAULT_PO,
  type RequestQuoteBody,
  todayOf,
} from "../../../lib/quotes/negotiation-contract.ts";
import type { IdempotentResult } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { createQuoteFromLines, type QuoteSource } from "./create-quote.ts";
import type { QuotesDeps } from "./deps.ts";
import { readNegotiation, toNegotiation } from "./load-negotiation.ts";
import { mailSellers } from "./negotiation-mail.ts";
import { requireQuoteAccess, workingAccount } from "./quote-scope.ts";
import { quoteEvents, quoteNegotiations } from "./schema.ts";

/**
 * Issue 32 item 3 `POST cart-service/quote-requests`: a buyer with cart rights asks the account's rep
 * for prices on the cart. The cart's lines, as the server prices them now (list or account price, a
 * rep's override), become a quote with a negotiation "Requested" and a thread that starts with the
 * buyer's message, in one transaction; the cart is kept. The cart's coupon is left out: the rep's
 * prices replace it. The account's reps and the quote desk are mailed once it has committed. With an
 * `Idempotency-Key`, a double click makes one request (and one set of mails).
 */
export async function requestQuote(
  deps: QuotesDeps,
  caller: SessionUser,
  body: RequestQuoteBody,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  requireQuoteAccess(caller);
  workingAccount(deps, caller, body.accountId);
  refusePastNeededBy(deps, body);
  const cart = await deps.cart.pricedCart(caller);
  return requestQuoteFromLines(deps, caller, body, cart, { source: "quote-request" }, idempotencyKey);
}

function refusePastNeededBy(deps: Pick<QuotesDeps, "now">, body: RequestQuoteBody): void {
  const now = deps.now?.() ?? new Date();
  if (body.neededBy < todayOf(now)) {
    throw new AppError("VALIDATION", "The needed-by date cannot be in the past");
  }
}

/**
 * The request of lines priced as the cart prices them (the cart's, or a project's: issue 32 item 3
 * "from a project"), as `requestQuote` describes; `from` names where they came from (one request per
 * idempotency key and source).
 */
export async function requestQuoteFromLines(
  deps: Omit<QuotesDeps, "cart">,
  caller: SessionUser,
  body: RequestQuoteBody,
  cart: Cart,
  from: QuoteSource,
  idempotencyKey?: string,
): Promise<IdempotentResult<Quote>> {
  requireQuoteAccess(caller);
  refusePastNeededBy(deps, body);
  const actorName = displayName(caller);
  const work = () =>
    createQuoteFromLines(
      deps,
      caller,
      { PurchaseOrder: body.PurchaseOrder ?? REQUEST_DEFAULT_PO, notes: "", accountId: body.accountId },
      { ...cart, appliedCoupon: null },
      from,
      idempotencyKey,
      {
        request: { message: body.message, neededBy: body.neededBy },
        async write(tx, quote) {
          await tx.insert(quoteNegotiations).values({
            quoteId: quote.id,
            status: "requested",
            neededBy: body.neededBy,
            requestedByEmail: caller.email,
            createdAt: quote.at,
            updatedAt: quote.at,
          });
          await tx.insert(quoteEvents).values({
            quoteId: quote.id,
            at: quote.at,
            actor: "buyer",
            actorName,
            action: "requested",
            message: body.message,
          });
        },
      },
    );
  const withThread = async () => {
    const result = await work();
    const found = await readNegotiation(deps.db, result.body.id);
    return {
      ...result,
      body: {
        ...result.body,
        negotiation: toNegotiation({ createdByName: result.body.createdBy.name }, found),
      },
    };
  };
  if (!deps.mail) return withThread();
  const held = await deps.mail.mailer.hold(async () => {
    const result = await withThread();
    if (!result.replayed) {
      await mailSellers(deps.mail, deps.db, result.body, {
        action: "requested",
        actorName,
        message: body.message,
        neededBy: body.neededBy,
      });
    }
    return result;
  });
  await held.release();
  return held.value;
}
