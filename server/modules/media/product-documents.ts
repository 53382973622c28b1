import { formatCents } from "../../../lib/money.ts";
import { catalogNumber, DOCUMENT_TYPE_LABELS, initialSelection } from "../../../lib/product-page.ts";
import type { PublicConfig } from "../../../lib/public-config.ts";
import type { DocumentSubject, ProductSheet } from "../catalog/product-details.ts";
import { PdfSheet } from "./pdf-layout.ts";

/**
 * Generated product documents: a spec sheet for every product, and a simple PDF for any other
 * document the catalogue lists (installation guide, warranty, brochure) so that no document link is dead.
 */

function placeLine(product: ProductSheet): string {
  return [
    `SKU ${product.sku}`,
    product.series ? `Series ${product.series.name}` : null,
    [product.category?.name, product.subCategory?.name].filter(Boolean).join(" › "),
  ]
    .filter(Boolean)
    .join("   ·   ");
}

function standardCatalogNumber(product: ProductSheet): string {
  return catalogNumber(product.sku, product.optionGroups, initialSelection(product.optionGroups));
}

export async function renderSpecSheetPdf(
  product: ProductSheet,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const sheet = await PdfSheet.create(config, {
    title: `${product.sku} Specification Sheet`,
    subject: product.name,
    kind: "Specification sheet",
    date: new Date(product.updatedAt),
  });
  sheet.title(product.name, placeLine(product));
  if (product.description) sheet.text(product.description, { gapAfter: 8 });
  sheet.table([
    ["Catalog number", `${standardCatalogNumber(product)} (standard configuration)`],
    ["List price", `${formatCents(product.listPriceCents)} (standard configuration)`],
  ]);

  if (product.specs.length > 0) {
    sheet.heading("Specifications");
    sheet.table(product.specs.map((row) => [row.label || "Note", row.value] as const));
  }
  if (product.application) {
    sheet.heading("Application");
    sheet.text(product.application);
  }
  if (product.optionGroups.length > 0) {
    sheet.heading("Ordering information");
    sheet.text(
      `The standard configuration is ${product.sku}. Each choice below replaces its group's part of the catalog number; a finish or other choice not in it is added at the end.`,
      { size: 9.5 },
    );
    sheet.table(
      product.optionGroups.map(({ group, options }) => [
        group,
        options
          .map((option) => {
            const price = option.priceCents > 0 ? `+${formatCents(option.priceCents)}` : "included";
            return `${option.catalogSegment} = ${option.name} (${option.isDefault ? "standard" : price})`;
          })
          .join(";  "),
      ]),
    );
  }
  const others = product.documents.filter((document) => document.type !== "spec_sheet");
  if (others.length > 0) {
    sheet.heading("Documents");
    sheet.table(
      others.map((document) => [document.format, `${document.title}: ${document.url}`] as const),
      60,
    );
  }
  return sheet.save();
}

/** Where a shared document applies: the series and product family rather than one SKU. */
function appliesTo(product: ProductSheet): string {
  const family = product.subCategory?.name ?? product.category?.name ?? "";
  return product.series ? `${product.series.name}, ${family}` : family || product.name;
}

/** One guide serves a whole family, so its steps name no single product's options. */
function installationSteps(brand: string): string[] {
  return [
    "Turn off power at the circuit breaker and verify with a tester that the supply is dead before you start.",
    "Check that the supply voltage matches the fixture label and that the mounting surface can carry the fixture's weight.",
    "Prepare the mounting ordered (see the catalog number on the carton) with the hardware supplied.",
    "Connect the supply: black or brown to line, white or blue to neutral, green or green/yellow to ground. Use listed connectors and leave no bare conductor exposed.",
    "Connect dimming or sensor leads to a compatible control; cap any unused lead individually.",
    "Secure the fixture, fit trims, lenses or guards, then restore power and check operation.",
    `Keep this guide with the building's records. For help, contact ${brand} technical support.`,
  ];
}

function warrantyTerms(years: number, brand: string): string[] {
  return [
    `${brand} warrants this product to be free from defects in materials and workmanship for ${years} years from the date of shipment, when installed and operated according to its instructions and ratings.`,
    "During the warranty period we will, at our option, repair or replace a product that fails because of such a defect, or refund its purchase price.",
    "The warranty does not cover damage from improper installation, abnormal electrical conditions, misuse, accidents or operation outside the rated ambient temperature.",
    "To make a claim, submit a warranty claim with the product's catalog number, the date code and a description of the failure.",
  ];
}

export async function renderDocumentPdf(
  subject: DocumentSubject,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const { product } = subject;
  const brand = config.brand.name;
  const sheet = await PdfSheet.create(config, {
    title: subject.title,
    subject: appliesTo(product),
    kind: DOCUMENT_TYPE_LABELS[subject.type] ?? "Document",
    date: new Date(product.updatedAt),
  });
  sheet.title(subject.title, `Applies to: ${appliesTo(product)}`);
  if (subject.type === "installation_guide") {
    sheet.heading("Before you begin");
    sheet.text(
      "Installation must be carried out by a qualified electrician in accordance with the National Electrical Code and local codes. Read all instructions first.",
    );
    sheet.heading("Installation");
    sheet.list(installationSteps(brand), true);
  } else if (subject.type === "warranty") {
    const years = Number.parseInt(subject.title, 10) || product.facts.warrantyYears || 5;
    sheet.heading("Limited warranty");
    sheet.list(warrantyTerms(years, brand));
  } else {
    if (product.description) sheet.text(product.description);
    if (product.specs.length > 0) {
      sheet.heading("Key specifications");
      sheet.table(product.specs.slice(0, 8).map((row) => [row.label || "Note", row.value] as const));
    }
  }
  return sheet.save();
}
