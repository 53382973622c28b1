import { Heart, Loader2, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { FAVORITES_PAGE_SIZE, type Favorite, favoriteMessages } from "../../../lib/favorites/contract.ts";
import { LOAD_MORE_DELAY_MS } from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { ProductThumbnail } from "../../components/ui/ProductThumbnail.tsx";
import { ServiceApiError } from "../../service-call.ts";
import { cardClass, dangerButton, secondaryButton } from "../accounts/styles.ts";
import { CardAddToCart } from "../cart/CardAddToCart.tsx";
import { favoritesApi } from "./favorites-api.ts";
import { useFavorites } from "./favorites-context.tsx";

/** ROUTE-03: the portal's first and default tab. */
export const FAVORITES_TAB = "my-favorite-items";

type Loaded =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; favorites: Favorite[]; hasMore: boolean; more: "idle" | "loading" };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The `my-favorite-items` tab (FAV-01, FAV-03): the person's favorites newest first, a page at a time
 * with "Load More", each with its picture, name, SKU, price and link, a Remove button and, for who may
 * order, Add to cart. The next page starts after the last favorite still shown, so removing rows
 * never skips one. Failures show the spec's toasts.
 */
export function FavoritesTab() {
  const [state, setState] = useState<Loaded>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again
  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: "loading" });
    favoritesApi
      .list({ limit: FAVORITES_PAGE_SIZE })
      .then((page) => {
        if (mine === generation.current)
          setState({
            status: "ready",
            favorites: page.favorites,
            hasMore: page.nextCursor !== null,
            more: "idle",
          });
      })
      .catch(() => {
        if (mine !== generation.current) return;
        setState({ status: "error" });
        toast.error(favoriteMessages.loadError, { duration: 5_000 });
      });
  }, [attempt]);

  async function loadMore() {
    if (state.status !== "ready" || !state.hasMore || state.more === "loading") return;
    const mine = generation.current;
    const cursor = state.favorites.at(-1)?.rid;
    setState({ ...state, more: "loading" });
    try {
      const [page] = await Promise.all([
        favoritesApi.list({ limit: FAVORITES_PAGE_SIZE, ...(cursor ? { cursor } : {}) }),
        wait(LOAD_MORE_DELAY_MS),
      ]);
      if (mine !== generation.current) return;
      setState((s) => {
        if (s.status !== "ready") return s;
        const shown = new Set(s.favorites.map((f) => f.rid));
        return {
          status: "ready",
          favorites: [...s.favorites, ...page.favorites.filter((f) => !shown.has(f.rid))],
          hasMore: page.nextCursor !== null,
          more: "idle",
        };
      });
    } catch {
      if (mine !== generation.current) return;
      setState((s) => (s.status === "ready" ? { ...s, more: "idle" } : s));
      toast.error(favoriteMessages.loadError, { duration: 5_000 });
    }
  }

  const removed = (rid: string) =>
    setState((s) =>
      s.status === "ready" ? { ...s, favorites: s.favorites.filter((f) => f.rid !== rid) } : s,
    );

  if (state.status === "loading") {
    return (
      <p className={`${cardClass} text-sm text-slate-500`} aria-busy="true" data-testid="favorites-loading">
        Loading favorites…
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div
        role="alert"
        className={`${cardClass} flex flex-wrap items-center gap-3 text-sm`}
        data-testid="favorites-error"
      >
        <p className="font-semibold text-brand-red">{favoriteMessages.loadError}</p>
        <button type="button" className={secondaryButton} onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </button>
      </div>
    );
  }
  if (state.favorites.length === 0 && !state.hasMore) {
    return (
      <div
        className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
        data-testid="favorites-empty"
      >
        <Heart aria-hidden size={36} className="mx-auto text-slate-400" />
        <p className="mt-3 text-lg font-bold text-brand-navy">No favorite items yet.</p>
        <p className="mt-1 text-slate-600">Choose the heart on a product to keep it here.</p>
        <Link
          to="/"
          className="mt-5 inline-block rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          Browse products
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4" data-testid="favorites-tab">
      <ul className="space-y-3" aria-label="Favorite items" data-testid="favorite-list">
        {state.favorites.map((favorite) => (
          <FavoriteRow key={favorite.rid} favorite={favorite} onRemoved={removed} />
        ))}
      </ul>
      <LoadMoreFooter
        shown={state.favorites.length}
        noun={["favorite", "favorites"]}
        hasMore={state.hasMore}
        loading={state.more === "loading"}
        onMore={() => void loadMore()}
        testId="favorites-count"
      />
    </div>
  );
}

/** One favorite: picture, name (the product's link), SKU, the viewer's price, and its actions. */
function FavoriteRow({ favorite, onRemoved }: { favorite: Favorite; onRemoved: (rid: string) => void }) {
  const { mark } = useFavorites();
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      await favoritesApi.remove(favorite.rid).catch((error: unknown) => {
        // Removed already (another tab): gone is what was wanted.
        if (!(error instanceof ServiceApiError && error.status === 404)) throw error;
      });
      mark(favorite.productId, false);
      onRemoved(favorite.rid);
    } catch {
      setRemoving(false);
      toast.error(favoriteMessages.removeError, { duration: 5_000 });
    }
  }

  return (
    <li
      className={`${cardClass} flex flex-col gap-4 sm:flex-row sm:items-center`}
      data-testid="favorite-row"
      data-rid={favorite.rid}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="h-20 w-20 shrink-0 overflow-hidden rounded bg-slate-50">
          <ProductThumbnail image={favorite.image} width={80} height={80} />
        </div>
        <div className="min-w-0">
          <p
            className="text-xs font-semibold uppercase tracking-wide text-brand-green"
            data-testid="favorite-sku"
          >
            {favorite.sku}
          </p>
          {favorite.link ? (
            <Link
              to={favorite.link}
              className="break-words font-bold text-brand-navy underline-offset-2 hover:text-brand-green hover:underline"
              data-testid="favorite-name"
            >
              {favorite.name}
            </Link>
          ) : (
            <p className="break-words font-bold text-slate-700" data-testid="favorite-name">
              {favorite.name}
            </p>
          )}
          <FavoritePrice favorite={favorite} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {favorite.available && <CardAddToCart productId={favorite.productId} productName={favorite.name} />}
        <button
          type="button"
          className={`${dangerButton} h-9`}
          onClick={() => void remove()}
          disabled={removing}
          aria-label={`Remove ${favorite.name} from favorites`}
          data-testid="favorite-remove"
        >
          {removing ? (
            <Loader2 aria-hidden size={16} className="animate-spin" />
          ) : (
            <Trash2 aria-hidden size={16} />
          )}
          Remove
        </button>
      </div>
    </li>
  );
}

/** The viewer's price: the account's beside the list price when it has one, else the list price. */
function FavoritePrice({ favorite }: { favorite: Favorite }) {
  if (!favorite.available || favorite.listPriceCents === null) {
    return (
      <p className="mt-1 text-sm text-slate-500" data-testid="favorite-unavailable">
        No longer available
      </p>
    );
  }
  return (
    <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="favorite-price">
      {favorite.accountPriceCents !== null ? (
        <>
          <span className="text-slate-500">Your price</span>
          <span className="font-semibold tabular-nums text-slate-900">
            {formatCents(favorite.accountPriceCents)}
          </span>
          <span className="text-xs tabular-nums text-slate-500">
            list <s>{formatCents(favorite.listPriceCents)}</s>
          </span>
        </>
      ) : (
        <>
          <span className="text-slate-500">List</span>
          <span className="font-semibold tabular-nums text-slate-900">
            {formatCents(favorite.listPriceCents)}
          </span>
        </>
      )}
    </p>
  );
}
