import { splitSpecs } from "../../../lib/catalog/catalog.ts";
import { thousands } from "../../../lib/catalog/technical-specs.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { CatalogueContents, CatalogueProduct } from "../catalog/index.ts";
import { type GridColumn, PdfSheet } from "../media/index.ts";

/**
 * The printed catalogue of one top-level category (ROUTE-04): a cover with the brand, the category's
 * introduction and a table of contents with page numbers, then per sub-category its description and a
 * product table (SKU, name with the remaining spec lines, wattage, lumens, CCT, CRI, DLC, list price)
 * that continues over as many pages as it needs, repeating its header.
 */

/** Spec lines the table's own columns already show. */
const TABLE_SPEC_LABELS = new Set(["wattage", "lumens", "cri", "dlc"]);

export const CATALOGUE_COLUMNS: readonly GridColumn[] = [
  { header: "SKU", width: 1.55 },
  { header: "Product and spec lines", width: 4.1 },
  { header: "Watts", width: 0.62, align: "right" },
  { header: "Lumens", width: 0.78, align: "right" },
  { header: "CCT", width: 0.72, align: "right" },
  { header: "CRI", width: 0.5, align: "right" },
  { header: "DLC", width: 0.95 },
  { header: "List price", width: 0.95, align: "right" },
];

/** The spec lines not in the table's columns, on one line: "Voltage: 120-277V · Dimming: 0-10V · …". */
export function specLine(product: CatalogueProduct): string {
  return splitSpecs(product.technicalSpecs)
    .filter((line) => !TABLE_SPEC_LABELS.has(line.split(":")[0]?.trim().toLowerCase() ?? ""))
    .join(" · ");
}

export function catalogueRow(product: CatalogueProduct): string[] {
  const specs = specLine(product);
  return [
    product.sku,
    specs ? `${product.name}\n${specs}` : product.name,
    product.wattage === null ? "–" : `${product.wattage} W`,
    product.lumens === null ? "–" : thousands(product.lumens),
    product.cctKelvin === null ? "–" : `${product.cctKelvin}K`,
    product.cri === null ? "–" : String(product.cri),
    product.dlcListing?.replace(/^DLC\s+/i, "") ?? "–",
    formatCents(product.listPriceCents),
  ];
}

const editionFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** One pass: the contents' page numbers are written on the cover once the families are drawn. */
export async function renderCataloguePdf(
  contents: CatalogueContents,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const { subject, sections } = contents;
  const brand = config.brand.name;
  const date = subject.lastChange ?? new Date(0);
  const sheet = await PdfSheet.create(config, {
    title: `${brand} ${subject.name} Catalog`,
    subject: `${subject.name}: ${subject.productCount} products with list prices and specifications`,
    kind: "Product catalog",
    date,
    footnote: `List prices in US dollars, ${editionFormat.format(date)} edition. Specifications and prices are subject to change without notice.`,
  });
  sheet.text(brand, { size: 30, bold: true, gapAfter: 2 });
  sheet.title(
    `${subject.name} Catalog`,
    `${editionFormat.format(date)} edition  ·  ${subject.productCount} products in ${sections.length} families`,
  );
  if (subject.description) sheet.text(subject.description, { gapAfter: 10 });
  sheet.heading("Contents");
  const writePageNumbers = sheet.contents(
    sections.map((section) => `${section.name}  (${section.products.length} products)`),
  );
  sheet.heading("How to read this catalog");
  sheet.list([
    "Each family opens with what it is for, then one row per standard configuration in order of wattage.",
    "Under each product name: its remaining spec lines (efficacy, CCT options, voltage, dimming, rating, warranty, dimensions).",
    "DLC: the DesignLights Consortium listing that most utility rebates require (Standard or Premium).",
    `List prices are for the standard configuration; options are priced on each product's spec sheet. Sign in to ${brand} for your account's prices.`,
  ]);
  const starts: number[] = [];
  sections.forEach((section, index) => {
    if (index === 0) sheet.pageBreak();
    sheet.heading(section.name);
    starts.push(sheet.pageNumber);
    if (section.description) sheet.text(section.description, { size: 9.5, gapAfter: 6 });
    sheet.grid(CATALOGUE_COLUMNS, section.products.map(catalogueRow));
  });
  writePageNumbers(starts);
  return sheet.save();
}
