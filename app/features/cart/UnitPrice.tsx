import type { CartItem } from "../../../lib/cart/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";

/** The small caps label above a line's figures (unit price, quantity, line total). */
export const lineFigureLabel = "block text-xs font-semibold uppercase tracking-wide text-slate-500";

/** What a cart line or a quote's line shows of its unit price. */
export type UnitPriced = Pick<
  CartItem,
  "priceOverride" | "accountPriceCents" | "listPriceCents" | "unitPriceCents" | "optionsPerUnitCents"
>;

/**
 * What one unit is charged (or was quoted at), beside what it would be otherwise (the original price
 * under a representative's override, or the list price under the account's), and what the options add.
 */
export function UnitPrice({
  line,
  testIdPrefix,
  alignEnd = false,
}: {
  line: UnitPriced;
  /** `cart-line` or `quote-line`: the figures' test ids. */
  testIdPrefix: string;
  /** Right-aligned from 640 px, where the cart's figures stand in columns. */
  alignEnd?: boolean;
}) {
  const override = line.priceOverride;
  const accountDiffers = line.accountPriceCents !== null && line.accountPriceCents !== line.listPriceCents;
  return (
    <div
      className={`min-w-28 sm:min-w-0 ${alignEnd ? "sm:text-right" : ""}`}
      data-testid={`${testIdPrefix}-unit-price`}
    >
      <span className={lineFigureLabel}>
        {override ? "Rep price" : accountDiffers ? "Your price" : "Unit price"}
      </span>
      <span className={`flex flex-wrap items-baseline gap-x-2 ${alignEnd ? "sm:justify-end" : ""}`}>
        <span className="font-semibold tabular-nums text-slate-900" data-testid={`${testIdPrefix}-price`}>
          {formatCents(line.unitPriceCents)}
        </span>
        {override ? (
          <span
            className="text-xs tabular-nums text-slate-500"
            data-testid={`${testIdPrefix}-original-price`}
          >
            was <s>{formatCents(override.originalPriceCents)}</s>
          </span>
        ) : (
          accountDiffers && (
            <span className="text-xs tabular-nums text-slate-500" data-testid={`${testIdPrefix}-list-price`}>
              list <s>{formatCents(line.listPriceCents)}</s>
            </span>
          )
        )}
      </span>
      {line.optionsPerUnitCents > 0 && (
        <span className="block text-xs tabular-nums text-slate-500">
          +{formatCents(line.optionsPerUnitCents)} options
        </span>
      )}
      {override && <span className="block text-xs text-slate-500">set by {override.byName}</span>}
    </div>
  );
}
