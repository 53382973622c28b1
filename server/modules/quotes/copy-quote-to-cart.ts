import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { CopiedQuote } from "../../../lib/quotes/contract.ts";
import type { QuotesDeps } from "./deps.ts";
import { readNegotiation } from "./load-negotiation.ts";
import { answerQuote, readQuote } from "./load-quote.ts";
import { requireQuoteAccess } from "./quote-scope.ts";

/** A configuration's identity: the product and its option codes, sorted. */
const configurationKey = (productId: string, codes: readonly string[]) =>
  `${productId}\u0000${[...codes].sort().join(",")}`;

/**
 * "Copy a quote back into the cart": the cart of the caller's working account gets exactly the
 * quote's lines (product, options, quantity), through the cart module, in one transaction; any line
 * that can no longer be added (a product or option left the catalogue) refuses the whole copy (400,
 * each line with its reason) and the cart is unchanged.
 *
 * The cart prices them as it prices everything: at today's catalogue and price-list prices, not the
 * quote's; the answer says so and puts each line's quoted price beside today's. A representative's
 * price on a line comes back with it while the quote holds its prices; an expired quote's lines come
 * back without it, and so do a negotiated quote's until the buyer accepted them. The cart's coupon, shipping and surcharge stay; the quote is unchanged.
 */
export async function copyQuoteToCart(
  deps: QuotesDeps,
  caller: SessionUser,
  quoteId: string,
): Promise<CopiedQuote> {
  requireQuoteAccess(caller);
  const { row, lines } = await readQuote(deps.db, deps, caller, quoteId);
  const quote = answerQuote(row, lines);
  // Issue 32: a negotiated quote's rep prices come along only once the buyer accepted them.
  const negotiation = await readNegotiation(deps.db, row.id);
  const unaccepted = negotiation !== null && negotiation.row.status !== "accepted";
  const keepOverrides = quote.status !== "expired" && !unaccepted;
  const cart = await deps.cart.replaceLines(
    caller,
    quote.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      options: item.options.map((option) => option.code),
      override:
        keepOverrides && item.priceOverride
          ? { ...item.priceOverride, at: new Date(item.priceOverride.at) }
          : null,
    })),
  );
  const inCart = new Map(
    cart.items.map((item) => [
      configurationKey(
        item.productId,
        item.options.map((option) => option.code),
      ),
      item,
    ]),
  );
  return {
    quoteId: quote.id,
    number: quote.number,
    pricing: "current",
    message: unaccepted
      ? `The lines of quote ${quote.number} are in your cart at today's prices: your rep's prices apply once you accept them on the quote.`
      : quote.status === "expired"
        ? `The lines of quote ${quote.number} are in your cart at today's prices: the quote expired and no longer holds its prices.`
        : `The lines of quote ${quote.number} are in your cart at today's prices; the quote keeps its own prices until ${quote.expiresAt.slice(0, 10)}.`,
    lines: quote.items.map((item) => {
      const now = inCart.get(
        configurationKey(
          item.productId,
          item.options.map((option) => option.code),
        ),
      );
      return {
        quoteLineId: item.id,
        cartItemId: now?.id ?? null,
        sku: item.productDetails.sku,
        catalogNumber: item.catalogNumber,
        quantity: item.quantity,
        quotedUnitPriceCents: item.unitPriceCents,
        quotedOptionsPerUnitCents: item.optionsPerUnitCents,
        currentUnitPriceCents: now?.unitPriceCents ?? null,
        currentOptionsPerUnitCents: now?.optionsPerUnitCents ?? null,
      };
    }),
    cart,
  };
}
