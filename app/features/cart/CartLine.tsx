import { AlertTriangle, ImageOff, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { CartItem } from "../../../lib/cart/contract.ts";
import { productPath } from "../../../lib/catalog/product-page.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { PriceOverride } from "./PriceOverride.tsx";
import { QuantityStepper } from "./QuantityStepper.tsx";
import { lineFigureLabel, UnitPrice } from "./UnitPrice.tsx";

const label = lineFigureLabel;

/**
 * One line of the cart (CART-20): picture, name, SKU, catalog number, the chosen options with their
 * prices, the unit price (the account's beside the list price, a representative's beside the price it
 * replaced), the quantity (API-21), the line total and remove (API-22). Figures of a line with a
 * change on the way are dimmed until the server's answer replaces them.
 */
export function CartLine({
  item,
  changing,
  representative,
  onQuantity,
  onRemove,
  onOverride,
  onClearOverride,
}: {
  item: CartItem;
  changing: boolean;
  representative: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onOverride: (priceCents: number, originalPriceCents: number) => Promise<boolean>;
  onClearOverride: () => Promise<boolean>;
}) {
  const { name, sku, image } = item.productDetails;
  const productLink = productPath(sku);
  return (
    <li
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-5"
      aria-busy={changing || undefined}
      data-testid="cart-line"
      data-sku={sku}
    >
      <div className="aspect-square overflow-hidden rounded border border-slate-200 bg-slate-50">
        {image ? (
          <img
            src={image.url}
            alt={image.alt}
            width={96}
            height={96}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-slate-400">
            <ImageOff aria-hidden size={24} />
            <span className="sr-only">Image not available</span>
          </div>
        )}
      </div>

      <div className="min-w-0 space-y-1">
        <h3 className="font-bold leading-snug text-brand-navy">
          <Link to={productLink} className="hover:text-brand-green hover:underline">
            {name}
          </Link>
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm text-slate-600">
          <dt>SKU</dt>
          <dd className="font-mono text-slate-800 [overflow-wrap:anywhere]" data-testid="cart-line-sku">
            {sku}
          </dd>
          <dt>Catalog no.</dt>
          <dd
            className="font-mono text-slate-800 [overflow-wrap:anywhere]"
            data-testid="cart-line-catalog-number"
          >
            {item.catalogNumber}
          </dd>
        </dl>
        {item.options.length > 0 && (
          <ul className="text-sm text-slate-600" aria-label={`Options of ${name}`}>
            {item.options.map((option) => (
              <li key={option.code} className="flex flex-wrap gap-x-1.5">
                <span>
                  {option.group}: <span className="text-slate-800">{option.label}</span>
                </span>
                <span className="tabular-nums text-slate-500">
                  {option.priceCents > 0 ? `+${formatCents(option.priceCents)}` : "included"}
                </span>
              </li>
            ))}
          </ul>
        )}
        {!item.available && (
          <p className="flex items-start gap-1.5 text-sm font-semibold text-brand-red">
            <AlertTriangle aria-hidden size={16} className="mt-0.5 shrink-0" />
            {item.unavailableReason ?? "No longer available"}: not counted in the total.
          </p>
        )}
        {representative && (
          <div className="pt-1">
            <PriceOverride
              item={item}
              onOverride={onOverride}
              onClear={onClearOverride}
              disabled={changing}
            />
          </div>
        )}
      </div>

      {/* Phones: price and quantity, then remove and the total, in two columns under the picture;
          wider: one row of columns that line up from line to line. */}
      <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-4 gap-y-3 sm:col-span-1 sm:col-start-2 sm:grid-cols-[9.5rem_8rem_minmax(0,1fr)_2.5rem]">
        <UnitPrice line={item} testIdPrefix="cart-line" alignEnd />
        <div>
          <span className={label} aria-hidden>
            Quantity
          </span>
          <QuantityStepper
            value={item.quantity}
            onCommit={onQuantity}
            label={`Quantity of ${name}`}
            testId="cart-line-quantity"
          />
        </div>
        <div className={`order-4 min-w-0 text-right sm:order-3 ${changing ? "opacity-50" : ""}`}>
          <span className={label}>Line total</span>
          <span className="block text-lg font-bold tabular-nums text-slate-900" data-testid="cart-line-total">
            {formatCents(item.lineTotalCents)}
          </span>
          {item.discountCents > 0 && (
            <span className="block text-xs font-semibold tabular-nums text-brand-green">
              -{formatCents(item.discountCents)} coupon
            </span>
          )}
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="order-3 flex h-10 items-center gap-1.5 justify-self-start rounded px-2 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-brand-red sm:order-4 sm:w-10 sm:justify-center sm:justify-self-end sm:px-0"
          aria-label={`Remove ${name}`}
          data-testid="cart-line-remove"
        >
          <Trash2 aria-hidden size={18} />
          <span aria-hidden className="sm:hidden">
            Remove
          </span>
        </button>
      </div>
    </li>
  );
}
