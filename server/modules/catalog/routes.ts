import { Hono } from "hono";
import type { CatalogService } from "./service.ts";

/** `/api/product-service/…` (spec §7 "Products and search"). */
export function catalogRoutes(catalog: CatalogService) {
  const router = new Hono();

  // API-11: the menu category tree, sorted by position.
  router.get("/categories/sidebar", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await catalog.sidebarTree());
  });

  // API-12: the category names of the search filter.
  router.get("/categories/searchbar", async (c) => {
    c.header("Cache-Control", "public, max-age=60");
    return c.json(await catalog.searchbarCategoryNames());
  });

  return router;
}
