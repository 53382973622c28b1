import { z } from "zod";
import { ok, refused } from "../../../../lib/assistant/tools.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { AppError } from "../../../errors.ts";
import type { ProductVariation } from "../../catalog/index.ts";
import { toAssistantProduct } from "../shape.ts";
import { defineTool } from "../tool.ts";
import { productNotInCatalogue } from "./get-product.ts";

const input = z
  .object({
    skus: z
      .array(text().trim().min(1).max(80))
      .min(2, "Name at least 2 SKUs to compare")
      .max(4, "Compare at most 4 products at once")
      .describe("2 to 4 SKUs"),
  })
  .strict();

/** The rows of the comparison, in the order a lighting buyer reads them. */
const ROWS: { label: string; value: (p: ProductVariation) => string | number | null }[] = [
  { label: "Wattage (W)", value: (p) => p.wattage },
  { label: "Lumens", value: (p) => p.lumens },
  {
    label: "Efficacy (lm/W)",
    value: (p) => (p.wattage && p.lumens ? Math.round(p.lumens / p.wattage) : null),
  },
  { label: "CCT (K)", value: (p) => p.cctKelvin },
  { label: "CRI", value: (p) => p.cri },
  { label: "Voltage", value: (p) => p.voltage },
  { label: "Dimming", value: (p) => p.dimming },
  { label: "IP rating", value: (p) => p.ipRating },
  { label: "DLC", value: (p) => p.dlcListing },
  { label: "Mounting", value: (p) => p.mounting },
  { label: "Warranty (years)", value: (p) => p.warrantyYears },
  { label: "Dimensions", value: (p) => p.dimensions },
  { label: "List price (cents)", value: (p) => p.listPriceCents },
];

/** 2–4 catalogue products side by side: each found by SKU, and their facts row by row. */
export const compareProductsTool = defineTool({
  name: "compare_products",
  description:
    "Compare 2 to 4 catalogue products side by side by SKU: wattage, lumens, efficacy, CCT, CRI, voltage, dimming, IP rating, DLC listing, mounting, warranty, list price.",
  input,
  account: false,
  async run({ deps }, { skus }) {
    const unique = [...new Map(skus.map((sku) => [sku.toUpperCase(), sku])).values()];
    if (unique.length < 2) return refused("Name at least 2 different SKUs to compare.");
    const found = await Promise.all(
      unique.map((sku) =>
        deps.search.productById(sku).catch((error: unknown) => {
          if (error instanceof AppError && error.code === "NOT_FOUND") return sku;
          throw error;
        }),
      ),
    );
    const missing = found.filter((item): item is string => typeof item === "string");
    if (missing.length) return refused(missing.map(productNotInCatalogue).join(" "));
    const products = found as ProductVariation[];
    return ok(`Comparing ${products.map((p) => p.sku).join(", ")}.`, {
      products: products.map(toAssistantProduct),
      comparison: ROWS.map((row) => ({
        label: row.label,
        values: products.map((product) => ({ sku: product.sku, value: row.value(product) })),
      })),
    });
  },
});
