import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ProductCard as ProductCardData } from "../../../lib/catalog/catalog.ts";
import type { ViewerPrice } from "../../../lib/pricing/viewer-prices.ts";
import { ProductThumbnail } from "../../components/ui/ProductThumbnail.tsx";
import { CardAddToCart } from "../cart/CardAddToCart.tsx";
import { FavoriteButton } from "../favorites/FavoriteButton.tsx";
import { AddToProject } from "../projects/AddToProject.tsx";
import { CardPrice } from "./CardPrice.tsx";
import { useViewerPrices } from "./use-viewer-prices.ts";

export function ProductGrid({ products }: { products: ProductCardData[] }) {
  // A signed-in buyer's own prices, asked once for the grid after hydration (issue 32 item 5).
  const prices = useViewerPrices(products.map((product) => product.sku));
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} price={prices.get(product.sku.toLowerCase())} />
        </li>
      ))}
    </ul>
  );
}

export function ProductCard({
  product,
  price,
}: {
  product: ProductCardData;
  /** The viewer's own price (useViewerPrices); absent or null: the list price. */
  price?: ViewerPrice | null;
}) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="product-card"
    >
      {/* Above the card's link, like the card's Add to cart (FAV-02, FAV-03). */}
      <FavoriteButton productId={product.id} productName={product.name} />
      <div className="aspect-[4/3] bg-slate-50">
        <ProductThumbnail image={product.image} width={400} height={300} iconSize={32} />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-green">{product.sku}</p>
        <h3 className="mt-1 font-bold leading-snug text-brand-navy">
          <Link to={product.link} className="after:absolute after:inset-0 focus:outline-none">
            {product.name}
          </Link>
        </h3>
        <ul className="mt-3 space-y-1 text-sm text-slate-600">
          {product.keySpecs.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-4">
          <CardPrice
            listPriceCents={price?.listPriceCents ?? product.listPriceCents}
            accountPriceCents={price?.accountPriceCents}
          />
          <span className="flex items-center gap-3">
            <span className="flex items-center gap-1 text-sm font-semibold text-brand-green" aria-hidden>
              Details <ArrowRight size={16} className="transition group-hover:translate-x-0.5" />
            </span>
            {/* With cart access: one unit in the standard configuration (CART-03). */}
            <CardAddToCart productId={product.id} productName={product.name} />
            <AddToProject productId={product.id} productName={product.name} compact />
          </span>
        </div>
      </div>
    </article>
  );
}
