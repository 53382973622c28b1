/**
 * Reading a price list file (CSV, format in lib/pricing/price-list-contract.ts and the README): every
 * row parsed and validated without touching the database; every bad row reported with its line
 * number. Checking the rows against the database and writing them is import-price-list.ts's part.
 */
import {
  describeIssue,
  PRICE_LIST_COLUMNS,
  type PriceListEntry,
  priceListRowSchema,
  REQUIRED_PRICE_LIST_COLUMNS,
} from "../../../lib/pricing/price-list-contract.ts";
import { readCsv } from "../../csv.ts";

export type PriceListError = { line: number; message: string };
export type PriceListRow = { line: number; entry: PriceListEntry };
export type ParsedPriceList = { rows: PriceListRow[]; errors: PriceListError[] };

/** Reads and validates every row of a price list CSV; the import may run only when `errors` is empty. */
export function parsePriceListFile(text: string): ParsedPriceList {
  const rows: PriceListRow[] = [];
  const errors: PriceListError[] = [];
  const read = readCsv(text);
  if ("error" in read) return { rows, errors: [read.error] };
  const { header, body } = read;
  const names = header.record.map((name) => name.trim());
  const known = new Set<string>(PRICE_LIST_COLUMNS);
  for (const name of names.filter((name) => !known.has(name))) {
    errors.push({
      line: header.info.lines,
      message: `unknown column "${name}" (columns: ${PRICE_LIST_COLUMNS.join(", ")})`,
    });
  }
  for (const name of names.filter((name, index) => names.indexOf(name) !== index)) {
    errors.push({ line: header.info.lines, message: `column "${name}" appears twice` });
  }
  for (const name of REQUIRED_PRICE_LIST_COLUMNS.filter((name) => !names.includes(name))) {
    errors.push({ line: header.info.lines, message: `the required column "${name}" is missing` });
  }
  if (errors.length > 0) return { rows, errors };
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== names.length) {
      errors.push({ line, message: `has ${record.length} fields, the header has ${names.length}` });
      continue;
    }
    const result = priceListRowSchema.safeParse(
      Object.fromEntries(names.map((name, i) => [name, record[i]])),
    );
    if (result.success) rows.push({ line, entry: result.data });
    else for (const issue of result.error.issues) errors.push({ line, message: describeIssue(issue) });
  }
  errors.push(...duplicates(rows));
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/** An account's SKU or category named twice (case-insensitively): which one was meant? */
function duplicates(rows: readonly PriceListRow[]): PriceListError[] {
  const seen = new Map<string, number>();
  const errors: PriceListError[] = [];
  for (const { line, entry } of rows) {
    const what = entry.kind === "net" ? `sku "${entry.sku}"` : `category "${entry.category}"`;
    const key = `${entry.accountId}\u0000${entry.kind}\u0000${(entry.kind === "net" ? entry.sku : entry.category).toLowerCase()}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    else
      errors.push({
        line,
        message: `${what} of account ${entry.accountId} appears again (first on line ${first})`,
      });
  }
  return errors;
}
