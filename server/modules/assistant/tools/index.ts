import type { AssistantTool } from "../tool.ts";
import { checkInventoryTool } from "./check-inventory.ts";
import { compareProductsTool } from "./compare-products.ts";
import { energySavingsTool } from "./energy-savings.ts";
import { findSalesRepTool } from "./find-sales-rep.ts";
import { findWholesalerTool } from "./find-wholesaler.ts";
import { getOrderTool } from "./get-order.ts";
import { getProductTool } from "./get-product.ts";
import { lightingKnowledgeTool } from "./lighting-knowledge.ts";
import { listInvoicesTool } from "./list-invoices.ts";
import { listOrdersTool } from "./list-orders.ts";
import { listQuotesTool } from "./list-quotes.ts";
import { rebatesByZipTool } from "./rebates-by-zip.ts";
import { searchProductsTool } from "./search-products.ts";

/** Every read tool, in the order a model is told of them. No tool here writes. */
export const readTools = [
  searchProductsTool,
  getProductTool,
  compareProductsTool,
  checkInventoryTool,
  listOrdersTool,
  getOrderTool,
  listQuotesTool,
  listInvoicesTool,
  energySavingsTool,
  rebatesByZipTool,
  findSalesRepTool,
  findWholesalerTool,
  lightingKnowledgeTool,
] as unknown as readonly AssistantTool[];
