import { ShoppingCart } from "lucide-react";
import { NavLink } from "react-router";
import { useCartBadge } from "./cart-badge.tsx";

/** "3 lines" / "1 line". */
export function linesLabel(lines: number): string {
  return `${lines.toLocaleString("en-US")} ${lines === 1 ? "line" : "lines"}`;
}

/**
 * The header's link to the cart with the number of lines in it (the working account's cart), for
 * those with cart access only (CART-02). `label` shows the word "Cart" beside the icon.
 */
export function CartButton({
  label = false,
  compact = false,
  testId,
}: {
  label?: boolean;
  /** The count as a small badge on the icon (the sticky bar, where room is short). */
  compact?: boolean;
  testId: string;
}) {
  const { badge } = useCartBadge();
  if (!badge) return null;
  return (
    <NavLink
      to="/cart"
      className="relative flex shrink-0 items-center gap-1.5 rounded px-2 py-2 text-sm font-semibold text-brand-navy hover:bg-slate-100 aria-[current=page]:text-brand-green"
      data-testid={testId}
    >
      <ShoppingCart aria-hidden size={20} />
      {/* Named by what it shows ("Cart 3 lines"); the word shows where the header row has room. */}
      <span className={label ? "sr-only xl:not-sr-only" : "sr-only"}>Cart</span>
      <span
        className={`rounded-full text-center font-bold tabular-nums ${compact ? "absolute right-0 top-0 min-w-4 px-1 text-[10px] leading-4" : "min-w-5 px-1.5 text-xs leading-5"} ${badge.lines > 0 ? "bg-brand-green text-white" : "bg-slate-200 text-slate-700"}`}
        data-testid={`${testId}-count`}
      >
        {badge.lines > 999 ? "999+" : badge.lines.toLocaleString("en-US")}
      </span>
      <span className="sr-only">{badge.lines === 1 ? "line" : "lines"}</span>
    </NavLink>
  );
}
