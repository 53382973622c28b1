import { z } from "zod";
import { ok, refused } from "../../../../lib/assistant/tools.ts";
import { INVENTORY_TOOLTIP } from "../../../../lib/catalog/product-page.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { AppError } from "../../../errors.ts";
import { defineTool } from "../tool.ts";
import { productNotInCatalogue } from "./get-product.ts";

const input = z.object({ sku: text().trim().min(1).max(80).describe("The product's SKU") }).strict();

/**
 * Stock by warehouse (AMB-34, SEC-11): the product page's rule, asked of the catalogue module. A guest
 * or a caller who may not see it gets the tooltip's words (and a guest the way to sign in).
 */
export const checkInventoryTool = defineTool({
  name: "check_inventory",
  description: `Stock of one product by warehouse. ${INVENTORY_TOOLTIP}.`,
  input,
  account: false,
  async run({ caller, deps }, { sku }) {
    try {
      const stock = await deps.productDetails.inventoryFor(caller, sku);
      const units = stock.inventory.reduce((sum, row) => sum + row.quantity, 0);
      return ok(
        `${stock.sku}: ${units.toLocaleString("en-US")} in stock across ${stock.inventory.length} warehouse${stock.inventory.length === 1 ? "" : "s"}.`,
        { sku: stock.sku, inventory: stock.inventory },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "UNAUTHENTICATED") {
        return refused(`${INVENTORY_TOOLTIP}. Please sign in with such an account to see stock.`);
      }
      if (error.code === "FORBIDDEN") return refused(INVENTORY_TOOLTIP);
      if (error.code === "NOT_FOUND") return refused(productNotInCatalogue(sku));
      throw error;
    }
  },
});
