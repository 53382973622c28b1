import { z } from "zod";

export { CLIENT_LOG_PATH } from "./path.ts";

/** How large a report's `request` may be, as JSON. */
export const MAX_REPORTED_REQUEST_CHARS = 8000;

const jsonSize = (value: unknown) => {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/**
 * API-64 `POST resource-service/logs` with body `{ endpoint, error, request }` (ERR-01): the call that
 * failed, what went wrong (a text, or an object such as `{ status, message }`) and the request as the
 * client made it. Bounded so a report cannot flood the log.
 */
export const clientErrorReportSchema = z
  .object({
    endpoint: z.string().trim().min(1, "endpoint is required").max(500),
    error: z.union([
      z.string().trim().min(1, "error is required").max(2000),
      z
        .record(z.string(), z.unknown())
        .refine((value) => jsonSize(value) <= 2000, "error: at most 2000 characters as JSON"),
    ]),
    request: z
      .unknown()
      .optional()
      .refine(
        (value) => value === undefined || jsonSize(value) <= MAX_REPORTED_REQUEST_CHARS,
        `request: at most ${MAX_REPORTED_REQUEST_CHARS} characters as JSON`,
      ),
  })
  .strict();

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
