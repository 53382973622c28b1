/**
 * The catalogue import format: one product per CSV row or per element of a JSON file's `products`
 * array, with the same field names in both (docs/catalogue.md, "Catalogue import"). A CSV cell holds lists in a
 * readable encoding (`|` between entries, `:` between an entry's parts); JSON may use nested arrays
 * and objects instead, or the same strings.
 *
 * The row schema turns either form into the product as it is stored: price in integer cents, spec
 * string, link, image alt texts, options in catalog-number order with their defaults.
 */
import { z } from "zod";
import {
  categorySlug,
  type DocumentType,
  documentTypes,
  mediaImageUrl,
  type OptionGroup,
  optionGroups,
  type ProductImage,
  SPEC_SEPARATOR,
} from "./catalog.ts";
import { technicalSpecs } from "./technical-specs.ts";

/** Every column, in the order of the sample file. */
export const CATALOG_IMPORT_COLUMNS = [
  "sku",
  "productCode",
  "name",
  "description",
  "category",
  "subCategory",
  "series",
  "seriesName",
  "listPrice",
  "wattage",
  "lumens",
  "cctKelvin",
  "cri",
  "voltage",
  "dimming",
  "ipRating",
  "dlcListing",
  "mounting",
  "warrantyYears",
  "dimensions",
  "shipWeightLb",
  "cartonSize",
  "leadTimeDays",
  "application",
  "extraSpecs",
  "images",
  "options",
  "documents",
  "featured",
] as const;
export type CatalogImportColumn = (typeof CATALOG_IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS = [
  "sku",
  "productCode",
  "name",
  "category",
  "subCategory",
  "listPrice",
] as const satisfies readonly CatalogImportColumn[];

/** Between the entries of a list cell (images, options, documents, extraSpecs). */
export const LIST_SEPARATOR = "|";
/** Between the parts of an option or document entry. */
export const PART_SEPARATOR = ":";

/** Largest accepted price: $10,000,000.00, well inside the 32-bit cents columns. */
const MAX_CENTS = 1_000_000_000;

/**
 * "1,299.50" or "$12" → integer cents, read digit by digit from the text so no binary fraction is
 * ever involved (parseFloat("1.15") * 100 is 114.99999999999999). Null when it is not an amount of
 * dollars with at most two decimals.
 */
export function parseDollarsToCents(text: string): number | null {
  const match = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? "").replaceAll(",", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = dollars * 100 + cents;
  return total <= MAX_CENTS ? total : null;
}

// ---------------------------------------------------------------------------------------------
// Cells: each accepts the CSV text or the JSON value
// ---------------------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value === null ? undefined : value;

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .trim()
    // A blank value gets one message, not also those of the format checks that follow.
    .min(1, { error: "is required", abort: true })
    .max(max, `must be at most ${max} characters`);

const noSeparator = (text: string) => !text.includes(SPEC_SEPARATOR);
const separatorMessage = `must not contain "${SPEC_SEPARATOR}"`;

/** Optional text; blank becomes null. Spec values may not contain the spec separator. */
const optionalText = (max: number, spec = false) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: "must be text" })
        .trim()
        .max(max, `must be at most ${max} characters`)
        .refine((text) => !spec || noSeparator(text), separatorMessage)
        .optional(),
    )
    .transform((value) => value ?? null);

const optionalInteger = (min: number, max: number) =>
  z
    .preprocess((value) => {
      const present = blankToUndefined(value);
      return typeof present === "string" && /^\s*-?\d+\s*$/.test(present) ? Number(present) : present;
    }, z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional())
    .transform((value) => value ?? null);

/** A boxed weight in pounds ("1.25" or 1.25, up to 2,000 lb), to whole ounces (at least 1). */
const optionalPounds = z
  .preprocess((value) => {
    const present = blankToUndefined(value);
    return typeof present === "string" && /^\s*\d+(\.\d+)?\s*$/.test(present) ? Number(present) : present;
  }, z
    .number({ error: "must be a weight in pounds like 1.25" })
    .positive("must be more than 0")
    .max(2000, "must be at most 2000")
    .optional())
  .transform((value) => (value === undefined ? null : Math.max(1, Math.round(value * 16))));

/** A carton's outside size in whole inches, "L x W x H" ("12 x 10 x 6"), longest side first once read. */
const optionalCarton = z
  .preprocess(
    blankToUndefined,
    z
      .string({ error: "must be text" })
      .trim()
      .regex(/^\d{1,3}\s*x\s*\d{1,3}\s*x\s*\d{1,3}$/i, 'must be three whole inches like "12 x 10 x 6"')
      .optional(),
  )
  .transform((value) => {
    if (value === undefined) return null;
    const sides = value
      .split(/x/i)
      .map((side) => Number(side.trim()))
      .sort((a, b) => b - a);
    return sides.some((side) => side < 1) ? null : (sides as [number, number, number]);
  });

/** Dollars as text ("129.50") or a JSON number (129.5), to integer cents. */
const dollars = z
  .union([z.string(), z.number()], {
    error: (issue) => (issue.input === undefined ? "is required" : "must be an amount in dollars"),
  })
  .transform((value, ctx) => {
    if (typeof value === "string" && value.trim() === "") {
      ctx.addIssue({ code: "custom", message: "is required" });
      return z.NEVER;
    }
    // String(129.5) is "129.5": a JSON number is read through its shortest decimal text.
    const text = String(value).trim();
    if (text.startsWith("-")) {
      ctx.addIssue({ code: "custom", message: `must not be negative (${text})` });
      return z.NEVER;
    }
    const cents = parseDollarsToCents(text);
    if (cents === null) {
      ctx.addIssue({
        code: "custom",
        message: `"${text}" is not an amount of dollars from 0 to 10,000,000 with at most 2 decimals, e.g. 129.50`,
      });
      return z.NEVER;
    }
    return cents;
  });

const truthy = ["true", "yes", "y", "1"];
const falsy = ["false", "no", "n", "0"];
const flag = z
  .preprocess((value) => {
    const present = blankToUndefined(value);
    if (typeof present !== "string") return present;
    const word = present.trim().toLowerCase();
    return truthy.includes(word) ? true : falsy.includes(word) ? false : present;
  }, z.boolean({ error: "must be true or false" }).optional())
  .transform((value) => value ?? false);

/** A list cell: "a|b|c" in CSV, an array in JSON. */
const splitList = (value: unknown) => {
  const present = blankToUndefined(value);
  if (typeof present !== "string") return present ?? [];
  return present
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter(Boolean);
};

/**
 * Encoded entries ("group:code:name:segment:price") become objects; a malformed entry is reported
 * with its position and text, and the rest of the cell is not checked further.
 */
function encodedList<T extends z.ZodType>(
  entry: T,
  encoding: string,
  decode: (entry: string) => Record<string, string> | null,
) {
  return z.preprocess(
    (value, ctx) => {
      const present = blankToUndefined(value);
      if (typeof present !== "string") return present ?? [];
      const entries = splitList(present) as string[];
      return entries.map((text, index) => {
        const decoded = decode(text);
        if (!decoded) {
          ctx.addIssue({
            code: "custom",
            message: `entry ${index + 1} "${text}" is not ${encoding}`,
            input: text,
          });
        }
        return decoded;
      });
    },
    z.array(entry, { error: `must be a list of ${encoding} entries` }),
  );
}

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FIXTURE_IMAGE_PATTERN = /^[a-z]+-\d{1,2}\.svg$/;
const URL_PATTERN = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

const code = (max: number, what: string) =>
  requiredText(max).regex(CODE_PATTERN, `must be a ${what} of letters, digits, ".", "-" or "_"`);

const optionEntry = z
  .object({
    group: z.enum(optionGroups, {
      error: (issue) => `unknown option group "${String(issue.input)}" (one of ${optionGroups.join(", ")})`,
    }),
    code: code(40, "code"),
    name: requiredText(120),
    segment: code(20, "catalog number segment"),
    price: dollars,
  })
  .strict();

const documentEntry = z
  .object({
    type: z.enum(documentTypes, {
      error: (issue) => `unknown document type "${String(issue.input)}" (one of ${documentTypes.join(", ")})`,
    }),
    title: requiredText(200),
    url: requiredText(2000).regex(URL_PATTERN, "must be a path starting with / or an http(s) URL"),
  })
  .strict();

const image = requiredText(2000).refine(
  (text) => FIXTURE_IMAGE_PATTERN.test(text) || URL_PATTERN.test(text),
  "must be a fixture image name like downlight-1.svg, a path starting with / or an http(s) URL",
);

const extraSpec = requiredText(120)
  .refine(noSeparator, separatorMessage)
  .regex(/^[^:]+: \S/, 'must read "Label: value"');

// ---------------------------------------------------------------------------------------------
// The row
// ---------------------------------------------------------------------------------------------

const productFields = z
  .object({
    sku: requiredText(64).regex(SKU_PATTERN, 'must be letters, digits, ".", "-" or "_"'),
    productCode: code(64, "code"),
    name: requiredText(200),
    description: optionalText(5000),
    category: requiredText(80),
    subCategory: requiredText(80),
    /** The series code; a new code creates the series. */
    series: z.preprocess(blankToUndefined, code(20, "code").optional()).transform((value) => value ?? null),
    /** The series' name, used when the series is new. */
    seriesName: optionalText(120),
    listPrice: dollars,
    wattage: optionalInteger(0, 100_000),
    lumens: optionalInteger(0, 10_000_000),
    cctKelvin: optionalInteger(1000, 10_000),
    cri: optionalInteger(0, 100),
    voltage: optionalText(40, true),
    dimming: optionalText(40, true),
    ipRating: optionalText(20, true),
    dlcListing: optionalText(40, true),
    mounting: optionalText(60),
    warrantyYears: optionalInteger(0, 50),
    dimensions: optionalText(80, true),
    /** Shipping facts (issue 32 item 1): optional; unknown ones take the freight rules' defaults. */
    shipWeightLb: optionalPounds,
    cartonSize: optionalCarton,
    /** Business days from the order to the dock. */
    leadTimeDays: optionalInteger(0, 250),
    application: optionalText(500),
    /** Spec lines without a typed column ("Battery: Ni-Cd, 90 min"). */
    extraSpecs: z.preprocess(splitList, z.array(extraSpec).max(20, "must have at most 20 lines")),
    images: z.preprocess(splitList, z.array(image).max(12, "must have at most 12 images")),
    options: encodedList(optionEntry, "group:code:name:segment:price", (entry) => {
      // The name is everything between the code and the segment, so it may contain ":".
      const parts = entry.split(PART_SEPARATOR).map((part) => part.trim());
      if (parts.length < 5) return null;
      const [group, code, ...rest] = parts as [string, string, ...string[]];
      const price = rest.pop() as string;
      const segment = rest.pop() as string;
      return { group, code, name: rest.join(PART_SEPARATOR), segment, price };
    }),
    documents: encodedList(documentEntry, "type:title:url", (entry) => {
      // The URL contains ":" (https://…) and the title may: the URL is the shortest tail after a
      // ":" that starts a path or an http(s) address.
      const match = /^([^:]+):(.+?):(\/\S*|https?:\/\/\S+)$/.exec(entry);
      return match ? { type: match[1] ?? "", title: match[2] ?? "", url: match[3] ?? "" } : null;
    }),
    featured: flag,
  })
  .strict();

type ProductFields = z.infer<typeof productFields>;

/** One option as stored: position is its place in the catalog number, the first of a group the default. */
export type ImportedOption = {
  optionCode: string;
  name: string;
  group: OptionGroup;
  catalogSegment: string;
  priceCents: number;
  isDefault: boolean;
  position: number;
};
export type ImportedDocument = { type: DocumentType; title: string; url: string };

/** A validated row: the product's own columns plus where it belongs and what it offers. */
export type ImportedProduct = {
  sku: string;
  productCode: string;
  name: string;
  description: string;
  category: string;
  subCategory: string;
  seriesCode: string | null;
  seriesName: string | null;
  listPriceCents: number;
  wattage: number | null;
  lumens: number | null;
  cctKelvin: number | null;
  cri: number | null;
  voltage: string | null;
  dimming: string | null;
  ipRating: string | null;
  dlcListing: string | null;
  mounting: string | null;
  warrantyYears: number | null;
  dimensions: string | null;
  shipWeightOz: number | null;
  cartonLengthIn: number | null;
  cartonWidthIn: number | null;
  cartonHeightIn: number | null;
  leadTimeDays: number | null;
  application: string;
  featured: boolean;
  images: ProductImage[];
  technicalSpecs: string;
  link: string;
  options: ImportedOption[];
  documents: ImportedDocument[];
};

/** The values that occur more than once, each named once. */
function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

function toImportedProduct(row: ProductFields): ImportedProduct {
  const { series, extraSpecs, listPrice, images, options, documents, shipWeightLb, cartonSize, ...columns } =
    row;
  // Catalog-number order is the order of the option groups; within a group, the file's order.
  const ordered = options
    .map((option, index) => ({ option, index }))
    .sort(
      (a, b) =>
        optionGroups.indexOf(a.option.group) - optionGroups.indexOf(b.option.group) || a.index - b.index,
    );
  const defaults = new Set<OptionGroup>();
  const importedOptions = ordered.map(({ option }, index) => {
    const isDefault = !defaults.has(option.group);
    defaults.add(option.group);
    return {
      optionCode: option.code,
      name: option.name,
      group: option.group,
      catalogSegment: option.segment,
      priceCents: option.price,
      isDefault,
      position: index + 1,
    };
  });
  const offeredCctKelvins = importedOptions
    .filter((option) => option.group === "CCT")
    .map((option) => Number.parseInt(option.name, 10))
    .filter(Number.isFinite);
  return {
    ...columns,
    description: columns.description ?? "",
    application: columns.application ?? "",
    seriesCode: series,
    listPriceCents: listPrice,
    shipWeightOz: shipWeightLb,
    cartonLengthIn: cartonSize?.[0] ?? null,
    cartonWidthIn: cartonSize?.[1] ?? null,
    cartonHeightIn: cartonSize?.[2] ?? null,
    images: images.map((source, view) => ({
      url: FIXTURE_IMAGE_PATTERN.test(source) ? mediaImageUrl(source) : source,
      alt: `${columns.name} – view ${view + 1}`,
    })),
    technicalSpecs: technicalSpecs({ ...columns, offeredCctKelvins, extraLines: extraSpecs }),
    link: `/product/${columns.sku.toLowerCase()}`,
    options: importedOptions,
    documents,
  };
}

/** One product of an import file, CSV row or JSON object. */
export const catalogImportRowSchema = productFields
  .superRefine((row, ctx) => {
    for (const code of duplicates(row.options.map((option) => option.code))) {
      ctx.addIssue({ code: "custom", path: ["options"], message: `option code "${code}" appears twice` });
    }
    for (const type of duplicates(row.documents.map((document) => document.type))) {
      ctx.addIssue({ code: "custom", path: ["documents"], message: `document type "${type}" appears twice` });
    }
  })
  .transform(toImportedProduct);

/** The JSON file: `{ "products": [ … ] }`; each product is validated on its own. */
export const catalogImportJsonSchema = z
  .object({ products: z.array(z.unknown(), { error: "products must be an array" }) })
  .strict();

/** "Downlights" and "downlights" are one category: names are compared by their URL slug. */
export const categoryKey = (name: string) => categorySlug(name.trim()).toLowerCase();

/** An issue as a person reads it: "options: entry 2 …", "documents 1 type: unknown document type …". */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const message =
    issue.code === "unrecognized_keys"
      ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")}`
      : issue.message;
  const [field, ...rest] = issue.path;
  if (field === undefined) return message;
  // Nested paths count from 1, as people count entries in a cell.
  const where = [String(field), ...rest.map((part) => (typeof part === "number" ? part + 1 : String(part)))];
  return `${where.join(" ")}: ${message}`;
}
