import { Link, useLocation } from "react-router";
import { linesLabel } from "./CartButton.tsx";
import { useCartBadge } from "./cart-badge.tsx";

/** The cart and the quick order in the account menus, for those with cart access (CART-02). */
export function CartLinks({ linkClassName, onNavigate }: { linkClassName: string; onNavigate?: () => void }) {
  const { badge } = useCartBadge();
  const { pathname } = useLocation();
  if (!badge) return null;
  const links = [
    { to: "/cart", label: "Cart", note: linesLabel(badge.lines) },
    { to: "/quick-order", label: "Quick order", note: null },
  ];
  return (
    <ul data-testid="cart-links">
      {links.map((link) => {
        const current = pathname === link.to;
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={onNavigate}
              aria-current={current ? "page" : undefined}
              className={`${linkClassName} ${current ? "font-semibold text-brand-green" : ""}`}
            >
              {link.label}
              {link.note && <span className="text-slate-500"> ({link.note})</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
