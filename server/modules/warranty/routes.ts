import { type Context, Hono } from "hono";
import { warrantyPhotoLimits } from "../../../lib/shared/uploads.ts";
import { setWarrantyStatusBody, WARRANTY_NUMBER } from "../../../lib/warranty/contract.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import {
  type CallerEnv,
  idempotentAnswer,
  integrationKeyCheck,
  parseJson,
  requireCaller,
  uuidParam,
} from "../../http.ts";
import { fileDownload, fileNotFound, readUpload } from "../../uploads.ts";
import { claimNotFound } from "./deps.ts";
import type { WarrantyModule } from "./index.ts";

/**
 * `/api/user-service/warranty-claims…` (API-36, API-37): the signed-in claimant's, within their
 * working account; photos download only for them.
 */
export function warrantyRoutes(warranty: WarrantyModule) {
  const router = new Hono<CallerEnv>();

  router.use("/warranty-claims*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  // API-36 (WARR-01).
  router.get("/warranty-claims", async (c) => c.json(await warranty.list(await requireCaller(c))));

  // API-37 (WARR-02): a multipart form with the photos, sent once for its Idempotency-Key.
  router.post("/warranty-claims", async (c) => {
    const caller = await requireCaller(c);
    const key = idempotencyKeyOf(c);
    const upload = await readUpload(c.req.raw, warrantyPhotoLimits);
    const result = await warranty.submit(caller, upload, key);
    return idempotentAnswer(c, result);
  });

  router.get("/warranty-claims/:rid/photos/:photoId", async (c) => {
    const caller = await requireCaller(c);
    const rid = uuidParam(c, "rid", claimNotFound);
    const photo = await warranty.photo(caller, rid, uuidParam(c, "photoId", fileNotFound));
    return fileDownload(warranty.storage, photo);
  });

  return router;
}

function numberParam(c: Context): string {
  const value = (c.req.param("number") ?? "").toUpperCase();
  if (!WARRANTY_NUMBER.test(value)) throw claimNotFound();
  return value;
}

/**
 * `/api/order-service/integration/warranty-claims…`: the warranty team's system (X-Api-Key, the orders
 * integration API's check) reads a claim with its photos and downloads them, and decides the claim
 * with `{ status, rmaNumber?, reason? }`.
 */
export function warrantyIntegrationRoutes(warranty: WarrantyModule, integrationApiKey: string | undefined) {
  const router = new Hono<CallerEnv>();
  router.use(integrationKeyCheck(integrationApiKey));

  router.get("/:number", async (c) => c.json(await warranty.integrationClaim(numberParam(c))));

  router.get("/:number/photos/:photoId", async (c) => {
    const photo = await warranty.integrationPhoto(numberParam(c), uuidParam(c, "photoId", fileNotFound));
    return fileDownload(warranty.storage, photo);
  });

  router.put("/:number/status", async (c) => {
    const number = numberParam(c);
    const body = await parseJson(c, setWarrantyStatusBody);
    return c.json(await warranty.setStatus(number, body, { kind: "integration", name: "Warranty team" }));
  });
  return router;
}
