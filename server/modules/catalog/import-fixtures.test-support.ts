/** The sample catalogue files and what they must report: shared by the parsing and the import tests. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { splitSpecs } from "../../../lib/catalog/catalog.ts";

export const root = fileURLToPath(new URL("../../../", import.meta.url));
export const sample = (name: string) => readFileSync(path.join(root, "samples", name), "utf8");
export const goodCsv = sample("catalog-import.csv");
export const goodJson = sample("catalog-import.json");
export const badCsv = sample("catalog-import-bad.csv");

/** What the bad sample must report: every bad row, with the line it starts on (row 2 spans two lines). */
export const badSampleErrors = [
  { line: 4, message: "sku: is required" },
  { line: 5, message: "listPrice: must not be negative (-139.99)" },
  { line: 6, message: 'options: entry 1 "CCT:CCT-40K:4000K:40K" is not group:code:name:segment:price' },
  {
    line: 7,
    message:
      'documents 1 type: unknown document type "datasheet" (one of spec_sheet, installation_guide, ies_file, warranty, brochure)',
  },
  { line: 8, message: 'sku: "TRK-H1-12-30K" appears again (first on line 2)' },
  { line: 9, message: "wattage: must be a whole number" },
  {
    line: 9,
    message:
      'options 1 group: unknown option group "Color" (one of CCT, Wattage, Finish, Mounting, Voltage, Dimming, Sensor)',
  },
];

/** The labels of the spec lines built from typed columns; any other line is an extra spec. */
const typedSpecLabels = new Set([
  "Wattage",
  "Lumens",
  "Efficacy",
  "CCT",
  "CRI",
  "Voltage",
  "Dimming",
  "Rating",
  "DLC",
  "Warranty",
  "Dimensions",
]);
export const extraSpecLines = (specs: string) =>
  splitSpecs(specs).filter((line) => !typedSpecLabels.has(line.split(":")[0] ?? ""));
