import { Hono } from "hono";
import { rebateLookupSchema } from "../../../lib/rebates/contract.ts";
import { parseQuery } from "../../http.ts";
import type { RebatesModule } from "./index.ts";

/**
 * `/api/rebate-service/…` (issue 15 item 4): public, no caller. `GET /programs?zip=43215` answers the
 * programs that serve the ZIP code with their measures and a page of qualifying products
 * (`&measure=<id>&offset=6&limit=6` pages one measure); `GET /states` the states covered.
 */
export function rebateRoutes(rebates: RebatesModule) {
  const router = new Hono();
  router.get("/programs", async (c) => c.json(await rebates.find(parseQuery(c, rebateLookupSchema))));
  router.get("/states", async (c) => c.json({ states: await rebates.coveredStates() }));
  return router;
}
