import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import type { ProductQuery } from "../../../../lib/search/product-query.ts";
import { SEARCH_MAX_CHARS } from "../../../../lib/search/product-query.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { toAssistantProduct } from "../shape.ts";
import { defineTool } from "../tool.ts";

/** The IP ratings of a fixture rated for wet, outdoor locations. */
export const OUTDOOR_IP_RATINGS = ["IP65", "IP66", "IP67", "IP68"];

/** Products a reply shows at most (CHAT-25 shows 6 a page). */
export const MAX_PRODUCTS = 12;

const input = z
  .object({
    query: text()
      .trim()
      .max(SEARCH_MAX_CHARS)
      .optional()
      .describe('Free text: product type, series, SKU or part-number prefix, e.g. "4 ft linear high bay"'),
    category: text().trim().max(100).optional().describe('A top-level category name, e.g. "High Bays"'),
    wattageMin: z.number().int().min(0).max(100_000).optional(),
    wattageMax: z.number().int().min(0).max(100_000).optional(),
    lumensMin: z.number().int().min(0).max(10_000_000).optional(),
    lumensMax: z.number().int().min(0).max(10_000_000).optional(),
    cct: z
      .array(z.number().int().min(1000).max(10_000))
      .max(10)
      .optional()
      .describe("Colour temperatures in kelvin, e.g. [4000, 5000]"),
    ipRating: z.array(text().trim().min(2).max(20)).max(10).optional().describe('e.g. ["IP65"]'),
    mounting: z
      .array(text().trim().min(1).max(60))
      .max(10)
      .optional()
      .describe('e.g. ["Pendant", "Surface"]'),
    dlc: z.boolean().optional().describe("true: DLC Standard or Premium listed fixtures only"),
    outdoor: z.boolean().optional().describe("true: rated for wet, outdoor locations (IP65 or higher)"),
    limit: z.number().int().min(1).max(MAX_PRODUCTS).default(6),
  })
  .strict();

/** The ratings asked for: with `outdoor`, only outdoor ones (those named among them, else all of them). */
function ipRatingsOf(asked: string[] | undefined, outdoor: boolean | undefined): string[] | undefined {
  if (!outdoor) return asked;
  if (!asked?.length) return OUTDOOR_IP_RATINGS;
  const named = asked.map((rating) => rating.toUpperCase()).filter((r) => OUTDOOR_IP_RATINGS.includes(r));
  // Asked for indoor ratings and outdoor at once: nothing can match; an impossible rating says so.
  return named.length ? named : ["NONE"];
}

/** The catalogue's search (the results page's), the hits read in full as CHAT-53 wants them. */
export const searchProductsTool = defineTool({
  name: "search_products",
  description:
    "Search the lighting catalogue by words and filters (wattage, lumens, colour temperature, IP rating, mounting, DLC listing, outdoor). Answers products with their SKUs, spec lines and links.",
  input,
  account: false,
  async run({ deps }, input) {
    const query: ProductQuery = {
      q: input.query,
      category: input.category,
      sort: "relevance",
      offset: 0,
      limit: input.limit,
      wattageMin: input.wattageMin,
      wattageMax: input.wattageMax,
      lumensMin: input.lumensMin,
      lumensMax: input.lumensMax,
      cct: input.cct,
      mounting: input.mounting,
      ipRating: ipRatingsOf(input.ipRating, input.outdoor),
      dlc: input.dlc,
    };
    const page = await deps.search.searchProducts(query);
    // The hits read in full in one statement (CHAT-53 wants options and spec lines), not one per hit.
    const products = await deps.search.productsByIds(page.items.map((card) => card.id));
    if (products.length === 0) {
      return ok("No products in the catalogue match that search. Try fewer filters or other words.", {
        products: [],
        total: 0,
      });
    }
    const shown = products.length < page.total ? `${products.length} of ${page.total}` : `${page.total}`;
    return ok(`Found ${shown} matching product${page.total === 1 ? "" : "s"}.`, {
      products: products.map(toAssistantProduct),
      total: page.total,
    });
  },
});
