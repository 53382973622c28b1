import { z } from "zod";

/**
 * Issue 33 item 5: the catalogue-and-pricing role's console contracts, shared by the staff API, the
 * console's pages and their tests: file imports (catalogue, price lists) with their dry run and row
 * errors, coupons, and the freight rules.
 */

/** The largest import file the console takes (the CLI takes any size). */
export const STAFF_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const importFormats = ["csv", "json"] as const;
export type ImportFormat = (typeof importFormats)[number];

/**
 * One import call: the file's text and name; `dryRun` checks and counts, writing nothing. An import
 * (not a dry run) names the SHA-256 of the file its dry run checked (`checked`): the console imports
 * only the very file it has shown the outcome of (the file is uploaded again, not kept on the server).
 */
export const staffImportBody = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    format: z.enum(importFormats),
    text: z.string().max(STAFF_IMPORT_MAX_BYTES, "The file is larger than 20 MB"),
    dryRun: z.boolean(),
    checked: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
  })
  .strict();
export type StaffImportBody = z.infer<typeof staffImportBody>;

/** A bad row of an import file: its line, the field it is about ("" for the row or file) and why. */
export type ImportRowError = { line: number; field: string; message: string };

/** What an import (or its dry run) answers: the counts, or every bad row and nothing written. */
export type StaffImportReport<Counts> =
  | { ok: true; dryRun: boolean; fileName: string; sha256: string; counts: Counts }
  | { ok: false; dryRun: boolean; fileName: string; sha256: string; errors: ImportRowError[] };

/** The parsers say "field: message" (CSV column or JSON path first); split it for the table. */
export function importRowError(error: { line: number; message: string }): ImportRowError {
  const match = /^([A-Za-z][\w ]{0,60}): (.+)$/s.exec(error.message);
  if (!match || /^(unknown|the|column|has) /.test(error.message)) {
    return { line: error.line, field: "", message: error.message };
  }
  return { line: error.line, field: match[1] ?? "", message: match[2] ?? error.message };
}

/** "catalogue.CSV" → "csv"; null for any other extension. */
export function importFormatOf(fileName: string): ImportFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === "csv" || extension === "json" ? extension : null;
}

// Coupons.

/** A coupon's code: letters, digits, dashes and underscores, compared case-insensitively. */
const couponCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, "Use 1 to 40 letters, digits, dashes or underscores");

/** A date (YYYY-MM-DD) the coupon works through, inclusive; it expires at the end of that day (UTC). */
const endDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Enter a real date");

const couponFields = {
  description: z.string().trim().max(200).default(""),
  /** Percent off (1 to 100, up to two decimals), or a flat amount off in cents: exactly one. */
  percentOff: z.number().min(1, "Percent off is 1 to 100").max(100, "Percent off is 1 to 100").nullable(),
  amountOffCents: z
    .number()
    .int()
    .min(1, "The amount off is at least 1 cent")
    .max(100_000_000, "The amount off is at most $1,000,000")
    .nullable(),
  endsOn: endDate.nullable(),
  maxRedemptions: z.number().int().min(1, "Allow at least one use").max(10_000_000).nullable(),
};

const oneKind = (coupon: { percentOff: number | null; amountOffCents: number | null }) =>
  (coupon.percentOff === null) !== (coupon.amountOffCents === null);
const oneKindMessage = { message: "Give a percent off or an amount off, not both", path: ["percentOff"] };

export const couponCreateBody = z
  .object({ code: couponCode, ...couponFields })
  .strict()
  .refine(oneKind, oneKindMessage);
export type CouponCreateBody = z.infer<typeof couponCreateBody>;

export const couponUpdateBody = z.object(couponFields).strict().refine(oneKind, oneKindMessage);
export type CouponUpdateBody = z.infer<typeof couponUpdateBody>;

export const couponListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: z.enum(["active", "expired", "all"]).default("all"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(25),
    /** "Export CSV": every coupon the filters match, as a file. */
    format: z.enum(["csv"]).optional(),
  })
  .strict();
export type CouponListQuery = z.infer<typeof couponListQuery>;

/** A coupon as the console lists it. */
export type StaffCoupon = {
  code: string;
  description: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Limited to some products (the product codes), or null for the whole cart. */
  productCodes: string[] | null;
  expiresAt: string | null;
  maxRedemptions: number | null;
  /** Uses taken: orders placed with it and carts holding it now (the cart module's count). */
  redemptions: number;
  active: boolean;
  createdAt: string;
};

// Freight rules.

/** The freight rules as saved in the console: the JSON text, checked by the rules' own schema. */
export const freightRulesSaveBody = z.object({ rules: z.unknown() }).strict();

/** Where the rules checkout uses come from: the file (the default) or a version saved in the console. */
export type FreightRulesView = {
  source: "file" | "console";
  /** The saved version's number; 0 for the file. */
  revision: number;
  savedAt: string | null;
  savedBy: string | null;
  rules: unknown;
  /** The file's rules, to start again from. */
  fileRules: unknown;
};

/** One problem of rules that do not hold: the path in the JSON and why. */
export type FreightRuleProblem = { path: string; message: string };
