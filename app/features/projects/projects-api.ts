import { z } from "zod";
import {
  type AddProjectProductsBody,
  type CreateProjectWithProductBody,
  type Project,
  type ProjectList,
  type ProjectSaved,
  type ProjectToCart,
  projectListSchema,
  projectSavedSchema,
  projectSchema,
  projectToCartSchema,
  type UpdateProjectBody,
} from "../../../lib/projects/contract.ts";
import { type CreateQuoteBody, type Quote, quoteSchema } from "../../../lib/quotes/contract.ts";
import type { RequestQuoteBody } from "../../../lib/quotes/negotiation-contract.ts";
import { type CallOptions, serviceCall } from "../../service-call.ts";

/** The spec's prefix of the user calls (§7 "User"). */
export const USER_SERVICE = "/api/user-service";

const call = <T>(method: string, path: string, schema: z.ZodType<T>, options?: CallOptions) =>
  serviceCall(method, `${USER_SERVICE}${path}`, schema, options);
const id = (projectId: string) => encodeURIComponent(projectId);

/**
 * The browser's calls to `/api/user-service/projects…` (API-38 … API-41 and the project page's),
 * every answer parsed with the schemas of lib/projects/contract.ts. A failure is a `ServiceApiError`.
 */
export const projectsApi = {
  /** API-38 (PROJ-03). */
  list: (): Promise<ProjectList> => call("GET", "/projects", projectListSchema),
  get: (projectId: string): Promise<Project> => call("GET", `/projects/${id(projectId)}`, projectSchema),
  /** API-40 (PROJ-06): products added to an existing project; one key per click of Save. */
  addProducts: (
    projectId: string,
    body: AddProjectProductsBody,
    idempotencyKey: string,
  ): Promise<ProjectSaved> =>
    call("PUT", `/projects/product/${id(projectId)}`, projectSavedSchema, { body, idempotencyKey }),
  /** API-41 (PROJ-07): a new project with its first product; one key per click of Save. */
  createWithProduct: (body: CreateProjectWithProductBody, idempotencyKey: string): Promise<ProjectSaved> =>
    call("POST", "/projects/product", projectSavedSchema, { body, idempotencyKey }),
  update: (projectId: string, body: UpdateProjectBody): Promise<Project> =>
    call("PATCH", `/projects/${id(projectId)}`, projectSchema, { body }),
  remove: (projectId: string): Promise<unknown> =>
    call(
      "DELETE",
      `/projects/${id(projectId)}`,
      z.object({ projectID: z.string(), deleted: z.literal(true) }),
    ),
  /** "Add all to cart": one key per click, so a double click (or a retry) adds the lines once. */
  toCart: (projectId: string, idempotencyKey: string): Promise<ProjectToCart> =>
    call("POST", `/projects/${id(projectId)}/cart`, projectToCartSchema, { idempotencyKey }),
  toQuote: (projectId: string, body: CreateQuoteBody, idempotencyKey: string): Promise<Quote> =>
    call("POST", `/projects/${id(projectId)}/quote`, quoteSchema, { body, idempotencyKey }),
  /** Issue 32: "Request a quote": the project's lines to the account's rep; one key per request. */
  requestQuote: (projectId: string, body: RequestQuoteBody, idempotencyKey: string): Promise<Quote> =>
    call("POST", `/projects/${id(projectId)}/quote-request`, quoteSchema, { body, idempotencyKey }),
};

/** The bill of materials: a plain link (the browser downloads it with the session cookie). */
export function bomHref(projectId: string, format: "csv" | "pdf"): string {
  return `${USER_SERVICE}/projects/${id(projectId)}/bom.${format}`;
}

/** The page of a project. */
export function projectPath(projectId: string): string {
  return `/user/projects/${id(projectId)}`;
}
