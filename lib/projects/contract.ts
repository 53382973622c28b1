import { z } from "zod";
import { cartItemSchema, MAX_OPTION_CODES, pricedTotalsFields, quantitySchema } from "../cart/contract.ts";
import { text } from "../shared/safe-text.ts";
import {
  MAX_LINE_NOTE_LENGTH,
  MAX_PROJECT_LINES,
  MAX_PROJECT_NAME_LENGTH,
  MAX_PROJECT_NOTE_LENGTH,
} from "./constants.ts";

export * from "./constants.ts";

/**
 * The contract of /api/user-service/projects… (spec §7 "User": API-38 … API-41, PROJ-01 … PROJ-11,
 * and the project page's calls of issue 14): every request body and every answer, shared by the
 * server, which parses and answers them, and the pages (the Add to Project dialog, the portal's
 * `my-quotes-/-projects` tab and the project page), which send and show them.
 *
 * A project is a user's list of configured products within the working account: lines by product and
 * options with a quantity and a note, kept while a job is designed. It holds no prices: its page
 * prices the lines now, at the caller's prices, by the cart's one pricing rule.
 */

const nameMessage = `must be 1 to ${MAX_PROJECT_NAME_LENGTH} characters`;
export const projectNameSchema = z
  .string({ error: "must be text" })
  .trim()
  .min(1, nameMessage)
  .max(MAX_PROJECT_NAME_LENGTH, nameMessage)
  .pipe(text());
/** OPEN default: the note is optional and sent as "" when empty. */
export const projectNoteSchema = z
  .string({ error: "must be text" })
  .trim()
  .max(
    MAX_PROJECT_NOTE_LENGTH,
    `must be at most ${MAX_PROJECT_NOTE_LENGTH.toLocaleString("en-US")} characters`,
  )
  .pipe(text());
const lineNoteSchema = z
  .string({ error: "must be text" })
  .trim()
  .max(MAX_LINE_NOTE_LENGTH, `must be at most ${MAX_LINE_NOTE_LENGTH} characters`)
  .pipe(text());

/** PROJ-06, PROJ-07: one product as the dialog sends it: `{ quantity: 1, productId, options }`. */
export const projectProductSchema = z
  .object({
    productId: z.uuid("must be a product id"),
    quantity: quantitySchema,
    /** The chosen option codes (a product card sends none: the product's defaults). */
    options: z.array(text().trim().min(1).max(40)).max(MAX_OPTION_CODES).default([]),
  })
  .strict();
export type ProjectProduct = z.infer<typeof projectProductSchema>;

/** API-39 `POST user-service/projects`: an empty project. Send an `Idempotency-Key`. */
export const createProjectBody = z
  .object({ name: projectNameSchema, note: projectNoteSchema.default("") })
  .strict();
export type CreateProjectBody = z.infer<typeof createProjectBody>;

/**
 * API-41 `POST user-service/projects/product` (PROJ-07): a new project with its first product. Send an
 * `Idempotency-Key` (one per click of Save): a repeated request answers the first project.
 */
export const createProjectWithProductBody = z
  .object({ name: projectNameSchema, note: projectNoteSchema.default(""), product: projectProductSchema })
  .strict();
export type CreateProjectWithProductBody = z.infer<typeof createProjectWithProductBody>;

/**
 * API-40 `PUT user-service/projects/product/{projectID}` (PROJ-06): products added to the project. A
 * configuration the project holds gets the quantity added (OPEN default: the dialog's 1 raises it by
 * 1) instead of a second line. `projectID`, when sent, must be the path's.
 */
export const addProjectProductsBody = z
  .object({
    projectID: z.string().max(64).optional(),
    products: z.array(projectProductSchema).min(1, "must name a product").max(100),
  })
  .strict();
export type AddProjectProductsBody = z.infer<typeof addProjectProductsBody>;

const lineId = z.uuid("must be a project line id");

/**
 * `PATCH user-service/projects/{projectID}`: any of the name, the note, lines' quantities and notes,
 * lines to remove; all applied in one transaction, or none (404 for a line the project lacks).
 */
export const updateProjectBody = z
  .object({
    name: projectNameSchema.optional(),
    note: projectNoteSchema.optional(),
    items: z
      .array(
        z
          .object({ id: lineId, quantity: quantitySchema.optional(), note: lineNoteSchema.optional() })
          .strict(),
      )
      .max(MAX_PROJECT_LINES)
      .optional(),
    removeItemIds: z.array(lineId).max(MAX_PROJECT_LINES).optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.name !== undefined ||
      body.note !== undefined ||
      (body.items?.length ?? 0) > 0 ||
      (body.removeItemIds?.length ?? 0) > 0,
    { message: "name nothing to change" },
  );
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** API-38: one project of the list (the spec's `projectID`, `name`, `note`), with its counts. */
export const projectSummarySchema = z
  .object({
    projectID: z.uuid(),
    name: z.string(),
    note: z.string(),
    lineCount: z.number().int(),
    unitCount: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectListSchema = z.object({ projects: z.array(projectSummarySchema) }).strict();
export type ProjectList = z.infer<typeof projectListSchema>;

/** A project line: the cart's priced line (at the caller's prices now) and the line's note. */
export const projectLineSchema = cartItemSchema.extend({ note: z.string() });
export type ProjectLine = z.infer<typeof projectLineSchema>;

/** A project with its lines priced now at the caller's prices (no coupon, shipping or surcharge). */
export const projectSchema = projectSummarySchema
  .extend({
    accountId: z.string(),
    items: z.array(projectLineSchema),
    ...pricedTotalsFields,
  })
  .strict();
export type Project = z.infer<typeof projectSchema>;

/** What a product added to a project answers: the project's name for the toast (PROJ-08). */
export const projectSavedSchema = z
  .object({ projectID: z.uuid(), name: z.string(), lineCount: z.number().int(), message: z.string() })
  .strict();
export type ProjectSaved = z.infer<typeof projectSavedSchema>;

/** `POST user-service/projects/{projectID}/cart`: what went into the cart and what the catalogue refused. */
export const projectToCartSchema = z
  .object({
    added: z.number().int(),
    refused: z.array(z.object({ sku: z.string(), reason: z.string() }).strict()),
    lineCount: z.number().int(),
  })
  .strict();
export type ProjectToCart = z.infer<typeof projectToCartSchema>;

/** The bill of materials' file name: the project's name made safe for a header, and the extension. */
export function bomFileName(name: string, extension: "csv" | "pdf"): string {
  const safe =
    name
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "project";
  return `${safe}-bill-of-materials.${extension}`;
}
