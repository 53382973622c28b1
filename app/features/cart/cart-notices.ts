import type { Cart, PaymentMethod } from "../../../lib/cart/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";

/**
 * #32.6: what a representative's change to the cart did, said once the server has answered (the
 * cart page's status line): a price override and its clearing, the shipping, the surcharge.
 */
export const cartNotices = {
  priceSet: (cart: Cart, itemId: string) => {
    const item = cart.items.find((line) => line.id === itemId);
    if (!item) return "The price was changed.";
    const was = item.priceOverride ? ` (was ${formatCents(item.priceOverride.originalPriceCents)})` : "";
    return `Price of ${item.productDetails.sku} set to ${formatCents(item.unitPriceCents)} a unit${was}.`;
  },
  priceCleared: (cart: Cart, itemId: string) => {
    const item = cart.items.find((line) => line.id === itemId);
    return item
      ? `Price override on ${item.productDetails.sku} cleared: back to ${formatCents(item.unitPriceCents)} a unit.`
      : "The price override was cleared.";
  },
  shipping: (cart: Cart) =>
    cart.shippingCents === null
      ? "Shipping cleared: to be determined at checkout."
      : `Shipping set to ${formatCents(cart.shippingCents)}.`,
  surcharge: (method: PaymentMethod | null) =>
    method === "card"
      ? "Payment method set to card: the 3% bank surcharge applies."
      : method === "ach"
        ? "Payment method set to ACH: no surcharge."
        : "Payment method cleared: no surcharge.",
};
