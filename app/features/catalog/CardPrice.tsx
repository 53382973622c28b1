import { formatCents } from "../../../lib/shared/money.ts";

/**
 * A product card's price (issue 32 item 5): the list price as a guest sees it, or, for a signed-in
 * buyer whose account pays less, "Your price" with the list price struck through, as the cart will
 * charge one unit in the standard configuration. `compact` is the typeahead's and the chat's size.
 */
export function CardPrice({
  listPriceCents,
  accountPriceCents,
  compact = false,
}: {
  listPriceCents: number;
  accountPriceCents: number | null | undefined;
  compact?: boolean;
}) {
  const size = compact ? "text-xs" : "text-sm";
  if (accountPriceCents === null || accountPriceCents === undefined || accountPriceCents === listPriceCents) {
    return (
      <span className={`${size} text-slate-500`} data-testid="card-list-price">
        List <span className="font-semibold tabular-nums text-slate-800">{formatCents(listPriceCents)}</span>
      </span>
    );
  }
  return (
    <span
      className={`inline-flex flex-wrap items-baseline gap-x-1.5 ${size}`}
      data-testid="card-account-price"
    >
      <span className="text-slate-500">Your price</span>
      <span className="font-semibold tabular-nums text-brand-navy" data-testid="card-your-price">
        {formatCents(accountPriceCents)}
      </span>
      <span className="tabular-nums text-slate-500">
        <span className="sr-only">list price </span>
        <s data-testid="card-struck-list-price">{formatCents(listPriceCents)}</s>
      </span>
    </span>
  );
}
