import { Hono } from "hono";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { flattenCategoryTree } from "../../../lib/catalog/catalog.ts";
import type { SearchResult } from "../../../lib/search/product-query.ts";
import {
  productPagingSchema,
  productQuerySchema,
  typeaheadQuerySchema,
} from "../../../lib/search/product-query.ts";
import { type CallerEnv, callerOf, parseQuery } from "../../http.ts";
import type { ProductDetails } from "./product-details.ts";
import type { CatalogSearch } from "./search.ts";
import type { CatalogService } from "./service.ts";

/**
 * The signed-in caller's own prices of some SKUs (the pricing module's `pricesForViewer`, bound by the
 * server: the pricing module reads the catalogue, so the catalogue does not import it).
 */
export type ViewerPrices = (
  viewer: SessionUser,
  skus: readonly string[],
) => Promise<{ sku: string; listPriceCents: number; accountPriceCents: number | null }[]>;

/**
 * The typeahead's part numbers priced for a signed-in caller (issue 32 item 5). The answer itself is
 * the same for everyone and kept by catalogue revision (typeahead-cache.ts); the caller's prices are
 * added to a copy afterwards, in one more read for all the part numbers, and never kept.
 */
async function pricedForCaller(
  results: SearchResult[],
  caller: SessionUser | null,
  viewerPrices: ViewerPrices | undefined,
): Promise<SearchResult[]> {
  if (!caller?.workingAccountId || !viewerPrices) return results;
  const skus = results.flatMap((result) => (result.badge === "Part No." && result.sku ? [result.sku] : []));
  if (skus.length === 0) return results;
  const prices = new Map((await viewerPrices(caller, skus)).map((price) => [price.sku.toLowerCase(), price]));
  return results.map((result) => {
    const price =
      result.sku && result.badge === "Part No." ? prices.get(result.sku.toLowerCase()) : undefined;
    if (!price) return result;
    const own = price.accountPriceCents;
    return {
      ...result,
      listPriceCents: price.listPriceCents,
      accountPriceCents: own !== null && own !== price.listPriceCents ? own : null,
    };
  });
}

/** `/api/product-service/…` (spec §7 "Products and search"). */
export function catalogRoutes(
  catalog: CatalogService,
  search: CatalogSearch,
  productDetails: ProductDetails,
  viewerPrices?: ViewerPrices,
) {
  const router = new Hono<CallerEnv>();

  // API-11: the menu category tree, sorted by position.
  router.get("/categories/sidebar", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await catalog.sidebarTree());
  });

  // API-12: the category names of the search filter.
  router.get("/categories/searchbar", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await catalog.searchbarCategoryNames());
  });

  // API-13: the typeahead's typed results (SRCH-05, SRCH-08).
  router.get("/elastic-search/search", async (c) => {
    const query = parseQuery(c, typeaheadQuerySchema);
    const results = await search.typeahead({
      term: query.searchTerm,
      category: query.category,
      limit: query.limit,
      shortened: query.shortened,
    });
    const caller = await callerOf(c);
    return c.json(await pricedForCaller(results, caller, viewerPrices));
  });

  // API-15: the products of a category or sub-category, by name or slug, a page at a time.
  router.get("/elastic-search/category/getProductsByCategoryName/:name", async (c) => {
    const paging = parseQuery(c, productPagingSchema);
    return c.json(await search.productsByCategoryName(c.req.param("name"), paging));
  });

  // API-14: one product with its options, by id, product code or SKU.
  router.get("/products/variation/getById/:id", async (c) => {
    return c.json(await search.productById(c.req.param("id")));
  });

  // Inventory by warehouse (AMB-34, SEC-11): the module decides who may see it. The caller comes
  // from the session, never from the request.
  router.get("/products/inventory/:sku", async (c) => {
    const stock = await productDetails.inventoryFor(await callerOf(c), c.req.param("sku"));
    c.header("Cache-Control", "private, no-store");
    return c.json(stock);
  });

  // API-16: every product, a page at a time.
  router.get("/products/variation/all", async (c) => {
    return c.json(await search.allProducts(parseQuery(c, productPagingSchema)));
  });

  // The product search for API clients: the same listing, facets included, as the category,
  // sub-category and search results pages show.
  router.get("/products/search", async (c) => {
    return c.json(await catalog.listProducts(parseQuery(c, productQuerySchema)));
  });

  return router;
}

/**
 * `/api/dashboard/…`: the dashboard categories channel (API-17), a host of its own in the spec and a
 * base of its own here under the one `/api` (requirements §0). Every category, flat, in menu order.
 */
export function dashboardRoutes(catalog: CatalogService) {
  const router = new Hono();
  router.get("/categories", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(flattenCategoryTree(await catalog.sidebarTree()));
  });
  return router;
}
