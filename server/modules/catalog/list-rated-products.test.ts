import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { type DemoCatalog, generateDemoCatalog } from "./demo/catalog.ts";
import { listRatedProducts } from "./list-rated-products.ts";
import { seedCatalog } from "./seed.ts";

describe.each(testDatabaseKinds())("products by rated attributes on %s", (kind) => {
  let handle: TestDatabase;
  let catalog: DemoCatalog;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 240 });
    await seedCatalog(handle.database.db, catalog);
  });
  afterAll(() => handle?.dispose());

  const db = () => handle.database.db;

  it("ROUTE-12 a series' products: every TOL product of the catalogue, with its category and sub-category", async () => {
    const expected = catalog.products.filter((p) => p.seriesCode === "TOL").map((p) => p.sku);
    expect(expected.length).toBeGreaterThan(0);
    const page = await listRatedProducts(db(), { seriesCode: "TOL", offset: 0, limit: 100 });
    expect(page.total).toBe(expected.length);
    expect(page.items.map((p) => p.sku).sort()).toEqual([...expected].sort());
    for (const item of page.items) {
      expect(item.series?.code).toBe("TOL");
      expect(item.series?.name).toBe("TOL Tunable Optics Luminaire");
      expect(item.category).toEqual({ name: "High Bays", link: "/category/High-Bays" });
      expect(item.subCategory?.link).toMatch(/^\/p\/High-Bays\/(Round|Linear)-High-Bays$/);
    }
    // In wattage order.
    const watts = page.items.map((p) => p.wattage ?? 0);
    expect(watts).toEqual([...watts].sort((a, b) => a - b));
  });

  it("ROUTE-14 a category covers its sub-categories; wattage band and DLC listings narrow it; pages do not overlap", async () => {
    const expected = catalog.products.filter(
      (p) =>
        p.subCategorySlug.match(/High-Bays|Low-Bays/) &&
        p.wattage !== null &&
        p.wattage >= 100 &&
        p.wattage <= 199 &&
        p.dlcListing !== null,
    );
    const filter = {
      category: "High Bays",
      wattageMin: 100,
      wattageMax: 199,
      dlcListings: ["DLC Standard", "DLC Premium"],
    };
    const first = await listRatedProducts(db(), { ...filter, offset: 0, limit: 2 });
    expect(first.total).toBe(expected.length);
    expect(first.total).toBeGreaterThan(2);
    const all: string[] = [];
    for (let offset = 0; offset < first.total; offset += 2) {
      all.push(...(await listRatedProducts(db(), { ...filter, offset, limit: 2 })).items.map((p) => p.sku));
    }
    expect(all.sort()).toEqual(expected.map((p) => p.sku).sort());
    expect((await listRatedProducts(db(), { ...filter, dlcListings: [], offset: 0, limit: 3 })).total).toBe(
      0,
    );
    // By sub-category slug as well as name.
    const round = await listRatedProducts(db(), { category: "Round-High-Bays", offset: 0, limit: 100 });
    expect(round.items.every((p) => p.subCategory?.name === "Round High Bays")).toBe(true);
    expect(round.total).toBe(catalog.products.filter((p) => p.subCategorySlug === "Round-High-Bays").length);
  });
});
