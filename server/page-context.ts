import type { SessionUser } from "../lib/accounts/users.ts";
import type { PublicConfig } from "../lib/shared/public-config.ts";
import { createNonce } from "./csp.ts";
import { createLogger, type Logger } from "./logger.ts";
import type { Identity } from "./modules/accounts/identity.ts";
import type { AccountsService } from "./modules/accounts/service.ts";
import type { ProductDetails } from "./modules/catalog/product-details.ts";
import type { CatalogSearch } from "./modules/catalog/search.ts";
import type { CatalogService } from "./modules/catalog/service.ts";

/** What a React Router loader or action may reach: module services and the request's identity. */
export type PageContext = {
  requestId: string;
  /** The Content-Security-Policy nonce of this response's inline scripts (#10.4). */
  nonce: string;
  /** The client's address, for the identity calls' rate limit. */
  clientIp: string;
  /** The signed-in user of the request (from the session cookie), or null for a guest. */
  viewer: SessionUser | null;
  config: PublicConfig;
  catalog: CatalogService;
  search: CatalogSearch;
  productDetails: ProductDetails;
  accounts: AccountsService;
  identity: Identity;
  /** Logs an unexpected failure with the request's id through the server's scrubbed log (#10.1). */
  logError(message: string, error: unknown): void;
};

/** The module services a page may reach (a subset of server/services.ts's Services). */
type PageServices = Pick<PageContext, "catalog" | "search" | "productDetails" | "accounts" | "identity">;

/** The context of one page request: the request's caller and address, the config and the services. */
export function createPageContext(
  services: PageServices,
  config: PublicConfig,
  request: Pick<PageContext, "requestId" | "clientIp" | "viewer"> & { nonce?: string },
  /** Silent when not given (component and unit tests of pages). */
  logger: Logger = createLogger("silent"),
): PageContext {
  return {
    ...request,
    nonce: request.nonce ?? createNonce(),
    logError: (message, error) => logger.error({ requestId: request.requestId, err: error }, message),
    config,
    catalog: services.catalog,
    search: services.search,
    productDetails: services.productDetails,
    accounts: services.accounts,
    identity: services.identity,
  };
}
