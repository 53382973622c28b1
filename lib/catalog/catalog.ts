/**
 * Catalogue rules shared by the server and the pages: category URLs (ROUTE-07), the `::` spec strings
 * (CONST-44, CONST-06) and the comma-separated category image names (HDR-12).
 */

export const SPEC_SEPARATOR = "::";
export const MAX_SPEC_LINES = 6;
export const PRODUCT_GRID_PAGE_SIZE = 6;

/** "Wall Packs" → "Wall-Packs": every space becomes a hyphen (ROUTE-07). */
export function categorySlug(name: string): string {
  return name.replaceAll(" ", "-");
}

/** The page of a top-level category; reserved characters other than the hyphen are percent-encoded. */
export function categoryPath(name: string): string {
  return `/category/${encodeURIComponent(categorySlug(name))}`;
}

/** The page of a sub-category: `/p/{category}/{subcategory}` (ROUTE-06). */
export function subCategoryPath(categoryName: string, subCategoryName: string): string {
  return `/p/${encodeURIComponent(categorySlug(categoryName))}/${encodeURIComponent(categorySlug(subCategoryName))}`;
}

/** Splits the spec's `::`-separated spec string into lines, dropping empty ones. */
export function splitSpecs(technicalSpecs: string, max = Number.POSITIVE_INFINITY): string[] {
  return technicalSpecs
    .split(SPEC_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, max);
}

/** Application text without the leading `::` some source records carry. */
export function stripApplication(application: string): string {
  return application.replace(/^(::)+/, "").trim();
}

/** The spec's `categoryImage` value, "a.svg, b.svg", as a list of names. */
export function splitImageNames(categoryImage: string): string[] {
  return categoryImage
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Where a fixture illustration or category image is served. */
export function mediaImageUrl(imageName: string): string {
  return `/media/fixtures/${encodeURIComponent(imageName)}`;
}

/** A product image as the storefront shows it; `url` is served by the media route (generated SVG). */
export type ProductImage = { url: string; alt: string };

/** Option groups a lighting buyer configures; the order is the order of the catalog number. */
export const optionGroups = ["CCT", "Wattage", "Finish", "Mounting", "Voltage", "Dimming", "Sensor"] as const;
export type OptionGroup = (typeof optionGroups)[number];

/** The kinds of product document (spec sheet, IES file …). */
export const documentTypes = [
  "spec_sheet",
  "installation_guide",
  "ies_file",
  "warranty",
  "brochure",
] as const;
export type DocumentType = (typeof documentTypes)[number];

export type SidebarSubCategory = {
  id: number;
  categoryName: string;
  position: number;
  categoryImage: string;
  link: string;
};

export type SidebarCategory = SidebarSubCategory & { subCategories: SidebarSubCategory[] };

function isSidebarSubCategory(value: unknown): value is SidebarSubCategory {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "number" &&
    typeof entry.categoryName === "string" &&
    typeof entry.position === "number" &&
    typeof entry.categoryImage === "string" &&
    typeof entry.link === "string"
  );
}

/**
 * The side panel's tree as the browser reads it (HDR-15): checked, never cast. By hand rather than
 * with zod, because this file is part of every page's JavaScript and zod is kept off pages that do
 * not otherwise need it (docs/performance.md).
 */
export function isSidebarTree(value: unknown): value is SidebarCategory[] {
  return (
    Array.isArray(value) &&
    value.every((category: unknown) => {
      if (!isSidebarSubCategory(category)) return false;
      const subCategories: unknown = (category as { subCategories?: unknown }).subCategories;
      return Array.isArray(subCategories) && subCategories.every(isSidebarSubCategory);
    })
  );
}

/** One row of the dashboard's flat category list (API-17): a top-level category has no parent. */
export type DashboardCategory = SidebarSubCategory & { parentId: number | null; parentName: string | null };

/** The tree flattened in menu order: each category followed by its sub-categories. */
export function flattenCategoryTree(tree: SidebarCategory[]): DashboardCategory[] {
  return tree.flatMap(({ subCategories, ...top }) => [
    { ...top, parentId: null, parentName: null },
    ...subCategories.map((sub) => ({ ...sub, parentId: top.id, parentName: top.categoryName })),
  ]);
}

export type ProductCard = {
  id: string;
  productID: string;
  sku: string;
  name: string;
  image: { url: string; alt: string } | null;
  keySpecs: string[];
  link: string;
  listPriceCents: number;
};

/** The columns a product card is made of, as a catalogue query selects them. */
export type ProductCardSource = {
  id: string;
  productID: string;
  sku: string;
  name: string;
  images: { url: string; alt: string }[];
  technicalSpecs: string;
  link: string;
  listPriceCents: number;
};

/** A product row as the grid shows it: first image, the first few spec lines (CONST-06). */
export function toProductCard(row: ProductCardSource, specLines = 4): ProductCard {
  return {
    id: row.id,
    productID: row.productID,
    sku: row.sku,
    name: row.name,
    image: row.images[0] ?? null,
    keySpecs: splitSpecs(row.technicalSpecs, Math.min(specLines, MAX_SPEC_LINES)),
    link: row.link,
    listPriceCents: row.listPriceCents,
  };
}

/** Sorts by `position` ascending, then by name so equal positions stay stable (HDR-10). */
export function byPosition<T extends { position: number; categoryName: string }>(a: T, b: T): number {
  return a.position - b.position || a.categoryName.localeCompare(b.categoryName);
}

/**
 * Every colour temperature a product can be ordered in (#9.15): its own, and each CCT option's
 * ("3000K", catalog segment "30K"). The listing's CCT filter and its counts match these, as the
 * cards advertise them.
 */
export function orderableCcts(
  nominalKelvin: number | null,
  options: readonly { group: string; name: string; catalogSegment: string }[],
): number[] {
  const kelvins = new Set<number>();
  if (nominalKelvin !== null) kelvins.add(nominalKelvin);
  for (const option of options) {
    if (option.group !== "CCT") continue;
    const named = /(\d{4,5})\s*K\b/i.exec(option.name)?.[1];
    const segment = /^(\d{2,3})K$/i.exec(option.catalogSegment)?.[1];
    const kelvin = named ? Number(named) : segment ? Number(segment) * 100 : null;
    if (kelvin !== null) kelvins.add(kelvin);
  }
  return [...kelvins].sort((a, b) => a - b);
}
