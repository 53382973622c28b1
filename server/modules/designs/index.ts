import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DesignToQuoteBody } from "../../../lib/designs/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { addDesignToCart } from "./add-design-to-cart.ts";
import { builderPricing } from "./builder-pricing.ts";
import { deleteDesign } from "./delete-design.ts";
import type { DesignsDeps } from "./deps.ts";
import { designPdf } from "./design-pdf.ts";
import { duplicateDesign } from "./duplicate-design.ts";
import { getDesign } from "./get-design.ts";
import { listDesigns } from "./list-designs.ts";
import { quoteDesign } from "./quote-design.ts";
import { type DesignValues, saveDesign } from "./save-design.ts";

/** The demo buyer's saved designs, seeded into an empty database (README, "Demo accounts"). */
export { demoDesigns, seedDemoDesigns } from "./demo/designs.ts";
export type { DesignsDeps } from "./deps.ts";

/**
 * The designs module (issue 14 item 5, DESIGN-01 … DESIGN-04, API-23, API-24): configurations of the
 * SCX custom builder saved by a person within the account they work for, listed, opened, duplicated,
 * deleted, put into the cart, quoted and drawn as a spec sheet. One use case per file; this binds them to the
 * module's dependencies. Every function takes the caller (from the session); another person's or
 * account's design is not found (404). The option model itself is pure, in lib/builder/scx.ts.
 */
export function createDesignsModule(deps: DesignsDeps) {
  return {
    /** The builder's prices for a viewer (a guest too): the SCX base and the account's rule for it. */
    pricing: (viewer: SessionUser | null) => builderPricing(deps.db, viewer),
    /** API-23. */
    save: (caller: SessionUser, body: DesignValues, idempotencyKey?: string) =>
      saveDesign(deps, caller, body, idempotencyKey),
    /** API-24. */
    list: (caller: SessionUser) => listDesigns(deps, caller),
    get: (caller: SessionUser, designId: string) => getDesign(deps, caller, designId),
    duplicate: (caller: SessionUser, designId: string) => duplicateDesign(deps, caller, designId),
    remove: (caller: SessionUser, designId: string) => deleteDesign(deps, caller, designId),
    addToCart: (caller: SessionUser, designId: string, quantity: number, idempotencyKey?: string) =>
      addDesignToCart(deps, caller, designId, quantity, idempotencyKey),
    /** "Quote this design": a draft quote of the account with the design as its line. */
    toQuote: (caller: SessionUser, designId: string, body: DesignToQuoteBody, idempotencyKey?: string) =>
      quoteDesign(deps, caller, designId, body, idempotencyKey),
    pdf: (caller: SessionUser, designId: string, config: PublicConfig) =>
      designPdf(deps, caller, designId, config),
  };
}

export type DesignsModule = ReturnType<typeof createDesignsModule>;

// The routers the server mounts: thin, one call of this module a route.
export { designRoutes } from "./routes.ts";
