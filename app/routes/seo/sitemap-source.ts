import {
  absoluteUrl,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  sitemapIndex,
  sitemapLayout,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from "../../../lib/shared/seo.ts";
import type { PageContext } from "../../../server/page-context.ts";

/**
 * `/sitemap.xml` and its parts. A catalogue that fits in one file gets one `<urlset>`; a larger one gets a
 * sitemap index of `/sitemaps/pages.xml` (home, categories, sub-categories) and `/sitemaps/products-<n>.xml`
 * files of at most 50,000 products each. Product URLs are streamed, read in keyset pages of
 * PRODUCTS_PER_QUERY, so no request holds a whole catalogue in memory.
 */

export type SitemapSource = Pick<PageContext, "catalog" | "productDetails" | "content">;

const PRODUCTS_PER_QUERY = 5_000;

/** The site's content pages (issue 15), listed after the home page; each part adds its own. */
export const CONTENT_PAGES: readonly string[] = [
  // Available rebates (ROUTE-14) and the TOL series story (ROUTE-12).
  "/available-rebates",
  "/innovations/TOL-SERIES",
];

const xmlHeaders = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

/** The pages of the site's forms (issue 15 item 8). */
export const FORM_PAGES = ["/contact-us", "/support", "/credit-application", "/brand-store"];
/**
 * Pages built on content files (issue 15): the blog and its posts, case studies, editorial pages, videos,
 * and the careers page with each job opening still taking applications (ROUTE-24, `/careers/<slug>`).
 */
async function contentEntries(source: SitemapSource, origin: string): Promise<SitemapEntry[]> {
  const paths = await source.content.paths();
  return paths.map(({ path, lastmod }) => ({
    loc: absoluteUrl(origin, path),
    ...(lastmod ? { lastmod } : {}),
  }));
}
/** Catalogues and literature (issue 15 item 6): ROUTE-04, ROUTE-17, ROUTE-22. */
export const LITERATURE_PAGES = ["/catalogs", "/literature", "/download-forms"];

async function pageEntries(source: SitemapSource, origin: string): Promise<SitemapEntry[]> {
  const [tree, content] = await Promise.all([source.catalog.sidebarTree(), contentEntries(source, origin)]);
  return [
    { loc: absoluteUrl(origin, "/") },
    ...FORM_PAGES.map((path) => ({ loc: absoluteUrl(origin, path) })),
    ...LITERATURE_PAGES.map((path) => ({ loc: absoluteUrl(origin, path) })),
    // Help me buy (issue 15, ROUTE-09): the page and each of its four options.
    { loc: absoluteUrl(origin, "/help-me-buy") },
    ...["design-my-project", "find-my-wholeseller", "find-my-salesrep", "create-my-bom"].map((option) => ({
      loc: absoluteUrl(origin, `/help-me-buy?option=${option}`),
    })),
    ...CONTENT_PAGES.map((path) => ({ loc: absoluteUrl(origin, path) })),
    ...tree.flatMap((category) => [
      { loc: absoluteUrl(origin, category.link) },
      ...category.subCategories.map((sub) => ({ loc: absoluteUrl(origin, sub.link) })),
    ]),
    ...content,
  ];
}

/** `count` product entries after `afterSku`, a query's worth at a time. */
async function* productEntries(
  source: SitemapSource,
  origin: string,
  afterSku: string | null,
  count: number,
): AsyncGenerator<string> {
  let after = afterSku;
  let left = count;
  while (left > 0) {
    const rows = await source.productDetails.productLinks(after, Math.min(PRODUCTS_PER_QUERY, left));
    if (rows.length === 0) return;
    yield rows
      .map((row) => urlEntry({ loc: absoluteUrl(origin, row.link), lastmod: row.updatedAt }))
      .join("");
    left -= rows.length;
    after = rows.at(-1)?.sku ?? after;
  }
}

function streamedUrlset(head: SitemapEntry[], products: AsyncGenerator<string> | null): Response {
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(URLSET_OPEN + head.map(urlEntry).join("")));
        return;
      }
      const next = products ? await products.next() : { done: true as const, value: undefined };
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      } else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await products?.return(undefined);
    },
  });
  return new Response(body, { headers: xmlHeaders });
}

export async function rootSitemap(
  source: SitemapSource,
  origin: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Response> {
  const [pages, products] = await Promise.all([
    pageEntries(source, origin),
    source.productDetails.productCount(),
  ]);
  const layout = sitemapLayout(pages.length, products, maxUrls);
  if (layout.single) return streamedUrlset(pages, productEntries(source, origin, null, products));
  const parts = Array.from({ length: layout.parts }, (_, index) => ({
    loc: absoluteUrl(origin, `/sitemaps/products-${index + 1}.xml`),
  }));
  return new Response(sitemapIndex([{ loc: absoluteUrl(origin, "/sitemaps/pages.xml") }, ...parts]), {
    headers: xmlHeaders,
  });
}

/** `pages.xml` or `products-<n>.xml`; null for any other name or a part beyond the catalogue. */
export async function childSitemap(
  source: SitemapSource,
  origin: string,
  name: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Response | null> {
  if (name === "pages.xml") return streamedUrlset(await pageEntries(source, origin), null);
  const part = /^products-([1-9]\d{0,5})\.xml$/.exec(name)?.[1];
  if (!part) return null;
  const start = (Number(part) - 1) * maxUrls;
  const total = await source.productDetails.productCount();
  if (start >= total) return null;
  const afterSku = await source.productDetails.skuBefore(start);
  return streamedUrlset([], productEntries(source, origin, afterSku, Math.min(maxUrls, total - start)));
}
