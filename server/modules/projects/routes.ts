import { type Context, Hono } from "hono";
import {
  addProjectProductsBody,
  createProjectBody,
  createProjectWithProductBody,
  updateProjectBody,
} from "../../../lib/projects/contract.ts";
import { createQuoteBody } from "../../../lib/quotes/contract.ts";
import { requestQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { type CallerEnv, idempotentAnswer, parseBuyingBody, parseJson, requireCaller } from "../../http.ts";
import { projectNotFound } from "./deps.ts";
import type { ProjectsModule } from "./index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project id from the path: one that cannot exist is the same answer as another's (404). */
function projectId(c: Context): string {
  const value = c.req.param("id") ?? "";
  if (!UUID.test(value)) throw projectNotFound();
  return value.toLowerCase();
}

/**
 * `/api/user-service/projects…` (spec §7 "User": API-38 … API-41, with the PROJ OPEN defaults for the
 * dialog's paths) and the project page's calls. Thin: the caller (401 for a guest), the body parsed by
 * the shared contract (lib/projects/contract.ts), one call of the projects module, the answer.
 */
export function projectRoutes(projects: ProjectsModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();

  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  // API-38 (PROJ-03).
  router.get("/projects", async (c) => c.json(await projects.list(await requireCaller(c))));

  // API-39: an empty project.
  router.post("/projects", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    return idempotentAnswer(c, await projects.create(caller, await parseJson(c, createProjectBody), key));
  });

  // API-41 (PROJ-07): a new project with its first product.
  router.post("/projects/product", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    const body = await parseJson(c, createProjectWithProductBody);
    return idempotentAnswer(c, await projects.createWithProduct(caller, body, key));
  });

  // API-40 (PROJ-06): products added to a project; the same configuration raises its quantity, once
  // per `Idempotency-Key` (a retried request adds nothing more).
  router.put("/projects/product/:id", async (c) => {
    const caller = await requireCaller(c);
    const id = projectId(c);
    const key = idempotencyKeyOf(c);
    const body = await parseJson(c, addProjectProductsBody);
    return idempotentAnswer(c, await projects.addProducts(caller, id, body, key));
  });

  router.get("/projects/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await projects.get(caller, projectId(c)));
  });

  router.patch("/projects/:id", async (c) => {
    const caller = await requireCaller(c);
    const id = projectId(c);
    return c.json(await projects.update(caller, id, await parseJson(c, updateProjectBody)));
  });

  router.delete("/projects/:id", async (c) => {
    const caller = await requireCaller(c);
    return c.json(await projects.remove(caller, projectId(c)));
  });

  // "Add all to cart": one addition per `Idempotency-Key` (a double click adds the lines once).
  router.post("/projects/:id/cart", async (c) => {
    const caller = await requireCaller(c);
    const id = projectId(c);
    const { replayed, ...answer } = await projects.toCart(caller, id, idempotencyKeyOf(c));
    if (replayed) c.header("Idempotent-Replayed", "true");
    return c.json(answer);
  });

  // Save as quote: the quote body of API-29 (purchase order, notes), 201 or a replay.
  router.post("/projects/:id/quote", async (c) => {
    const caller = await requireCaller(c);
    const id = projectId(c);
    const key = idempotencyKeyOf(c);
    return idempotentAnswer(
      c,
      await projects.toQuote(caller, id, await parseBuyingBody(c, createQuoteBody), key),
    );
  });

  // Issue 32: Request a quote: the project's lines to the account's rep, 201 or a replay.
  router.post("/projects/:id/quote-request", async (c) => {
    const caller = await requireCaller(c);
    const id = projectId(c);
    const key = idempotencyKeyOf(c);
    return idempotentAnswer(
      c,
      await projects.requestQuote(caller, id, await parseBuyingBody(c, requestQuoteBody), key),
    );
  });

  // The bill of materials, as CSV or PDF, downloaded.
  for (const format of ["csv", "pdf"] as const) {
    router.get(`/projects/:id/bom.${format}`, async (c) => {
      const caller = await requireCaller(c);
      const file = await projects.billOfMaterials(caller, projectId(c), format, config);
      return c.body(file.bytes, 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.fileName}"`,
        "X-Content-Type-Options": "nosniff",
      });
    });
  }

  return router;
}
