import { Loader2, ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { useCartBadge } from "./cart-badge.tsx";
import { toastAddFailed } from "./cart-failures.ts";

/**
 * A product card's Add to cart (CART-03): one unit in the default configuration. Shown only to those
 * with cart access (the header's badge is there exactly then); sits above the card's link.
 */
export function CardAddToCart({ productId, productName }: { productId: string; productName: string }) {
  const { badge, report } = useCartBadge();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  if (!badge) return null;

  async function add() {
    setAdding(true);
    try {
      // The calls (and zod with them) load on the first click, not with every page of cards.
      const { cartApi } = await import("./cart-api.ts");
      const cart = await cartApi.add({ productId, quantity: 1 });
      report(cart);
      toast.success(`Added ${productName} to the cart`, {
        duration: 4_000,
        action: { label: "View cart", onClick: () => navigate("/cart") },
      });
    } catch (error) {
      toastAddFailed(error);
    } finally {
      setAdding(false);
    }
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={adding}
      aria-label={`Add ${productName} to the cart`}
      className="relative z-10 inline-flex h-9 items-center gap-1.5 rounded bg-brand-green px-3 text-sm font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-70"
      data-testid="card-add-to-cart"
    >
      {adding ? (
        <Loader2 aria-hidden size={16} className="animate-spin" />
      ) : (
        <ShoppingCart aria-hidden size={16} />
      )}
      {adding ? "Adding…" : "Add"}
    </button>
  );
}
