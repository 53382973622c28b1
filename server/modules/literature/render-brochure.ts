import { splitSpecs } from "../../../lib/catalog/catalog.ts";
import { thousands } from "../../../lib/catalog/technical-specs.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { CatalogueContents, CatalogueProduct } from "../catalog/index.ts";
import { PdfSheet } from "../media/index.ts";

/**
 * A series brochure (ROUTE-17): what the series is, the range by product family (wattage and lumen
 * span, colour temperatures, DLC, price from), the reasons to specify it drawn from its own products'
 * data (nothing claimed that they lack), and the standard configurations with list prices.
 */

/** The value of a spec line ("Dimming: 0-10V" → "0-10V") across products, each value once, in order. */
function specValues(products: readonly CatalogueProduct[], label: string): string[] {
  const values = new Set<string>();
  for (const product of products) {
    for (const line of splitSpecs(product.technicalSpecs)) {
      const [name, ...rest] = line.split(":");
      if (name?.trim().toLowerCase() === label) values.add(rest.join(":").trim());
    }
  }
  return [...values];
}

function span(values: readonly (number | null)[], unit: string): string {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return "–";
  const [low, high] = [Math.min(...known), Math.max(...known)];
  return low === high ? `${thousands(low)} ${unit}` : `${thousands(low)}-${thousands(high)} ${unit}`;
}

function cheapest(products: readonly CatalogueProduct[]): string {
  return formatCents(Math.min(...products.map((product) => product.listPriceCents)));
}

/** Reasons to specify the series, each from a fact its products carry. */
export function sellingPoints(products: readonly CatalogueProduct[]): string[] {
  const points: string[] = [];
  const efficacy = products
    .map((product) =>
      product.lumens && product.wattage ? Math.round(product.lumens / product.wattage) : null,
    )
    .filter((value): value is number => value !== null);
  if (efficacy.length > 0) points.push(`Up to ${Math.max(...efficacy)} lumens per watt.`);
  const dlc = [...new Set(products.map((product) => product.dlcListing).filter(Boolean))];
  if (dlc.length > 0)
    points.push(`${dlc.join(" and ")} listed configurations, which qualify for most utility rebates.`);
  const dimming = specValues(products, "dimming");
  if (dimming.length > 0) points.push(`Dimming: ${dimming.join(", ")}.`);
  const ratings = specValues(products, "rating");
  if (ratings.length > 0) points.push(`Rated ${ratings.join(", ")}.`);
  const warranty = specValues(products, "warranty");
  if (warranty.length > 0) points.push(`Limited warranty: ${warranty.join(" or ")}.`);
  const cri = products.map((product) => product.cri).filter((value): value is number => value !== null);
  if (cri.length > 0) {
    const [low, high] = [Math.min(...cri), Math.max(...cri)];
    points.push(
      low === high ? `Colour rendering: CRI ${low}+.` : `Colour rendering from CRI ${low}+ to ${high}+.`,
    );
  }
  return points;
}

export async function renderBrochurePdf(
  contents: CatalogueContents,
  config: PublicConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const { subject, sections } = contents;
  const brand = config.brand.name;
  const products = sections.flatMap((section) => section.products);
  const sheet = await PdfSheet.create(config, {
    title: `${subject.name} Brochure`,
    subject: `${brand} ${subject.name}: ${subject.categoryName}`,
    kind: "Product brochure",
    date: subject.lastChange ?? new Date(0),
  });
  sheet.title(subject.name, `${subject.categoryName}  ·  ${subject.productCount} standard configurations`);
  if (subject.description) sheet.text(subject.description, { size: 12, gapAfter: 8 });
  for (const section of sections) {
    if (section.description) sheet.text(`${section.name}: ${section.description}`, { gapAfter: 4 });
  }
  const points = sellingPoints(products);
  if (points.length > 0) {
    sheet.heading(`Why specify ${subject.name}`);
    sheet.list(points);
  }
  sheet.heading("The range");
  sheet.grid(
    [
      { header: "Family", width: 2.2 },
      { header: "Models", width: 0.7, align: "right" },
      { header: "Wattage", width: 1.1, align: "right" },
      { header: "Lumens", width: 1.4, align: "right" },
      { header: "CCT", width: 1.6 },
      { header: "From", width: 0.9, align: "right" },
    ],
    sections.map((section) => [
      section.name,
      String(section.products.length),
      span(
        section.products.map((product) => product.wattage),
        "W",
      ),
      span(
        section.products.map((product) => product.lumens),
        "lm",
      ),
      specValues(section.products, "cct").join(", ") || "–",
      cheapest(section.products),
    ]),
  );
  sheet.heading("Standard configurations");
  sheet.grid(
    [
      { header: "SKU", width: 1.6 },
      { header: "Product", width: 3.6 },
      { header: "Watts", width: 0.7, align: "right" },
      { header: "Lumens", width: 0.8, align: "right" },
      { header: "List price", width: 1, align: "right" },
    ],
    products.map((product) => [
      product.sku,
      product.name,
      product.wattage === null ? "–" : `${product.wattage} W`,
      product.lumens === null ? "–" : thousands(product.lumens),
      formatCents(product.listPriceCents),
    ]),
  );
  sheet.heading("Next steps");
  sheet.text(
    `Every configuration has a specification sheet and IES photometry on its product page. For a free lighting layout, rebate paperwork or pricing for your project, contact ${brand}${config.contact.phone ? ` at ${config.contact.phone}` : ""}${config.contact.email ? ` or ${config.contact.email}` : ""}.`,
  );
  return sheet.save();
}
