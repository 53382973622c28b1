/**
 * Reading a catalogue file: a manufacturer's catalogue (CSV or JSON, format in
 * `lib/catalog/import-contract.ts` and the README) is parsed and every row validated into the import
 * model, without touching the database. Every bad row is reported with its line number; writing the
 * rows is import-catalog.ts's part.
 */
import {
  CATALOG_IMPORT_COLUMNS,
  catalogImportJsonSchema,
  catalogImportRowSchema,
  describeIssue,
  type ImportedProduct,
  REQUIRED_IMPORT_COLUMNS,
} from "../../../lib/catalog/import-contract.ts";
import { readCsv, startLine } from "../../csv.ts";
import { renderFixtureSvg } from "./demo/fixture-svg.ts";

export type CatalogFileFormat = "csv" | "json";
/** A problem with the file, at the line where the row (or JSON product) starts. */
export type ImportError = { line: number; message: string };
export type ImportRow = { line: number; product: ImportedProduct };
export type ParsedCatalogFile = { rows: ImportRow[]; errors: ImportError[] };

/** "catalogue.CSV" → "csv"; null for any other extension. */
export function catalogFormatOf(fileName: string): CatalogFileFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === "csv" || extension === "json" ? extension : null;
}

/**
 * Reads and validates every row of a catalogue file without touching the database. `errors` holds
 * every problem found, sorted by line; the import may run only when it is empty.
 */
export function parseCatalogFile(text: string, format: CatalogFileFormat): ParsedCatalogFile {
  const parsed = format === "csv" ? parseCsv(text) : parseJson(text.replace(/^\uFEFF/, ""));
  parsed.errors.push(...checkCatalogRows(parsed.rows));
  parsed.errors.sort((a, b) => a.line - b.line);
  return parsed;
}

function parseCsv(text: string): ParsedCatalogFile {
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  const read = readCsv(text);
  if ("error" in read) return { rows, errors: [read.error] };
  const { header, body } = read;

  const names = header.record.map((name) => name.trim());
  const headerLine = startLine(header);
  const known = new Set<string>(CATALOG_IMPORT_COLUMNS);
  for (const name of names.filter((name) => !known.has(name))) {
    errors.push({
      line: headerLine,
      message: `unknown column "${name}" (columns: ${[...known].join(", ")})`,
    });
  }
  for (const name of names.filter((name, index) => names.indexOf(name) !== index)) {
    errors.push({ line: headerLine, message: `column "${name}" appears twice` });
  }
  for (const name of REQUIRED_IMPORT_COLUMNS.filter((name) => !names.includes(name))) {
    errors.push({ line: headerLine, message: `the required column "${name}" is missing` });
  }
  // With a bad header every row would repeat the same complaint: report the header alone.
  if (errors.length > 0) return { rows, errors };

  for (const record of body) {
    const line = startLine(record);
    if (record.record.length !== names.length) {
      errors.push({
        line,
        message: `has ${record.record.length} fields, the header has ${names.length}`,
      });
      continue;
    }
    validateRow(Object.fromEntries(names.map((name, index) => [name, record.record[index]])), line, {
      rows,
      errors,
    });
  }
  return { rows, errors };
}

function parseJson(text: string): ParsedCatalogFile {
  const rows: ImportRow[] = [];
  const errors: ImportError[] = [];
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const line = Number(/line (\d+)/.exec(message)?.[1] ?? 1);
    return { rows, errors: [{ line, message: `not a valid JSON file: ${message}` }] };
  }
  const file = catalogImportJsonSchema.safeParse(document);
  if (!file.success) {
    const message = file.error.issues.map(describeIssue).join("; ");
    return { rows, errors: [{ line: 1, message: `must be an object { "products": [ … ] }: ${message}` }] };
  }
  const lines = jsonProductLines(text);
  for (const [index, product] of file.data.products.entries()) {
    validateRow(product, lines[index] ?? 1, { rows, errors });
  }
  return { rows, errors };
}

function validateRow(value: unknown, line: number, into: ParsedCatalogFile): void {
  const result = catalogImportRowSchema.safeParse(value);
  if (result.success) {
    into.rows.push({ line, product: result.data });
  } else {
    for (const issue of result.error.issues) into.errors.push({ line, message: describeIssue(issue) });
  }
}

/**
 * The line on which each element of the top-level `products` array starts. JSON.parse gives no
 * positions, so this walks the (already valid) text, tracking nesting and skipping strings, which in
 * JSON cannot contain a raw line break.
 */
function jsonProductLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let lastString: string | null = null;
  let key: string | null = null;
  let inProducts = false;
  let expectElement = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\n") line++;
    if (char === "\n" || char === " " || char === "\t" || char === "\r") continue;
    if (inProducts && depth === 2 && expectElement && char !== "]") {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') {
      let end = index + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      if (depth === 1) lastString = text.slice(index + 1, end);
      index = end;
    } else if (char === ":" && depth === 1) {
      key = lastString;
    } else if (char === ",") {
      if (depth === 1) key = null;
      if (inProducts && depth === 2) expectElement = true;
    } else if (char === "{" || char === "[") {
      if (char === "[" && depth === 1 && key === "products") {
        inProducts = true;
        expectElement = true;
      }
      depth++;
    } else if (char === "}" || char === "]") {
      depth--;
      if (depth === 1) inProducts = false;
    }
  }
  return lines;
}

/** Checks across rows, and of what the schema alone cannot know: the fixture illustrations that exist. */
export function checkCatalogRows(rows: readonly ImportRow[]): ImportError[] {
  const errors: ImportError[] = [];
  const skus = new Map<string, number>();
  const codes = new Map<string, number>();
  const seriesNames = new Map<string, { name: string; line: number }>();
  const fixtureExists = new Map<string, boolean>();
  for (const { line, product } of rows) {
    // Links are the lower-cased SKU, so SKUs differing only in case would share a page.
    const sku = product.sku.toLowerCase();
    const firstSku = skus.get(sku);
    if (firstSku === undefined) skus.set(sku, line);
    else errors.push({ line, message: `sku: "${product.sku}" appears again (first on line ${firstSku})` });

    const firstCode = codes.get(product.productCode);
    if (firstCode === undefined) codes.set(product.productCode, line);
    else {
      errors.push({
        line,
        message: `productCode: "${product.productCode}" appears again (first on line ${firstCode})`,
      });
    }

    if (product.seriesCode !== null && product.seriesName !== null) {
      const named = seriesNames.get(product.seriesCode);
      if (!named) seriesNames.set(product.seriesCode, { name: product.seriesName, line });
      else if (named.name !== product.seriesName) {
        errors.push({
          line,
          message: `seriesName: series ${product.seriesCode} is named "${named.name}" on line ${named.line}`,
        });
      }
    }

    for (const [index, image] of product.images.entries()) {
      const name = fixtureImageName(image.url);
      if (name === null) continue;
      let exists = fixtureExists.get(name);
      if (exists === undefined) {
        exists = renderFixtureSvg(name) !== null;
        fixtureExists.set(name, exists);
      }
      if (!exists) errors.push({ line, message: `images ${index + 1}: there is no fixture image "${name}"` });
    }
  }
  return errors;
}

const FIXTURE_PREFIX = "/media/fixtures/";
/** The fixture illustration an image URL names (`/media/fixtures/{name}`), or null for any other URL. */
export const fixtureImageName = (url: string) =>
  url.startsWith(FIXTURE_PREFIX) ? decodeURIComponent(url.slice(FIXTURE_PREFIX.length)) : null;
