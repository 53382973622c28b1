import { Link } from "react-router";
import { mediaImageUrl, splitImageNames } from "../../../lib/catalog/catalog.ts";
import { absoluteUrl, pageMeta } from "../../../lib/shared/seo.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { listingQuery, parseListingParams } from "../../features/catalog/listing-url.ts";
import { ProductListing } from "../../features/catalog/ProductListing.tsx";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/sub-category";

/** `/p/{category}/{subcategory}` (ROUTE-06): the sub-category's products with filters, sort and Load More. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, config, productDetails } = getPageContext(context);
  const page = await loaderCall(productDetails.subCategoryPage(params.categorySlug, params.subCategorySlug));
  const url = new URL(request.url);
  const state = parseListingParams(url.searchParams);
  const { items, total, facets } = await catalog.listProducts(
    listingQuery({ category: page.category.name, subCategory: page.name }, state),
  );
  return {
    brandName: config.brand.name,
    page,
    listing: { state, items, total, facets },
    // Filtered, sorted and extended views are the same page to a search engine.
    canonical: absoluteUrl(url.origin, page.link),
    image: splitImageNames(page.imageNames)[0],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }];
  const { page, brandName, canonical, image } = loaderData;
  return pageMeta({
    title: `${page.name} | ${page.category.name} | ${brandName}`,
    description: page.description || `${page.name} from ${brandName}.`,
    canonical,
    image: image ? absoluteUrl(canonical, mediaImageUrl(image)) : undefined,
  });
}

export default function SubCategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, listing, image } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Home", to: "/" },
          { label: page.category.name, to: page.category.link },
          { label: page.name },
        ]}
      />
      <header className="mt-4 flex items-start gap-6">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">{page.name}</h1>
          {page.description && <p className="mt-2 max-w-3xl text-slate-600">{page.description}</p>}
        </div>
        {image && (
          <img
            src={mediaImageUrl(image)}
            alt=""
            width={400}
            height={300}
            className="hidden w-40 shrink-0 rounded-lg border border-slate-200 md:block"
          />
        )}
      </header>

      {page.siblings.length > 1 && (
        <nav aria-label={`More in ${page.category.name}`} className="mt-5">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
            {page.siblings.map((sibling) => {
              const current = sibling.link === page.link;
              return (
                <li key={sibling.link} className="shrink-0">
                  <Link
                    to={sibling.link}
                    aria-current={current ? "page" : undefined}
                    className={`inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${
                      current
                        ? "border-brand-navy bg-brand-navy text-white"
                        : "border-slate-300 text-brand-navy hover:border-brand-green hover:text-brand-green"
                    }`}
                  >
                    {sibling.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}

      <div className="mt-6">
        <ProductListing
          key={page.link}
          listing={listing}
          relevanceLabel="Recommended"
          emptyTitle="No products in this sub-category yet"
          emptyBody={
            <p>
              Browse the rest of{" "}
              <Link to={page.category.link} className="font-semibold text-brand-green hover:underline">
                {page.category.name}
              </Link>
              .
            </p>
          }
        />
      </div>
    </div>
  );
}
