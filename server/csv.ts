import { parse } from "csv-parse/sync";

/** One CSV record with the line csv-parse finished it on. */
export type CsvRecord = { record: string[]; info: { lines: number } };

/**
 * The header and body records of a CSV file (the catalogue and price list imports), or why it cannot
 * be read, with the line. Rows with a wrong number of fields are not refused here: each import reports
 * them with its other row errors.
 */
export function readCsv(
  text: string,
): { header: CsvRecord; body: CsvRecord[] } | { error: { line: number; message: string } } {
  let records: CsvRecord[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { error: { line, message: `not a valid CSV file: ${(error as Error).message}` } };
  }
  const [header, ...body] = records;
  if (!header) return { error: { line: 1, message: "the file is empty" } };
  return { header, body };
}

/** The line a record starts on: csv-parse counts the line it ends on, and a quoted field may span several. */
export function startLine({ record, info }: CsvRecord): number {
  const breaks = record.reduce((total, field) => total + (field.match(/\n/g)?.length ?? 0), 0);
  return info.lines - breaks;
}
