import { Pencil, Undo2 } from "lucide-react";
import { useState } from "react";
import { type CartItem, MAX_PRICE_CENTS } from "../../../lib/cart/contract.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { AmountForm } from "./AmountForm.tsx";

/**
 * A representative's price for one unit of a line (CART-05, API-20): set with the price it replaces
 * (the account's price, else the list price, or the original of an earlier override), or cleared.
 */
export function PriceOverride({
  item,
  onOverride,
  onClear,
  disabled,
}: {
  item: CartItem;
  onOverride: (priceCents: number, originalPriceCents: number) => Promise<boolean>;
  onClear: () => Promise<boolean>;
  disabled: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const name = item.productDetails.name;
  const original = item.priceOverride?.originalPriceCents ?? item.accountPriceCents ?? item.listPriceCents;
  if (editing) {
    return (
      <AmountForm
        label={`Price per unit of ${name} (before options)`}
        initialCents={item.unitPriceCents}
        maxCents={MAX_PRICE_CENTS}
        onSave={(cents) => onOverride(cents, original)}
        onCancel={() => setEditing(false)}
        testId="price-override-form"
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={secondaryButton}
        onClick={() => setEditing(true)}
        disabled={disabled}
        aria-label={`Override the price of ${name}`}
      >
        <Pencil aria-hidden size={14} />
        {item.priceOverride ? "Change price" : "Override price"}
      </button>
      {item.priceOverride && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void onClear()}
          disabled={disabled}
          aria-label={`Clear the price override of ${name}`}
        >
          <Undo2 aria-hidden size={14} />
          Clear override
        </button>
      )}
    </div>
  );
}
