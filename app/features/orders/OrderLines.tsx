import { ImageOff } from "lucide-react";
import type { Order } from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { TotalsRow } from "./order-format.ts";

type Line = Order["items"][number];

/** The lines of an order or a checkout, read-only: picture, name, SKU, options, prices as charged. */
export function OrderLines({ items }: { items: readonly Line[] }) {
  return (
    <ul className="divide-y divide-slate-200" data-testid="order-lines">
      {items.map((line) => (
        <li key={line.id} className="flex gap-3 py-3" data-testid="order-line">
          {line.productDetails.image ? (
            <img
              src={line.productDetails.image.url}
              alt={line.productDetails.image.alt}
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded border border-slate-200 object-contain"
            />
          ) : (
            <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded border border-slate-200 bg-slate-50">
              <ImageOff aria-hidden size={20} className="text-slate-400" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="break-words font-semibold text-slate-900">{line.productDetails.name}</p>
            <p className="break-words text-xs text-slate-500">
              SKU {line.productDetails.sku} · {line.catalogNumber}
            </p>
            {line.options.length > 0 && (
              <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                {line.options.map((option) => (
                  <li key={`${option.group}:${option.code}`}>
                    {option.group}: {option.label}
                    {option.priceCents > 0 ? ` (+${formatCents(option.priceCents)})` : ""}
                  </li>
                ))}
              </ul>
            )}
            <p className="mt-1 text-sm text-slate-700">
              {line.quantity.toLocaleString("en-US")} ×{" "}
              {formatCents(line.unitPriceCents + line.optionsPerUnitCents)}
            </p>
          </div>
          <p
            className="shrink-0 text-right font-semibold tabular-nums text-slate-900"
            data-testid="order-line-total"
          >
            {formatCents(line.lineTotalCents)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Totals as a definition list, one row per figure (test ids `totals-<key>`). */
export function TotalsList({ rows, busy = false }: { rows: readonly TotalsRow[]; busy?: boolean }) {
  return (
    <dl aria-busy={busy || undefined} className={`space-y-2 ${busy ? "opacity-60" : ""}`}>
      {rows.map((row) => (
        <div
          key={row.key}
          className={`flex items-baseline justify-between gap-4 ${row.key === "total" ? "border-t border-slate-300 pt-3 text-lg" : ""}`}
          data-testid={`totals-${row.key}`}
        >
          <dt className={`min-w-0 ${row.emphasis ? "font-bold text-slate-900" : "text-slate-600"}`}>
            {row.label}
          </dt>
          <dd
            className={`shrink-0 text-right tabular-nums ${row.emphasis ? "font-bold text-slate-900" : "text-slate-800"}`}
          >
            {row.amount}
          </dd>
        </div>
      ))}
    </dl>
  );
}
