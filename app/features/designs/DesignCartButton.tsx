import { ShoppingCart } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { Design } from "../../../lib/designs/contract.ts";
import { serverTextOf } from "../../service-call.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { newIdempotencyKey } from "../cart/cart-api.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { designsApi } from "./designs-api.ts";

/**
 * "Add to cart" for a saved design: one fixture of it into the cart (as the catalogue's SCX base
 * fixture with the matching options; the answer says so), the header's count updated, a link to the cart.
 */
export function DesignCartButton({ design }: { design: Pick<Design, "id" | "name"> }) {
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const attempt = useRef<string | null>(null);
  const { report } = useCartBadge();

  async function add() {
    attempt.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const answer = await designsApi.addToCart(design.id, 1, attempt.current);
      report(answer.cart);
      setAdded(answer.message);
      toast.success(answer.message);
    } catch (error) {
      toast.error(serverTextOf(error) ?? "Could not add item to cart");
    } finally {
      attempt.current = null;
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={secondaryButton} onClick={add} disabled={busy}>
        <ShoppingCart aria-hidden size={16} />
        {busy ? "Adding…" : "Add to cart"}
        <span className="sr-only"> {design.name}</span>
      </button>
      {added && (
        <Link to="/cart" className={`${secondaryButton} border-brand-green`} data-testid="design-in-cart">
          View cart
        </Link>
      )}
    </>
  );
}
