import type { Quote, UpdateQuoteBody } from "../../../lib/quotes/contract.ts";
import { priceFrozenLines } from "../../../lib/quotes/price-frozen.ts";

/** What the quote page's form holds before "Save changes": the quote as the person has edited it. */
export type QuoteDraft = {
  purchaseOrder: string;
  notes: string;
  /** Line id → quantity, for every line. */
  quantities: Readonly<Record<string, number>>;
  /** Lines marked for removal. */
  removed: readonly string[];
};

/** The draft of a quote as saved: nothing changed yet. */
export function draftOf(quote: Quote): QuoteDraft {
  return {
    purchaseOrder: quote.PurchaseOrder,
    notes: quote.notes,
    quantities: Object.fromEntries(quote.items.map((line) => [line.id, line.quantity])),
    removed: [],
  };
}

/**
 * API-27's body for the changes of a draft (QUOTE-07): only what differs from the saved quote (the
 * purchase order and notes compared as the server trims them), or null when nothing does.
 */
export function updateBodyOf(quote: Quote, draft: QuoteDraft): UpdateQuoteBody | null {
  const body: UpdateQuoteBody = {};
  const purchaseOrder = draft.purchaseOrder.trim();
  if (purchaseOrder !== quote.PurchaseOrder) body.PurchaseOrder = purchaseOrder;
  const notes = draft.notes.trim();
  if (notes !== quote.notes) body.notes = notes;
  const removed = new Set(draft.removed);
  const items = quote.items.flatMap((line) => {
    const quantity = draft.quantities[line.id] ?? line.quantity;
    return removed.has(line.id) || quantity === line.quantity ? [] : [{ id: line.id, quantity }];
  });
  if (items.length > 0) body.items = items;
  const removeItemIds = quote.items.filter((line) => removed.has(line.id)).map((line) => line.id);
  if (removeItemIds.length > 0) body.removeItemIds = removeItemIds;
  return Object.keys(body).length > 0 ? body : null;
}

/** The lines the draft keeps. */
export function keptLineCount(quote: Quote, draft: QuoteDraft): number {
  const removed = new Set(draft.removed);
  return quote.items.filter((line) => !removed.has(line.id)).length;
}

/** A line's figures as the draft's quantity gives them. */
export type LiveLine = { lineTotalCents: number; discountCents: number };

/**
 * Issue 32 item 6: the quote's figures for the draft's quantities (removed lines left out), priced
 * from its frozen prices by the server's own rule (lib/quotes/price-frozen.ts), so the page shows
 * before "Save changes" exactly what saving will store. The saved quote when nothing changed, or when
 * the draft cannot be priced (a total too large: the server says why on saving).
 */
export function liveFiguresOf(
  quote: Quote,
  draft: QuoteDraft,
): { quote: Quote; lines: Map<string, LiveLine> } {
  const removed = new Set(draft.removed);
  const kept = quote.items.filter((line) => !removed.has(line.id));
  const saved = () => ({
    quote,
    lines: new Map(quote.items.map((line) => [line.id, line] as const)),
  });
  if (updateBodyOf(quote, draft) === null || kept.length === 0) return saved();
  try {
    const priced = priceFrozenLines(
      kept.map((line) => ({
        id: line.id,
        productCode: line.productCode,
        sku: line.productDetails.sku,
        quantity: draft.quantities[line.id] ?? line.quantity,
        unitPriceCents: line.unitPriceCents,
        options: line.options,
      })),
      {
        coupon: quote.frozenPricing.coupon,
        designatedSkus: quote.frozenPricing.designatedSkus,
        shippingCents: quote.shippingCents,
        surchargeMethod: quote.surchargeMethod,
      },
    );
    return {
      quote: {
        ...quote,
        itemTotalCents: priced.itemTotalCents,
        optionTotalCents: priced.optionTotalCents,
        subTotalCents: priced.subTotalCents,
        bankSurchargeCents: priced.bankSurchargeCents,
        discountCents: priced.discountCents,
        totalCents: priced.totalCents,
      },
      lines: new Map(priced.lines.map((line) => [line.lineId, line] as const)),
    };
  } catch (error) {
    if (error instanceof RangeError) return saved();
    throw error;
  }
}
