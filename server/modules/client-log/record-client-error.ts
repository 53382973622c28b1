import type { ClientErrorReport } from "../../../lib/client-log/contract.ts";
import { redactRequest, scrubText } from "../../../lib/client-log/redact.ts";
import { type ClientLogDeps, DEFAULT_CLIENT_LOG_RULE, TOO_MANY_REPORTS } from "./deps.ts";

/** Who sent a report, as far as the log needs to know. */
export type ReportOrigin = { clientIp: string; requestId: string };

/**
 * ERR-01, API-64: a failed service call the browser reported, written to the server log (not the
 * database: the log is where operators look, and a report holds nothing to act on later) with the
 * request id of the report, after the client's redaction is done again here, so no token, card data or
 * password reaches the log whatever the client sent. Rate limited per client address (429).
 */
export async function recordClientError(
  { limiter, logger, rule = DEFAULT_CLIENT_LOG_RULE }: ClientLogDeps,
  report: ClientErrorReport,
  origin: ReportOrigin,
): Promise<void> {
  await limiter.enforce(`client-log:${origin.clientIp}`, rule, TOO_MANY_REPORTS);
  logger.warn(
    {
      requestId: origin.requestId,
      clientError: {
        endpoint: scrubText(report.endpoint),
        error: typeof report.error === "string" ? scrubText(report.error) : redactRequest(report.error),
        ...(report.request === undefined ? {} : { request: redactRequest(report.request) }),
      },
    },
    "a service call failed in the browser",
  );
}
