import { ImageOff, Trash2, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { productPath } from "../../../lib/catalog/product-page.ts";
import type { QuoteLine } from "../../../lib/quotes/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { QuantityStepper } from "../cart/QuantityStepper.tsx";
import { lineFigureLabel, UnitPrice } from "../cart/UnitPrice.tsx";
import type { LiveLine } from "./quote-draft.ts";

const label = lineFigureLabel;

/**
 * One line of a quote as it was saved (QUOTE-02): picture, name, SKU, catalog number, the chosen
 * options with their frozen prices, the frozen unit price (the account's beside the list price, a
 * representative's beside the price it replaced), the quantity (editable unless `readOnlyReason`),
 * the line total as saved, and removal (marked here, done with "Save changes").
 */
export function QuoteLineItem({
  line,
  live,
  quantity,
  removed,
  canRemove,
  readOnlyReason,
  readOnlyReasonId,
  onQuantity,
  onToggleRemove,
}: {
  line: QuoteLine;
  /** The line's figures for the edited quantity (null: removed, or as saved). */
  live: LiveLine | null;
  /** The quantity as edited (the saved one until changed). */
  quantity: number;
  /** Marked for removal: goes when the changes are saved. */
  removed: boolean;
  /** False for the last line kept: a quote keeps at least one line. */
  canRemove: boolean;
  /** Why the quantity and removal cannot change (an expired quote), or null. */
  readOnlyReason: string | null;
  /** The id of the element that says why (read with the quantity). */
  readOnlyReasonId: string;
  onQuantity: (quantity: number) => void;
  onToggleRemove: () => void;
}) {
  const { name, sku, image } = line.productDetails;
  const changed = quantity !== line.quantity;
  return (
    <li
      className={`grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)] sm:gap-x-5 ${removed ? "bg-red-50/40" : ""}`}
      data-testid="quote-line"
      data-sku={sku}
      data-removed={removed || undefined}
    >
      <div
        className={`aspect-square overflow-hidden rounded border border-slate-200 bg-slate-50 ${removed ? "opacity-50" : ""}`}
      >
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
        <h3 className={`font-bold leading-snug text-brand-navy ${removed ? "line-through" : ""}`}>
          <Link to={productPath(sku)} className="hover:text-brand-green hover:underline">
            {name}
          </Link>
        </h3>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm text-slate-600">
          <dt>SKU</dt>
          <dd className="break-all font-mono text-slate-800" data-testid="quote-line-sku">
            {sku}
          </dd>
          <dt>Catalog no.</dt>
          <dd className="break-all font-mono text-slate-800" data-testid="quote-line-catalog-number">
            {line.catalogNumber}
          </dd>
        </dl>
        {line.options.length > 0 && (
          <ul className="text-sm text-slate-600" aria-label={`Options of ${name}`}>
            {line.options.map((option) => (
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
        {removed && (
          <p className="text-sm font-semibold text-brand-red" data-testid="quote-line-removed">
            Removed when you save the changes.
          </p>
        )}
      </div>

      <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-4 gap-y-3 sm:col-span-1 sm:col-start-2 sm:grid-cols-[9.5rem_8rem_minmax(0,1fr)_auto]">
        <UnitPrice line={line} testIdPrefix="quote-line" />
        <div>
          <span className={label} aria-hidden>
            Quantity
          </span>
          {readOnlyReason ? (
            <span
              className="flex h-10 items-center font-semibold tabular-nums text-slate-900"
              data-testid="quote-line-quantity"
              aria-describedby={readOnlyReasonId}
            >
              <span className="sr-only">Quantity of {name}: </span>
              {line.quantity.toLocaleString("en-US")}
            </span>
          ) : (
            <QuantityStepper
              value={quantity}
              onCommit={onQuantity}
              label={`Quantity of ${name}`}
              disabled={removed}
              testId="quote-line-quantity"
            />
          )}
        </div>
        <LineTotal line={line} live={live} changed={changed} removed={removed} />
        {readOnlyReason === null && (
          <button
            type="button"
            onClick={onToggleRemove}
            disabled={!removed && !canRemove}
            title={!removed && !canRemove ? "A quote keeps at least one line" : undefined}
            className="order-3 flex h-10 items-center gap-1.5 justify-self-start rounded px-2 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-brand-red disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-slate-600 sm:order-4 sm:justify-self-end"
            aria-label={removed ? `Keep ${name}` : `Remove ${name}`}
            aria-pressed={removed}
            data-testid="quote-line-remove"
          >
            {removed ? <Undo2 aria-hidden size={18} /> : <Trash2 aria-hidden size={18} />}
            <span aria-hidden>{removed ? "Keep" : "Remove"}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/** The line's total for the edited quantity (issue 32 item 6), with the saved one beside it when it moved. */
function LineTotal({
  line,
  live,
  changed,
  removed,
}: {
  line: QuoteLine;
  live: LiveLine | null;
  changed: boolean;
  removed: boolean;
}) {
  const shown = removed || !live ? line : live;
  return (
    <div className="order-4 min-w-0 text-right sm:order-3" aria-live="polite">
      <span className={label}>{removed ? "Line total as saved" : "Line total"}</span>
      <span
        className={`block text-lg font-bold tabular-nums ${removed ? "text-slate-400 line-through" : "text-slate-900"}`}
        data-testid="quote-line-total"
      >
        {formatCents(shown.lineTotalCents)}
      </span>
      {changed && !removed && (
        <span className="block text-xs tabular-nums text-slate-500" data-testid="quote-line-saved-total">
          was {formatCents(line.lineTotalCents)}
        </span>
      )}
      {shown.discountCents > 0 && (
        <span className="block text-xs font-semibold tabular-nums text-brand-green">
          -{formatCents(shown.discountCents)} coupon
        </span>
      )}
    </div>
  );
}
