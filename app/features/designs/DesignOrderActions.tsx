import { FileText, ShoppingCart } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { scxOptionCodes } from "../../../lib/builder/scx.ts";
import type { Design } from "../../../lib/designs/contract.ts";
import { serverTextOf } from "../../service-call.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { newIdempotencyKey } from "../cart/cart-api.ts";
import { useCartBadge } from "../cart/cart-badge.tsx";
import { AddToProject } from "../projects/AddToProject.tsx";
import { SaveAsQuoteDialog } from "../quotes/SaveAsQuoteDialog.tsx";
import { designsApi } from "./designs-api.ts";

type DesignRef = Pick<Design, "id" | "name" | "configuration">;

/**
 * What a saved design can become (DESIGN-03): a cart line, a project's product and a draft quote,
 * each the catalogue's SCX base fixture with the design's choices at their adders, priced as the
 * builder showed. The cart and the quote need cart access; a project needs only the SCX base fixture
 * in the catalogue (`baseProductId`).
 */
export function DesignOrderActions({
  design,
  cartAccess,
  baseProductId,
}: {
  design: DesignRef;
  cartAccess: boolean;
  baseProductId: string | null;
}) {
  const [quoting, setQuoting] = useState(false);
  return (
    <>
      {cartAccess && <DesignCartButton design={design} />}
      {baseProductId && (
        <AddToProject
          productId={baseProductId}
          productName={design.name}
          optionCodes={scxOptionCodes(design.configuration)}
        />
      )}
      {cartAccess && (
        <>
          <button type="button" className={secondaryButton} onClick={() => setQuoting(true)}>
            <FileText aria-hidden size={16} />
            Save as quote<span className="sr-only"> {design.name}</span>
          </button>
          <SaveAsQuoteDialog
            open={quoting}
            onClose={() => setQuoting(false)}
            save={(request, key) => designsApi.toQuote(design.id, { ...request, quantity: 1 }, key)}
          />
        </>
      )}
    </>
  );
}

/**
 * "Add to cart" for a saved design: one fixture of it into the cart (the answer names its catalog
 * number), the header's count updated, a link to the cart.
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
