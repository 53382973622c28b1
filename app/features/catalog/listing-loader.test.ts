import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderableCcts } from "../../../lib/catalog/catalog.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../server/db/test-databases.ts";
import { type DemoCatalog, generateDemoCatalog } from "../../../server/modules/catalog/demo-catalog.ts";
import { seedCatalog } from "../../../server/modules/catalog/seed.ts";
import { createServices } from "../../../server/services.ts";
import { testServiceSettings } from "../../../server/test-support.ts";
import { loadListing } from "./listing-loader.ts";

const url = (search: string) => new URL(`http://shop.example/p/x/y${search}`);

describe.each(testDatabaseKinds())("listing loader on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: Awaited<ReturnType<typeof createServices>>;
  let catalog: DemoCatalog;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 400 });
    await seedCatalog(harness.database.db, catalog);
    services = await createServices(harness.database, testServiceSettings());
  });
  afterAll(async () => harness?.dispose());

  it("ROUTE-06 page N of a listing shows the first N × 6 products, read in contract-sized slices", async () => {
    const all = await services.search.searchProducts({ sort: "name", offset: 0, limit: 60 });
    const more = await services.search.searchProducts({ sort: "name", offset: 60, limit: 12 });
    const page12 = await loadListing(services.search, {}, url("?sort=name&page=12"));
    expect(page12.total).toBe(catalog.products.length);
    expect(page12.items).toHaveLength(72);
    expect(page12.items.map((p) => p.sku)).toEqual([...all.items, ...more.items].map((p) => p.sku));
    const first = await loadListing(services.search, {}, url("?sort=name"));
    expect(first.items.map((p) => p.sku)).toEqual(all.items.slice(0, 6).map((p) => p.sku));
  });

  it("ROUTE-06 a sub-category listing holds that sub-category's products only", async () => {
    const category = catalog.categories[1];
    const sub = category?.subCategories[0];
    if (!category || !sub) throw new Error("demo catalogue too small");
    const listing = await loadListing(
      services.search,
      { category: category.name, subCategory: sub.name },
      url(""),
    );
    const expected = catalog.products.filter((p) => p.subCategorySlug === sub.slug);
    expect(listing.total).toBe(expected.length);
    const skus = new Set(expected.map((p) => p.sku));
    for (const item of listing.items) expect(skus.has(item.sku)).toBe(true);
  });

  it("a facet with a ticked value still offers the others, counted without its own filter", async () => {
    const unfiltered = await loadListing(services.search, {}, url(""));
    const [first, second] = unfiltered.facets.cct;
    if (!first || !second) throw new Error("fewer than two colour temperatures");
    const filtered = await loadListing(services.search, {}, url(`?cct=${first.value}&dlc=true`));
    expect(filtered.total).toBe(
      // #9.15: a product is in a CCT it can be ordered in, standard or as an option.
      catalog.products.filter(
        (p) => orderableCcts(p.cctKelvin, p.options).includes(first.value) && p.dlcListing !== null,
      ).length,
    );
    // The CCT counts ignore the CCT filter but respect the DLC one; the DLC count ignores DLC.
    const dlcOnly = await loadListing(services.search, {}, url("?dlc=true"));
    expect(filtered.facets.cct).toEqual(dlcOnly.facets.cct);
    expect(filtered.facets.cct.length).toBeGreaterThan(1);
    const cctOnly = await loadListing(services.search, {}, url(`?cct=${first.value}`));
    expect(filtered.facets.dlc).toEqual(cctOnly.facets.dlc);
    expect(filtered.facets.mounting.reduce((sum, m) => sum + m.count, 0)).toBe(filtered.total);
  });
});
