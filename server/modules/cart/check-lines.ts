import type { Cart } from "../../../lib/cart/contract.ts";
import { AppError } from "../../errors.ts";

/**
 * Refuses a cart that cannot become a quote or an order (`doing`: "saving a quote", "placing an
 * order"): an empty one, or one holding lines the catalogue can no longer price (each named, with its
 * line number and reason in `details.lines`), so nothing is frozen at a price of 0.
 */
export function requirePriceableLines(cart: Cart, doing: string): void {
  if (cart.items.length === 0) {
    throw new AppError("VALIDATION", `Your cart is empty: add products before ${doing}`);
  }
  const gone = cart.items.filter((item) => !item.available);
  if (gone.length > 0) {
    throw new AppError(
      "VALIDATION",
      `Remove the lines that are no longer available before ${doing}: ${gone.map((item) => item.catalogNumber).join(", ")}`,
      {
        lines: gone.map((item) => ({
          line: cart.items.indexOf(item) + 1,
          text: item.catalogNumber,
          reason: item.unavailableReason ?? "no longer available",
        })),
      },
    );
  }
}
