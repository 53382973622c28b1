import { Hono } from "hono";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { AccountPrice } from "../../../lib/pricing/price-list-contract.ts";
import type { ViewerPricesAnswer } from "../../../lib/pricing/viewer-prices.ts";
import { viewerPricesRequestSchema } from "../../../lib/pricing/viewer-prices-contract.ts";
import { type CallerEnv, parseJson, requireCaller } from "../../http.ts";

/** The module's `pricesForViewer` (typed here, so the router does not import the module's index). */
type ViewerPricing = {
  pricesForViewer: (viewer: SessionUser, skus: readonly string[]) => Promise<AccountPrice[]>;
};

/**
 * `POST /api/product-service/prices` (issue 32 item 5): the signed-in caller's prices of up to 60
 * SKUs, for the product cards of a page whose HTML (cached for guests) carries list prices only. The
 * account is the caller's working account from the session, never a parameter, so another account's
 * prices cannot be asked for. A guest is refused (401): a guest's cards already show list prices.
 */
export function pricingRoutes(pricing: ViewerPricing) {
  const router = new Hono<CallerEnv>();
  router.post("/prices", async (c) => {
    const caller = await requireCaller(c);
    const { skus } = await parseJson(c, viewerPricesRequestSchema);
    const prices = await pricing.pricesForViewer(caller, skus);
    c.header("Cache-Control", "private, no-store");
    return c.json({
      prices: prices.map(({ sku, listPriceCents, accountPriceCents }) => ({
        sku,
        listPriceCents,
        // The same figure the cart shows: a price list entry equal to the list price is no discount.
        accountPriceCents: accountPriceCents === listPriceCents ? null : accountPriceCents,
      })),
    } satisfies ViewerPricesAnswer);
  });
  return router;
}
