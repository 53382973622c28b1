import { ChevronRight, LoaderCircle } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { z } from "zod";
import { categoryPath, PRODUCT_GRID_PAGE_SIZE } from "../../../lib/catalog.ts";
import { absoluteUrl, pageMeta } from "../../../lib/seo.ts";
import { getPageContext } from "../../context.ts";
import { ProductGrid } from "../../features/catalog/ProductGrid.tsx";
import { orNotFound } from "../../loader-errors.ts";
import type { Route } from "./+types/category";

/** "Load More" keeps its state in the URL (`?page=N`), so a longer list survives reloads and can be shared. */
const MAX_PAGES = 100;
const querySchema = z.object({ page: z.coerce.number().int().min(1).max(MAX_PAGES).catch(1) });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, config } = getPageContext(context);
  const category = await orNotFound(catalog.categoryBySlug(params.categorySlug));
  const { page } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const products = await catalog.productsInCategory(category.id, {
    offset: 0,
    limit: page * PRODUCT_GRID_PAGE_SIZE,
  });
  const canonical = absoluteUrl(new URL(request.url).origin, categoryPath(category.name));
  return { brandName: config.brand.name, category, products, page, canonical };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Category not found" }];
  return pageMeta({
    title: `${loaderData.category.name} | ${loaderData.brandName}`,
    description: loaderData.category.description,
    canonical: loaderData.canonical,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, products, page } = loaderData;
  const navigation = useNavigation();
  const loadingMore =
    navigation.state === "loading" && navigation.location.search.includes(`page=${page + 1}`);
  const shown = products.items.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <ol className="flex items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-green">
              Home
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight size={14} />
          </li>
          <li aria-current="page" className="font-semibold text-slate-700">
            {category.name}
          </li>
        </ol>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-brand-navy">{category.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{category.description}</p>

      {category.subCategories.length > 0 && (
        <nav aria-label="Sub-categories" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {category.subCategories.map((sub) => (
              <li key={sub.link}>
                <Link
                  to={sub.link}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-navy hover:border-brand-green hover:text-brand-green"
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section className="mt-8" aria-labelledby="products-title">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="products-title" className="text-xl font-bold text-brand-navy">
            Products
          </h2>
          <p className="text-sm text-slate-500" aria-live="polite">
            Showing {shown} of {products.total}
          </p>
        </div>
        {shown === 0 ? (
          <p className="rounded border border-dashed border-slate-300 p-8 text-center text-slate-600">
            No products in this category yet.
          </p>
        ) : (
          <ProductGrid products={products.items} />
        )}
        {shown < products.total && page < MAX_PAGES && (
          <div className="mt-8 text-center">
            <Link
              to={`?page=${page + 1}`}
              preventScrollReset
              replace
              className="inline-flex items-center gap-2 rounded bg-brand-navy px-6 py-2.5 font-semibold text-white hover:opacity-90"
              aria-busy={loadingMore}
            >
              {loadingMore && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
              Load More
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}
