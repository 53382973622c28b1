import { z } from "zod";
import { reportFailedCall } from "../../client-log.ts";

/**
 * The payback calculator's product lookups, each answer parsed with its schema. Loaded when the picker
 * first searches (ProductWattagePicker.tsx), so the calculator's page does not bring zod with its
 * first scripts (issue 15).
 */

/** The catalogue's product search (the listing the search results page shows), a few cards at a time. */
const PRODUCT_SEARCH = "/api/product-service/products/search";
/** API-14: one product with its typed facts, wattage among them. */
const PRODUCT_BY_ID = "/api/product-service/products/variation/getById";
const PICKER_RESULTS = 6;

const productCardsSchema = z.object({
  items: z.array(z.object({ sku: z.string(), name: z.string(), keySpecs: z.array(z.string()) })),
});
const productWattageSchema = z.object({ sku: z.string(), name: z.string(), wattage: z.number().nullable() });

export type PickerCard = z.infer<typeof productCardsSchema>["items"][number];

async function getJson<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  try {
    const response = await fetch(url, { signal, headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return schema.parse(await response.json());
  } catch (error) {
    // ERR-01; a search superseded by the next keystroke (aborted) is not a failure.
    if (!signal?.aborted) reportFailedCall({ endpoint: url, error, request: { method: "GET" } });
    throw error;
  }
}

/** A few products matching what was typed. */
export async function searchPickerCards(query: string, signal: AbortSignal): Promise<PickerCard[]> {
  const params = new URLSearchParams({ q: query, limit: String(PICKER_RESULTS) });
  return (await getJson(`${PRODUCT_SEARCH}?${params}`, productCardsSchema, signal)).items;
}

/** One product's rated wattage (null when it has none). */
export function productWattage(sku: string) {
  return getJson(`${PRODUCT_BY_ID}/${encodeURIComponent(sku)}`, productWattageSchema);
}
