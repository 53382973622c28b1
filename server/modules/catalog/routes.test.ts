import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardCategory, SidebarCategory } from "../../../lib/catalog/catalog.ts";
import { SEARCH_MAX_CHARS, SEARCH_TOO_LONG_MESSAGE } from "../../../lib/search/constants.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import type { ProductListPage } from "./search.ts";
import type { ProductSearchPage } from "./search-products.ts";
import { seedCatalog } from "./seed.ts";

/** The HTTP contract of /api/product-service's search routes: query strings, statuses, error bodies. */
describe.each(testDatabaseKinds())("product-service routes on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 120 }));
    app = createApp({
      services: await createServices(harness.database, testServiceSettings()),
      config: toPublicConfig(loadEnv({})),
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("pages are not part of the API tests");
      },
    });
  });
  afterAll(async () => harness?.dispose());

  const api = "/api/product-service";
  async function expectValidationError(path: string) {
    const response = await app.request(path);
    expect(response.status, path).toBe(400);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code, path).toBe("VALIDATION");
    expect(body.error.length, path).toBeGreaterThan(0);
  }

  it("SRCH-05 API-13 accepts exactly limit, shortened, searchTerm and category", async () => {
    for (const path of [
      `${api}/elastic-search/search?limit=12&shortened=true&searchTerm=troffer`,
      `${api}/elastic-search/search?limit=12&shortened=true&searchTerm=troffer&category=Downlights`,
      // An empty category is no category, as when none is selected.
      `${api}/elastic-search/search?limit=12&shortened=false&searchTerm=troffer&category=`,
      `${api}/elastic-search/search?searchTerm=troffer`,
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(Array.isArray(await response.json()), path).toBe(true);
    }
  });

  it("API-13 answers 400 VALIDATION without searchTerm, with an unknown parameter or a bad value", async () => {
    for (const query of [
      "limit=12&shortened=true",
      "searchTerm=troffer&color=red",
      "searchTerm=troffer&limit=0",
      "searchTerm=troffer&limit=51",
      "searchTerm=troffer&shortened=maybe",
    ]) {
      await expectValidationError(`${api}/elastic-search/search?${query}`);
    }
  });

  it("#9.19 a search longer than 100 characters is refused with a message saying so, at 100 it is answered", async () => {
    const atLimit = "troffer ".repeat(13).slice(0, SEARCH_MAX_CHARS);
    const over = "troffer ".repeat(25);
    for (const [field, path] of [
      ["searchTerm", `${api}/elastic-search/search?searchTerm=${encodeURIComponent(over)}`],
      ["q", `${api}/products/search?q=${encodeURIComponent(over)}`],
    ] as const) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({
        error: `${field}: ${SEARCH_TOO_LONG_MESSAGE}`,
        code: "VALIDATION",
      });
    }
    expect(
      (await app.request(`${api}/elastic-search/search?searchTerm=${encodeURIComponent(atLimit)}`)).status,
    ).toBe(200);
    expect((await app.request(`${api}/products/search?q=${encodeURIComponent(atLimit)}`)).status).toBe(200);
  });

  it("ROUTE-05 /products/search takes a list both as cct=3000,4000 and as repeated keys", async () => {
    const get = async (query: string) => {
      const response = await app.request(`${api}/products/search?${query}`);
      expect(response.status, query).toBe(200);
      return (await response.json()) as ProductSearchPage;
    };
    const comma = await get("cct=3000,4000&limit=60");
    const repeated = await get("cct=3000&cct=4000&limit=60");
    const one = await get("cct=3000&limit=60");
    expect(comma.total).toBeGreaterThan(one.total);
    expect(repeated).toEqual(comma);
  });

  it("ROUTE-05 /products/search answers 400 VALIDATION for unknown parameters and bad values", async () => {
    for (const query of ["limit=0", "limit=61", "sort=cheapest", "cct=warm", "dlc=yes", "flavour=lemon"]) {
      await expectValidationError(`${api}/products/search?${query}`);
    }
  });

  it("API-15 API-16 page with offset and limit (6 by default) and refuse bad paging", async () => {
    const all = (await (await app.request(`${api}/products/variation/all`)).json()) as ProductListPage;
    expect(all).toMatchObject({ offset: 0, limit: 6, total: 120 });
    expect(all.items).toHaveLength(6);
    const category = (await (
      await app.request(
        `${api}/elastic-search/category/getProductsByCategoryName/Downlights?offset=2&limit=3`,
      )
    ).json()) as ProductListPage;
    expect(category).toMatchObject({ offset: 2, limit: 3 });
    expect(category.items).toHaveLength(3);
    for (const path of [
      `${api}/products/variation/all?offset=-1`,
      `${api}/products/variation/all?limit=101`,
      `${api}/products/variation/all?page=2`,
      `${api}/elastic-search/category/getProductsByCategoryName/Downlights?limit=500`,
    ]) {
      await expectValidationError(path);
    }
  });

  it("API-17 the dashboard categories channel returns every category, flat, in menu order", async () => {
    const response = await app.request("/api/dashboard/categories");
    expect(response.status).toBe(200);
    const rows = (await response.json()) as DashboardCategory[];
    const tree = (await (await app.request(`${api}/categories/sidebar`)).json()) as SidebarCategory[];
    const inTree = tree.reduce((count, top) => count + 1 + top.subCategories.length, 0);
    expect(rows).toHaveLength(inTree);
    const [first, second] = rows;
    expect(first).toMatchObject({ id: tree[0]?.id, parentId: null, parentName: null });
    expect(second).toMatchObject({
      id: tree[0]?.subCategories[0]?.id,
      parentId: tree[0]?.id,
      parentName: tree[0]?.categoryName,
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("API-14 API-15 answer 404 { error, code: NOT_FOUND } for what does not exist", async () => {
    const product = await app.request(`${api}/products/variation/getById/no-such-product`);
    expect(product.status).toBe(404);
    expect(await product.json()).toEqual({ error: "Product not found", code: "NOT_FOUND" });
    const category = await app.request(
      `${api}/elastic-search/category/getProductsByCategoryName/Chandeliers`,
    );
    expect(category.status).toBe(404);
    expect(await category.json()).toEqual({ error: "Category not found", code: "NOT_FOUND" });
  });
});
