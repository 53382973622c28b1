import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { type ListingState, listingSearch, parseListingParams } from "./listing-url.ts";

export type ListingNavigation = {
  /** The state the page is showing, or the one it is loading when a listing navigation is under way. */
  shown: ListingState;
  busy: boolean;
  href(state: Partial<ListingState>): string;
  apply(state: Partial<ListingState>): void;
};

/**
 * The listing's state in the URL: links to other states of this page (keeping its own `extra`
 * parameters), a navigation to one, and while one loads, the state it goes to.
 */
export function useListingNavigation(state: ListingState, extra: Record<string, string>): ListingNavigation {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending =
    navigation.state !== "idle" && navigation.location?.pathname === location.pathname
      ? navigation.location
      : undefined;
  const href = (next: Partial<ListingState>) => `${location.pathname}${listingSearch(next, extra)}`;
  return {
    shown: pending ? parseListingParams(new URLSearchParams(pending.search)) : state,
    busy: pending !== undefined,
    href,
    // A changed filter or sort starts again at the first page.
    apply: (next) => navigate(href({ ...next, page: 1 }), { preventScrollReset: true }),
  };
}

/**
 * After "Load More", focus moves to the first new product so keyboard users continue where they
 * were: `loadingFrom(shown)` before the next page is asked for; the grid's ref goes on its container.
 */
export function useFocusFirstNewProduct(shown: number) {
  const gridRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>("[data-testid=product-card] h3 a")[from]?.focus();
  }, [shown]);
  return {
    gridRef,
    loadingFrom: (count: number) => {
      focusFrom.current = count;
    },
  };
}
