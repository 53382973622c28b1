import type { AssistantProduct, ToolResult } from "../../../../lib/assistant/tools.ts";
import { parseSpecTable, type SpecRow } from "../../../../lib/catalog/product-page.ts";

/**
 * The engine's wording: short sentences built from tool results only (names, SKUs and figures as the
 * tools answered them), never a number of its own.
 */

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A product as a reply names it: its name and SKU. */
export const productLabel = (product: { name: string; sku: string }) => `${product.name} (${product.sku})`;

/** A product card's spec lines, label → value. */
export function specsOf(product: AssistantProduct): SpecRow[] {
  return parseSpecTable(product.technicalSpecs);
}

export function specValue(rows: readonly SpecRow[], label: string): string | undefined {
  return rows.find((row) => row.label.toLowerCase() === label.toLowerCase())?.value;
}

/** "150W, 21,300 lm, 5000K": the headline figures of a product card, as its spec lines write them. */
export function headline(product: AssistantProduct): string {
  const rows = specsOf(product);
  return ["Wattage", "Lumens"]
    .map((label) => specValue(rows, label))
    .filter((value): value is string => Boolean(value))
    .join(", ");
}

/** A sentence ends with one full stop (a tool's message may already have one). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A refusing tool's own words, as a sentence. */
export const refusal = (result: ToolResult) => sentence(result.message);

/** What the assistant can do, for help and for what it did not understand. */
export const CAN_DO = [
  "find fixtures by type, wattage, lumens, colour temperature, IP rating, mounting or DLC listing",
  "give a product's specifications and documents (spec sheet, IES file, instructions, warranty)",
  "compare products side by side",
  "check stock by warehouse",
  "look up your orders, quotes and invoices",
  "estimate the energy savings and payback of an LED retrofit",
  "find utility rebates, your sales representative or a stocking distributor near a ZIP code",
  "explain lighting topics such as colour temperature, CRI, glare, controls and DLC",
];
