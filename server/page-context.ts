import type { SessionUser } from "../lib/accounts/users.ts";
import type { PublicConfig } from "../lib/shared/public-config.ts";
import { createNonce } from "./csp.ts";
import { createLogger, type Logger } from "./logger.ts";
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
  config: PublicConfig;
  /** Logs an unexpected failure with the request's id through the server's scrubbed log (#10.1). */
  logError(message: string, error: unknown): void;
};

/** The context of one page request: the request's caller and address, the config and the modules. */
export function createPageContext(
  services: Services,
  config: PublicConfig,
  request: Pick<PageContext, "requestId" | "clientIp" | "viewer"> & { nonce?: string },
  /** Silent when not given (component and unit tests of pages). */
  logger: Logger = createLogger("silent"),
): PageContext {
  return {
    ...pageModulesOf(services),
    ...request,
    nonce: request.nonce ?? createNonce(),
    logError: (message, error) => logger.error({ requestId: request.requestId, err: error }, message),
    config,
  };
}
