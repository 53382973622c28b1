import { z } from "zod";

/**
 * The available-rebates lookup as it lives in the URL (`/available-rebates?zip=43215`) and in the API
 * (`GET /api/rebate-service/programs?zip=43215`): a 5-digit US ZIP code, and optionally the page of one
 * measure's qualifying products (`measure`, `offset`).
 */
export const ZIP_MESSAGE = "Enter a 5-digit ZIP code, e.g. 43215.";

export const zipSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, ZIP_MESSAGE);

/** Qualifying products shown per measure on one page. */
export const REBATE_PRODUCTS_PAGE = 6;

export const rebateLookupSchema = z
  .object({
    zip: zipSchema,
    /** The measure whose products are paged; the others show their first page. */
    measure: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    limit: z.coerce.number().int().min(1).max(60).default(REBATE_PRODUCTS_PAGE),
  })
  .strict();
export type RebateLookup = z.infer<typeof rebateLookupSchema>;

export type RebateProgramStatus = "open" | "closing-soon" | "expired";

/** One fixture that qualifies for a measure, with its estimated rebate. */
export type QualifyingProduct = {
  sku: string;
  name: string;
  link: string;
  wattage: number;
  dlcListing: string;
  listPriceCents: number;
  rebateCents: number;
  /** The payback calculator with this fixture and its rebate filled in. */
  paybackLink: string;
};

export type RebateMeasureView = {
  id: number;
  label: string;
  categoryName: string;
  /** The sub-category the measure is narrowed to, or null for the whole category. */
  subCategoryName: string | null;
  /** The catalogue page of the fixtures the measure covers (the sub-category's when narrowed). */
  categoryLink: string;
  wattageMin: number;
  wattageMax: number;
  /** What the fixture typically replaces, in watts (the payback link's existing wattage). */
  baselineWatts: number;
  standardCents: number | null;
  premiumCents: number;
  products: { items: QualifyingProduct[]; total: number; offset: number; limit: number };
};

export type RebateProgramView = {
  code: string;
  utility: string;
  name: string;
  state: string;
  description: string;
  howToApply: string;
  endsOn: string;
  status: RebateProgramStatus;
  capPercent: number | null;
  custom: { centsPerKwh: number; capPercent: number | null } | null;
  /** Empty for an expired program: its measures no longer pay. */
  measures: RebateMeasureView[];
};

export type RebateLookupAnswer = { zip: string; today: string; programs: RebateProgramView[] };

export type CoveredState = { state: string; utilities: string[] };
