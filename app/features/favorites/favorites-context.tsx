import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

type FavoritesState = {
  /** Whether the viewer has favorited the product (false for a guest). */
  isFavorite: (productId: string) => boolean;
  /** Records what a browser call did, so every heart on the page follows it at once. */
  mark: (productId: string, favorite: boolean) => void;
};

const FavoritesContext = createContext<FavoritesState>({ isFavorite: () => false, mark: () => {} });

type Marks = { over: readonly string[] | null; marks: ReadonlyMap<string, boolean> };

/**
 * Which products the viewer has favorited: the root loader's list (one statement on the server for
 * the whole page, so no card asks on its own), with what this page's calls changed since. A new list
 * from the loader (a reload, an account switch, signing in or out) is the server's truth and wins.
 */
export function FavoritesProvider({
  loaded,
  children,
}: {
  loaded: readonly string[] | null;
  children: ReactNode;
}) {
  const [state, setState] = useState<Marks>({ over: loaded, marks: new Map() });
  const current = useRef(loaded);
  current.current = loaded;
  const saved = useMemo(() => new Set(loaded ?? []), [loaded]);
  const marks = state.over === loaded ? state.marks : null;
  const isFavorite = useCallback(
    (productId: string) => marks?.get(productId) ?? saved.has(productId),
    [marks, saved],
  );
  const mark = useCallback((productId: string, favorite: boolean) => {
    setState((previous) => {
      const base = previous.over === current.current ? previous.marks : new Map<string, boolean>();
      return { over: current.current, marks: new Map(base).set(productId, favorite) };
    });
  }, []);
  const value = useMemo(() => ({ isFavorite, mark }), [isFavorite, mark]);
  return <FavoritesContext value={value}>{children}</FavoritesContext>;
}

export function useFavorites(): FavoritesState {
  return useContext(FavoritesContext);
}
