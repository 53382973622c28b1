import { type Context, Hono } from "hono";
import { listFavoritesQuery } from "../../../lib/favorites/contract.ts";
import { type CallerEnv, parseQuery, requireCaller } from "../../http.ts";
import { favoriteNotFound, productNotFound } from "./deps.ts";
import type { FavoritesModule } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id from the path: one that cannot exist is the same answer as another person's (404). */
function pathId(c: Context, notFound: () => Error): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw notFound();
  return value.toLowerCase();
}

/**
 * `/api/user-service/favorites…` (spec §7 "Favorites, layouts, warranty": API-30 … API-32, and the ids
 * the hearts read). Thin: the caller (401 for a guest; identity from the session only), the input
 * parsed, one call of the favorites module, the answer. Mounted beside the accounts' user-service router.
 */
export function favoriteRoutes(favorites: FavoritesModule) {
  const router = new Hono<CallerEnv>();

  router.use(async (c, next) => {
    await next();
    // A person's own list: never stored by a shared cache.
    c.header("Cache-Control", "private, no-store");
  });

  // API-30 (FAV-01, FAV-04).
  router.get("/favorites", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await favorites.list(caller, parseQuery(c, listFavoritesQuery)));
  });

  // Which products the caller has favorited.
  router.get("/favorites/ids", async (c) => {
    const caller = await requireCaller(c);
    return c.json({ productIds: await favorites.productIds(caller) });
  });

  // API-31 (FAV-02): 201 when added, 200 when it was a favorite already.
  router.post("/favorites/add/:id", async (c) => {
    const caller = await requireCaller(c);
    const result = await favorites.add(caller, pathId(c, productNotFound));
    return c.json(result, result.added ? 201 : 200);
  });

  // API-32 (FAV-03).
  router.delete("/favorites/remove/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await favorites.remove(caller, pathId(c, favoriteNotFound)));
  });

  return router;
}
