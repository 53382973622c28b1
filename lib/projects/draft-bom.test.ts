import { describe, expect, it } from "vitest";
import { applyBomEdits, draftBomLines, draftBomSearch, parseDraftBomLine } from "./draft-bom.ts";

describe("ROUTE-09 create-my-bom: the bill of materials in the URL (lib/projects/draft-bom.ts)", () => {
  it("ROUTE-09 a line is SKU~quantity~option codes; a bad one is dropped", () => {
    expect(parseDraftBomLine("DLX-8-20-50K~24~FIN-BK")).toEqual({
      sku: "DLX-8-20-50K",
      quantity: 24,
      options: ["FIN-BK"],
    });
    for (const bad of ["DLX~0", "DLX~100000", "DLX~1.5", "DLX", "~3", "DLX~2~bad code", "D<X~1"]) {
      expect(parseDraftBomLine(bad)).toBeNull();
    }
  });

  it("ROUTE-09 the lines of a query string round-trip through draftBomSearch", () => {
    const lines = [
      { sku: "CTR-22-30-50K", quantity: 12, options: [] },
      { sku: "DLX-8-20-50K", quantity: 3, options: ["FIN-BK"] },
    ];
    const search = draftBomSearch(lines, { q: "troffer" });
    expect(search).toBe(
      "option=create-my-bom&line=CTR-22-30-50K%7E12&line=DLX-8-20-50K%7E3%7EFIN-BK&q=troffer",
    );
    expect(draftBomLines(new URLSearchParams(search))).toEqual(lines);
  });

  it("ROUTE-09 the form's edits: quantities, options, remove, add a search result, add a typed SKU", () => {
    const form = (pairs: [string, string][]) => applyBomEdits(new URLSearchParams(pairs));
    expect(
      form([
        ["option", "create-my-bom"],
        ["line", "DLX-8-20-50K~1"],
      ]),
    ).toBeNull();
    const table: [string, string][] = [
      ["sku", "DLX-8-20-50K"],
      ["opt-0", "FIN-BK"],
      ["qty", "4"],
      ["sku", "CTR-22-30-50K"],
      ["qty", "2"],
    ];
    expect(form(table)).toEqual([
      { sku: "DLX-8-20-50K", quantity: 4, options: ["FIN-BK"] },
      { sku: "CTR-22-30-50K", quantity: 2, options: [] },
    ]);
    expect(form([...table, ["remove", "0"]])).toEqual([{ sku: "CTR-22-30-50K", quantity: 2, options: [] }]);
    expect(form([...table.slice(0, 3), ["sku", "CTR-22-30-50K"], ["qty", "0"]])).toHaveLength(1);
    expect(form([...table.slice(0, 3), ["sku", "CTR-22-30-50K"], ["qty", "x"]])?.[1]?.quantity).toBe(1);
    expect(form([...table, ["add", "TOL-HB-150-50K"]])?.at(-1)).toEqual({
      sku: "TOL-HB-150-50K",
      quantity: 1,
      options: [],
    });
    expect(
      form([
        ["addSku", " wpx-m-40-40k "],
        ["addQty", "6"],
      ]),
    ).toEqual([{ sku: "WPX-M-40-40K", quantity: 6, options: [] }]);
  });
});
