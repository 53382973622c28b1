import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../server/db/test-databases.ts";
import { type DemoCatalog, generateDemoCatalog } from "../../../server/modules/catalog/demo-catalog.ts";
import { seedCatalog } from "../../../server/modules/catalog/seed.ts";
import { createServices } from "../../../server/services.ts";
import { testServiceSettings } from "../../../server/test-support.ts";
import { CONTENT_PAGES, childSitemap, rootSitemap } from "./sitemap-source.ts";

const origin = "https://shop.example";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe.each(testDatabaseKinds())("sitemap on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: Awaited<ReturnType<typeof createServices>>;
  let catalog: DemoCatalog;
  let pageCount: number;

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 60 });
    await seedCatalog(harness.database.db, catalog);
    services = await createServices(harness.database, testServiceSettings());
    pageCount =
      1 + CONTENT_PAGES.length + catalog.categories.reduce((sum, c) => sum + 1 + c.subCategories.length, 0);
  });
  afterAll(async () => harness?.dispose());

  const productUrls = () => catalog.products.map((p) => `${origin}${p.link}`).sort();

  it("lists the home page, every category, sub-category and product in one file when they fit", async () => {
    const response = await rootSitemap(services, origin);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const urls = locs(xml);
    expect(urls).toHaveLength(pageCount + catalog.products.length);
    expect(urls[0]).toBe(`${origin}/`);
    expect(urls).toContain(`${origin}/available-rebates`);
    expect(urls).toContain(`${origin}/innovations/TOL-SERIES`);
    const first = catalog.categories[0];
    expect(urls).toContain(`${origin}/category/${first?.slug}`);
    expect(urls).toContain(`${origin}/p/${first?.slug}/${first?.subCategories[0]?.slug}`);
    expect(urls.filter((u) => u.includes("/product/")).sort()).toEqual(productUrls());
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("beyond the limit, /sitemap.xml is an index of a pages file and product files that cover every product once", async () => {
    const max = 25;
    const index = await (await rootSitemap(services, origin, max)).text();
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/products-1.xml`,
      `${origin}/sitemaps/products-2.xml`,
      `${origin}/sitemaps/products-3.xml`,
    ]);
    const pages = locs(await ((await childSitemap(services, origin, "pages.xml", max)) as Response).text());
    expect(pages).toHaveLength(pageCount);
    const parts: string[][] = [];
    for (const n of [1, 2, 3]) {
      const part = await childSitemap(services, origin, `products-${n}.xml`, max);
      parts.push(locs(await (part as Response).text()));
    }
    expect(parts.map((p) => p.length)).toEqual([25, 25, 10]);
    expect(parts.flat().sort()).toEqual(productUrls());
    expect(await childSitemap(services, origin, "products-4.xml", max)).toBeNull();
    expect(await childSitemap(services, origin, "products-0.xml", max)).toBeNull();
    expect(await childSitemap(services, origin, "other.xml", max)).toBeNull();
  });
});
