import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogNumber, initialSelection } from "../../../lib/catalog/product-page.ts";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import { existingCategoryNames, pricingFactsFor } from "./pricing-facts.ts";
import { products } from "./schema.ts";
import { seedCatalog } from "./seed.ts";

const catalog = generateDemoCatalog({ products: 120 });

describe.each(testDatabaseKinds())("pricingFactsFor on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;
  let idBySku: Map<string, string>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    await seedCatalog(db, catalog);
    const rows = await db.select({ id: products.id, sku: products.sku }).from(products);
    idBySku = new Map(rows.map((row) => [row.sku, row.id]));
  });
  afterAll(() => handle?.dispose());

  it("answers list price, categories, image and options of every product asked for, in one statement", async () => {
    const wanted = catalog.products.slice(0, 100);
    const counter = countQueries(db);
    const facts = await pricingFactsFor(db, { productIds: wanted.map((p) => idBySku.get(p.sku) as string) });
    counter.stop();
    expect(counter.count).toBe(1);
    expect(facts).toHaveLength(100);
    const first = catalog.products[0];
    const fact = facts.find((f) => f.sku === first?.sku);
    expect(fact).toMatchObject({
      productCode: first?.productCode,
      name: first?.name,
      listPriceCents: first?.listPriceCents,
      image: first?.images[0] ?? null,
    });
    expect(fact?.categories).toHaveLength(2);
    const optionCodes = fact?.optionGroups.flatMap((g) => g.options.map((o) => o.optionCode)).sort();
    expect(optionCodes).toEqual(first?.options.map((o) => o.optionCode).sort());
    // The standard catalog number is the SKU itself.
    if (fact)
      expect(catalogNumber(fact.sku, fact.optionGroups, initialSelection(fact.optionGroups))).toBe(fact.sku);
  });

  it("finds products by SKU case-insensitively, in one statement, and leaves unknown ones out", async () => {
    const counter = countQueries(db);
    const facts = await pricingFactsFor(db, { skus: ["dlx-8-20-50k", "NO-SUCH-SKU", "EDL-4SMD-11-30K"] });
    counter.stop();
    expect(counter.count).toBe(1);
    expect(facts.map((f) => f.sku).sort()).toEqual(["DLX-8-20-50K", "EDL-4SMD-11-30K"]);
    expect(await pricingFactsFor(db, {})).toEqual([]);
  });

  it("names the categories that exist, as the catalogue spells them", async () => {
    expect(
      (await existingCategoryNames(db, ["downlights", "Recessed-Downlights", "Nothing"])).sort(),
    ).toEqual(["Downlights"]);
  });
});
