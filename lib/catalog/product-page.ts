import type { ProductCard } from "./catalog.ts";
import { SPEC_SEPARATOR } from "./catalog.ts";
import type { OptionAttributes, ProductFacts } from "./product-configuration.ts";

/**
 * The product page's data and its pure rules, shared by the server (which builds the data) and the page
 * (which configures the product live): the spec table, option groups, the catalog number and the price.
 */

/** SEC-11: shown wherever inventory is referenced. Copied exactly from the requirement. */
export const INVENTORY_TOOLTIP = "Inventory is visible only to verified distributors or representatives";

export type SpecRow = { label: string; value: string };

export type ProductOption = {
  optionCode: string;
  name: string;
  group: string;
  catalogSegment: string;
  priceCents: number;
  isDefault: boolean;
  position: number;
  /** What choosing the option changes (#9.12), from `optionAttributes`. */
  attributes: OptionAttributes;
};

export type OptionGroupView = { group: string; options: ProductOption[] };

export type ProductDocumentLink = {
  type: string;
  title: string;
  url: string;
  /** What the link opens, for the label: "PDF" or "IES". */
  format: "PDF" | "IES" | "File";
};

export type InventoryRow = {
  warehouseCode: string;
  warehouseName: string;
  city: string;
  state: string;
  quantity: number;
};

export type ProductPageData = {
  id: string;
  productID: string;
  sku: string;
  name: string;
  description: string;
  images: { url: string; alt: string }[];
  specs: SpecRow[];
  application: string;
  link: string;
  listPriceCents: number;
  updatedAt: string;
  series: { code: string; name: string } | null;
  category: { name: string; link: string } | null;
  subCategory: { name: string; link: string } | null;
  /** Option groups in catalog-number order, each a radio group. */
  optionGroups: OptionGroupView[];
  documents: ProductDocumentLink[];
  /** The standard unit's typed attributes, which the chosen options change. */
  facts: ProductFacts;
  related: ProductCard[];
  /** Null when the viewer may not see inventory: the server leaves the rows out (AMB-34). */
  inventory: InventoryRow[] | null;
};

/** `/product/{sku lowercased}`: a product's page. */
export function productPath(sku: string): string {
  return `/product/${encodeURIComponent(sku.toLowerCase())}`;
}

/**
 * The spec table: one row per `::`-separated line, split at the first colon into label and value.
 * A line without a colon keeps its text as the value with an empty label.
 */
export function parseSpecTable(technicalSpecs: string): SpecRow[] {
  return technicalSpecs
    .split(SPEC_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      if (colon <= 0) return { label: "", value: line };
      return { label: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    });
}

/**
 * Options grouped for radio groups: groups in `groupOrder` (the catalog-number order; unknown groups
 * last, by name), options by position within their group.
 */
export function groupOptions(
  options: readonly ProductOption[],
  groupOrder: readonly string[],
): OptionGroupView[] {
  const groupRank = (group: string) => {
    const index = groupOrder.indexOf(group);
    return index === -1 ? groupOrder.length : index;
  };
  const groups = new Map<string, ProductOption[]>();
  for (const option of [...options].sort((a, b) => a.position - b.position)) {
    const list = groups.get(option.group) ?? [];
    list.push(option);
    groups.set(option.group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([group, list]) => ({ group, options: list }));
}

/** The selected option code of each group. */
export type OptionSelection = Record<string, string>;

/**
 * The starting configuration: each group's default (its first option when none is marked), replaced by
 * any option named in `preselect` (`?option=<optionCode>`, as the typeahead links options). Unknown codes
 * are ignored; when several preselected codes share a group, the last one wins.
 */
export function initialSelection(
  groups: readonly OptionGroupView[],
  preselect: readonly string[] = [],
): OptionSelection {
  const selection: OptionSelection = {};
  for (const { group, options } of groups) {
    const chosen = options.find((option) => option.isDefault) ?? options[0];
    if (chosen) selection[group] = chosen.optionCode;
  }
  for (const code of preselect) {
    for (const { group, options } of groups) {
      if (options.some((option) => option.optionCode === code)) selection[group] = code;
    }
  }
  return selection;
}

function selectedOptions(groups: readonly OptionGroupView[], selection: OptionSelection): ProductOption[] {
  return groups.flatMap(({ group, options }) => {
    const chosen = options.find((option) => option.optionCode === selection[group]);
    return chosen ? [chosen] : [];
  });
}

/**
 * The catalog number of a configuration (#9.11). A SKU names the standard configuration in its own
 * order, e.g. `EDL-4-10-40K` = series, size, wattage, CCT: that is the standard catalog number, and
 * a chosen option replaces its group's default segment where it stands (`EDL-4-8-30K`). A group
 * whose default is not part of the SKU (finish, say) adds its segment at the end only when another
 * option is chosen (`EDL-4-10-40K-BK`). Defaults are found from the end of the SKU, never in the
 * series part, each place used once ("RTK-24-24-40K" is size 24 at 24W).
 */
export function catalogNumber(
  sku: string,
  groups: readonly OptionGroupView[],
  selection: OptionSelection,
): string {
  const parts = sku.split("-");
  const replaced = new Set<number>();
  const added: string[] = [];
  const defaults = initialSelection(groups);
  for (const { group, options } of groups) {
    const standard = options.find((option) => option.optionCode === defaults[group]);
    const chosen = options.find((option) => option.optionCode === selection[group]) ?? standard;
    if (!standard || !chosen) continue;
    let at = -1;
    for (let index = parts.length - 1; index > 0 && at < 0; index--) {
      if (!replaced.has(index) && parts[index] === standard.catalogSegment) at = index;
    }
    if (at > 0) {
      replaced.add(at);
      parts[at] = chosen.catalogSegment;
    } else if (chosen !== standard) {
      added.push(chosen.catalogSegment);
    }
  }
  return [...parts, ...added].filter(Boolean).join("-");
}

/** List price plus the selected options' prices, in integer cents. */
export function configuredPriceCents(
  listPriceCents: number,
  groups: readonly OptionGroupView[],
  selection: OptionSelection,
): number {
  return selectedOptions(groups, selection).reduce((sum, option) => sum + option.priceCents, listPriceCents);
}

/** The option codes that differ from the defaults: what `?option=` carries to share a configuration. */
export function nonDefaultCodes(groups: readonly OptionGroupView[], selection: OptionSelection): string[] {
  const defaults = initialSelection(groups);
  return groups
    .filter(({ group }) => selection[group] !== undefined && selection[group] !== defaults[group])
    .map(({ group }) => selection[group] as string);
}

/** What each typed document is called where it is listed. */
export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  spec_sheet: "Specification sheet",
  installation_guide: "Installation guide",
  ies_file: "Photometric data",
  warranty: "Warranty",
  brochure: "Brochure",
};

/** The format a document link opens, from its URL's extension. */
export function documentFormat(url: string): ProductDocumentLink["format"] {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? "";
  if (path.endsWith(".pdf")) return "PDF";
  if (path.endsWith(".ies")) return "IES";
  return "File";
}

/** Below this many units a warehouse's stock is low: enough for a sample, not for a job. */
export const LOW_STOCK_BELOW = 25;

/** How a warehouse's quantity reads at a glance (#9.21): in stock, low, or out. */
export type StockLevel = "in-stock" | "low" | "out";

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return "out";
  return quantity < LOW_STOCK_BELOW ? "low" : "in-stock";
}
