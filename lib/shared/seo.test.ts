import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  escapeXml,
  metaDescription,
  pageMeta,
  productJsonLd,
  robotsTxt,
  SITEMAP_MAX_URLS,
  schemaPrice,
  sitemapIndex,
  sitemapLayout,
  urlEntry,
} from "./seo.ts";

const product = {
  name: "SCX 4ft 40W Linear Pendant, 4000K",
  sku: "SCX-4-40-40K",
  description: "Drawing only 40W, the SCX linear pendant produces 5,400 lumens.",
  link: "/product/scx-4-40-40k",
  images: [{ url: "/media/fixtures/pendant-1.svg" }],
  listPriceCents: 11_705,
  series: { name: "SCX Linear Architectural" },
  category: { name: "Linear and Strip" },
  subCategory: { name: "Linear Pendants" },
};

describe("page metadata", () => {
  it("descriptions are plain text of at most 160 characters, cut at a word", () => {
    expect(metaDescription("  Short\n text ")).toBe("Short text");
    const long = metaDescription("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("canonical URLs are absolute, from the request origin", () => {
    expect(absoluteUrl("https://shop.example", "/p/High-Bays/Low-Bays")).toBe(
      "https://shop.example/p/High-Bays/Low-Bays",
    );
    const meta = pageMeta({ title: "T", description: "D", canonical: "https://shop.example/x" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example/x" });
    expect(meta).toContainEqual({ title: "T" });
    expect(meta).toContainEqual({ name: "description", content: "D" });
  });

  it("schema.org Product carries name, sku, absolute images, the configured brand and a USD offer", () => {
    const data = productJsonLd(product, { origin: "https://shop.example", brandName: "Lumenor" });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      sku: product.sku,
      image: ["https://shop.example/media/fixtures/pendant-1.svg"],
      description: product.description,
      brand: { "@type": "Brand", name: "Lumenor" },
      offers: {
        "@type": "Offer",
        price: "117.05",
        priceCurrency: "USD",
        url: "https://shop.example/product/scx-4-40-40k",
      },
    });
    expect(schemaPrice(5)).toBe("0.05");
  });
});

describe("sitemaps and robots", () => {
  it("one file while everything fits in 50,000 URLs, else an index with parts of at most 50,000", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapLayout(61, 360)).toEqual({ single: true, parts: 0 });
    expect(sitemapLayout(61, 49_939)).toEqual({ single: true, parts: 0 });
    expect(sitemapLayout(61, 49_940)).toEqual({ single: false, parts: 1 });
    expect(sitemapLayout(61, 100_000)).toEqual({ single: false, parts: 2 });
    expect(sitemapLayout(61, 100_001)).toEqual({ single: false, parts: 3 });
  });

  it("escapes URLs in XML and writes lastmod as a date", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    expect(urlEntry({ loc: "https://x.example/p?a=1&b=2", lastmod: new Date("2026-03-04T05:06:07Z") })).toBe(
      "<url><loc>https://x.example/p?a=1&amp;b=2</loc><lastmod>2026-03-04</lastmod></url>\n",
    );
    expect(sitemapIndex([{ loc: "https://x.example/sitemaps/pages.xml" }])).toContain(
      "<sitemap><loc>https://x.example/sitemaps/pages.xml</loc></sitemap>",
    );
  });

  it("robots.txt allows crawling and points at the sitemap", () => {
    const robots = robotsTxt("https://shop.example");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
