/**
 * One text cell (RFC 4180): quoted when it holds a comma, a quote or a line break. Text a person typed
 * (a memo, a reason) that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is
 * prefixed with an apostrophe. Amounts are written by us, as plain numbers ("-1234.50").
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file: the header and the rows, CRLF line ends (what spreadsheets expect). */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows]
    .map((cells) => cells.map(csvText).join(","))
    .join("\r\n")
    .concat("\r\n");
}
