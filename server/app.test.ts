import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productQuerySchema } from "../lib/search/product-query.ts";
import { createApp } from "./app.ts";
import { toPublicConfig } from "./config.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { generateDemoCatalog } from "./modules/catalog/demo/catalog.ts";
import { seedCatalog } from "./modules/catalog/seed.ts";
import { createServices } from "./services.ts";
import { openTestDatabase, testDatabaseKinds } from "./testing/databases.ts";
import { testServiceSettings } from "./testing/service-settings.ts";

type SidebarCategory = {
  id: number;
  categoryName: string;
  position: number;
  categoryImage: string;
  link: string;
  subCategories: { categoryName: string; position: number; link: string }[];
};

describe.each(testDatabaseKinds())("HTTP API on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createApp>;
  let services: Awaited<ReturnType<typeof createServices>>;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    await seedCatalog(harness.database.db, generateDemoCatalog({ products: 120 }));
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
  });
  afterAll(async () => harness?.dispose());

  it("API-11 HDR-10 HDR-11 the sidebar returns the category tree sorted by position", async () => {
    const response = await app.request("/api/product-service/categories/sidebar");
    expect(response.status).toBe(200);
    const tree = (await response.json()) as SidebarCategory[];
    expect(tree.length).toBeGreaterThanOrEqual(12);
    expect(tree.map((c) => c.position)).toEqual([...tree.map((c) => c.position)].sort((a, b) => a - b));
    for (const category of tree) {
      expect(Object.keys(category).sort()).toEqual(
        ["categoryImage", "categoryName", "id", "link", "position", "subCategories"].sort(),
      );
      expect(category.link).toBe(
        `/category/${encodeURIComponent(category.categoryName.replaceAll(" ", "-"))}`,
      );
      const subPositions = category.subCategories.map((s) => s.position);
      expect(subPositions).toEqual([...subPositions].sort((a, b) => a - b));
    }
    expect(tree.flatMap((c) => c.subCategories).length).toBeGreaterThanOrEqual(40);
  });

  it("API-12 the searchbar returns the top-level category names in menu order", async () => {
    const response = await app.request("/api/product-service/categories/searchbar");
    expect(response.status).toBe(200);
    const names = (await response.json()) as string[];
    const tree = await services.catalog.sidebarTree();
    expect(names).toEqual(tree.map((c) => c.categoryName));
  });

  it("an unknown API path answers 404 with { error, code }", async () => {
    const response = await app.request("/api/product-service/nope");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "No such API endpoint", code: "NOT_FOUND" });
  });

  it("ROUTE-07 resolves a category slug case-insensitively; an unknown one is NOT_FOUND", async () => {
    const [first] = await services.catalog.sidebarTree();
    if (!first) throw new Error("no categories");
    const slug = first.categoryName.replaceAll(" ", "-").toUpperCase();
    const category = await services.catalog.categoryBySlug(slug);
    expect(category.name).toBe(first.categoryName);
    expect(category.subCategories.map((s) => s.name)).toEqual(first.subCategories.map((s) => s.categoryName));
    await expect(services.catalog.categoryBySlug("No-Such-Category")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("CONST-03 lists a category's products, including its sub-categories', one page at a time", async () => {
    const [first] = await services.catalog.sidebarTree();
    if (!first) throw new Error("no categories");
    const page = (offset: number) =>
      services.search.searchProducts(
        productQuerySchema.parse({ category: first.categoryName, sort: "name", offset, limit: 6 }),
      );
    const page1 = await page(0);
    const page2 = await page(6);
    expect(page1.total).toBeGreaterThan(6);
    expect(page1.items).toHaveLength(6);
    const ids = new Set([...page1.items, ...page2.items].map((p) => p.id));
    expect(ids.size).toBe(page1.items.length + page2.items.length);
    for (const item of page1.items) {
      expect(item.keySpecs.length).toBeGreaterThan(0);
      expect(item.keySpecs.length).toBeLessThanOrEqual(6);
      expect(item.link).toMatch(/^\/product\//);
    }
  });

  it("NEWS-04 stores a newsletter sign-up once, whatever the case of the address", async () => {
    const body = new FormData();
    body.set("EMAIL", "Buyer.One@Example.com");
    // Browsers send the page's Origin with a form post; the CSRF check accepts our own.
    const sameSite = { origin: "http://localhost" };
    const first = await app.request("http://localhost/api/newsletter/subscribe", {
      method: "POST",
      body,
      headers: sameSite,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true, alreadySubscribed: false });
    const again = new FormData();
    again.set("EMAIL", "buyer.one@example.com");
    const second = await app.request("http://localhost/api/newsletter/subscribe", {
      method: "POST",
      body: again,
      headers: sameSite,
    });
    expect(await second.json()).toEqual({ subscribed: true, alreadySubscribed: true });
  });

  it("NEWS-03 a malformed newsletter email answers 400 with the spec's message", async () => {
    const response = await app.request("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ EMAIL: "not-an-email" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "EMAIL: The Email you enter is incorrect",
      code: "VALIDATION",
    });
  });

  it("refuses a form post from another site", async () => {
    const response = await app.request("http://localhost/api/newsletter/subscribe", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "EMAIL=victim%40example.com",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-site request refused", code: "FORBIDDEN" });
  });

  it("serves generated category images and a 404 for unknown ones", async () => {
    const [first] = await services.catalog.sidebarTree();
    const imageName = first?.categoryImage.split(",")[0]?.trim() ?? "";
    const image = await app.request(`/media/fixtures/${imageName}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toContain("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg/);
    expect((await app.request("/media/fixtures/unknown-thing.svg")).status).toBe(404);
  });

  it("health check answers 200 while the database answers and 503 once it is gone", async () => {
    const ok = await app.request("/healthz");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", database: { kind, reachable: true } });
    await harness.database.close();
    const down = await app.request("/healthz");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "unavailable", database: { kind, reachable: false } });
  });
});
