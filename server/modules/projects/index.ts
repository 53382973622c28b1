import type { SessionUser } from "../../../lib/accounts/users.ts";
import type {
  AddProjectProductsBody,
  CreateProjectBody,
  CreateProjectWithProductBody,
  UpdateProjectBody,
} from "../../../lib/projects/contract.ts";
import type { DraftBomLine } from "../../../lib/projects/draft-bom.ts";
import type { CreateQuoteBody } from "../../../lib/quotes/contract.ts";
import type { RequestQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { addProducts } from "./add-products.ts";
import { billOfMaterials } from "./bill-of-materials.ts";
import { createProject } from "./create-project.ts";
import { deleteProject } from "./delete-project.ts";
import type { ProjectsDeps } from "./deps.ts";
import { draftBomFile } from "./draft-bom-file.ts";
import { getProject } from "./get-project.ts";
import { listProjects } from "./list-projects.ts";
import { priceDraftBom } from "./price-draft-bom.ts";
import { projectRequestQuote } from "./project-request-quote.ts";
import { projectToCart } from "./project-to-cart.ts";
import { projectToQuote } from "./project-to-quote.ts";
import { draftBomToCart, draftBomToProject, draftBomToQuote } from "./send-draft-bom.ts";
import { updateProject } from "./update-project.ts";

/** The demo users' projects, seeded into an empty database (README, "Demo accounts"). */
export { demoProjects, seedDemoProjects } from "./demo/projects.ts";
export type { ProjectsDeps } from "./deps.ts";
export type { DraftBom } from "./price-draft-bom.ts";

/**
 * The projects module (issue 14, PROJ-01 … PROJ-11, API-38 … API-41): a user's projects within the
 * working account, each a list of configured products with quantities and notes, priced when read at
 * the caller's prices. One use case per file; this binds them to the module's dependencies. Every
 * query reaches a project through the accounts scope and the caller's own user id: another user's or
 * account's project is not found (404).
 */
export function createProjectsModule(deps: ProjectsDeps) {
  return {
    /** API-38. */
    list: (caller: SessionUser) => listProjects(deps, caller),
    get: (caller: SessionUser, projectId: string) => getProject(deps, caller, projectId),
    /** API-39. */
    create: (caller: SessionUser, body: CreateProjectBody, idempotencyKey?: string) =>
      createProject(deps, caller, body, idempotencyKey),
    /** API-41. */
    createWithProduct: (caller: SessionUser, body: CreateProjectWithProductBody, idempotencyKey?: string) =>
      createProject(deps, caller, body, idempotencyKey),
    /** API-40. */
    addProducts: (
      caller: SessionUser,
      projectId: string,
      body: AddProjectProductsBody,
      idempotencyKey?: string,
    ) => addProducts(deps, caller, projectId, body, idempotencyKey),
    update: (caller: SessionUser, projectId: string, body: UpdateProjectBody) =>
      updateProject(deps, caller, projectId, body),
    remove: (caller: SessionUser, projectId: string) => deleteProject(deps, caller, projectId),
    toCart: (caller: SessionUser, projectId: string, idempotencyKey?: string) =>
      projectToCart(deps, caller, projectId, idempotencyKey),
    toQuote: (caller: SessionUser, projectId: string, body: CreateQuoteBody, idempotencyKey?: string) =>
      projectToQuote(deps, caller, projectId, body, idempotencyKey),
    /** Issue 32: the project's lines sent to the rep as a quote request. */
    requestQuote: (caller: SessionUser, projectId: string, body: RequestQuoteBody, idempotencyKey?: string) =>
      projectRequestQuote(deps, caller, projectId, body, idempotencyKey),
    billOfMaterials: (caller: SessionUser, projectId: string, format: "csv" | "pdf", config: PublicConfig) =>
      billOfMaterials(deps, caller, projectId, format, config),
    /**
     * Help me buy's `create-my-bom` (issue 15): a bill of materials that lives in the URL, priced now
     * (list prices for a guest), exported, and sent to a new project, a quote or the cart.
     */
    draftBom: {
      price: (caller: SessionUser | null, lines: readonly DraftBomLine[]) =>
        priceDraftBom(deps, caller, lines),
      file: (
        caller: SessionUser | null,
        lines: readonly DraftBomLine[],
        format: "csv" | "pdf",
        config: PublicConfig,
      ) => draftBomFile(deps, caller, lines, format, config),
      toProject: (
        caller: SessionUser,
        lines: readonly DraftBomLine[],
        name: string,
        idempotencyKey?: string,
      ) => draftBomToProject(deps, caller, lines, name, idempotencyKey),
      toQuote: (
        caller: SessionUser,
        lines: readonly DraftBomLine[],
        body: CreateQuoteBody,
        idempotencyKey?: string,
      ) => draftBomToQuote(deps, caller, lines, body, idempotencyKey),
      toCart: (caller: SessionUser, lines: readonly DraftBomLine[], idempotencyKey?: string) =>
        draftBomToCart(deps, caller, lines, idempotencyKey),
    },
  };
}

export type ProjectsModule = ReturnType<typeof createProjectsModule>;

// The routers the server mounts: thin, one call of this module a route.
export { projectRoutes } from "./routes.ts";
