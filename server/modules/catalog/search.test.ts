import { and, count, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductCard } from "../../../lib/catalog/catalog.ts";
import {
  type ProductQuery,
  productQuerySchema,
  SEARCH_BADGES,
  type SearchResult,
} from "../../../lib/search/product-query.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import { categories, productOptions, products } from "./schema.ts";
import type { ProductListPage, ProductVariation } from "./search.ts";
import type { ProductSearchPage } from "./search-products.ts";
import { seedCatalog } from "./seed.ts";

const PRODUCTS = 600;
const api = "/api/product-service";

/** A ProductQuery as the schema completes it (defaults for sort, offset and limit). */
const query = (input: Record<string, unknown>): ProductQuery => productQuerySchema.parse(input);

/** Products whose own CCT or one of whose CCT options ("3000K") is among `kelvins`: the reference model. */
function orderableIn(kelvins: number[]) {
  const names = kelvins.map((kelvin) => `${kelvin}K`);
  return or(
    inArray(products.cctKelvin, kelvins),
    sql`exists (select 1 from ${productOptions} o where o.product_id = ${products.id}
      and o.option_group = 'CCT' and o.name in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )}))`,
  );
}

describe.each(testDatabaseKinds())("catalogue search on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: Awaited<ReturnType<typeof createServices>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: PRODUCTS }));
    services = await createServices(harness.database, testServiceSettings());
    app = createApp({
      services,
      config: toPublicConfig(loadEnv({})),
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("pages are not part of the API tests");
      },
    });
  }, 60_000);
  afterAll(async () => harness?.dispose());

  const db = () => harness.database.db;
  async function getJson<T>(path: string, status = 200): Promise<T> {
    const response = await app.request(path);
    expect(response.status, path).toBe(status);
    return (await response.json()) as T;
  }
  const typeahead = (term: string, extra = "") =>
    getJson<SearchResult[]>(
      `${api}/elastic-search/search?limit=12&shortened=true&searchTerm=${encodeURIComponent(term)}${extra}`,
    );
  /** The top-level category of a product, from the database. */
  async function topCategoryOf(sku: string): Promise<string> {
    const parent = alias(categories, "parent");
    const [row] = await db()
      .select({ name: sql<string>`coalesce(${parent.name}, ${categories.name})` })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(eq(products.sku, sku));
    if (!row) throw new Error(`no product ${sku}`);
    return row.name;
  }
  /** The ids of the products in a category and its sub-categories, from the database. */
  async function productIdsIn(categoryName: string): Promise<Set<string>> {
    const [top] = await db().select().from(categories).where(eq(categories.name, categoryName));
    if (!top) throw new Error(`no category ${categoryName}`);
    const rows = await db()
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(or(eq(categories.id, top.id), eq(categories.parentId, top.id)));
    return new Set(rows.map((r) => r.id));
  }
  const skuOf = (result: SearchResult) => result.link.replace(/^\/product\//, "").replace(/\?.*$/, "");

  describe("typeahead (API-13)", () => {
    it("SRCH-05 API-13 answers limit=12&shortened=true&searchTerm=…, with category only when one is chosen", async () => {
      const all = await typeahead("light");
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(12);
      const flood = await typeahead("light", `&category=${encodeURIComponent("Flood Lights")}`);
      expect(flood.length).toBeGreaterThan(0);
      expect(flood).not.toEqual(all);
      // shortened=false gives the full descriptions; the default cuts them.
      const long = await getJson<SearchResult[]>(
        `${api}/elastic-search/search?limit=12&shortened=false&searchTerm=troffers`,
      );
      const short = await typeahead("troffers");
      const longest = (results: SearchResult[]) => Math.max(...results.map((r) => r.description.length));
      expect(longest(long)).toBeGreaterThan(longest(short));
      expect(short.some((r) => r.description.endsWith("…"))).toBe(true);
    });

    it("SRCH-04 API-13 a term shorter than 2 characters finds nothing", async () => {
      expect(await typeahead("t")).toEqual([]);
      expect(await typeahead("  x ")).toEqual([]);
      expect(await typeahead("--")).toEqual([]);
    });

    it("SRCH-07 SRCH-08 every result has a name, image, alt text, description, site link and one of the five badges; all five occur", async () => {
      const seen = new Set<string>();
      for (const term of ["troffer", "SCX", "SCX-4", "4000K", "downlights", "occupancy sensor"]) {
        for (const result of await typeahead(term)) {
          expect(SEARCH_BADGES).toContain(result.badge);
          expect(result.name.length).toBeGreaterThan(0);
          expect(result.altText.length).toBeGreaterThan(0);
          expect(result.description.length).toBeGreaterThan(0);
          expect(result.link).toMatch(/^\/(?!\/)/);
          expect(result.image === null || result.image.startsWith("/media/")).toBe(true);
          seen.add(result.badge);
        }
      }
      expect([...seen].sort()).toEqual([...SEARCH_BADGES].sort());
    });

    it("SRCH-08 links by kind: category pages, sub-category pages, series searches, products with ?option=", async () => {
      const troffer = await typeahead("troffers");
      expect(troffer).toContainEqual(
        expect.objectContaining({ badge: "Category", link: "/category/Troffers-and-Panels" }),
      );
      expect(troffer).toContainEqual(
        expect.objectContaining({
          badge: "Sub-Category",
          name: "Recessed Troffers",
          link: "/p/Troffers-and-Panels/Recessed-Troffers",
        }),
      );
      const [series] = await typeahead("SCX");
      expect(series).toMatchObject({ badge: "Series", link: "/catalogsearch/SCX" });

      const option = (await typeahead("4000K troffer")).find((r) => r.badge === "option");
      expect(option?.name).toBe("4000K");
      expect(option?.link).toMatch(/^\/product\/[a-z0-9-]+\?option=CCT-40K$/);
      // The option's product offers it, and matches the rest of the term.
      const product = await services.search.productById(skuOf(option as SearchResult));
      expect(product.options.map((o) => o.optionID)).toContain("CCT-40K");
      expect(product.name).toMatch(/troffer/i);
    });

    it("API-13 the part-number prefix SCX-4 lists SCX-4… part numbers first, in SKU order", async () => {
      const results = await typeahead("SCX-4");
      expect(results.length).toBeGreaterThanOrEqual(5);
      const partNumbers = results.filter((r) => r.name.startsWith("SCX-4-"));
      expect(partNumbers.length).toBeGreaterThanOrEqual(5);
      expect(results.slice(0, partNumbers.length)).toEqual(partNumbers);
      for (const result of partNumbers) {
        expect(result.badge).toBe("Part No.");
        expect(result.link).toBe(`/product/${result.name.toLowerCase()}`);
      }
      const names = partNumbers.map((r) => r.name);
      expect(names).toEqual([...names].sort());
      expect(names).toContain("SCX-4-40-40K");
    });

    it("API-13 ROUTE-05 inside a category, the part-number prefix SCX-4 lists that category's SCX-4… part numbers, in SKU order", async () => {
      const partNumbers = (results: SearchResult[]) =>
        results.filter((r) => r.badge === "Part No." && r.name.startsWith("SCX-4-")).map((r) => r.name);
      const everywhere = partNumbers(await typeahead("SCX-4"));
      const category = await topCategoryOf("SCX-4-40-40K");
      const inside = partNumbers(await typeahead("SCX-4", `&category=${encodeURIComponent(category)}`));
      // The series is one category's: its sub-categories' ranges merge into one SKU order.
      expect(inside.length).toBeGreaterThanOrEqual(5);
      expect(inside).toEqual(everywhere);
      expect(partNumbers(await typeahead("SCX-4", "&category=Wall%20Packs"))).toEqual([]);
    });

    it("API-13 an exact part number or product code ranks first, named by its SKU", async () => {
      const [exact] = await typeahead("scx-4-40-40k");
      expect(exact).toMatchObject({ name: "SCX-4-40-40K", badge: "Part No.", link: "/product/scx-4-40-40k" });
      const [row] = await db().select().from(products).where(eq(products.sku, "SCX-4-40-40K"));
      const [byCode] = await typeahead(row?.productCode ?? "");
      expect(byCode).toMatchObject({ name: "SCX-4-40-40K", badge: "Part No." });
    });

    it("API-13 words in any order find the same products", async () => {
      const productNames = async (term: string) =>
        (await typeahead(term)).filter((r) => r.badge === "Part No.").map((r) => r.name);
      const one = await productNames("4000K troffer 2x4");
      const other = await productNames("2x4 4000k TROFFER");
      expect(one.length).toBeGreaterThan(0);
      expect(other).toEqual(one);
      for (const name of one) expect(name).toMatch(/2x4.*Troffer.*4000K/);
    });

    it("API-13 tolerates typos: downlite finds downlights, trofer finds troffers", async () => {
      const downlite = await typeahead("downlite");
      expect(downlite).toContainEqual(expect.objectContaining({ badge: "Category", name: "Downlights" }));
      expect(downlite.filter((r) => r.badge === "Part No.").length).toBeGreaterThan(0);
      for (const r of downlite.filter((r) => r.badge === "Part No.")) expect(r.name).toMatch(/Downlight/);
      const trofer = await typeahead("trofer");
      expect(trofer).toContainEqual(
        expect.objectContaining({ badge: "Sub-Category", name: "Recessed Troffers" }),
      );
      const trofferProducts = trofer.filter((r) => r.badge === "Part No.");
      expect(trofferProducts.length).toBeGreaterThan(0);
      for (const r of trofferProducts) expect(r.name).toMatch(/Troffer/);
    });

    it("API-13 ROUTE-05 a word being typed that English drops as a stop word still prefixes: down → downlights, can → canopy", async () => {
      for (const [typed, word] of [
        ["down", /Downlight/],
        ["can", /Canopy/],
      ] as const) {
        // Names and attributes match ("Canopy" is also a mounting of exit signs), so some, not all.
        const products = (await typeahead(typed)).filter((r) => r.badge === "Part No.");
        expect(
          products.some((r) => word.test(r.name)),
          typed,
        ).toBe(true);
        const page = await services.search.searchProducts(query({ q: typed, limit: 60 }));
        expect(
          page.items.some((item) => word.test(item.name)),
          typed,
        ).toBe(true);
      }
    });

    it("API-13 a space after the last word finishes it: down → downlights, down␠ → not", async () => {
      const named = async (typed: string) =>
        (await typeahead(typed)).filter((r) => r.badge === "Part No." && /Downlight/.test(r.name));
      expect((await named("down")).length).toBeGreaterThan(0);
      expect(await named("down ")).toEqual([]);
    });

    it("ROUTE-05 API-13 a category filter keeps every result inside that category", async () => {
      const results = await typeahead("light", `&category=${encodeURIComponent("Flood Lights")}`);
      const outside = await typeahead("light");
      expect(outside.some((r) => r.link.includes("Area-and-Site-Lights"))).toBe(true);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) {
        if (result.badge === "Category") expect(result.link).toBe("/category/Flood-Lights");
        if (result.badge === "Sub-Category") expect(result.link).toMatch(/^\/p\/Flood-Lights\//);
        if (result.badge === "Part No." || result.badge === "option") {
          expect(await topCategoryOf(skuOf(result).toUpperCase())).toBe("Flood Lights");
        }
      }
      // The slug works as well as the name; an unknown category matches nothing.
      expect(await typeahead("light", "&category=flood-lights")).toEqual(results);
      expect(await typeahead("light", "&category=Chandeliers")).toEqual([]);
    });
  });

  describe("product search (results and sub-category pages)", () => {
    it("ROUTE-05 words in any order, with typo tolerance, and paging totals", async () => {
      const a = await services.search.searchProducts(query({ q: "4000K troffer 2x4", limit: 60 }));
      const b = await services.search.searchProducts(query({ q: "troffer 2x4 4000K", limit: 60 }));
      expect(a.total).toBeGreaterThan(0);
      expect(b.total).toBe(a.total);
      expect(new Set(b.items.map((i) => i.id))).toEqual(new Set(a.items.map((i) => i.id)));
      for (const item of a.items) expect(item.name).toMatch(/2x4.*Troffer.*4000K/);

      for (const [typo, word] of [
        ["downlite", /Downlight/],
        ["trofer", /Troffer/],
      ] as const) {
        const page = await services.search.searchProducts(query({ q: typo, limit: 60 }));
        expect(page.total, typo).toBeGreaterThan(0);
        for (const item of page.items) expect(item.name).toMatch(word);
      }
    });

    it("ROUTE-05 products that name the words come first; applications and descriptions are searched when none does", async () => {
      const named = await services.search.searchProducts(query({ q: "wall pack", limit: 60 }));
      expect(named.total).toBeGreaterThan(0);
      for (const item of named.items) expect(item.name).toMatch(/Wall Pack/);
      // "Warehouses" is in no product name, only in applications and descriptions.
      const described = await services.search.searchProducts(query({ q: "warehouses", limit: 60 }));
      expect(described.total).toBeGreaterThan(0);
      const ids = described.items.map((i) => i.id);
      const rows = await db()
        .select({ application: products.application, description: products.description })
        .from(products)
        .where(inArray(products.id, ids));
      for (const row of rows) expect(`${row.application} ${row.description}`).toMatch(/warehouse/i);
    });

    it("ROUTE-05 an exact part number ranks first, then the part numbers it prefixes", async () => {
      const page = await services.search.searchProducts(query({ q: "SCX-4-40-40K" }));
      expect(page.items[0]?.sku).toBe("SCX-4-40-40K");
      // Its variants (another finish or mounting, a later generation) follow.
      expect(page.items.some((i) => i.sku.startsWith("SCX-4-40-40K-"))).toBe(true);
      const prefix = await services.search.searchProducts(query({ q: "scx-4", limit: 60 }));
      const [{ total }] = await db()
        .select({ total: count() })
        .from(products)
        .where(sql`lower(${products.sku}) like 'scx-4%'`)
        .then((rows) => rows as [{ total: number }]);
      expect(prefix.total).toBe(total);
      for (const item of prefix.items) expect(item.sku.startsWith("SCX-4")).toBe(true);
    });

    it("ROUTE-05 a category restricts the search to it and its sub-categories", async () => {
      const everywhere = await services.search.searchProducts(query({ q: "light", limit: 60 }));
      const flood = await services.search.searchProducts(
        query({ q: "light", category: "Flood Lights", limit: 60 }),
      );
      const inFlood = await productIdsIn("Flood Lights");
      expect(flood.total).toBeGreaterThan(0);
      expect(flood.total).toBeLessThan(everywhere.total);
      for (const item of flood.items) expect(inFlood.has(item.id)).toBe(true);
      const unknown = await services.search.searchProducts(query({ q: "light", category: "Chandeliers" }));
      expect(unknown.total).toBe(0);
    });

    it("ROUTE-06 a sub-category lists exactly its products by name; a wrong category pair lists none", async () => {
      const [sub] = await db().select().from(categories).where(eq(categories.name, "Recessed Troffers"));
      const [{ total }] = (await db()
        .select({ total: count() })
        .from(products)
        .where(eq(products.categoryId, sub?.id ?? -1))) as [{ total: number }];
      const pages: ProductSearchPage[] = [];
      for (let offset = 0; offset < total; offset += 6) {
        pages.push(
          await services.search.searchProducts(
            query({ category: "Troffers-and-Panels", subCategory: "Recessed-Troffers", offset, limit: 6 }),
          ),
        );
      }
      expect(total).toBeGreaterThan(6);
      const items = pages.flatMap((p) => p.items);
      expect(pages.every((p) => p.total === total)).toBe(true);
      expect(new Set(items.map((i) => i.id)).size).toBe(total);
      const names = items.map((i) => i.name);
      expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
      const wrong = await services.search.searchProducts(
        query({ category: "Downlights", subCategory: "Recessed Troffers" }),
      );
      expect(wrong.total).toBe(0);
    });

    it("filters (wattage, lumens, CCT, mounting, IP rating, DLC) select exactly the matching products, sorted", async () => {
      const filters = {
        cct: [3000, 4000],
        dlc: true,
        wattageMin: 30,
        wattageMax: 200,
        lumensMin: 3000,
      };
      const page = await services.search.searchProducts(
        query({
          cct: "3000,4000",
          dlc: "true",
          wattageMin: "30",
          wattageMax: "200",
          lumensMin: "3000",
          sort: "wattage-asc",
          limit: 60,
        }),
      );
      const [{ total }] = (await db()
        .select({ total: count() })
        .from(products)
        .where(
          and(
            orderableIn(filters.cct),
            isNotNull(products.dlcListing),
            gte(products.wattage, filters.wattageMin),
            lte(products.wattage, filters.wattageMax),
            gte(products.lumens, filters.lumensMin),
          ),
        )) as [{ total: number }];
      expect(total).toBeGreaterThan(6);
      expect(page.total).toBe(total);
      const details = await Promise.all(page.items.map((i) => services.search.productById(i.id)));
      const watts = details.map((d) => d.wattage ?? 0);
      expect(watts).toEqual([...watts].sort((x, y) => x - y));
      for (const d of details) {
        // #9.15: its own CCT or one of its CCT options is among those asked for.
        const offered = [
          d.cctKelvin,
          ...d.options.filter((o) => o.group === "CCT").map((o) => parseInt(o.name, 10)),
        ];
        expect(offered.some((kelvin) => kelvin === 3000 || kelvin === 4000)).toBe(true);
        expect(d.dlcListing).not.toBeNull();
      }

      const mounted = await services.search.searchProducts(
        query({ mounting: "surface,PENDANT", ipRating: "ip65", sort: "price-desc", limit: 60 }),
      );
      const [{ total: mountedTotal }] = (await db()
        .select({ total: count() })
        .from(products)
        .where(and(inArray(products.mounting, ["Surface", "Pendant"]), eq(products.ipRating, "IP65")))) as [
        { total: number },
      ];
      expect(mountedTotal).toBeGreaterThan(0);
      expect(mounted.total).toBe(mountedTotal);
      const prices = mounted.items.map((i) => i.listPriceCents);
      expect(prices).toEqual([...prices].sort((x, y) => y - x));
    });

    it("facets count the values of the filtered set, and its ranges", async () => {
      const page = await services.search.searchProducts(query({ category: "High Bays", dlc: "true" }));
      const [top] = await db().select().from(categories).where(eq(categories.name, "High Bays"));
      const inHighBays = and(
        isNotNull(products.dlcListing),
        inArray(
          products.categoryId,
          db()
            .select({ id: categories.id })
            .from(categories)
            .where(or(eq(categories.id, top?.id ?? -1), eq(categories.parentId, top?.id ?? -1))),
        ),
      );
      // #9.15: a product counts under its own CCT and under each CCT it is offered in as an option.
      const cct = (
        (await db().execute(
          sql`select s.kelvin as value, count(distinct ${products.id})::int as count from ${products}
            cross join lateral (
              select ${products.cctKelvin} as kelvin
              union select substring(o.name from '^([0-9]{4,5})K')::int from ${productOptions} o
                where o.product_id = ${products.id} and o.option_group = 'CCT'
            ) s
            where s.kelvin is not null and ${inHighBays}
            group by s.kelvin order by s.kelvin`,
        )) as unknown as { rows: { value: number; count: number }[] }
      ).rows;
      const mounting = await db()
        .select({ value: products.mounting, count: count() })
        .from(products)
        .where(and(inHighBays, isNotNull(products.mounting)))
        .groupBy(products.mounting);
      const [range] = await db()
        .select({
          total: count(),
          wattageMin: sql<number>`min(${products.wattage})`,
          wattageMax: sql<number>`max(${products.wattage})`,
        })
        .from(products)
        .where(inHighBays);
      expect(page.total).toBe(range?.total);
      expect(page.facets.dlc.listed).toBe(range?.total);
      expect(page.facets.cct).toEqual(cct);
      expect([...page.facets.mounting].sort((a, b) => a.value.localeCompare(b.value))).toEqual(
        [...mounting].sort((a, b) => String(a.value).localeCompare(String(b.value))),
      );
      expect(page.facets.wattage).toEqual({ min: range?.wattageMin, max: range?.wattageMax });
      expect(page.facets.ipRating.reduce((sum, f) => sum + f.count, 0)).toBe(page.total);
    });

    it("ROUTE-05 a typo found in no category name still finds products by a similar name", async () => {
      // "Technology" appears only in product names, so no vocabulary correction helps here.
      const page = await services.search.searchProducts(query({ q: "technolgy", limit: 60 }));
      expect(page.total).toBeGreaterThan(0);
      for (const item of page.items) expect(item.name).toMatch(/Technology/);
    });

    it("ROUTE-05 GET /products/search answers what searchProducts answers for the same query", async () => {
      const page = await getJson<ProductSearchPage>(
        `${api}/products/search?q=troffer&cct=3000&cct=4000&sort=price-asc&offset=0&limit=12`,
      );
      const direct = await services.search.searchProducts(
        query({ q: "troffer", cct: "3000,4000", sort: "price-asc", limit: 12 }),
      );
      // The products, count and paging are the search's; the facets are the listing pages' (#11.2:
      // a ticked CCT's facet is counted without the CCT filter), so they are compared with those.
      const { facets, ...found } = page;
      const { facets: _, ...searched } = JSON.parse(JSON.stringify(direct)) as ProductSearchPage;
      expect(found).toEqual(searched);
      const listed = await services.catalog.listProducts(
        query({ q: "troffer", cct: "3000,4000", sort: "price-asc", limit: 12 }),
      );
      expect(page).toEqual(JSON.parse(JSON.stringify(listed)));
      expect(facets.mounting).toEqual(direct.facets.mounting);
    });
  });

  describe("product API (API-14 to API-16)", () => {
    it("API-14 returns one product with its options by id, product code or SKU; NOT_FOUND otherwise", async () => {
      const [row] = await db().select().from(products).where(eq(products.sku, "SCX-4-40-40K"));
      if (!row) throw new Error("the demo catalogue has SCX-4-40-40K");
      const byId = await getJson<ProductVariation>(`${api}/products/variation/getById/${row.id}`);
      expect(byId).toMatchObject({
        id: row.id,
        productID: row.productCode,
        sku: "SCX-4-40-40K",
        name: row.name,
        link: row.link,
        technicalSpecs: row.technicalSpecs,
        series: { code: "SCX" },
        category: { name: "Linear and Strip", link: "/category/Linear-and-Strip" },
      });
      expect(byId.application.startsWith("::")).toBe(false);
      const options = await db()
        .select({ optionID: productOptions.optionCode })
        .from(productOptions)
        .where(eq(productOptions.productId, row.id))
        .orderBy(productOptions.position);
      expect(byId.options.map((o) => o.optionID)).toEqual(options.map((o) => o.optionID));
      expect(await getJson(`${api}/products/variation/getById/${row.productCode}`)).toEqual(byId);
      expect(await getJson(`${api}/products/variation/getById/scx-4-40-40k`)).toEqual(byId);
      for (const unknown of ["00000000-0000-0000-0000-000000000000", "P1", "nope"]) {
        expect(await getJson(`${api}/products/variation/getById/${unknown}`, 404)).toEqual({
          error: "Product not found",
          code: "NOT_FOUND",
        });
      }
    });

    it("API-15 lists a category's products by name or slug, paginated (6 by default); NOT_FOUND for an unknown one", async () => {
      type CategoryPage = ProductListPage & { category: { name: string; link: string } };
      const bySlug = await getJson<CategoryPage>(
        `${api}/elastic-search/category/getProductsByCategoryName/Troffers-and-Panels`,
      );
      const byName = await getJson<CategoryPage>(
        `${api}/elastic-search/category/getProductsByCategoryName/${encodeURIComponent("troffers and panels")}`,
      );
      expect(byName).toEqual(bySlug);
      expect(bySlug.category).toEqual({ name: "Troffers and Panels", link: "/category/Troffers-and-Panels" });
      expect(bySlug.items).toHaveLength(6);
      expect(bySlug.total).toBe((await productIdsIn("Troffers and Panels")).size);
      const second = await getJson<CategoryPage>(
        `${api}/elastic-search/category/getProductsByCategoryName/Troffers-and-Panels?offset=6&limit=6`,
      );
      expect(second.items.map((i) => i.id).filter((id) => bySlug.items.some((i) => i.id === id))).toEqual([]);
      const sub = await getJson<CategoryPage>(
        `${api}/elastic-search/category/getProductsByCategoryName/Recessed-Troffers?limit=100`,
      );
      expect(sub.category.link).toBe("/p/Troffers-and-Panels/Recessed-Troffers");
      expect(sub.items.length).toBe(sub.total);
      expect(sub.total).toBeLessThan(bySlug.total);
      expect(
        await getJson(`${api}/elastic-search/category/getProductsByCategoryName/Chandeliers`, 404),
      ).toEqual({ error: "Category not found", code: "NOT_FOUND" });
    });

    it("API-16 pages through every product in a stable order without overlaps", async () => {
      const seen = new Set<string>();
      let first: ProductListPage | undefined;
      for (let offset = 0; offset < PRODUCTS; offset += 100) {
        const page = await getJson<ProductListPage>(
          `${api}/products/variation/all?offset=${offset}&limit=100`,
        );
        first ??= page;
        expect(page.total).toBe(PRODUCTS);
        for (const item of page.items) seen.add(item.id);
      }
      expect(seen.size).toBe(PRODUCTS);
      const again = await getJson<ProductListPage>(`${api}/products/variation/all?offset=0&limit=100`);
      expect(again.items.map((i: ProductCard) => i.id)).toEqual(first?.items.map((i) => i.id));
      const byDefault = await getJson<ProductListPage>(`${api}/products/variation/all`);
      expect(byDefault).toMatchObject({ offset: 0, limit: 6, total: PRODUCTS });
    });
  });
});
