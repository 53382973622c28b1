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
export function CartButton({ label = false, testId }: { label?: boolean; testId: string }) {
  const { badge } = useCartBadge();
  if (!badge) return null;
  return (
    <NavLink
      to="/cart"
      aria-label={`Cart, ${linesLabel(badge.lines)}`}
      className="relative flex shrink-0 items-center gap-1.5 rounded px-2 py-2 text-sm font-semibold text-brand-navy hover:bg-slate-100 aria-[current=page]:text-brand-green"
      data-testid={testId}
    >
      <ShoppingCart aria-hidden size={20} />
      {/* The word where the header row has room for it; the link's name says it everywhere. */}
      {label && <span className="hidden xl:inline">Cart</span>}
      <span
        aria-hidden
        className={`min-w-5 rounded-full px-1.5 text-center text-xs font-bold leading-5 tabular-nums ${badge.lines > 0 ? "bg-brand-green text-white" : "bg-slate-200 text-slate-700"}`}
        data-testid={`${testId}-count`}
      >
        {badge.lines > 999 ? "999+" : badge.lines}
      </span>
    </NavLink>
  );
}
