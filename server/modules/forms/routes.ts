import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { FORM_NUMBER, formKinds } from "../../../lib/forms/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { idempotencyKeyOf } from "../../db/idempotency.ts";
import { AppError } from "../../errors.ts";
import { type CallerEnv, callerOf, parseJsonOrForm, parseQuery } from "../../http.ts";
import { applicationNotFound } from "./deps.ts";
import type { FormsModule } from "./index.ts";

/** A form's fields as sent: names and texts (each form's own schema then checks them). */
const formFields = z.record(z.string().max(60), z.string().max(5000));
const kindParam = z.enum(formKinds);
const pdfQuery = z.object({ token: z.string().max(100).default("") });

/**
 * `/api/forms-service/…` (issue 15 item 8): the marketing site's forms, open to guests, JSON or an
 * HTML form's body; and the credit application's PDF behind the secret of its link.
 */
export function formRoutes(forms: FormsModule, config: PublicConfig) {
  const router = new Hono<CallerEnv>();
  router.use(async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
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
    if (result.replayed) c.header("Idempotent-Replayed", "true");
    return c.json(result.body, result.status as ContentfulStatusCode);
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
  return router;
}
