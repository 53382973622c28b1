import { isRouteErrorResponse } from "react-router";
import type { SessionUser } from "../lib/accounts/users.ts";
import type { PublicConfig } from "../lib/shared/public-config.ts";
import type { StaffCaller } from "../lib/staff/contract.ts";
import { createNonce } from "./csp.ts";
import { createLogger, type Logger, scrubSecrets } from "./logger.ts";
import type { Services } from "./services.ts";

/**
 * The parts of the services that only the server's own wiring uses: the raw database, settings with
 * secrets, the identity service's internals, the mail adapter, the rate limiter and the payment provider adapter. Pages reach the
 * domain modules only, through the same functions the JSON API calls.
 */
export function pageModulesOf(services: Services) {
  const {
    database: _database,
    settings: _settings,
    auth: _auth,
    mailer: _mailer,
    limiter: _limiter,
    paymentProvider: _paymentProvider,
    ...modules
  } = services;
  return modules;
}

/** The domain modules a page may call: every module services.ts creates, nothing else to register. */
export type PageModules = ReturnType<typeof pageModulesOf>;

/** What a React Router loader or action may reach: the modules and the request's identity. */
export type PageContext = PageModules & {
  requestId: string;
  /** The Content-Security-Policy nonce of this response's inline scripts (#10.4). */
  nonce: string;
  /** The client's address, for the identity calls' rate limit. */
  clientIp: string;
  /** The signed-in user of the request (from the session cookie), or null for a guest. */
  viewer: SessionUser | null;
  /** Issue 33: the staff member of a console page (/staff…) with a second-factor session, else null. */
  staff: StaffCaller | null;
  config: PublicConfig;
  /**
   * Logs what a page threw with the request's id through the server's scrubbed log (#10.1): an
   * unexpected failure at error; a router's answer (a 404, a 405) by its status (`logPageError`).
   */
  logError(message: string, error: unknown): void;
};

/** The context of one page request: the request's caller and address, the config and the modules. */
export function createPageContext(
  services: Services,
  config: PublicConfig,
  request: Pick<PageContext, "requestId" | "clientIp" | "viewer"> & {
    nonce?: string;
    staff?: StaffCaller | null;
  },
  /** Silent when not given (component and unit tests of pages). */
  logger: Logger = createLogger("silent"),
): PageContext {
  return {
    ...pageModulesOf(services),
    ...request,
    staff: request.staff ?? null,
    nonce: request.nonce ?? createNonce(),
    logError: (message, error) => logPageError(logger, request.requestId, message, error),
    config,
  };
}

/** A thrown value that is the router's answer, not a failure: its status and what it says. */
type RouterAnswer = { status: number; statusText: string; reason?: string; cause?: unknown };

/**
 * A Response a route threw, React Router's error response (the 404 of a path no page has, the 405 of a
 * method a page does not take: both carry the router's own Error as `error`) or a thrown `data(…)`.
 */
function routerAnswerOf(thrown: unknown): RouterAnswer | null {
  if (thrown instanceof Response) return { status: thrown.status, statusText: thrown.statusText };
  if (isRouteErrorResponse(thrown)) {
    const cause = (thrown as { error?: unknown }).error;
    const reason =
      cause instanceof Error ? cause.message : typeof thrown.data === "string" ? thrown.data : undefined;
    return { status: thrown.status, statusText: thrown.statusText, reason, cause };
  }
  if (
    typeof thrown === "object" &&
    thrown !== null &&
    (thrown as { type?: unknown }).type === "DataWithResponseInit"
  ) {
    const init = (thrown as { init?: { status?: unknown; statusText?: unknown } | null }).init;
    return {
      status: typeof init?.status === "number" ? init.status : 200,
      statusText: typeof init?.statusText === "string" ? init.statusText : "",
    };
  }
  return null;
}

/**
 * #30.7: a page's log line says what happened. A wrong method or an unknown path (`PUT /`, `PUT
 * /healthz`) is the router answering 405 or 404, logged at info with its status and reason (at warn
 * for a 5xx a route threw on purpose, at debug below 400), so level 50 is left to real failures: an
 * Error, a router's 500 wrapping one, or any other thrown value (serialized readably by logger.ts).
 */
export function logPageError(logger: Logger, requestId: string, message: string, thrown: unknown): void {
  const answer = routerAnswerOf(thrown);
  if (!answer || (answer.status >= 500 && answer.cause instanceof Error)) {
    logger.error({ requestId, err: answer ? answer.cause : thrown }, message);
    return;
  }
  const { status, statusText, reason } = answer;
  const level = status >= 500 ? "warn" : status >= 400 ? "info" : "debug";
  logger[level](
    {
      requestId,
      status,
      ...(statusText ? { statusText } : {}),
      ...(reason ? { reason: scrubSecrets(reason) } : {}),
    },
    `page answered ${status}${statusText ? ` ${statusText}` : ""}`,
  );
}
