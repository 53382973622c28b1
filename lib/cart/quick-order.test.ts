import { describe, expect, it } from "vitest";
import { MAX_QUICK_ORDER_LINES } from "./contract.ts";
import { parseQuickOrder } from "./quick-order.ts";

describe("parseQuickOrder", () => {
  it("reads pasted `SKU quantity` and `SKU,quantity` lines, tabs and semicolons, with option codes after", () => {
    const parsed = parseQuickOrder(
      "EDL-4-10-40K 12\nCTR-22-30-50K,3\n\n# a comment\nDLX-8-20-50K\t7\nSCX-4-40-40K;2;FIN-BK|CCT-35K\nTOL-HB-150-50K 1 CCT-40K MNT-HO\r\n",
    );
    expect(parsed.rejected).toEqual([]);
    expect(
      parsed.entries.map(({ line, sku, quantity, options }) => ({ line, sku, quantity, options })),
    ).toEqual([
      { line: 1, sku: "EDL-4-10-40K", quantity: 12, options: [] },
      { line: 2, sku: "CTR-22-30-50K", quantity: 3, options: [] },
      { line: 5, sku: "DLX-8-20-50K", quantity: 7, options: [] },
      { line: 6, sku: "SCX-4-40-40K", quantity: 2, options: ["FIN-BK", "CCT-35K"] },
      { line: 7, sku: "TOL-HB-150-50K", quantity: 1, options: ["CCT-40K", "MNT-HO"] },
    ]);
    expect(parsed.lineCount).toBe(5);
  });

  it("skips a CSV file's header row and reads quoted cells", () => {
    const parsed = parseQuickOrder('sku,quantity,options\n"EDL-4-10-40K",5,"FIN-BK CCT-30K"\n');
    expect(parsed.entries).toMatchObject([
      { line: 2, sku: "EDL-4-10-40K", quantity: 5, options: ["FIN-BK", "CCT-30K"] },
    ]);
  });

  it("lists each bad line with its number and reason: quantities 0, -1, 1.5, NaN, 2^31, text, none; bad SKUs", () => {
    const parsed = parseQuickOrder(
      [
        "A-1 0",
        "A-2 -1",
        "A-3 1.5",
        "A-4 NaN",
        "A-5 2147483648",
        "A-6 twelve",
        "A-7",
        "<script> 1",
        "A-9 100000",
        "A-10 99999",
      ].join("\n"),
    );
    expect(parsed.rejected.map((r) => [r.line, r.reason])).toEqual([
      [1, 'quantity must be a whole number from 1 to 99,999 (got "0")'],
      [2, 'quantity must be a whole number from 1 to 99,999 (got "-1")'],
      [3, 'quantity must be a whole number from 1 to 99,999 (got "1.5")'],
      [4, 'quantity must be a whole number from 1 to 99,999 (got "NaN")'],
      [5, 'quantity must be a whole number from 1 to 99,999 (got "2147483648")'],
      [6, 'quantity must be a whole number from 1 to 99,999 (got "twelve")'],
      [7, "no quantity after the SKU"],
      [8, '"<script>" is not a SKU'],
      [9, 'quantity must be a whole number from 1 to 99,999 (got "100000")'],
    ]);
    expect(parsed.entries.map((e) => e.line)).toEqual([10]);
  });

  it(`counts the lines that name something, so an order of more than ${MAX_QUICK_ORDER_LINES} lines can be refused`, () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `SKU-${i} 1`).join("\n");
    const parsed = parseQuickOrder(text);
    expect(parsed.lineCount).toBe(10_000);
    expect(parsed.entries.length).toBe(MAX_QUICK_ORDER_LINES);
  });
});
