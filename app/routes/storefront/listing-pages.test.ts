import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app.ts";
import { toPublicConfig } from "../../../server/config.ts";
import { loadEnv } from "../../../server/env.ts";
import { createLogger } from "../../../server/logger.ts";
import {
  type DemoCatalog,
  generateDemoCatalog,
  type ProductSearchPage,
  seedCatalog,
} from "../../../server/modules/catalog/index.ts";
import { createServices } from "../../../server/services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../server/testing/databases.ts";
import { testServiceSettings } from "../../../server/testing/service-settings.ts";
import { servicePageContext } from "../../features/accounts/auth.test-support.tsx";
import type { ListingData } from "../../features/catalog/listing-url.ts";
import { loader as categoryLoader } from "./category.tsx";
import { loader as searchLoader } from "./search-results.tsx";
import { loader as subCategoryLoader } from "./sub-category.tsx";

type AnyLoader = (args: never) => Promise<unknown>;

/**
 * #11.2: the category, sub-category and search results pages and the API's product search list
 * products through one catalogue function, so a page and an API client asking alike see the same
 * products, count and facets.
 */
describe.each(testDatabaseKinds())("listing pages and the API on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: Awaited<ReturnType<typeof createServices>>;
  let app: ReturnType<typeof createApp>;
  let catalog: DemoCatalog;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 200 });
    await seedCatalog(harness.database.db, catalog);
    services = await createServices(harness.database, testServiceSettings());
    app = createApp({
      services,
      config: toPublicConfig(loadEnv({})),
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("the pages' loaders are called directly");
      },
    });
  });
  afterAll(async () => harness?.dispose());

  /** Runs a page's loader as the server does, for a guest, and answers its listing. */
  async function pageListing(loader: AnyLoader, params: Record<string, string>, path: string) {
    const data = (await (loader as (args: unknown) => Promise<{ listing: ListingData | null }>)({
      params,
      request: new Request(`http://localhost:3000${path}`),
      context: servicePageContext(services, null),
    })) as { listing: ListingData | null };
    if (!data.listing) throw new Error(`${path} shows no listing`);
    return data.listing;
  }

  async function apiListing(query: string): Promise<ProductSearchPage> {
    const response = await app.request(`/api/product-service/products/search?${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as ProductSearchPage;
  }

  function expectSameListing(page: ListingData, api: ProductSearchPage) {
    expect(page.total).toBe(api.total);
    expect(page.items).toEqual(api.items);
    expect(page.facets).toEqual(api.facets);
  }

  /** A CCT the scope offers, with another one beside it, so the facet has a choice. */
  async function tickedCct(scope: string): Promise<number> {
    const { facets } = await apiListing(scope);
    const [first, second] = facets.cct;
    if (!first || !second) throw new Error("fewer than two colour temperatures");
    return first.value;
  }

  it("ROUTE-06 a sub-category page shows what the API answers for the same filters, facets included", async () => {
    const category = catalog.categories[1];
    const sub = category?.subCategories[0];
    if (!category || !sub) throw new Error("demo catalogue too small");
    const scope = `category=${encodeURIComponent(category.name)}&subCategory=${encodeURIComponent(sub.name)}`;
    const cct = await tickedCct(scope);
    const page = await pageListing(
      subCategoryLoader,
      { categorySlug: category.slug, subCategorySlug: sub.slug },
      `/p/${category.slug}/${sub.slug}?cct=${cct}&sort=name&page=2`,
    );
    expect(page.state).toEqual({ filters: { cct: [cct] }, sort: "name", page: 2 });
    const api = await apiListing(`${scope}&cct=${cct}&sort=name&limit=12`);
    expect(api.total).toBeGreaterThan(0);
    expectSameListing(page, api);
  });

  it("ROUTE-07 a category page shows what the API answers for the same filters, facets included", async () => {
    const category = catalog.categories[0];
    if (!category) throw new Error("demo catalogue too small");
    const scope = `category=${encodeURIComponent(category.name)}`;
    const cct = await tickedCct(scope);
    const page = await pageListing(
      categoryLoader,
      { categorySlug: category.slug },
      `/category/${category.slug}?cct=${cct}&mounting=`,
    );
    const api = await apiListing(`${scope}&cct=${cct}`);
    expect(api.total).toBeGreaterThan(0);
    expectSameListing(page, api);
    // With a CCT ticked, the panel still offers the others (counted without the CCT filter).
    expect(api.facets.cct.length).toBeGreaterThan(1);
  });

  it("ROUTE-05 the search results page shows what the API answers for the same term and filters", async () => {
    const cct = await tickedCct("q=led");
    const page = await pageListing(
      searchLoader,
      { searchTerm: "led" },
      `/catalogsearch/led?cct=${cct}&sort=price-asc`,
    );
    const api = await apiListing(`q=led&cct=${cct}&sort=price-asc`);
    expect(api.total).toBeGreaterThan(0);
    expectSameListing(page, api);
  });
});
