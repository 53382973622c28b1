import type { Quote, UpdateQuoteBody } from "../../../lib/quotes/contract.ts";

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
