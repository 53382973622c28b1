import { useState } from "react";
import { brandStoreItems } from "../../../lib/forms/brand-store.ts";
import { MAX_ITEM_QUANTITY, quantityField } from "../../../lib/forms/contract.ts";

/** A typed quantity as a count: anything that is not a whole number from 0 counts as none. */
export function quantityOf(text: string | undefined): number {
  const n = Number(text ?? "");
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_ITEM_QUANTITY) : 0;
}

/** The items with a quantity, their line totals and the total at cost, as shown before sending. */
export function requestTotal(quantities: Record<string, string>) {
  const lines = brandStoreItems
    .map((item) => ({ item, quantity: quantityOf(quantities[item.code]) }))
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...line, cents: line.quantity * line.item.priceCents }));
  return { lines, cents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

export type RequestTotal = ReturnType<typeof requestTotal>;

/**
 * The quantity typed for each piece of merchandise (as typed, by item code), starting from what the
 * page's action gave back after a refused post, and the request's running total.
 */
export function useBrandStoreQuantities(postedValues: Record<string, string>) {
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      brandStoreItems.map((item) => [item.code, postedValues[quantityField(item.code)] ?? ""]),
    ),
  );
  const setQuantity = (code: string, value: string) => setQuantities((now) => ({ ...now, [code]: value }));
  return { quantities, setQuantity, total: requestTotal(quantities) };
}
