import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { isConnectionFailure, isDataException } from "../db/errors.ts";
import { AppError, codeForStatus } from "../errors.ts";
import type { Logger } from "../logger.ts";

/** How long a client should wait before retrying when the database is unavailable (#10.7). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * The one place an error becomes a response (architecture rule 5): the JSON body `{ error, code }`
 * with the code's status; an error nobody expected is logged with the request id and answered 500.
 */
export function respondToErrors<E extends { Variables: { requestId: string } }>(
  logger: Logger,
): ErrorHandler<E> {
  return (error, c) => {
    if (error instanceof AppError) {
      const retryAfter = (error as AppError & { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) c.header("Retry-After", String(retryAfter));
      // `details` carries what a person needs besides the message, e.g. a quick order's bad lines.
      const details = error.details === undefined ? {} : { details: error.details };
      return c.json({ error: error.message, code: error.code, ...details }, error.status);
    }
    if (error instanceof HTTPException) {
      // Raised by Hono middleware (the CSRF check, body limits): same JSON shape as our own errors.
      const status = error.status;
      const message = status === 403 ? "Cross-site request refused" : error.message || "Request refused";
      return c.json({ error: message, code: codeForStatus(status) }, status);
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      const where = first?.path.length ? `${first.path.join(".")}: ` : "";
      return c.json({ error: `${where}${first?.message ?? "Invalid input"}`, code: "VALIDATION" }, 400);
    }
    if (isDataException(error)) {
      // A value the database cannot take (e.g. text for a number): bad input that passed validation.
      return c.json({ error: "A value in the request is not valid", code: "VALIDATION" }, 400);
    }
    if (isConnectionFailure(error)) {
      logger.warn({ requestId: c.get("requestId"), err: error }, "database unavailable");
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json(
        {
          error: "The service is briefly unavailable. Please try again in a few seconds.",
          code: "UNAVAILABLE",
        },
        503,
      );
    }
    logger.error({ requestId: c.get("requestId"), err: error }, "unhandled error");
    return c.json({ error: "Something went wrong on our side. Please try again.", code: "INTERNAL" }, 500);
  };
}
