import { Link } from "react-router";
import {
  ellipsize,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TOO_LONG_MESSAGE,
} from "../../../lib/search/constants.ts";
import { getPageContext } from "../../context.ts";
import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { listingQuery, parseListingParams } from "../../features/catalog/listing-url.ts";
import { ProductListing } from "../../features/catalog/ProductListing.tsx";
import type { Route } from "./+types/search-results";

/** How much of the term a heading or title shows before an ellipsis. */
const HEADING_TERM_CHARS = 60;

/**
 * `/catalogsearch/{searchTerm}?category={category}` (ROUTE-05, SRCH-11): search results with the same
 * grid, filters, sort and Load More as a sub-category. A term shorter than two characters (SRCH-04) is
 * not searched; the page says what to do instead.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { catalog, config } = getPageContext(context);
  const url = new URL(request.url);
  const term = params.searchTerm.trim();
  const category = url.searchParams.get("category")?.trim().slice(0, SEARCH_MAX_CHARS) || undefined;
  const base = { brandName: config.brand.name, term, category };
  // #9.19: a longer term is refused with a message, as the API refuses it, not searched cut short.
  if (term.length > SEARCH_MAX_CHARS) return { ...base, listing: null, refusal: SEARCH_TOO_LONG_MESSAGE };
  if (term.length < SEARCH_MIN_CHARS) {
    return {
      ...base,
      listing: null,
      refusal: `Type at least ${SEARCH_MIN_CHARS} characters to search. Use the search box above to try again.`,
    };
  }
  const state = parseListingParams(url.searchParams);
  const { items, total, facets } = await catalog.listProducts(listingQuery({ q: term, category }, state));
  return { ...base, listing: { state, items, total, facets }, refusal: null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { term, category, brandName } = loaderData;
  return [
    {
      title: `${term ? `“${ellipsize(term, HEADING_TERM_CHARS)}”` : "Search"}${category ? ` in ${category}` : ""} | ${brandName}`,
    },
    {
      name: "description",
      content: `${brandName} products matching “${ellipsize(term, HEADING_TERM_CHARS)}”.`,
    },
    // Result pages are endless combinations of words; crawlers should follow them, not index them.
    { name: "robots", content: "noindex, follow" },
  ];
}

const allCategoriesPath = (term: string) => `/catalogsearch/${encodeURIComponent(term)}`;

export default function SearchResultsPage({ loaderData }: Route.ComponentProps) {
  const { term, category, listing, refusal } = loaderData;
  const shownTerm = ellipsize(term, HEADING_TERM_CHARS);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Search results" }]} />
      <header className="mt-4">
        <h1 className="text-2xl font-bold text-brand-navy sm:text-3xl">
          Results for{" "}
          <span className="break-words" title={shownTerm === term ? undefined : term}>
            “{shownTerm}”
          </span>
        </h1>
        {category && (
          <p className="mt-2 text-slate-600">
            In <span className="font-semibold text-slate-800">{category}</span> ·{" "}
            <Link to={allCategoriesPath(term)} className="font-semibold text-brand-green hover:underline">
              Search all categories
            </Link>
          </p>
        )}
      </header>

      <div className="mt-6">
        {listing ? (
          <ProductListing
            key={`${term}|${category ?? ""}`}
            listing={listing}
            extra={category ? { category } : {}}
            emptyTitle="No products found"
            emptyBody={
              <p>
                Check the spelling, use fewer words or search by part number
                {category && (
                  <>
                    , or{" "}
                    <Link
                      to={allCategoriesPath(term)}
                      className="font-semibold text-brand-green hover:underline"
                    >
                      search all categories
                    </Link>
                  </>
                )}
                .
              </p>
            }
          />
        ) : (
          <p
            role="status"
            className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center text-slate-700"
            data-testid="search-too-short"
          >
            {refusal}
          </p>
        )}
      </div>
    </div>
  );
}
