import { Heart } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { favoriteMessages } from "../../../lib/favorites/constants.ts";
import { authLink } from "../../../lib/shared/redirects.ts";
import { productActionButton } from "../accounts/styles.ts";
import { useViewer } from "../accounts/use-viewer.ts";
import { useFavorites } from "./favorites-context.tsx";

/**
 * The viewer's favorite toggle of one product and the call behind it (FAV-02, FAV-03): the heart
 * changes at once and goes back, with the spec's toast, when the call fails. A guest is sent to sign
 * in and back to the page they were on (FAV OPEN default).
 */
export function useFavoriteToggle(productId: string) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const { isFavorite, mark } = useFavorites();
  const [pending, setPending] = useState(false);
  const favorite = viewer ? isFavorite(productId) : false;

  async function toggle() {
    if (!viewer) {
      navigate(authLink("/login", location));
      return;
    }
    if (pending) return;
    const adding = !favorite;
    setPending(true);
    mark(productId, adding);
    try {
      const { saveFavorite } = await import("./favorite-calls.ts");
      await saveFavorite(productId, adding);
    } catch {
      mark(productId, !adding);
      toast.error(adding ? favoriteMessages.addError : favoriteMessages.removeError, { duration: 5_000 });
    } finally {
      setPending(false);
    }
  }

  return { favorite, pending, toggle };
}

const looks = {
  page: {
    button: productActionButton,
    icon: 18,
    off: "text-slate-500",
  },
  card: {
    button:
      "absolute right-2 top-2 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 hover:bg-white",
    icon: 20,
    off: "text-slate-600",
  },
} as const;

/**
 * The favorite toggle. On the product page (no `productName`): the heart with its words, "Add to
 * favorites" / "Remove from favorites". On a product card (`productName`): the heart alone over the
 * picture and above the card's link, named with its product, since a grid has many.
 */
export function FavoriteButton({ productId, productName }: { productId: string; productName?: string }) {
  const { favorite, pending, toggle } = useFavoriteToggle(productId);
  const look = productName === undefined ? looks.page : looks.card;
  const words = favorite ? "Remove from favorites" : "Add to favorites";
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={favorite}
      aria-busy={pending || undefined}
      {...(productName === undefined
        ? {}
        : {
            "aria-label": favorite
              ? `Remove ${productName} from favorites`
              : `Add ${productName} to favorites`,
            title: words,
          })}
      className={look.button}
      data-testid={productName === undefined ? "favorite-toggle" : "card-favorite-toggle"}
    >
      <Heart aria-hidden size={look.icon} className={favorite ? "fill-brand-red text-brand-red" : look.off} />
      {productName === undefined && words}
    </button>
  );
}
