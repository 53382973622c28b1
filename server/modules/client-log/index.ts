import type { ClientErrorReport } from "../../../lib/client-log/contract.ts";
import type { ClientLogDeps } from "./deps.ts";
import { type ReportOrigin, recordClientError } from "./record-client-error.ts";

export type { ClientLogDeps } from "./deps.ts";
export type { ReportOrigin } from "./record-client-error.ts";

/**
 * The client error log (ERR-01, API-64): the browser's reports of failed service calls, into the
 * server log. It has no tables: reports go to the log only (its rate-limit counters are the
 * ratelimit module's).
 */
export function createClientLogModule(deps: ClientLogDeps) {
  return {
    record: (report: ClientErrorReport, origin: ReportOrigin) => recordClientError(deps, report, origin),
  };
}

export type ClientLogModule = ReturnType<typeof createClientLogModule>;

// The routers the server mounts: thin, one call of this module a route.
export { clientLogRoutes } from "./routes.ts";
