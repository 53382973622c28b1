import { type Context, Hono } from "hono";
import { LAYOUT_NUMBER, setLayoutStatusBody } from "../../../lib/layouts/contract.ts";
import { layoutUploadLimits, returnedLayoutLimits } from "../../../lib/shared/uploads.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import {
  type CallerEnv,
  callerOf,
  idempotentAnswer,
  integrationKeyCheck,
  parseJson,
  requireCaller,
  uuidParam,
} from "../../http.ts";
import { fileDownload, parseFields, readUpload } from "../../uploads.ts";
import { fileNotFound, layoutNotFound } from "./deps.ts";
import type { LayoutsModule } from "./index.ts";

function numberParam(c: Context): string {
  const value = (c.req.param("number") ?? "").toUpperCase();
  if (!LAYOUT_NUMBER.test(value)) throw layoutNotFound();
  return value;
}

/**
 * `/api/user-service/lighting-layouts…` (API-33 … API-35). Sending is open to guests (the form says
 * who they are); listing and downloads are the signed-in requester's, within their working account.
 */
export function layoutRoutes(layouts: LayoutsModule) {
  const router = new Hono<CallerEnv>();

  router.use("/lighting-layouts*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  // API-33 (LAYOUT-01).
  router.get("/lighting-layouts", async (c) => c.json(await layouts.list(await requireCaller(c))));

  // API-34 (LAYOUT-02) and API-35 (AMB-36): one submission behind both paths; the form uses the
  // first, and the second answers the same with a Deprecation header until its owner retires it.
  const submit = async (c: Context<CallerEnv>) => {
    const caller = await callerOf(c);
    const key = idempotencyKeyOf(c);
    const upload = await readUpload(c.req.raw, layoutUploadLimits);
    const result = await layouts.submit({ caller, clientIp: c.get("clientIp"), idempotencyKey: key }, upload);
    return idempotentAnswer(c, result);
  };
  router.post("/lighting-layouts", submit);
  router.post("/lighting-layouts-2", async (c) => {
    c.header("Deprecation", "true");
    c.header("Link", '</api/user-service/lighting-layouts>; rel="successor-version"');
    return submit(c);
  });

  router.get("/lighting-layouts/:rid/files/:fileId", async (c) => {
    const caller = await requireCaller(c);
    const rid = uuidParam(c, "rid", layoutNotFound);
    const file = await layouts.file(caller, rid, uuidParam(c, "fileId", fileNotFound));
    return fileDownload(layouts.storage, file);
  });

  return router;
}

/**
 * `/api/order-service/integration/layout-requests…`: the design team's system (X-Api-Key, the orders
 * integration API's check) reads a request with its files and downloads them, moves it on and returns
 * the layouts as files: a JSON body `{ status, note }`, or a multipart form with `status`, `note` and
 * `files`.
 */
export function layoutIntegrationRoutes(layouts: LayoutsModule, integrationApiKey: string | undefined) {
  const router = new Hono<CallerEnv>();
  router.use(integrationKeyCheck(integrationApiKey));

  router.get("/:number", async (c) => c.json(await layouts.integrationRequest(numberParam(c))));

  router.put("/:number/status", async (c) => {
    const number = numberParam(c);
    const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
    if (!multipart) {
      const body = await parseJson(c, setLayoutStatusBody);
      return c.json(await layouts.setStatus(number, body, [], { kind: "integration", name: "Design team" }));
    }
    const upload = await readUpload(c.req.raw, returnedLayoutLimits);
    const body = parseFields(setLayoutStatusBody, upload.fields);
    return c.json(
      await layouts.setStatus(number, body, upload.files, { kind: "integration", name: "Design team" }),
    );
  });

  router.get("/:number/files/:fileId", async (c) => {
    const file = await layouts.integrationFile(numberParam(c), uuidParam(c, "fileId", fileNotFound));
    return fileDownload(layouts.storage, file);
  });

  return router;
}
