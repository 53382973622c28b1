import { Hono } from "hono";
import { nearestDistributorsQuery } from "../../../lib/distributors/contract.ts";
import { parseQuery } from "../../http.ts";
import type { DistributorsModule } from "./index.ts";

/**
 * `/api/distributor-service/…` (issue 15, Help me buy): public. Thin: the query parsed (400 for a
 * ZIP code that is not five digits), one call of the module, the answer (404 `{ error, code }` for a
 * ZIP code it cannot place).
 */
export function distributorRoutes(distributors: DistributorsModule) {
  const router = new Hono();
  router.get("/distributors/nearest", async (c) => {
    const { zip } = parseQuery(c, nearestDistributorsQuery);
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(await distributors.nearest(zip));
  });
  return router;
}
