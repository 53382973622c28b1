import { quoteScx, scxSummary } from "../../../lib/builder/scx.ts";
import type { BuilderPricing, Design } from "../../../lib/designs/contract.ts";
import type { customDesigns } from "./schema.ts";

type DesignRow = typeof customDesigns.$inferSelect;

/** A stored design as the API answers it, priced now for the caller (prices are never stored). */
export function toDesign(row: DesignRow, pricing: BuilderPricing): Design {
  const figures = quoteScx(row.configuration, pricing);
  return {
    id: row.id,
    name: row.name,
    note: row.note,
    series: row.series,
    configuration: row.configuration,
    summary: scxSummary(row.configuration),
    catalogNumber: figures.catalogNumber,
    leadTimeDays: figures.leadTimeDays,
    listPriceCents: figures.listPriceCents,
    accountPriceCents: figures.accountPriceCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
