import type { Quote, QuoteLine } from "../../../lib/quotes/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { cardClass, sectionTitle } from "../accounts/styles.ts";
import { lineFigureLabel } from "../cart/UnitPrice.tsx";
import { quoteSummaryRows } from "./quote-format.ts";

/** A line's unit price on a negotiated quote: the rep's, with the list (and the buyer's own price) struck through where different. */
export function NegotiatedUnitPrice({ line }: { line: QuoteLine }) {
  const before = line.priceOverride?.originalPriceCents ?? null;
  return (
    <span className="block" data-testid="quote-line-unit-price">
      <span className="font-semibold tabular-nums text-slate-900" data-testid="quote-line-price">
        {formatCents(line.unitPriceCents)}
      </span>
      {line.listPriceCents !== line.unitPriceCents && (
        <span
          className="ml-2 whitespace-nowrap text-xs tabular-nums text-slate-500"
          data-testid="quote-line-list-price"
        >
          list <s>{formatCents(line.listPriceCents)}</s>
        </span>
      )}
      {before !== null && before !== line.unitPriceCents && before !== line.listPriceCents && (
        <span className="block text-xs tabular-nums text-slate-500" data-testid="quote-line-original-price">
          your price <s>{formatCents(before)}</s>
        </span>
      )}
      {line.optionsPerUnitCents > 0 && (
        <span className="block text-xs tabular-nums text-slate-500">
          +{formatCents(line.optionsPerUnitCents)} options
        </span>
      )}
    </span>
  );
}

/** Name, SKU, catalog number and options of a line. */
export function LineIdentity({ line }: { line: QuoteLine }) {
  return (
    <div className="min-w-0">
      <p className="break-words font-semibold text-slate-900">{line.productDetails.name}</p>
      <p className="text-sm text-slate-600">
        SKU {line.productDetails.sku}
        {line.catalogNumber && line.catalogNumber !== line.productDetails.sku && (
          <span className="break-all"> · {line.catalogNumber}</span>
        )}
      </p>
      {line.options.length > 0 && (
        <p className="text-sm text-slate-500">{line.options.map((option) => option.label).join(", ")}</p>
      )}
    </div>
  );
}

/** A negotiated quote's lines and totals, read-only: they change only by the rep's answer. */
export function NegotiatedLines({ quote, priced }: { quote: Quote; priced: boolean }) {
  return (
    <section aria-labelledby="quote-lines-title" className={cardClass}>
      <h2 id="quote-lines-title" className={sectionTitle}>
        {priced ? "Prices per line" : "Lines asked about"}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {quote.items.map((line) => (
          <li
            key={line.id}
            className="grid grid-cols-2 gap-3 py-3 sm:grid-cols-[minmax(0,1fr)_6rem_10rem_8rem]"
            data-testid="quote-line"
            data-sku={line.productDetails.sku}
          >
            <div className="col-span-2 sm:col-span-1">
              <LineIdentity line={line} />
            </div>
            <div>
              <span className={lineFigureLabel}>Quantity</span>
              <span className="tabular-nums">{line.quantity.toLocaleString("en-US")}</span>
            </div>
            <div>
              <span className={lineFigureLabel}>{priced ? "Rep price" : "Unit price"}</span>
              <NegotiatedUnitPrice line={line} />
            </div>
            <div className="sm:text-right">
              <span className={lineFigureLabel}>Line total</span>
              <span className="font-semibold tabular-nums" data-testid="quote-line-total">
                {formatCents(line.lineTotalCents)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 sm:ml-auto sm:max-w-xs">
        {quoteSummaryRows(quote).map((row) => (
          <div
            key={row.key}
            className={`flex justify-between gap-4 ${row.emphasis ? "font-semibold" : "text-sm"}`}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums" data-testid={`quote-summary-${row.key}`}>
              {row.amount}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
