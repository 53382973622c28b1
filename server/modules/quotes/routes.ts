import { type Context, Hono } from "hono";
import { createQuoteBody, listQuotesQuery, updateQuoteBody } from "../../../lib/quotes/contract.ts";
import {
  answerQuoteBody,
  requestQuoteBody,
  respondQuoteBody,
} from "../../../lib/quotes/negotiation-contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import {
  type CallerEnv,
  idempotentAnswer,
  integrationKeyCheck,
  parseBuyingBody,
  parseJson,
  parseQuery,
  requireCaller,
} from "../../http.ts";
import type { QuotesModule } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A quote id from the path: one that cannot exist is the same answer as another account's (404). */
function quoteId(c: Context): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", "Quote not found");
  return value.toLowerCase();
}

/**
 * `/api/cart-service/quotes…` (spec §7 "Cart and quotes": API-25 … API-29, plus the PDF and the copy
 * back into the cart). Thin: the caller (401 for a guest), the body parsed by the shared contract
 * (lib/quotes/contract.ts), one call of the quotes module, the answer. Mounted beside the cart's
 * router under the same /api/cart-service prefix.
 */
export function quoteRoutes(quotes: QuotesModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();

  router.use(async (c, next) => {
    await next();
    // A quote is the account's business: never stored by a shared cache.
    c.header("Cache-Control", "private, no-store");
  });

  // API-25 (QUOTE-01): the account id in the path must be the caller's working account.
  router.get("/quotes/account/:accountId", async (c) => {
    const caller = await requireCaller(c);
    const accountId = c.req.param("accountId");
    if (!ACCOUNT_ID.test(accountId)) throw new AppError("NOT_FOUND", "Account not found");
    return c.json(await quotes.list(caller, accountId, parseQuery(c, listQuotesQuery)));
  });

  // API-29 (QUOTE-04, QUOTE-05): the cart saved as a quote; 201, or the replay of an earlier key.
  router.post("/quotes", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    const result = await quotes.create(caller, await parseBuyingBody(c, createQuoteBody), key);
    return idempotentAnswer(c, result);
  });

  // API-26 (QUOTE-02).
  router.get("/quotes/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await quotes.get(caller, quoteId(c)));
  });

  // API-27 (QUOTE-07).
  router.put("/quotes/:id", async (c) => {
    const caller = await requireCaller(c);
    const id = quoteId(c);
    return c.json(await quotes.update(caller, id, await parseBuyingBody(c, updateQuoteBody)));
  });

  // API-28 (QUOTE-08).
  router.delete("/quotes/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await quotes.remove(caller, quoteId(c)));
  });

  // The quote as a PDF file, named by its number.
  router.get("/quotes/:id/pdf", async (c) => {
    const caller = await requireCaller(c);
    const { fileName, bytes } = await quotes.pdf(caller, quoteId(c), config);
    return c.body(bytes, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  // The quote's lines into the cart, priced today.
  router.post("/quotes/:id/cart", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await quotes.copyToCart(caller, quoteId(c)));
  });

  // Issue 32 item 3: negotiated quotes. A buyer asks for prices on the cart (201, or the replay of a key).
  router.post("/quote-requests", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    const result = await quotes.request(caller, await parseBuyingBody(c, requestQuoteBody), key);
    return idempotentAnswer(c, result);
  });

  // A rep's requests of every assigned account; a buyer's of the working account.
  router.get("/quote-requests", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await quotes.listRequests(caller));
  });

  // The account's rep answers with a price per line, an expiry and a note.
  router.post("/quote-requests/:id/answer", async (c) => {
    const caller = await requireCaller(c);
    const id = quoteId(c);
    return c.json(await quotes.answerAsRep(caller, id, await parseJson(c, answerQuoteBody)));
  });

  // The buyer accepts, asks again or declines.
  router.post("/quote-requests/:id/respond", async (c) => {
    const caller = await requireCaller(c);
    const id = quoteId(c);
    return c.json(await quotes.respond(caller, id, await parseJson(c, respondQuoteBody)));
  });

  return router;
}

const QUOTE_NUMBER = /^Q-\d{4}-\d{6,}$/i;

/**
 * `/api/order-service/integration/quotes…` (issue 32 item 3): the manufacturer's staff read a quote
 * request by its number and answer it as the rep does (the same use case). Authenticated ONLY by
 * `X-Api-Key` against INTEGRATION_API_KEY (401 without it; unconfigured, 503).
 */
export function quoteIntegrationRoutes(quotes: QuotesModule, integrationApiKey: string | undefined) {
  const router = new Hono<CallerEnv>();
  router.use(integrationKeyCheck(integrationApiKey));
  const number = (c: Context) => {
    const value = c.req.param("number") ?? "";
    if (!QUOTE_NUMBER.test(value)) throw new AppError("NOT_FOUND", "Quote not found");
    return value.toUpperCase();
  };
  router.get("/:number", async (c) => c.json(await quotes.staffQuote(number(c))));
  router.post("/:number/answer", async (c) => {
    const quoteNumber = number(c);
    return c.json(await quotes.answerAsStaff(quoteNumber, await parseJson(c, answerQuoteBody)));
  });
  return router;
}
