import { useCallback, useEffect, useRef, useState } from "react";
import { fetchSearchbarCategories } from "./search-api.ts";

/**
 * How long after the page mounts the category names are fetched when nobody has touched the search box
 * yet: late enough to leave the network to the page's own data and the side panel (500 ms), early enough
 * that a touch user opening the native picker finds the names there.
 */
export const SEARCH_CATEGORIES_PRELOAD_MS = 1_500;

/**
 * The category filter's names (SRCH-02), asked once per search box: on the first interaction (`load`,
 * called on focus or hover) or after SEARCH_CATEGORIES_PRELOAD_MS, whichever comes first, so the request
 * never delays the page. A failure leaves only "All categories" and is logged; the next interaction
 * retries. No toast: the side panel already reports a category outage.
 */
export function useSearchCategories(preloadMs: number = SEARCH_CATEGORIES_PRELOAD_MS): {
  names: string[];
  load: () => void;
} {
  const [names, setNames] = useState<string[]>([]);
  const requested = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    controller.current = new AbortController();
    const { signal } = controller.current;
    fetchSearchbarCategories(signal).then(setNames, (error: unknown) => {
      if (signal.aborted) return;
      requested.current = false;
      console.warn("search bar categories", error);
    });
  }, []);

  useEffect(() => {
    const timer = setTimeout(load, preloadMs);
    return () => clearTimeout(timer);
  }, [load, preloadMs]);

  useEffect(() => () => controller.current?.abort(), []);

  return { names, load };
}
