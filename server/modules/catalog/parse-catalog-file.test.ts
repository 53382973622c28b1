import { describe, expect, it } from "vitest";
import { parseDollarsToCents } from "../../../lib/catalog/import-contract.ts";
import { technicalSpecs } from "../../../lib/catalog/technical-specs.ts";
import { generateDemoCatalog } from "./demo/catalog.ts";
import {
  badCsv,
  badSampleErrors,
  extraSpecLines,
  goodCsv,
  goodJson,
} from "./import-fixtures.test-support.ts";
import { parseCatalogFile } from "./parse-catalog-file.ts";

describe("catalogue import format", () => {
  it("reads dollars into integer cents exactly, without binary fractions", () => {
    // parseFloat("1.15") * 100 is 114.99999999999999; 0.29 * 100 is 28.999999999999996.
    expect(parseDollarsToCents("1.15")).toBe(115);
    expect(parseDollarsToCents("0.29")).toBe(29);
    expect(parseDollarsToCents("129.5")).toBe(12950);
    expect(parseDollarsToCents("$1,299.99")).toBe(129999);
    expect(parseDollarsToCents("42")).toBe(4200);
    expect(parseDollarsToCents("10000000.00")).toBe(1_000_000_000);
    for (const bad of ["-1.00", "1.999", "1e3", "12,34.00", "", "ten", "10000000.01"]) {
      expect(parseDollarsToCents(bad), bad).toBeNull();
    }
  });

  it("#32.1 reads the optional shipping facts: pounds to ounces, the carton longest side first, the lead time", () => {
    const header = "sku,productCode,name,category,subCategory,listPrice,shipWeightLb,cartonSize,leadTimeDays";
    const good = parseCatalogFile(
      `${header}\nA-1,P1,One,Downlights,Recessed Downlights,10.00,1.25,6 x 10 x 8,4\nA-2,P2,Two,Downlights,Recessed Downlights,10.00,,,\n`,
      "csv",
    );
    expect(good.errors).toEqual([]);
    expect(
      good.rows.map(({ product }) => [
        product.shipWeightOz,
        product.cartonLengthIn,
        product.cartonWidthIn,
        product.cartonHeightIn,
        product.leadTimeDays,
      ]),
    ).toEqual([
      [20, 10, 8, 6, 4],
      [null, null, null, null, null],
    ]);
    const bad = parseCatalogFile(
      `${header}\nA-1,P1,One,Downlights,Recessed Downlights,10.00,-2,6 by 10,x\n`,
      "csv",
    );
    expect(bad.errors.map((error) => error.message).join(" ")).toMatch(
      /shipWeightLb.*cartonSize.*leadTimeDays/,
    );
  });

  it("builds the spec string from typed fields exactly as the demo generator writes it", () => {
    const catalog = generateDemoCatalog({ products: 2000, seed: 3 });
    for (const product of catalog.products) {
      const offeredCctKelvins = product.options
        .filter((option) => option.group === "CCT")
        .map((option) => Number.parseInt(option.name, 10));
      const built = technicalSpecs({
        ...product,
        offeredCctKelvins,
        extraLines: extraSpecLines(product.technicalSpecs),
      });
      expect(built, product.sku).toBe(product.technicalSpecs);
    }
  });

  it("reports every bad row of a file with its line number and reason", () => {
    const parsed = parseCatalogFile(badCsv, "csv");
    expect(parsed.errors).toEqual(badSampleErrors);
    // The good rows are read all the same (the duplicate's first occurrence is one of them).
    expect(parsed.rows.map((row) => [row.line, row.product.sku])).toEqual([
      [2, "TRK-H1-12-30K"],
      [8, "TRK-H1-12-30K"],
      [10, "BLP-22-30-40K"],
    ]);
  });

  it("reports a bad header once instead of on every row", () => {
    const [header = "", ...body] = goodCsv.split("\n");
    const renamed = [header.replace("listPrice", "price").replace("sku,", "sku,colour,"), ...body].join("\n");
    expect(parseCatalogFile(renamed, "csv").errors.map((error) => [error.line, error.message])).toEqual([
      [1, expect.stringMatching(/^unknown column "colour" \(columns: sku, productCode, /)],
      [1, expect.stringMatching(/^unknown column "price"/)],
      [1, 'the required column "listPrice" is missing'],
    ]);
    expect(parseCatalogFile('sku,name\n"TRK-1,x\n', "csv").errors).toEqual([
      { line: 2, message: expect.stringMatching(/^not a valid CSV file: Quote Not Closed/) },
    ]);
  });

  it("gives JSON products the line their object starts on, for rows and for errors", () => {
    const parsed = parseCatalogFile(goodJson, "json");
    expect(parsed.errors).toEqual([]);
    const lines = goodJson.split("\n");
    for (const row of parsed.rows) {
      expect(lines[row.line - 1]?.trim()).toBe("{");
      expect(lines[row.line]).toContain(`"sku": "${row.product.sku}"`);
    }
    const broken = JSON.parse(goodJson) as { products: Record<string, unknown>[] };
    const [first, second] = broken.products;
    if (!first || !second) throw new Error("the JSON sample has fewer than two products");
    second.listPrice = -3;
    second.options = [{ group: "CCT", code: "CCT-40K", name: "4000K", segment: "40K" }];
    first.colour = "red";
    const text = JSON.stringify(broken, null, 2);
    // The object's "{" is on the line before its "sku" (1-based: the sku line's 0-based index).
    const objectLine = (sku: string) =>
      text.split("\n").findIndex((line) => line.includes(`"sku": "${sku}"`));
    expect(objectLine(String(second.sku))).toBeGreaterThan(10);
    expect(parseCatalogFile(text, "json").errors).toEqual([
      { line: 3, message: 'unknown field "colour"' },
      { line: objectLine(String(second.sku)), message: "listPrice: must not be negative (-3)" },
      { line: objectLine(String(second.sku)), message: "options 1 price: is required" },
    ]);
    expect(parseCatalogFile('{ "products": [ }', "json").errors).toEqual([
      { line: 1, message: expect.stringMatching(/^not a valid JSON file: /) },
    ]);
    expect(parseCatalogFile('{ "items": [] }', "json").errors).toEqual([
      { line: 1, message: expect.stringContaining('must be an object { "products": [ … ] }') },
    ]);
  });
});
