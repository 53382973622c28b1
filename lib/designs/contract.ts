import { z } from "zod";
import { SCX_SERIES, scxSelectionSchema } from "../builder/scx.ts";
import { cartSchema } from "../cart/contract.ts";
import { createQuoteBody } from "../quotes/contract.ts";
import { hasControlCharacters } from "../shared/safe-text.ts";

/**
 * Saved custom designs (DESIGN-03, DESIGN-04, API-23, API-24): a configuration of the SCX builder
 * saved under a name and a note by a person, within the account they work for. Shared by the server
 * (validation of bodies, shape of answers) and the pages (parsing the answers).
 */

export const designMessages = {
  /** OPEN default of DESIGN: pending copy approval. */
  saved: "Custom design saved",
  saveError: "Could not save custom design",
  /** DESIGN-04, spec §8. */
  loadError: "Failed to load custom designs",
  deleted: "Custom design deleted",
  duplicated: "Custom design duplicated",
} as const;

export const DESIGN_NAME_MAX = 80;
export const DESIGN_NOTE_MAX = 1000;
/** How many designs one person keeps per account: a list, not a store. */
export const MAX_DESIGNS = 200;

const plainText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), `${field} must be plain text`);

/** API-23's body: the series, the configuration, a name and a note. Identity comes from the session. */
export const saveDesignBody = z
  .object({
    series: z.literal(SCX_SERIES).default(SCX_SERIES),
    name: plainText(DESIGN_NAME_MAX, "Name").pipe(z.string().min(1, "Name is required")),
    note: plainText(DESIGN_NOTE_MAX, "Note").default(""),
    configuration: scxSelectionSchema,
  })
  .strict();
export type SaveDesignBody = z.input<typeof saveDesignBody>;

/** Putting a design into the cart: how many fixtures. */
export const designToCartBody = z
  .object({ quantity: z.number().int().min(1).max(99_999).default(1) })
  .strict();

/** "Quote this design": how many fixtures, and the quote's purchase order and notes (API-26's body). */
export const designToQuoteBody = createQuoteBody.extend({
  quantity: z.number().int().min(1).max(99_999).default(1),
});
export type DesignToQuoteBody = z.infer<typeof designToQuoteBody>;

export const designSchema = z.object({
  id: z.string(),
  name: z.string(),
  note: z.string(),
  series: z.literal(SCX_SERIES),
  configuration: scxSelectionSchema,
  /** The configuration in one line ("Length: 4 ft · …"). */
  summary: z.string(),
  catalogNumber: z.string(),
  leadTimeDays: z.number().int(),
  listPriceCents: z.number().int(),
  accountPriceCents: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Design = z.infer<typeof designSchema>;

/** API-24's answer: the caller's designs in the working account, newest first. */
export const designListSchema = z.object({
  designs: z.array(designSchema),
  /** The catalogue's SCX base fixture, which a design is in a project or a cart; null without one. */
  baseProductId: z.string().nullable(),
});
export type DesignList = z.infer<typeof designListSchema>;

export const deletedDesignSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  message: z.string(),
});
export type DeletedDesign = z.infer<typeof deletedDesignSchema>;

/** A design put into the cart: as which catalogue product and options, and the cart after. */
export const designInCartSchema = z.object({
  designId: z.string(),
  sku: z.string(),
  options: z.array(z.object({ group: z.string(), label: z.string() })),
  quantity: z.number().int(),
  message: z.string(),
  cart: cartSchema,
});
export type DesignInCart = z.infer<typeof designInCartSchema>;

/** The builder's prices for the viewer: the base fixture's list price and the account's rule for it. */
export const builderPricingSchema = z.object({
  listPriceCents: z.number().int(),
  rule: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("net"), netPriceCents: z.number().int() }),
      z.object({ kind: z.literal("category"), category: z.string(), percentBasisPoints: z.number().int() }),
    ])
    .nullable(),
  accountName: z.string().nullable(),
  /** The catalogue's SCX base fixture, which a design is in a project or a cart; null without one. */
  baseProductId: z.string().nullable(),
});
export type BuilderPricing = z.infer<typeof builderPricingSchema>;

/** The spec sheet's file name: the design's catalog number. */
export function designPdfFileName(catalogNumber: string): string {
  return `${catalogNumber.replace(/[^A-Za-z0-9_-]/g, "_")}-spec-sheet.pdf`;
}
