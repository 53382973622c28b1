import { CheckCircle2, ShoppingCart } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { linesLabel } from "./CartButton.tsx";
import { cartApi } from "./cart-api.ts";
import { useCartBadge } from "./cart-badge.tsx";
import { toastAddFailed } from "./cart-failures.ts";
import { QuantityStepper } from "./QuantityStepper.tsx";
import { parseQuantity, quantityHint } from "./quantity.ts";

/**
 * The product page's Add to cart (CART-03, API-19): a quantity and the configurator's chosen options
 * go to the working account's cart. While the call runs the button says so; afterwards a status line
 * says what was added with a link to the cart; a failure shows the spec's toast.
 */
export function AddToCart({
  productId,
  productName,
  optionCodes,
  quantity: sharedQuantity,
  onQuantityChange,
}: {
  productId: string;
  productName: string;
  /** Every chosen option (defaults included), as the configurator holds them. */
  optionCodes: readonly string[];
  /** The page's quantity, when Add to Project shares it (issue 32 item 6); else the form keeps its own. */
  quantity?: number;
  onQuantityChange?: (quantity: number) => void;
}) {
  const [ownQuantity, setOwnQuantity] = useState(1);
  const quantity = sharedQuantity ?? ownQuantity;
  const setQuantity = (next: number) => {
    setOwnQuantity(next);
    onQuantityChange?.(next);
  };
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ quantity: number; lines: number } | null>(null);
  const [hint, setHint] = useState(false);
  const { report } = useCartBadge();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The typed text as it is now: Enter in the field submits before the field is left.
    const typed = parseQuantity(String(new FormData(event.currentTarget).get("quantity") ?? ""));
    if (typed === null) {
      setHint(true);
      return;
    }
    setHint(false);
    setQuantity(typed);
    setAdding(true);
    setAdded(null);
    try {
      const cart = await cartApi.add({ productId, quantity: typed, options: [...optionCodes] });
      report(cart);
      setAdded({ quantity: typed, lines: cart.items.length });
    } catch (error) {
      toastAddFailed(error);
    } finally {
      setAdding(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Add to cart" className="space-y-3" data-testid="add-to-cart">
      <div className="flex flex-wrap items-start gap-3">
        <QuantityStepper
          value={quantity}
          onCommit={(next) => {
            setQuantity(next);
            setHint(false);
          }}
          label="Quantity"
          name="quantity"
          disabled={adding}
          testId="add-to-cart-quantity"
        />
        <button
          type="submit"
          disabled={adding}
          className="inline-flex h-10 min-w-40 flex-1 items-center justify-center gap-2 rounded bg-brand-green px-5 font-semibold text-white hover:opacity-90 disabled:cursor-wait disabled:opacity-70 sm:flex-none"
        >
          <ShoppingCart aria-hidden size={18} />
          {adding ? "Adding…" : "Add to cart"}
        </button>
      </div>
      {hint && <p className="text-sm text-brand-red">{quantityHint}</p>}
      <p role="status" className="text-sm text-slate-700" data-testid="add-to-cart-status">
        {added && (
          <>
            <CheckCircle2 aria-hidden size={16} className="mr-1 inline text-brand-green" />
            Added {added.quantity.toLocaleString("en-US")} × {productName} to the cart.{" "}
            <Link to="/cart" className="font-semibold text-brand-navy underline underline-offset-2">
              View cart ({linesLabel(added.lines)})
            </Link>
          </>
        )}
      </p>
    </form>
  );
}
