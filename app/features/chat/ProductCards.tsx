import { ExternalLink, ImageOff } from "lucide-react";
import { useState } from "react";
import type { AssistantProduct } from "../../../lib/assistant/tools.ts";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { ProductCardBoundary } from "./ErrorBoundaries.tsx";
import { usePaged } from "./use-paged.ts";

/** CONST-03: product cards per page. */
export const PRODUCT_PAGE_SIZE = 6;
/** CONST-06: spec lines per product card. */
export const SPEC_LINES_MAX = 6;

/** CHAT-21: the first 6 spec lines of `technicalSpecs`, in order, split on "::". */
export function specLines(technicalSpecs: string): string[] {
  return technicalSpecs
    .split("::")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, SPEC_LINES_MAX);
}

/** CHAT-21: the application without its leading "::". */
export function applicationText(application: string): string {
  return application.replace(/^(\s*::)+/, "").trim();
}

/** The products an assistant reply found (CHAT-21, CHAT-22, CHAT-25, CHAT-50), 6 at a time. */
export function ProductCards({ products }: { products: readonly AssistantProduct[] }) {
  const { visible, hasMore, loading, more } = usePaged(products, PRODUCT_PAGE_SIZE);
  return (
    <section aria-label="Products" className="grid gap-3">
      <ul className="grid gap-3 sm:grid-cols-2">
        {visible.map((product) => (
          <li key={product.id}>
            <ProductCardBoundary>
              <ProductCard product={product} />
            </ProductCardBoundary>
          </li>
        ))}
      </ul>
      {products.length > PRODUCT_PAGE_SIZE && (
        <LoadMoreFooter
          shown={visible.length}
          noun={["product", "products"]}
          hasMore={hasMore}
          loading={loading}
          onMore={more}
          testId="chat-products-shown"
        />
      )}
    </section>
  );
}

export function ProductCard({ product }: { product: AssistantProduct }) {
  const image = product.images[0];
  const [broken, setBroken] = useState(false);
  const application = applicationText(product.application);
  const lines = specLines(product.technicalSpecs);
  return (
    <article
      aria-label={product.name}
      className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
    >
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded bg-slate-50">
        {image && !broken ? (
          <img
            src={image.url}
            alt={image.alt || product.name}
            loading="lazy"
            className="size-full object-contain"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="flex items-center gap-1.5 text-xs text-slate-500">
            <ImageOff aria-hidden className="size-4" />
            Image not available
          </span>
        )}
      </div>
      <h3 className="text-sm font-bold text-brand-navy">
        <a href={product.link} className="inline-flex items-center gap-1 hover:underline">
          {product.name}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      </h3>
      <p className="text-xs text-slate-500">SKU {product.sku}</p>
      {application && <p className="text-xs text-slate-700">{application}</p>}
      {lines.length > 0 && (
        <ul
          aria-label={`Specifications of ${product.name}`}
          className="list-disc pl-4 text-xs text-slate-700"
        >
          {lines.map((line, index) => (
            // Spec lines may repeat; their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
