import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** The largest JSON or form body any route reads (#10.2). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The routes that take files (issue 14): a multipart body there is read by server/uploads.ts, which
 * enforces each form's own limits (size per file, number of files) while the body streams in.
 */
const uploadRoutes = [
  /^\/api\/user-service\/lighting-layouts(-2)?$/,
  /^\/api\/user-service\/warranty-claims$/,
  /^\/api\/order-service\/integration\/layout-requests\/[^/]+\/status$/,
  // ROUTE-24: a job application with its résumé.
  /^\/api\/forms-service\/forms\/careers$/,
];

function isUpload(c: Context): boolean {
  const multipart = (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  return multipart && uploadRoutes.some((route) => route.test(c.req.path));
}

/**
 * #10.2: no body is read past 1 MB (a declared larger length is refused before reading at all).
 * Uploads are left to their own, larger limits on their own routes.
 */
export function limitBodies(): MiddlewareHandler {
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: "The request body is larger than 1 MB", code: "PAYLOAD_TOO_LARGE" }, 413),
  });
  return (c, next) => (isUpload(c) ? next() : limitBody(c, next));
}
