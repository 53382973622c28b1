import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogNumber, initialSelection, productPath } from "../../../lib/catalog/product-page.ts";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { type DemoCatalog, type DemoProduct, generateDemoCatalog } from "./demo/catalog.ts";
import type { InventoryCaller } from "./inventory-for.ts";
import { createProductDetails, RELATED_PRODUCTS } from "./product-details.ts";
import { products } from "./schema.ts";
import { seedCatalog } from "./seed.ts";

/**
 * Counts the statements a module starts through Drizzle's query builders (the Drizzle instance is
 * instrumented, not our code): a per-option or per-document query would show up as a larger count.
 */
function countingDb(db: Db) {
  const counter = { statements: 0 };
  const counted = new Set<PropertyKey>(["select", "selectDistinct", "execute"]);
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (!counted.has(property) || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        counter.statements += 1;
        return value.apply(receiver, args);
      };
    },
  });
  return { db: proxy, counter };
}

const slugOf = (product: DemoProduct) => product.link.replace("/product/", "");

/** Viewers of the product page: a guest, and one who may see inventory (inventory-for.ts decides). */
const guest: InventoryCaller = null;
const verifiedDistributor: InventoryCaller = {
  customerType: "distributor",
  selectedAccountId: "A-10001",
  selectedAssignedAccountId: null,
};

describe.each(testDatabaseKinds())("product details on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let details: ReturnType<typeof createProductDetails>;
  let catalog: DemoCatalog;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 150 });
    await seedCatalog(harness.database.db, catalog);
    details = createProductDetails(harness.database.db);
  });
  afterAll(async () => harness?.dispose());

  const withApplicationPrefix = () => {
    const product = catalog.products.find((p) => p.application.startsWith("::") && p.options.length >= 4);
    if (!product) throw new Error("the demo catalogue has no product with a '::' application");
    return product;
  };

  it("builds the product page: name, SKU, series, spec table, application, options, documents", async () => {
    const source = withApplicationPrefix();
    const page = await details.productPage(slugOf(source), guest);
    expect(page.sku).toBe(source.sku);
    expect(page.name).toBe(source.name);
    expect(page.link).toBe(productPath(source.sku));
    expect(page.series?.code).toBe(source.seriesCode);
    expect(page.series?.name).toMatch(new RegExp(`^${source.seriesCode}\\b`));
    expect(page.subCategory?.link).toMatch(/^\/p\/[^/]+\/[^/]+$/);
    expect(page.category?.link).toMatch(/^\/category\//);
    expect(page.application).toBe(source.application.slice(2));
    expect(page.specs).toContainEqual({ label: "Voltage", value: source.voltage });
    expect(page.specs.map((row) => `${row.label}: ${row.value}`).join("::")).toBe(source.technicalSpecs);
    const optionCodes = page.optionGroups.flatMap((group) => group.options.map((o) => o.optionCode));
    expect(optionCodes.sort()).toEqual(source.options.map((o) => o.optionCode).sort());
    expect(page.optionGroups.map((group) => group.group)).toEqual([
      ...new Set(source.options.map((o) => o.group)),
    ]);
    expect(page.documents[0]).toMatchObject({ type: "spec_sheet", format: "PDF" });
    expect(page.documents.map((d) => d.url).sort()).toEqual(source.documents.map((d) => d.url).sort());
  });

  it("#9.11 the standard configuration's catalog number is the SKU itself, over the whole demo catalogue", async () => {
    for (const source of catalog.products) {
      const page = await details.productPage(slugOf(source), guest);
      expect(catalogNumber(page.sku, page.optionGroups, initialSelection(page.optionGroups))).toBe(
        source.sku,
      );
    }
  });

  it("AMB-34 SEC-11 inventory rows are left out on the server unless the viewer may see inventory", async () => {
    const source = withApplicationPrefix();
    const guestPage = await details.productPage(slugOf(source), guest);
    expect(guestPage.inventory).toBeNull();
    expect(JSON.stringify(guestPage)).not.toMatch(/quantity|warehouse/i);
    const distributor = await details.productPage(slugOf(source), verifiedDistributor);
    expect(distributor.inventory).toHaveLength(catalog.warehouses.length);
    const seeded = Object.fromEntries(source.inventory.map((row) => [row.warehouseCode, row.quantity]));
    for (const row of distributor.inventory ?? []) expect(row.quantity).toBe(seeded[row.warehouseCode]);
  });

  it("related products are other products of the same series, at most six", async () => {
    const bySeries = Map.groupBy(catalog.products, (p) => p.seriesCode);
    const [, members = []] =
      [...bySeries.entries()].find(([, list]) => list.length > RELATED_PRODUCTS + 1) ?? [];
    const source = members[0];
    if (!source) throw new Error("no series with more than seven products");
    const page = await details.productPage(slugOf(source), guest);
    expect(page.related).toHaveLength(RELATED_PRODUCTS);
    const seriesSkus = new Set(members.map((p) => p.sku));
    for (const card of page.related) {
      expect(seriesSkus.has(card.sku)).toBe(true);
      expect(card.sku).not.toBe(source.sku);
    }
    const lonely = [...bySeries.values()].find((list) => list.length === 1)?.[0];
    if (lonely) expect((await details.productPage(slugOf(lonely), guest)).related).toEqual([]);
  });

  it("finds a product by its SKU lowercased, including a mixed-case SKU; an unknown slug is NOT_FOUND", async () => {
    const source = catalog.products[3] as DemoProduct;
    expect((await details.productPage(source.sku.toLowerCase(), guest)).sku).toBe(source.sku);
    expect((await details.productPage(source.sku, guest)).sku).toBe(source.sku);
    const mixed = catalog.products[4] as DemoProduct;
    const mixedSku = `${mixed.sku}-Rev2`;
    const { db } = harness.database;
    await db.update(products).set({ sku: mixedSku }).where(eq(products.sku, mixed.sku));
    try {
      const page = await details.productPage(mixedSku.toLowerCase(), guest);
      expect(page.sku).toBe(mixedSku);
    } finally {
      await db.update(products).set({ sku: mixed.sku }).where(eq(products.sku, mixedSku));
    }
    await expect(details.productPage("no-such-sku", guest)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("a product page takes the same few statements whatever the number of options and documents", async () => {
    const { db, counter } = countingDb(harness.database.db);
    const counted = createProductDetails(db);
    const sorted = [...catalog.products].sort(
      (a, b) => a.options.length + a.documents.length - (b.options.length + b.documents.length),
    );
    const fewest = sorted[0] as DemoProduct;
    const most = sorted.at(-1) as DemoProduct;
    expect(most.options.length + most.documents.length).toBeGreaterThan(
      fewest.options.length + fewest.documents.length,
    );
    const statements = async (product: DemoProduct, canSeeInventory: boolean) => {
      counter.statements = 0;
      await counted.productPage(slugOf(product), canSeeInventory ? verifiedDistributor : guest);
      return counter.statements;
    };
    const guestFew = await statements(fewest, false);
    expect(await statements(most, false)).toBe(guestFew);
    // The product with its options and documents, then its related products (issue 17: was four).
    expect(guestFew).toBe(2);
    expect(await statements(most, true)).toBe(guestFew + 1);
  });

  it("ROUTE-06 resolves a category and sub-category pair case-insensitively; a wrong pair is NOT_FOUND", async () => {
    const [first, second] = catalog.categories;
    const sub = first?.subCategories[1];
    if (!first || !second || !sub) throw new Error("demo catalogue too small");
    const page = await details.subCategoryPage(first.slug.toLowerCase(), sub.slug.toUpperCase());
    expect(page.name).toBe(sub.name);
    expect(page.description).toBe(sub.description);
    expect(page.category.name).toBe(first.name);
    expect(page.link).toBe(`/p/${first.slug}/${sub.slug}`);
    expect(page.siblings.map((s) => s.name)).toEqual(first.subCategories.map((s) => s.name));
    await expect(details.subCategoryPage(second.slug, sub.slug)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(details.subCategoryPage(first.slug, "Nothing-Here")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    // A sub-category is not a category: it cannot stand in the first position.
    await expect(details.subCategoryPage(sub.slug, sub.slug)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("finds a shared document by its URL with a product that lists it; an unknown URL is NOT_FOUND", async () => {
    const guide = catalog.products[0]?.documents.find((d) => d.type === "installation_guide");
    if (!guide) throw new Error("no installation guide");
    const subject = await details.documentByUrl(guide.url);
    expect(subject).toMatchObject({ type: "installation_guide", title: guide.title, url: guide.url });
    expect(subject.product.documents.map((d) => d.url)).toContain(guide.url);
    await expect(details.documentByUrl("/media/installation-guides/none.pdf")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(details.productSheet("NO-SUCH-SKU")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("sitemap listing: keyset pages from any offset cover every product once, in SKU order", async () => {
    const total = await details.productCount();
    expect(total).toBe(catalog.products.length);
    const seen: string[] = [];
    let after = await details.skuBefore(0);
    for (;;) {
      const page = await details.productLinks(after, 40);
      if (page.length === 0) break;
      seen.push(...page.map((p) => p.sku));
      after = page.at(-1)?.sku ?? null;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const fromMiddle = await details.productLinks(await details.skuBefore(100), 10);
    expect(fromMiddle.map((p) => p.sku)).toEqual(seen.slice(100, 110));
    expect(fromMiddle[0]?.link).toMatch(/^\/product\//);
  });
});
