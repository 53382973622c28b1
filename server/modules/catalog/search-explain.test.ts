import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productQuerySchema } from "../../../lib/search/product-query.ts";
import type { Database } from "../../db/client.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { nodesOf, planOf, recordingDb } from "../../testing/query-plans.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import { products } from "./schema.ts";
import { createCatalogSearch } from "./search.ts";
import { seedCatalog } from "./seed.ts";
import { createCatalogService } from "./service.ts";
import { taxonomySnapshots } from "./taxonomy-suggestions.ts";

/**
 * The search's query plans and query counts, taken from the statements the module functions really
 * run (server/testing/query-plans.ts), each EXPLAINed as it was sent.
 */

/**
 * The module functions on a Drizzle instance that records the queries they run. The typeahead's
 * taxonomy snapshot of the current revision is read first, as a running server holds it, and its
 * statement is not recorded (its own test reads it).
 */
async function recorded(database: Database) {
  const { db, statements } = recordingDb(database);
  const fns = { search: createCatalogSearch(db), catalog: createCatalogService(db), statements };
  await fns.search.typeahead({ term: "led" });
  statements.length = 0;
  return fns;
}

const catalogueTables = ["products", "product_options", "categories", "series", "catalog_lexemes"];

describe.each(testDatabaseKinds())("search query plans and counts on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 240 }));
  }, 60_000);
  afterAll(async () => harness?.dispose());

  /**
   * Runs `call` on recording functions, then EXPLAINs every statement it ran: none may read a
   * catalogue table whole, each that reads a table uses an index. Returns the indexes used.
   */
  async function indexesUsedBy(
    call: (fns: Awaited<ReturnType<typeof recorded>>) => Promise<unknown>,
  ): Promise<{ indexes: Set<string>; statements: number }> {
    const fns = await recorded(harness.database);
    await call(fns);
    expect(fns.statements.length).toBeGreaterThan(0);
    const indexes = new Set<string>();
    for (const statement of fns.statements) {
      const nodes = nodesOf(await planOf(harness.database, statement));
      const seqScans = nodes.filter(
        (n) => n["Node Type"] === "Seq Scan" && catalogueTables.includes(n["Relation Name"] ?? ""),
      );
      expect(
        seqScans.map((n) => n["Relation Name"]),
        statement.sql,
      ).toEqual([]);
      const reads = nodes.some((n) => n["Relation Name"] && catalogueTables.includes(n["Relation Name"]));
      const used = nodes.flatMap((n) => (n["Index Name"] ? [n["Index Name"]] : []));
      if (reads) expect(used.length, statement.sql).toBeGreaterThan(0);
      for (const name of used) indexes.add(name);
    }
    return { indexes, statements: fns.statements.length };
  }

  const query = (input: Record<string, unknown>) => productQuerySchema.parse(input);

  it("typeahead: vocabulary corrections, categories, series, part numbers, names, full text and options all use indexes", async () => {
    const { indexes } = await indexesUsedBy(({ search }) => search.typeahead({ term: "trofer 4000K" }));
    for (const index of [
      "categories_name_trgm_idx", // typo corrections and category matches
      "series_name_trgm_idx",
      "products_sku_lower_c_idx", // exact part number
      "products_product_code_unique",
      "products_name_lower_idx", // exact name
      "products_names_fts_idx", // words
      "products_names_head_idx", // words, first in the head (one product in 64)
      "catalog_lexemes_pkey", // the words a prefix being typed stands for
      "product_options_product_code_uq", // options of the products found
    ]) {
      expect(indexes).toContain(index);
    }
  });

  it("API-13 typeahead: a last word that starts no other word is not looked up again as a prefix", async () => {
    // How many times the statement read the index of names and attributes (head or whole).
    const nameIndexReads = async (term: string) => {
      const fns = await recorded(harness.database);
      await fns.search.typeahead({ term });
      const statement = fns.statements.at(-1);
      if (!statement) throw new Error("the typeahead ran no statement");
      const nodes = nodesOf(await planOf(harness.database, statement, { seqscan: true, analyze: true }));
      return nodes.filter(
        (n) => n["Index Name"]?.startsWith("products_names_") && (n["Actual Loops"] ?? 0) > 0,
      ).length;
    };
    // "4000" is still being typed: it stands for "4000k", and the prefix tier asks the index again.
    const typing = await nameIndexReads("troffer 4000");
    // "4000k" starts no other word of the catalogue: the whole words' tier has asked all there is.
    const finished = await nameIndexReads("troffer 4000k");
    expect(finished).toBeGreaterThan(0);
    expect(typing).toBeGreaterThan(finished);
  });

  it("issue 17: the typeahead's taxonomy snapshot reads products only through the series and category index", async () => {
    const { db, statements } = recordingDb(harness.database);
    const snapshot = await taxonomySnapshots(db)(0);
    expect(snapshot.categories.length).toBeGreaterThan(10);
    expect(statements).toHaveLength(1);
    const [statement] = statements;
    if (!statement) throw new Error("the snapshot ran no statement");
    // Categories and series are read whole (a few hundred rows); products one probe per series and category.
    const products = nodesOf(await planOf(harness.database, statement)).filter(
      (n) => n["Relation Name"] === "products",
    );
    expect(products.map((n) => [n["Node Type"], n["Index Name"]])).toEqual([
      [expect.stringMatching(/Index Scan/), "products_series_category_idx"],
    ]);
  });

  it("typeahead: a part-number prefix reads the SKU index in order", async () => {
    const { indexes } = await indexesUsedBy(({ search }) => search.typeahead({ term: "SCX-4" }));
    expect(indexes).toContain("products_sku_lower_c_idx");
  });

  it("typeahead inside a category: the category by its slug index, the words and category by the full-text index", async () => {
    const { indexes } = await indexesUsedBy(({ search }) =>
      search.typeahead({ term: "troffer 2x4", category: "Troffers and Panels" }),
    );
    expect(indexes).toContain("categories_slug_lower_uq");
    expect(indexes).toContain("products_names_fts_idx");
    const partNumber = await indexesUsedBy(({ search }) =>
      search.typeahead({ term: "SCX-4", category: "Linear and Strip" }),
    );
    // Which of the category indexes serves it depends on the statistics of a table this small.
    expect([...partNumber.indexes].some((i) => i.startsWith("products_category_"))).toBe(true);
  });

  it("product search with a term reads the full-text indexes, of names first, then of everything", async () => {
    const named = await indexesUsedBy(({ search }) =>
      search.searchProducts(query({ q: "recessed troffer", category: "Troffers and Panels" })),
    );
    expect(named.indexes).toContain("products_names_fts_idx");
    const described = await indexesUsedBy(({ search }) =>
      search.searchProducts(query({ q: "warehouses", category: "High Bays" })),
    );
    expect(described.indexes).toContain("products_names_fts_idx");
    expect(described.indexes).toContain("products_search_idx");
  });

  it("product search with filters only uses the filter and listing indexes", async () => {
    const { indexes } = await indexesUsedBy(({ search }) =>
      search.searchProducts(query({ cct: "4000", wattageMin: "40", dlc: "true", sort: "name" })),
    );
    expect([...indexes].some((i) => i.startsWith("products_"))).toBe(true);
  });

  it("#9.15 a CCT filter alone reads the index of orderable CCTs", async () => {
    const { indexes } = await indexesUsedBy(({ search }) =>
      search.searchProducts(query({ cct: "2700,3000" })),
    );
    expect(indexes).toContain("products_cct_options_idx");
  });

  it("a category's listing and facets use the category indexes", async () => {
    const { indexes } = await indexesUsedBy(({ search }) =>
      search.searchProducts(query({ category: "Troffers-and-Panels", subCategory: "Recessed-Troffers" })),
    );
    expect(indexes).toContain("categories_slug_lower_uq");
    expect([...indexes].filter((i) => i.startsWith("products_category_")).length).toBeGreaterThan(0);
  });

  it("the typo fallback reads the trigram index of product names", async () => {
    const { indexes } = await indexesUsedBy(({ search }) => search.searchProducts(query({ q: "technolgy" })));
    expect(indexes).toContain("products_name_trgm_idx");
  });

  it("API-14 to API-16 use the product and category indexes", async () => {
    const [product] = await harness.database.db
      .select()
      .from(products)
      .where(eq(products.sku, "SCX-4-40-40K"));
    const byId = await indexesUsedBy(({ search }) => search.productById(product?.id ?? ""));
    expect(byId.indexes).toContain("products_pkey");
    expect(byId.indexes).toContain("product_options_product_code_uq");
    const byCode = await indexesUsedBy(({ search }) => search.productById(product?.productCode ?? ""));
    expect(byCode.indexes).toContain("products_product_code_unique");
    const byCategory = await indexesUsedBy(({ search }) =>
      search.productsByCategoryName("Troffers and Panels", { offset: 0, limit: 6 }),
    );
    expect(byCategory.indexes).toContain("categories_slug_lower_uq");
    const all = await indexesUsedBy(({ search }) => search.allProducts({ offset: 12, limit: 6 }));
    expect(all.indexes).toContain("products_name_id_idx");
  });

  it("a category page and a product page each run a fixed number of queries, whatever the page or category", async () => {
    const count = async (call: (fns: Awaited<ReturnType<typeof recorded>>) => Promise<unknown>) => {
      const fns = await recorded(harness.database);
      await call(fns);
      return fns.statements.length;
    };
    // A sub-category page: the category ids, one page of cards, the facets with the total.
    const firstPage = await count(({ search }) =>
      search.searchProducts(query({ category: "Troffers and Panels", subCategory: "Recessed Troffers" })),
    );
    const laterPage = await count(({ search }) =>
      search.searchProducts(
        query({ category: "Troffers and Panels", subCategory: "Recessed Troffers", offset: 12, cct: "4000" }),
      ),
    );
    const bigCategory = await count(({ search }) => search.searchProducts(query({ category: "High Bays" })));
    expect([firstPage, laterPage, bigCategory]).toEqual([3, 3, 3]);
    // A top-level category page: the category and its sub-categories, then its listing as above.
    const categoryPage = await count(async ({ catalog }) => {
      await catalog.categoryBySlug("Troffers-and-Panels");
    });
    expect(categoryPage).toBe(2);
    // A product with its category, series and options: one statement.
    const [product] = await harness.database.db.select().from(products).limit(1);
    expect(await count(({ search }) => search.productById(product?.id ?? ""))).toBe(1);
    // The typeahead: the category ids, then one statement for everything, corrections included.
    const typeahead = (term: string, category?: string) =>
      count(({ search }) => search.typeahead({ term, category }));
    expect(await typeahead("troffer 2x4", "Troffers and Panels")).toBe(2);
    expect(await typeahead("trofer 2x4", "Troffers and Panels")).toBe(2);
    expect(await typeahead("trofer 2x4")).toBe(1);
  });
});
