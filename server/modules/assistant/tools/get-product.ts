import { z } from "zod";
import { ok, refused } from "../../../../lib/assistant/tools.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { AppError } from "../../../errors.ts";
import { toAssistantProduct } from "../shape.ts";
import { defineTool } from "../tool.ts";

const input = z
  .object({
    sku: text().trim().min(1).max(80).describe("The product's SKU (or its product id)"),
  })
  .strict();

export const productNotInCatalogue = (sku: string) => `No product ${sku} is in the catalogue.`;

/** API-14's product with the product page's documents (spec sheet, IES file, instructions, warranty). */
export const getProductTool = defineTool({
  name: "get_product",
  description:
    "One catalogue product by SKU: its spec lines, application, options and documents (spec sheet, IES photometric file, installation instructions, warranty).",
  input,
  account: false,
  async run({ deps }, { sku }) {
    try {
      const product = await deps.search.productById(sku);
      const sheet = await deps.productDetails.productSheet(product.sku);
      return ok(`${product.name} (${product.sku}).`, {
        products: [toAssistantProduct(product)],
        documents: sheet.documents,
        specs: sheet.specs,
        category: product.category,
        series: product.series,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return refused(productNotInCatalogue(sku));
      throw error;
    }
  },
});
