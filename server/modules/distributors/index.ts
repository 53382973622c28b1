import { distributorMessages } from "../../../lib/distributors/contract.ts";
import type { DistributorsDeps } from "./deps.ts";
import { findNearestDistributors } from "./find-nearest.ts";

export { demoDistributors, seedDemoDistributors } from "./demo/distributors.ts";
export type { DistributorsDeps } from "./deps.ts";

/**
 * The distributors module (issue 15, Help me buy: `find-my-wholeseller`): the stocking distributors'
 * branches and the search for the nearest ones by ZIP code. Public reference data: no caller.
 */
export function createDistributorsModule(deps: DistributorsDeps) {
  return {
    /** The nearest branches to a five-digit ZIP code, with distance in miles, phone and directions. */
    nearest: (zip: string) => findNearestDistributors(deps, zip, distributorMessages.unknownZip(zip)),
  };
}

export type DistributorsModule = ReturnType<typeof createDistributorsModule>;

// The routers the server mounts: thin, one call of this module a route.
export { distributorRoutes } from "./routes.ts";
