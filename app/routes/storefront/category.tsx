import { Link } from "react-router";
import { categoryPath } from "../../../lib/catalog/catalog.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { listingQuery, parseListingParams } from "../../features/catalog/listing-url.ts";
import { ProductListing } from "../../features/catalog/ProductListing.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/category";

/**
 * `/category/{name}` (ROUTE-07): the category's sub-categories, then all its products with the
 * sub-category page's filters, sort and Load More (#9.16), all kept in the URL.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, config } = getPageContext(context);
  const category = await loaderCall(catalog.categoryBySlug(params.categorySlug));
  const url = new URL(request.url);
  const state = parseListingParams(url.searchParams);
  const { items, total, facets } = await catalog.listProducts(
    listingQuery({ category: category.name }, state),
  );
  const canonical = absoluteUrl(url.origin, categoryPath(category.name));
  return { brandName: config.brand.name, category, listing: { state, items, total, facets }, canonical };
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
  const { category, listing } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: category.name }]} />
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">{category.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{category.description}</p>

      {category.subCategories.length > 0 && (
        <nav aria-label="Sub-categories" className="mt-5">
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

      <div className="mt-6">
        <ProductListing
          key={category.name}
          listing={listing}
          relevanceLabel="Recommended"
          emptyTitle="No products in this category yet"
          emptyBody={<p>Browse the other categories from the Products menu.</p>}
        />
      </div>
    </div>
  );
}
