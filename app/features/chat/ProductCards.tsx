import { ExternalLink, ImageOff } from "lucide-react";
import { useState } from "react";
import { Link, useInRouterContext } from "react-router";
import type { AssistantProduct } from "../../../lib/assistant/tools.ts";
import { LoadMoreFooter } from "../../components/ui/LoadMore.tsx";
import { CardPrice } from "../catalog/CardPrice.tsx";
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
    <section aria-label="Products" className="@container grid w-full gap-2">
      <ul className="grid gap-2 @2xl:grid-cols-2">
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
  // Inside the app a product's page opens without reloading, so the chat keeps its conversation.
  const inRouter = useInRouterContext();
  const name = (
    <>
      {product.name}
      <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-2px]" />
    </>
  );
  return (
    <article
      aria-label={product.name}
      className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-2.5 shadow-sm"
    >
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-50">
        {image && !broken ? (
          <img
            src={image.url}
            alt={image.alt || product.name}
            loading="lazy"
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 px-1 text-center text-[11px] leading-tight text-slate-500">
            <ImageOff aria-hidden className="size-4" />
            Image not available
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-sm leading-snug font-bold text-brand-navy">
          {inRouter && product.link.startsWith("/") ? (
            <Link to={product.link} className="hover:underline">
              {name}
            </Link>
          ) : (
            <a href={product.link} className="hover:underline">
              {name}
            </a>
          )}
        </h3>
        <p className="text-xs text-slate-500">SKU {product.sku}</p>
        {/* A signed-in buyer's reply carries the account's price (issue 32 item 5); a guest's none. */}
        {product.listPriceCents !== undefined && (
          <p>
            <CardPrice
              listPriceCents={product.listPriceCents}
              accountPriceCents={product.accountPriceCents}
              compact
            />
          </p>
        )}
        {application && <p className="text-xs text-slate-700">{application}</p>}
        {lines.length > 0 && (
          <ul
            aria-label={`Specifications of ${product.name}`}
            className="grid gap-x-3 text-xs text-slate-700 @xs:grid-cols-2"
          >
            {lines.map((line, index) => (
              // Spec lines may repeat; their place is their identity.
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list that never reorders
                key={index}
                className="min-w-0 break-words before:mr-1 before:text-brand-green before:content-['•']"
              >
                {line}
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
