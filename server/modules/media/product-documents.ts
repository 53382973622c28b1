import { asFixtureFinish, fixtureFinishes } from "../../../lib/catalog/fixture-images.ts";
import { withOptionCodes } from "../../../lib/catalog/product-configuration.ts";
import { DOCUMENT_TYPE_LABELS } from "../../../lib/catalog/product-page.ts";
import { thousands } from "../../../lib/catalog/technical-specs.ts";
import type { Figure } from "../../../lib/shared/figure.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import { absoluteUrl } from "../../../lib/shared/seo.ts";
import type { ConfiguredSheet, DocumentSubject, ProductSheet } from "../catalog/index.ts";
import { fixtureFigure, fixtureOfUrl } from "../catalog/index.ts";
import { photometry } from "./ies.ts";
import { PdfSheet } from "./pdf-layout.ts";
import { dimensionFigure, parseDimensions, polarFigure } from "./spec-figures.ts";

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

/** The marks a buyer or utility looks for first, from the product's own data: nothing is claimed that it lacks. */
function marks(facts: ConfiguredSheet["configuration"]["facts"]): string[] {
  return [
    facts.dlcListing,
    facts.ipRating ? `${facts.ipRating} rated` : null,
    facts.cri !== null && facts.cri >= 90 ? `CRI ${facts.cri}+` : null,
    facts.warrantyYears ? `${facts.warrantyYears}-year warranty` : null,
  ].filter((mark): mark is string => Boolean(mark));
}

/** The product drawing, dimension drawing and polar plot the sheet can draw for this configuration. */
function sheetFigures(subject: ConfiguredSheet): { figure: Figure; caption: string }[] {
  const { product, configuration } = subject;
  const { facts } = configuration;
  const figures: { figure: Figure; caption: string }[] = [];
  const drawing = product.images.map((image) => fixtureOfUrl(image.url)).find((found) => found !== null);
  if (drawing) {
    const standardFinish = fixtureFinishes[(drawing.variant + 99) % fixtureFinishes.length] ?? "White";
    const finish = asFixtureFinish(facts.finish) ?? standardFinish;
    figures.push({
      figure: fixtureFigure(drawing.kind, finish, facts.cctKelvin),
      caption: facts.finish ? `Shown in ${facts.finish}` : "Product",
    });
  }
  const dimensions = parseDimensions(facts.dimensions);
  if (dimensions)
    figures.push({ figure: dimensionFigure(dimensions), caption: `Dimensions (${dimensions.unit})` });
  const distribution = photometry(subject);
  if (distribution && facts.lumens) {
    figures.push({
      figure: polarFigure(distribution),
      caption: `Candela distribution, ${thousands(facts.lumens)} lm`,
    });
  }
  return figures;
}

/**
 * The spec sheet of a configuration (#9.12, #9.14): what the chosen options make of the product, its
 * catalog number, drawings and photometry, so a specifier can submit it. Links are absolute, from the
 * site's public address, because a PDF is read away from the site.
 */
export async function renderSpecSheetPdf(
  subject: ConfiguredSheet,
  config: PublicConfig,
  origin: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const { product, configuration } = subject;
  const sheet = await PdfSheet.create(config, {
    title: `${configuration.catalogNumber} Specification Sheet`,
    subject: configuration.name,
    kind: "Specification sheet",
    date: new Date(product.updatedAt),
  });
  sheet.title(configuration.name, placeLine(product));
  sheet.badges(marks(configuration.facts));
  const standard = configuration.isStandard ? " (standard configuration)" : "";
  sheet.table([
    ["Catalog number", `${configuration.catalogNumber}${standard}`],
    [
      "List price",
      configuration.isStandard
        ? `${formatCents(configuration.priceCents)} (standard configuration)`
        : `${formatCents(configuration.priceCents)} (includes ${formatCents(configuration.optionsCents)} in options)`,
    ],
    ...(configuration.chosen.length > 0
      ? [
          [
            "Configuration",
            configuration.chosen.map((option) => `${option.group}: ${option.name}`).join(";  "),
          ] as const,
        ]
      : []),
  ]);
  sheet.figures(sheetFigures(subject), 150);
  if (configuration.description) sheet.text(configuration.description, { gapAfter: 8 });

  if (configuration.specs.length > 0) {
    sheet.heading("Specifications");
    sheet.table(configuration.specs.map((row) => [row.label || "Note", row.value] as const));
  }
  if (product.application) {
    sheet.heading("Application");
    sheet.text(product.application);
  }
  if (product.optionGroups.length > 0) {
    sheet.heading("Ordering information");
    sheet.text(
      `The standard configuration is ${product.sku}. Each choice below replaces its group's part of the catalog number; a finish or other choice not in it is added at the end. This sheet's choices are marked.`,
      { size: 9.5 },
    );
    sheet.table(
      product.optionGroups.map(({ group, options }) => [
        group,
        options
          .map((option) => {
            const price = option.priceCents > 0 ? `+${formatCents(option.priceCents)}` : "included";
            const mark = configuration.selection[group] === option.optionCode ? " [selected]" : "";
            return `${option.catalogSegment} = ${option.name} (${option.isDefault ? "standard" : price})${mark}`;
          })
          .join(";  "),
      ]),
    );
  }
  sheet.heading("Links");
  sheet.table(
    [
      ["Product page", absoluteUrl(origin, withOptionCodes(product.link, configuration.codes))] as const,
      ...configuration.documents
        .filter((document) => document.type !== "spec_sheet")
        .map((document) => [document.title, absoluteUrl(origin, document.url)] as const),
    ],
    170,
  );
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

/** Warnings for the family, from the product's own ratings (wet or dry location, hazardous location). */
function safetyWarnings(product: ProductSheet): string[] {
  const { ipRating } = product.facts;
  const wet = ipRating !== null && Number.parseInt(ipRating.replace(/\D/g, ""), 10) >= 65;
  const hazardous = /hazardous/i.test(product.subCategory?.name ?? "");
  return [
    "WARNING - Risk of electric shock: disconnect power at the breaker before installing or servicing.",
    "WARNING - Risk of fire: use supply wires rated at least 90 °C, and keep insulation out of contact with the housing unless it is IC rated.",
    wet
      ? `Suitable for wet locations (${ipRating}): seal every conduit entry and keep the driver compartment gasket in place.`
      : "Suitable for damp or dry locations only. Do not install where the fixture can be sprayed or submerged.",
    ...(hazardous
      ? [
          "Class I Division 2: do not open when an explosive atmosphere may be present; use listed conduit seals within 18 in of the enclosure.",
        ]
      : []),
    "Do not look into the lit LED array at close range. Let the fixture cool before touching the heat sink.",
  ];
}

/** Wiring notes from the family's electrical ratings. */
function wiringNotes(product: ProductSheet): string[] {
  const { voltage, dimming, mounting } = product.facts;
  return [
    voltage
      ? `Rated input: ${voltage}, 50/60 Hz. Check the label before connecting; a 347-480V supply needs the high-voltage driver option.`
      : "Check the rated input on the label before connecting.",
    dimming === "0-10V"
      ? "0-10V dimming: violet (+) and grey (-) leads to the control's dimming pair, run as Class 1 with the supply or as Class 2 in separate conduit."
      : dimming === "DALI-2"
        ? "DALI-2: connect DA+ and DA- to the DALI bus (polarity free); address the fixture with the controller's commissioning tool."
        : dimming
          ? `Dimming (${dimming}): use a compatible dimmer from the product's compatibility list; minimum load applies.`
          : "Not dimmable: connect to a switched supply only.",
    mounting
      ? `Standard mounting: ${mounting}. Other mountings ship with their own hardware and template.`
      : "Mount with the hardware supplied.",
    "Ground the fixture: the equipment grounding conductor goes to the green screw or green/yellow lead.",
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
    sheet.heading("Safety warnings");
    sheet.list(safetyWarnings(product));
    sheet.heading("Installation");
    sheet.list(installationSteps(brand), true);
    sheet.heading("Wiring notes");
    sheet.list(wiringNotes(product));
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
