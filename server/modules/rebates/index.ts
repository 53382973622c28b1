import type { RebateLookup } from "../../../lib/rebates/contract.ts";
import { coveredStates } from "./covered-states.ts";
import type { RebatesDeps } from "./deps.ts";
import { findRebates } from "./find-rebates.ts";

/** The demo utility programs, seeded into a database without any (docs/marketing-pages.md, "Available rebates"). */
export { demoRebatePrograms } from "./demo/programs.ts";
export type { RebatesDeps } from "./deps.ts";
export { seedRebatePrograms } from "./seed-rebate-programs.ts";

/**
 * Utility rebate programs (issue 15 item 4, ROUTE-14): which programs serve a ZIP code, which
 * catalogue fixtures qualify for their prescriptive measures and what each one earns, and the states
 * the programs cover. Public data: no caller.
 */
export function createRebatesModule(deps: RebatesDeps) {
  return {
    find: (lookup: RebateLookup) => findRebates(deps, lookup),
    coveredStates: () => coveredStates(deps),
  };
}

export type RebatesModule = ReturnType<typeof createRebatesModule>;

// The routers the server mounts: thin, one call of this module a route.
export { rebateRoutes } from "./routes.ts";
