import { MAX_LINE_QUANTITY, MAX_OPTION_CODES, MAX_QUICK_ORDER_LINES, type RejectedLine } from "./contract.ts";

/**
 * Reading a quick order (issue 12): the lines a buyer pastes (`SKU quantity`, `SKU,quantity`, tab or
 * semicolon separated, option codes may follow) or the text of a CSV file (`sku,quantity[,options]`,
 * a header row is recognised and skipped, options separated by `|` or spaces). Blank lines and lines
 * starting with `#` are skipped. Pure: whether a SKU and its options exist is the server's check.
 */

/** Where the quick order's CSV template is downloaded from, and the file's name (issue 32 item 6). */
export const QUICK_ORDER_TEMPLATE_PATH = "/api/cart-service/cart/quick-order/template.csv";
export const QUICK_ORDER_TEMPLATE_FILE = "quick-order-template.csv";

/**
 * The quick order's CSV template: the header row the upload recognises and skips, and example rows of
 * the demo catalogue (a plain line, and one with option codes separated by spaces). The upload reads
 * it as it is: `parseQuickOrder(QUICK_ORDER_TEMPLATE_CSV)` has these two entries and nothing rejected.
 */
export const QUICK_ORDER_TEMPLATE_CSV =
  "sku,quantity,options\r\nDLX-8-20-50K,12,\r\nSCX-4-40-40K,2,CCT-35K FIN-BK\r\n";

export type QuickOrderEntry = {
  line: number;
  text: string;
  sku: string;
  quantity: number;
  options: string[];
};
export type ParsedQuickOrder = {
  entries: QuickOrderEntry[];
  rejected: RejectedLine[];
  /** The lines that name something (neither blank, nor a comment, nor the header). */
  lineCount: number;
};

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const OPTION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
const HEADER_WORDS = new Set(["sku", "part", "part number", "partnumber", "item", "catalog number"]);

export const quantityReason = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString("en-US")}`;

/** The cells of one line: split at the first delimiter kind it uses (comma, tab, semicolon), else spaces. */
function cellsOf(line: string): string[] {
  const delimiter = [",", "\t", ";"].find((d) => line.includes(d));
  if (!delimiter) return line.trim().split(/\s+/);
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '"') {
      if (quoted && line[index + 1] === '"') {
        current += '"';
        index++;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(current.trim());
      current = "";
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

/** Reads every line; `lineCount` above MAX_QUICK_ORDER_LINES means the order is refused as a whole. */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const entries: QuickOrderEntry[] = [];
  const rejected: RejectedLine[] = [];
  let lineCount = 0;
  let sawContent = false;
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const cells = cellsOf(trimmed);
    const [first = "", second = ""] = cells;
    if (!sawContent) {
      sawContent = true;
      if (HEADER_WORDS.has(first.toLowerCase()) && !/^\d+$/.test(second)) continue;
    }
    lineCount++;
    if (lineCount > MAX_QUICK_ORDER_LINES) continue;
    const shown = trimmed.slice(0, 120);
    const reject = (reason: string) => rejected.push({ line, text: shown, reason });
    if (!SKU.test(first)) {
      reject(`"${first.slice(0, 64)}" is not a SKU`);
      continue;
    }
    if (second === "") {
      reject("no quantity after the SKU");
      continue;
    }
    const quantity = /^\d{1,6}$/.test(second) ? Number(second) : Number.NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      reject(`${quantityReason} (got "${second.slice(0, 20)}")`);
      continue;
    }
    const options = cells
      .slice(2)
      .flatMap((cell) => cell.split(/[|\s]+/))
      .filter(Boolean);
    const badOption = options.find((code) => !OPTION.test(code));
    if (badOption !== undefined) {
      reject(`"${badOption.slice(0, 40)}" is not an option code`);
      continue;
    }
    if (options.length > MAX_OPTION_CODES) {
      reject(`at most ${MAX_OPTION_CODES} option codes`);
      continue;
    }
    entries.push({ line, text: shown, sku: first, quantity, options });
  }
  return { entries, rejected, lineCount };
}
