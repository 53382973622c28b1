import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientErrorReportSchema } from "../../../lib/client-log/contract.ts";
import { type CallerEnv, parseJson } from "../../http.ts";
import type { ClientLogModule } from "./index.ts";

/** A report is small: 16 KB of body at most (the contract bounds its parts further). */
const MAX_REPORT_BYTES = 16 * 1024;

type Env = CallerEnv & { Variables: { requestId: string } };

/** `/api/resource-service/…` (spec §7 "Logging and newsletter"): API-64, open to guests and users alike. */
export function clientLogRoutes(clientLog: ClientLogModule) {
  const router = new Hono<Env>();
  router.post(
    "/logs",
    bodyLimit({
      maxSize: MAX_REPORT_BYTES,
      onError: (c) => c.json({ error: "The report is larger than 16 KB", code: "PAYLOAD_TOO_LARGE" }, 413),
    }),
    async (c) => {
      const report = await parseJson(c, clientErrorReportSchema);
      await clientLog.record(report, { clientIp: c.get("clientIp"), requestId: c.get("requestId") });
      return c.body(null, 204);
    },
  );
  return router;
}
