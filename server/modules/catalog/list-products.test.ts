import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderableCcts } from "../../../lib/catalog/catalog.ts";
import { type ProductQuery, productQuerySchema } from "../../../lib/search/product-query.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { type DemoCatalog, generateDemoCatalog } from "./demo/catalog.ts";
import { QUERY_LIMIT_MAX, querySlices } from "./list-products.ts";
import type { ProductSearchPage } from "./search-products.ts";
import { seedCatalog } from "./seed.ts";

/** A listing query as the pages and the API parse it: defaults filled in, lists from csv. */
const query = (input: Record<string, unknown>): ProductQuery => productQuerySchema.parse(input);
/** What a listing page asks for at page N of "Load More": the first N × 6 products. */
const firstPages = (pages: number, input: Record<string, unknown> = {}): ProductQuery => ({
  ...query(input),
  offset: 0,
  limit: pages * 6,
});

describe("listing slices", () => {
  it("ROUTE-06 deep pages are read in slices the search contract accepts", () => {
    expect(querySlices(0, 18)).toEqual([{ offset: 0, limit: 18 }]);
    expect(querySlices(0, 150)).toEqual([
      { offset: 0, limit: 60 },
      { offset: 60, limit: 60 },
      { offset: 120, limit: 30 },
    ]);
    expect(querySlices(12, 12)).toEqual([{ offset: 12, limit: 12 }]);
    expect(productQuerySchema.safeParse({ limit: QUERY_LIMIT_MAX }).success).toBe(true);
    expect(productQuerySchema.safeParse({ limit: QUERY_LIMIT_MAX + 1 }).success).toBe(false);
  });
});

describe.each(testDatabaseKinds())("listProducts on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: Awaited<ReturnType<typeof createServices>>;
  let catalog: DemoCatalog;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 400 });
    await seedCatalog(harness.database.db, catalog);
    services = await createServices(harness.database, testServiceSettings());
    app = createApp({
      services,
      config: toPublicConfig(loadEnv({})),
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("pages are not part of these tests");
      },
    });
  });
  afterAll(async () => harness?.dispose());

  const list = (input: ProductQuery) => services.catalog.listProducts(input);

  it("ROUTE-06 page N of a listing shows the first N × 6 products, read in contract-sized slices", async () => {
    const all = await services.search.searchProducts({ sort: "name", offset: 0, limit: 60 });
    const more = await services.search.searchProducts({ sort: "name", offset: 60, limit: 12 });
    const page12 = await list(firstPages(12, { sort: "name" }));
    expect(page12.total).toBe(catalog.products.length);
    expect(page12.items).toHaveLength(72);
    expect(page12.items.map((p) => p.sku)).toEqual([...all.items, ...more.items].map((p) => p.sku));
    const first = await list(firstPages(1, { sort: "name" }));
    expect(first.items.map((p) => p.sku)).toEqual(all.items.slice(0, 6).map((p) => p.sku));
  });

  it("ROUTE-06 a sub-category listing holds that sub-category's products only", async () => {
    const category = catalog.categories[1];
    const sub = category?.subCategories[0];
    if (!category || !sub) throw new Error("demo catalogue too small");
    const listing = await list(firstPages(1, { category: category.name, subCategory: sub.name }));
    const expected = catalog.products.filter((p) => p.subCategorySlug === sub.slug);
    expect(listing.total).toBe(expected.length);
    const skus = new Set(expected.map((p) => p.sku));
    for (const item of listing.items) expect(skus.has(item.sku)).toBe(true);
  });

  it("a facet with a ticked value still offers the others, counted without its own filter", async () => {
    const unfiltered = await list(firstPages(1));
    const [first, second] = unfiltered.facets.cct;
    if (!first || !second) throw new Error("fewer than two colour temperatures");
    const filtered = await list(firstPages(1, { cct: String(first.value), dlc: "true" }));
    expect(filtered.total).toBe(
      // #9.15: a product is in a CCT it can be ordered in, standard or as an option.
      catalog.products.filter(
        (p) => orderableCcts(p.cctKelvin, p.options).includes(first.value) && p.dlcListing !== null,
      ).length,
    );
    // The CCT counts ignore the CCT filter but respect the DLC one; the DLC count ignores DLC.
    const dlcOnly = await list(firstPages(1, { dlc: "true" }));
    expect(filtered.facets.cct).toEqual(dlcOnly.facets.cct);
    expect(filtered.facets.cct.length).toBeGreaterThan(1);
    const cctOnly = await list(firstPages(1, { cct: String(first.value) }));
    expect(filtered.facets.dlc).toEqual(cctOnly.facets.dlc);
    expect(filtered.facets.mounting.reduce((sum, m) => sum + m.count, 0)).toBe(filtered.total);
  });

  it("ROUTE-05 API clients get the pages' listing: GET /products/search answers what listProducts answers", async () => {
    const unfiltered = await list(firstPages(1));
    const [first, second] = unfiltered.facets.cct;
    if (!first || !second) throw new Error("fewer than two colour temperatures");
    const path = `/api/product-service/products/search?cct=${first.value}&dlc=true&sort=name&offset=6&limit=12`;
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ProductSearchPage;
    const direct = await list(
      query({ cct: String(first.value), dlc: "true", sort: "name", offset: 6, limit: 12 }),
    );
    expect(answer).toEqual(JSON.parse(JSON.stringify(direct)));
    // The facets are the listing's: the ticked CCT's facet still offers the other values.
    expect(answer.facets.cct.length).toBeGreaterThan(1);
    expect(answer.offset).toBe(6);
    expect(answer.items).toHaveLength(Math.max(0, Math.min(12, answer.total - 6)));
  });
});
