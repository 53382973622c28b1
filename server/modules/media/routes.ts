import { Hono } from "hono";
import { fixtureLookQuery } from "../../../lib/catalog/fixture-images.ts";
import { optionCodesOf } from "../../../lib/catalog/product-configuration.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { notFound } from "../../errors.ts";
import type { ProductDetails } from "../catalog/index.ts";
import { renderFixtureSvg } from "../catalog/index.ts";
import { renderFavicon, renderLogo } from "./brand-svg.ts";
import { renderIes } from "./ies.ts";
import { renderDocumentPdf, renderSpecSheetPdf } from "./product-documents.ts";

const svgHeaders = (maxAge: number) => ({
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": `public, max-age=${maxAge}`,
  // Served SVGs are images, never documents that could run script.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
});

/** Generated documents change when the catalogue does; an hour of caching keeps them cheap and fresh. */
const documentHeaders = (contentType: string, disposition: "inline" | "attachment", filename: string) => ({
  "Content-Type": contentType,
  "Cache-Control": "public, max-age=3600",
  "Content-Disposition": `${disposition}; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
  "Content-Security-Policy": "default-src 'none'",
});

/** `NAME.ext` → `NAME`, or null for another extension. */
function baseName(file: string, extension: string): string | null {
  return file.toLowerCase().endsWith(extension) && file.length > extension.length
    ? file.slice(0, -extension.length)
    : null;
}

/**
 * Generated media: nothing the product shows is fetched from the network. Images are SVG drawings;
 * product documents (spec sheets, IES photometry, installation guides, warranties) are generated from
 * the catalogue's data on request.
 */
export function mediaRoutes(
  config: PublicConfig,
  services: { productDetails: ProductDetails },
  /** Where the site is published (PUBLIC_URL): generated documents print absolute links from it. */
  publicUrl: string | null = null,
) {
  const { productDetails } = services;
  const router = new Hono();
  const logo = renderLogo(config);
  const favicon = renderFavicon(config.colors);

  router.get("/media/fixtures/:name", (c) => {
    const look = fixtureLookQuery.parse(c.req.query());
    const svg = renderFixtureSvg(c.req.param("name"), { finish: look.finish, cctKelvin: look.cct });
    if (!svg) return c.json({ error: "Image not found", code: "NOT_FOUND" }, 404);
    return c.body(svg, 200, svgHeaders(86_400));
  });
  router.get("/brand/logo.svg", (c) => c.body(logo, 200, svgHeaders(3_600)));
  router.get("/favicon.svg", (c) => c.body(favicon, 200, svgHeaders(86_400)));
  router.get("/favicon.ico", (c) => c.body(favicon, 200, svgHeaders(86_400)));

  router.get("/media/spec-sheets/:file", async (c) => {
    const sku = baseName(c.req.param("file"), ".pdf");
    if (!sku) throw notFound("Document");
    const subject = await productDetails.configuredSheet(sku, optionCodesOf(new URL(c.req.url).searchParams));
    const pdf = await renderSpecSheetPdf(subject, config, publicUrl ?? new URL(c.req.url).origin);
    const { catalogNumber } = subject.configuration;
    return c.body(pdf, 200, documentHeaders("application/pdf", "inline", `${catalogNumber}.pdf`));
  });

  router.get("/media/ies/:file", async (c) => {
    const sku = baseName(c.req.param("file"), ".ies");
    if (!sku) throw notFound("Document");
    const subject = await productDetails.configuredSheet(sku, optionCodesOf(new URL(c.req.url).searchParams));
    const ies = renderIes(subject, config.brand.name);
    if (!ies) throw notFound("Photometric data");
    const { catalogNumber } = subject.configuration;
    return c.body(
      ies,
      200,
      documentHeaders("text/plain; charset=us-ascii", "attachment", `${catalogNumber}.ies`),
    );
  });

  // Any other PDF a product lists (installation guides, warranties, brochures) opens as a generated PDF.
  router.get("/media/:folder/:file", async (c) => {
    if (!baseName(c.req.param("file"), ".pdf")) throw notFound("Document");
    const subject = await productDetails.documentByUrl(c.req.path);
    const pdf = await renderDocumentPdf(subject, config);
    return c.body(pdf, 200, documentHeaders("application/pdf", "inline", c.req.param("file")));
  });
  return router;
}
