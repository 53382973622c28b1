/**
 * What search engines read: canonical URLs, descriptions, schema.org Product data and sitemaps.
 * Pure functions; the pages and the sitemap routes give them the request's origin.
 */

/** At most 50,000 URLs per sitemap file (sitemaps.org protocol). */
export const SITEMAP_MAX_URLS = 50_000;

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}

/** Plain text of at most `max` characters, cut at a word boundary with an ellipsis. */
export function metaDescription(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** Integer cents → "117.00", the decimal string schema.org prices use. */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export type JsonLdProduct = {
  name: string;
  sku: string;
  description: string;
  link: string;
  images: { url: string }[];
  listPriceCents: number;
  series: { name: string } | null;
  category: { name: string } | null;
  subCategory: { name: string } | null;
};

/** schema.org Product with an Offer at the list price in USD. */
export function productJsonLd(product: JsonLdProduct, site: { origin: string; brandName: string }) {
  const url = absoluteUrl(site.origin, product.link);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    mpn: product.sku,
    description: metaDescription(product.description, 5000),
    image: product.images.map((image) => absoluteUrl(site.origin, image.url)),
    url,
    brand: { "@type": "Brand", name: site.brandName },
    ...(product.category
      ? { category: [product.category.name, product.subCategory?.name].filter(Boolean).join(" > ") }
      : {}),
    ...(product.series ? { isVariantOf: { "@type": "ProductGroup", name: product.series.name } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: schemaPrice(product.listPriceCents),
      priceCurrency: "USD",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
}

/** Meta descriptors React Router renders in <head>: title, description, canonical and Open Graph. */
export function pageMeta(page: { title: string; description: string; canonical: string; image?: string }) {
  const description = metaDescription(page.description);
  return [
    { title: page.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: page.canonical },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: page.canonical },
    ...(page.image ? [{ property: "og:image", content: page.image }] : []),
  ];
}

const xmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

export type SitemapEntry = { loc: string; lastmod?: Date };

const lastmod = (date: Date | undefined) =>
  date ? `<lastmod>${date.toISOString().slice(0, 10)}</lastmod>` : "";

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const URLSET_CLOSE = "</urlset>\n";

export function urlEntry(entry: SitemapEntry): string {
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastmod)}</url>\n`;
}

export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  const body = entries
    .map((entry) => `<sitemap><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastmod)}</sitemap>\n`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}

/**
 * How the sitemap is split: one file while everything fits (`parts` = 0), otherwise an index of a
 * pages file and `parts` product files of at most `maxUrls` products each.
 */
export function sitemapLayout(pageUrls: number, products: number, maxUrls = SITEMAP_MAX_URLS) {
  if (pageUrls + products <= maxUrls) return { single: true, parts: 0 } as const;
  return { single: false, parts: Math.ceil(products / maxUrls) } as const;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // The JSON API is for the site's own pages; search results pages carry noindex instead.
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
