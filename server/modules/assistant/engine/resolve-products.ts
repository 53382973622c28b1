import type { AssistantProduct } from "../../../../lib/assistant/tools.ts";
import type { Turn } from "./types.ts";

export type Resolved = {
  products: AssistantProduct[];
  /** The tool's words for each reference not found. */
  missing: string[];
  /** What get_product answered besides the card (documents, specs), by SKU. */
  details: Map<string, Record<string, unknown>>;
};

/**
 * The catalogue products a question names: each part number read by get_product; a family stem
 * ("EDL-4") that is no SKU is looked up with search_products and its first product of that family
 * taken. Nothing is named that a tool did not return.
 */
export async function resolveProducts(turn: Turn, refs: readonly string[], limit = 4): Promise<Resolved> {
  const products: AssistantProduct[] = [];
  const missing: string[] = [];
  const details = new Map<string, Record<string, unknown>>();
  for (const ref of [...new Set(refs)].slice(0, limit)) {
    const exact = await turn.call("get_product", { sku: ref });
    const card = exact.data.products?.[0];
    if (exact.success && card) {
      products.push(card);
      details.set(card.sku, exact.data);
      continue;
    }
    const search = await turn.call("search_products", { query: ref, limit: 12 });
    const family = (search.data.products ?? []).filter((p) => p.sku.startsWith(`${ref}-`));
    const first = family.find((p) => !products.some((q) => q.sku === p.sku));
    if (first) products.push(first);
    else missing.push(exact.message);
  }
  return { products, missing, details };
}

/** The products a follow-up leans on when it names none: the previous question's part numbers. */
export function productRefs(turn: Turn): string[] {
  const { skus, comparison, series } = turn.reading.entities;
  if (skus.length) return skus;
  if (comparison) return [...comparison];
  return series.length === 1 ? [] : [];
}
