import { Hono } from "hono";
import type { PublicConfig } from "../../../lib/public-config.ts";
import { renderFavicon, renderLogo } from "./brand-svg.ts";
import { renderFixtureSvg } from "./fixture-svg.ts";

const svgHeaders = (maxAge: number) => ({
  "Content-Type": "image/svg+xml; charset=utf-8",
  "Cache-Control": `public, max-age=${maxAge}`,
  // Served SVGs are images, never documents that could run script.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
});

/** Generated images: nothing the product shows is fetched from the network. */
export function mediaRoutes(config: PublicConfig) {
  const router = new Hono();
  const logo = renderLogo(config);
  const favicon = renderFavicon(config.colors);

  router.get("/media/fixtures/:name", (c) => {
    const svg = renderFixtureSvg(c.req.param("name"));
    if (!svg) return c.json({ error: "Image not found", code: "NOT_FOUND" }, 404);
    return c.body(svg, 200, svgHeaders(86_400));
  });
  router.get("/brand/logo.svg", (c) => c.body(logo, 200, svgHeaders(3_600)));
  router.get("/favicon.svg", (c) => c.body(favicon, 200, svgHeaders(86_400)));
  router.get("/favicon.ico", (c) => c.body(favicon, 200, svgHeaders(86_400)));
  return router;
}
