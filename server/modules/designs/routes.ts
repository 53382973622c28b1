import { type Context, Hono } from "hono";
import { designToCartBody, designToQuoteBody, saveDesignBody } from "../../../lib/designs/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, idempotentAnswer, parseBuyingBody, parseJson, requireCaller } from "../../http.ts";
import type { DesignsModule } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A design id from the path: one that cannot exist is the same answer as another person's (404). */
function designId(c: Context): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw new AppError("NOT_FOUND", "Custom design not found");
  return value.toLowerCase();
}

/**
 * `/api/cart-service/custom-design…` (spec §7: API-23 `POST cart-service/custom-design/add`, API-24
 * `GET cart-service/custom-design`, plus one design, duplicate, delete, into the cart and the spec
 * sheet PDF, and a quote of the design). Thin: the caller (401 for a guest), the body parsed by lib/designs/contract.ts, one call
 * of the designs module, the answer. Mounted beside the cart's router under /api/cart-service.
 */
export function designRoutes(designs: DesignsModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();

  router.use("/custom-design/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  router.use("/custom-design", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  // API-23 (DESIGN-03): 201 with the design, or the replay of an earlier key.
  router.post("/custom-design/add", async (c) => {
    const caller = await requireCaller(c);
    return idempotentAnswer(
      c,
      await designs.save(caller, await parseJson(c, saveDesignBody), idempotencyKeyOf(c)),
    );
  });

  // API-24 (DESIGN-04).
  router.get("/custom-design", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await designs.list(caller));
  });

  router.get("/custom-design/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await designs.get(caller, designId(c)));
  });

  router.post("/custom-design/:id/duplicate", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await designs.duplicate(caller, designId(c)), 201);
  });

  router.delete("/custom-design/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await designs.remove(caller, designId(c)));
  });

  router.post("/custom-design/:id/cart", async (c) => {
    const caller = await requireCaller(c);
    const id = designId(c);
    const { quantity } = await parseJson(c, designToCartBody);
    return c.json(await designs.addToCart(caller, id, quantity, idempotencyKeyOf(c)));
  });

  // "Quote this design": the quote body of API-26 (purchase order, notes) and a quantity; 201 or a replay.
  router.post("/custom-design/:id/quote", async (c) => {
    const caller = await requireCaller(c);
    const id = designId(c);
    const body = await parseBuyingBody(c, designToQuoteBody);
    return idempotentAnswer(c, await designs.toQuote(caller, id, body, idempotencyKeyOf(c)));
  });

  router.get("/custom-design/:id/pdf", async (c) => {
    const caller = await requireCaller(c);
    const { fileName, bytes } = await designs.pdf(caller, designId(c), config);
    return c.body(bytes, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  return router;
}
