import { Hono } from "hono";
import { z } from "zod";
import { FORM_NUMBER, formKinds } from "../../../lib/forms/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { resumeUploadLimits } from "../../../lib/shared/uploads.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, callerOf, idempotentAnswer, parseJsonOrForm, parseQuery } from "../../http.ts";
import { fileDownload, readUpload } from "../../uploads.ts";
import { applicationNotFound, resumeNotFound } from "./deps.ts";
import type { FormsModule } from "./index.ts";

/** A form's fields as sent: names and texts (each form's own schema then checks them). */
const formFields = z.record(z.string().max(60), z.string().max(5000));
/** The forms of text fields: a job application (careers) is a multipart form of its own. */
const kindParam = z.enum(formKinds).exclude(["careers"]);
const pdfQuery = z.object({ token: z.string().max(100).default("") });

/**
 * `/api/forms-service/…` (issue 15 item 8): the marketing site's forms, open to guests, JSON or an
 * HTML form's body; a job application as a multipart form with its résumé; and the credit
 * application's PDF and the résumé behind the secrets of their links.
 */
export function formRoutes(forms: FormsModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  // ROUTE-24: a job application, a multipart form with one résumé (PDF, DOC or DOCX, at most 5 MB):
  // a larger file is 413 at the byte that passes the limit, another type 400, both { error, code }.
  router.post("/forms/careers", async (c) => {
    const key = idempotencyKeyOf(c);
    const upload = await readUpload(c.req.raw, resumeUploadLimits);
    const caller = await callerOf(c);
    const result = await forms.apply(
      { userId: caller?.userId ?? null, clientIp: c.get("clientIp"), idempotencyKey: key },
      upload,
    );
    return idempotentAnswer(c, result);
  });

  router.post("/forms/:kind", async (c) => {
    const kind = kindParam.safeParse(c.req.param("kind"));
    if (!kind.success) throw new AppError("NOT_FOUND", "No such form");
    const key = idempotencyKeyOf(c);
    const fields = await parseJsonOrForm(c, formFields);
    const caller = await callerOf(c);
    const result = await forms.submit(
      { userId: caller?.userId ?? null, clientIp: c.get("clientIp"), idempotencyKey: key },
      kind.data,
      fields,
    );
    return idempotentAnswer(c, result);
  });

  router.get("/credit-applications/:number/pdf", async (c) => {
    const number = (c.req.param("number") ?? "").toUpperCase();
    if (!FORM_NUMBER.test(number) || !number.startsWith("CA-")) throw applicationNotFound();
    const { token } = parseQuery(c, pdfQuery);
    const { fileName, bytes } = await forms.creditApplicationPdf(number, token, config);
    return c.body(bytes, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });
  // The hiring team's link to a résumé (in their mail only): the application's number and its secret.
  router.get("/applications/:number/resume", async (c) => {
    const number = (c.req.param("number") ?? "").toUpperCase();
    if (!FORM_NUMBER.test(number) || !number.startsWith("JA-")) throw resumeNotFound();
    const { token } = parseQuery(c, pdfQuery);
    return fileDownload(forms.storage, await forms.resume(number, token));
  });
  return router;
}
