import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { CartBadge } from "../../../server/modules/cart/index.ts";

export type { CartBadge };

type CartBadgeState = {
  /** The number of lines in the working account's cart; null: no cart for this viewer. */
  badge: CartBadge | null;
  /** Records the cart a browser call answered, so the header follows an add or a removal at once. */
  report: (cart: Cart) => void;
};

const CartBadgeContext = createContext<CartBadgeState>({ badge: null, report: () => {} });

/**
 * The header's cart count: the root loader's (counted on the server for every page), replaced by the
 * cart a later browser call answered until the loader counts again (a navigation or an account
 * switch gives a new count, which wins).
 */
export function CartBadgeProvider({ loaded, children }: { loaded: CartBadge | null; children: ReactNode }) {
  const [reported, setReported] = useState<{ over: CartBadge | null; badge: CartBadge } | null>(null);
  const current = useRef(loaded);
  current.current = loaded;
  const report = useCallback((cart: Cart) => {
    setReported({ over: current.current, badge: { accountId: cart.accountId, lines: cart.items.length } });
  }, []);
  const badge = loaded && reported && reported.over === loaded ? reported.badge : loaded;
  return <CartBadgeContext value={{ badge, report }}>{children}</CartBadgeContext>;
}

export function useCartBadge(): CartBadgeState {
  return useContext(CartBadgeContext);
}
