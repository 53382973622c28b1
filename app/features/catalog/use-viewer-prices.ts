import { useEffect, useState } from "react";
import {
  VIEWER_PRICES_ENDPOINT,
  VIEWER_PRICES_MAX,
  type ViewerPrice,
} from "../../../lib/pricing/viewer-prices.ts";
import { reportFailedCall } from "../../client-log.ts";
import { useViewer } from "../accounts/use-viewer.ts";

/** The prices known so far, by SKU in lower case, and the working account they are for. */
type Known = { accountId: string; bySku: Map<string, ViewerPrice | null> };

/**
 * Read by hand rather than with zod: product cards are on every listing page, and their bundle should
 * not carry a schema library for three fields. A malformed entry is left out (its card keeps the list price).
 */
function toViewerPrice(item: unknown): ViewerPrice | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const { sku, listPriceCents, accountPriceCents } = item as Record<string, unknown>;
  const cents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
  if (typeof sku !== "string" || !cents(listPriceCents)) return undefined;
  if (accountPriceCents !== null && !cents(accountPriceCents)) return undefined;
  return { sku, listPriceCents, accountPriceCents };
}

/** One POST for up to VIEWER_PRICES_MAX SKUs; a failure is reported (ERR-01) and prices nothing. */
async function fetchViewerPrices(skus: readonly string[], signal: AbortSignal): Promise<ViewerPrice[]> {
  const request = { method: "POST", body: { skus } };
  try {
    const response = await fetch(VIEWER_PRICES_ENDPOINT, {
      method: "POST",
      signal,
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ skus }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { prices?: unknown };
    if (!Array.isArray(body.prices)) throw new Error("the answer has no prices");
    return body.prices.flatMap((item) => toViewerPrice(item) ?? []);
  } catch (error) {
    if (!signal.aborted) reportFailedCall({ endpoint: VIEWER_PRICES_ENDPOINT, error, request });
    return [];
  }
}

/**
 * Issue 32 item 5: the signed-in buyer's own prices of the cards a page shows. A guest's page (the
 * cached one) carries list prices only and asks nothing; for a viewer who works for an account the
 * hook asks once after hydration, with the SKUs of every card not priced yet (a "Load More" asks for
 * the new cards only), and answers them by SKU in lower case. Until the answer, and for a SKU the
 * account pays the list price for, a card shows the list price as a guest sees it.
 */
export function useViewerPrices(skus: readonly string[]): ReadonlyMap<string, ViewerPrice | null> {
  const accountId = useViewer()?.workingAccountId ?? null;
  const [known, setKnown] = useState<Known | null>(null);
  const current = known && known.accountId === accountId ? known.bySku : null;
  const missing = accountId
    ? [...new Set(skus.map((sku) => sku.toLowerCase()))].filter((sku) => !current?.has(sku))
    : [];
  const wanted = missing.slice(0, VIEWER_PRICES_MAX).join(",");

  useEffect(() => {
    if (!accountId || wanted === "") return;
    const controller = new AbortController();
    const asked = wanted.split(",");
    fetchViewerPrices(asked, controller.signal).then((prices) => {
      if (controller.signal.aborted) return;
      setKnown((previous) => {
        const bySku = new Map(previous?.accountId === accountId ? previous.bySku : []);
        // A SKU asked for and not answered (unknown, or the call failed) keeps its list price: null,
        // so it is not asked for again.
        for (const sku of asked) if (!bySku.has(sku)) bySku.set(sku, null);
        for (const price of prices) bySku.set(price.sku.toLowerCase(), price);
        return { accountId, bySku };
      });
    });
    return () => controller.abort();
  }, [accountId, wanted]);

  return current ?? EMPTY;
}

const EMPTY: ReadonlyMap<string, ViewerPrice | null> = new Map();
