import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoCatalog, generateDemoCatalog } from "../../../server/modules/catalog/demo/catalog.ts";
import { seedCatalog } from "../../../server/modules/catalog/seed.ts";
import { createServices } from "../../../server/services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../../server/testing/databases.ts";
import { testServiceSettings } from "../../../server/testing/service-settings.ts";
import { CONTENT_PAGES, childSitemap, FORM_PAGES, LITERATURE_PAGES, rootSitemap } from "./sitemap-source.ts";

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
    // The home page, the rebates and TOL pages, the forms' and the literature pages, Help me buy and its
    // four options (ROUTE-09), categories and sub-categories, and the pages built on content files.
    pageCount =
      1 +
      CONTENT_PAGES.length +
      FORM_PAGES.length +
      LITERATURE_PAGES.length +
      5 +
      catalog.categories.reduce((sum, c) => sum + 1 + c.subCategories.length, 0) +
      (await services.content.paths()).length;
  });
  afterAll(async () => harness?.dispose());

  const productUrls = () => catalog.products.map((p) => `${origin}${p.link}`).sort();

  it("ROUTE-15 ROUTE-16 ROUTE-20 ROUTE-21 ROUTE-23 ROUTE-25 lists the blog and every post, the case studies and the editorial pages, posts with their date", async () => {
    const xml = await (await rootSitemap(services, origin)).text();
    const urls = locs(xml);
    for (const path of [
      "/blog",
      "/blog/dlc-5-1-premium-what-changes",
      "/blog/emergency-lighting-code-checklist",
      "/case-study",
      "/case-study/harbor-logistics-warehouse-high-bay-retrofit",
      "/our-history",
      "/warranty",
      "/terms-and-conditions",
      "/privacy-policy",
    ])
      expect(urls).toContain(`${origin}${path}`);
    expect(urls.filter((url) => url.startsWith(`${origin}/blog/`))).toHaveLength(6);
    expect(urls.filter((url) => url.startsWith(`${origin}/case-study/`))).toHaveLength(3);
    expect(xml).toContain(
      `<url><loc>${origin}/blog/dlc-5-1-premium-what-changes</loc><lastmod>2026-03-03</lastmod></url>`,
    );
  });

  it("ROUTE-18 lists the videos page and every video with its publication date, not the category filters", async () => {
    const xml = await (await rootSitemap(services, origin)).text();
    const urls = locs(xml);
    expect(urls).toContain(`${origin}/videos`);
    const videos = urls.filter((url) => url.startsWith(`${origin}/videos/`));
    expect(videos).toHaveLength(7);
    expect(videos).toContain(`${origin}/videos/wiring-0-10v-dimming`);
    expect(urls.filter((url) => url.includes("?category="))).toEqual([]);
    expect(xml).toContain(
      `<url><loc>${origin}/videos/wiring-0-10v-dimming</loc><lastmod>2026-02-24</lastmod></url>`,
    );
    // The list's date is its newest video's.
    expect(xml).toContain(`<url><loc>${origin}/videos</loc><lastmod>2026-04-02</lastmod></url>`);
  });

  it("ROUTE-24 lists the careers page and each job opening taking applications, with its posted date; not the closed one", async () => {
    const xml = await (await rootSitemap(services, origin)).text();
    const urls = locs(xml);
    expect(urls).toContain(`${origin}/careers`);
    const openings = urls.filter((url) => url.startsWith(`${origin}/careers/`));
    expect(openings).toHaveLength(services.content.openings().openings.length);
    expect(openings.length).toBeGreaterThanOrEqual(4);
    expect(openings).toContain(`${origin}/careers/lighting-designer`);
    // content/careers/quality-technician.md closed on 2026-09-30.
    expect(openings).not.toContain(`${origin}/careers/quality-technician`);
    expect(xml).toContain(
      `<url><loc>${origin}/careers/lighting-designer</loc><lastmod>2026-11-12</lastmod></url>`,
    );
  });

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
    // ROUTE-28, ROUTE-29, ROUTE-27, ROUTE-19: the pages of the site's forms.
    expect(urls).toContain(`${origin}/contact-us`);
    expect(urls).toContain(`${origin}/support`);
    expect(urls).toContain(`${origin}/credit-application`);
    expect(urls).toContain(`${origin}/brand-store`);
    expect(urls).toContain(`${origin}/p/${first?.slug}/${first?.subCategories[0]?.slug}`);
    expect(urls.filter((u) => u.includes("/product/")).sort()).toEqual(productUrls());
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("ROUTE-04 ROUTE-17 ROUTE-22 lists the catalogues, literature and download forms pages", async () => {
    const urls = locs(await (await rootSitemap(services, origin)).text());
    for (const path of ["/catalogs", "/literature", "/download-forms"])
      expect(urls).toContain(`${origin}${path}`);
  });

  it("ROUTE-09 lists Help me buy and each of its four options", async () => {
    const urls = locs(await (await rootSitemap(services, origin)).text());
    expect(urls).toContain(`${origin}/help-me-buy`);
    for (const option of ["design-my-project", "find-my-wholeseller", "find-my-salesrep", "create-my-bom"]) {
      expect(urls).toContain(`${origin}/help-me-buy?option=${option}`);
    }
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
