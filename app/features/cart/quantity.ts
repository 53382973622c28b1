import { MAX_LINE_QUANTITY } from "../../../lib/cart/contract.ts";
import { groupThousands } from "../../../lib/shared/format.ts";

/** What a quantity field says when its text is no quantity. */
export const quantityHint = `Enter a whole number from 1 to ${groupThousands(MAX_LINE_QUANTITY)}`;

/** A typed quantity ("12", " 1,200 ") as a number from 1 to 99,999, or null. */
export function parseQuantity(text: string): number | null {
  const digits = text.trim().replaceAll(",", "");
  if (!/^\d{1,6}$/.test(digits)) return null;
  const quantity = Number(digits);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

/** A step of the − and + buttons, kept within 1 … 99,999. */
export function stepQuantity(quantity: number, step: 1 | -1): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, quantity + step));
}
