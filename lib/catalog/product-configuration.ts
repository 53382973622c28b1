import type { ProductImage } from "./catalog.ts";
import { asFixtureFinish, type FixtureLook, fixtureLookUrl } from "./fixture-images.ts";
import {
  catalogNumber,
  configuredPriceCents,
  initialSelection,
  nonDefaultCodes,
  type OptionGroupView,
  type OptionSelection,
  type ProductDocumentLink,
  type ProductOption,
} from "./product-page.ts";
import { thousands } from "./technical-specs.ts";

/**
 * A configured product (#9.12): what the chosen options make of the standard unit. One pure rule for
 * every place that describes a configuration (the product page, the spec sheet PDF, the IES file, and
 * the cart and quotes that come next), so they can never disagree about what was chosen.
 *
 * Options carry the attributes they change: a wattage option its watts and the lumens they give at the
 * product's efficacy, a CCT option its colour temperature, a finish its finish, and so on.
 */

/** The attributes an option sets. A group's default sets the standard unit's own values. */
export type OptionAttributes = {
  wattage?: number;
  lumens?: number;
  cctKelvin?: number;
  finish?: string;
  mounting?: string;
  voltage?: string;
  dimming?: string;
  sensor?: string;
};

/** The typed attributes of the standard unit, behind its spec lines. */
export type ProductFacts = {
  wattage: number | null;
  lumens: number | null;
  cctKelvin: number | null;
  cri: number | null;
  voltage: string | null;
  dimming: string | null;
  ipRating: string | null;
  dlcListing: string | null;
  mounting: string | null;
  warrantyYears: number | null;
  dimensions: string | null;
};

/** A configuration's facts: the standard unit's with the chosen options' attributes applied. */
export type ConfiguredFacts = ProductFacts & { finish: string | null; sensor: string | null };

const KELVIN = /^(\d{4,5})\s*K$/i;
const WATTS = /^(\d+(?:\.\d+)?)\s*W$/i;

/**
 * What an option of `group` named `name` sets. A wattage option's lumens keep the standard unit's
 * efficacy (lumens per watt), rounded to 10 lm as a catalogue prints them; the standard wattage keeps
 * the rated lumens exactly. A name the rule cannot read (a wattage not written "8W") sets nothing.
 */
export function optionAttributes(
  group: string,
  name: string,
  standard: Pick<ProductFacts, "wattage" | "lumens">,
): OptionAttributes {
  switch (group) {
    case "CCT": {
      const kelvin = KELVIN.exec(name.trim());
      return kelvin ? { cctKelvin: Number(kelvin[1]) } : {};
    }
    case "Wattage": {
      const watts = WATTS.exec(name.trim());
      if (!watts) return {};
      const wattage = Number(watts[1]);
      const { wattage: standardWatts, lumens } = standard;
      if (!standardWatts || lumens === null) return { wattage };
      if (wattage === standardWatts) return { wattage, lumens };
      return { wattage, lumens: Math.round((lumens * wattage) / standardWatts / 10) * 10 };
    }
    case "Finish":
      return { finish: name };
    case "Mounting":
      return { mounting: name };
    case "Voltage":
      return { voltage: name };
    case "Dimming":
      return { dimming: name };
    case "Sensor":
      return { sensor: name };
    default:
      return {};
  }
}

/** The spec table's label of each attribute and how its value reads there. */
const specLines: { key: keyof ConfiguredFacts; label: string; format: (value: never) => string }[] = [
  { key: "wattage", label: "Wattage", format: (watts: number) => `${watts}W` },
  { key: "lumens", label: "Lumens", format: (lumens: number) => `${thousands(lumens)} lm` },
  { key: "cctKelvin", label: "CCT", format: (kelvin: number) => `${kelvin}K` },
  { key: "voltage", label: "Voltage", format: (voltage: string) => voltage },
  { key: "dimming", label: "Dimming", format: (dimming: string) => dimming },
  { key: "finish", label: "Finish", format: (finish: string) => finish },
  { key: "mounting", label: "Mounting", format: (mounting: string) => mounting },
  { key: "sensor", label: "Sensor", format: (sensor: string) => sensor },
];

/** Rows a configuration adds (finish, mounting, sensor) go before the first of these, else last. */
const ADDED_ROWS_BEFORE = new Set(["Rating", "DLC", "Warranty", "Dimensions"]);

export type SpecLine = { label: string; value: string };

/**
 * The spec table of a configuration: each attribute an option sets (the chosen one, or the group's
 * default) replaces its row's value, so the table describes one orderable unit ("CCT: 3000K", not the
 * list of colour temperatures offered); efficacy follows watts and lumens; a finish, mounting or sensor
 * row the standard table lacks is added.
 */
export function configuredSpecs(
  specs: readonly SpecLine[],
  setByOptions: OptionAttributes,
  facts: ConfiguredFacts,
): SpecLine[] {
  const rows = specs.map((row) => ({ ...row }));
  const added: SpecLine[] = [];
  const setRow = (label: string, value: string, addIfMissing: boolean) => {
    const row = rows.find((candidate) => candidate.label === label);
    if (row) row.value = value;
    else if (addIfMissing) added.push({ label, value });
  };
  for (const { key, label, format } of specLines) {
    const value = facts[key];
    if (!(key in setByOptions) || value === null) continue;
    setRow(label, (format as (value: unknown) => string)(value), true);
  }
  if (facts.lumens !== null && facts.wattage) {
    setRow("Efficacy", `${Math.round(facts.lumens / facts.wattage)} lm/W`, false);
  }
  const at = rows.findIndex((row) => ADDED_ROWS_BEFORE.has(row.label));
  rows.splice(at === -1 ? rows.length : at, 0, ...added);
  return rows;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Groups whose values are single tokens ("18W", "5000K") that a name may carry anywhere. */
const TOKEN_GROUPS = new Set(["Wattage", "CCT"]);

/**
 * The name of a configuration: a chosen option's name replaces its group's standard name where the
 * product name says it ("EDL 6in 18W Recessed Downlight, 5000K" → "… 8W …, 3000K"); a choice the
 * name does not mention is added at the end ("…, Black"). Watts and kelvins are matched as words
 * anywhere; other values only as a whole comma-separated part, so mounting "Wall" leaves "Wall Pack" be.
 */
export function configuredName(
  name: string,
  changes: readonly { group: string; standard: string; chosen: string }[],
): string {
  let result = name;
  const appended: string[] = [];
  for (const { group, standard, chosen } of changes) {
    const value = escapeRegExp(standard);
    const pattern = TOKEN_GROUPS.has(group)
      ? new RegExp(`(^|[\\s,(])${value}(?=$|[\\s,)])`)
      : new RegExp(`(,\\s*)${value}(?=$|\\s*,)`);
    if (pattern.test(result)) result = result.replace(pattern, (_, before: string) => `${before}${chosen}`);
    else appended.push(chosen);
  }
  return [result, ...appended].join(", ");
}

/**
 * A description written about the standard unit, told about the configuration: the standard watts,
 * lumens, efficacy and colour temperature it quotes become the configuration's ("Drawing only 40W …
 * 5,500 lumens" → "Drawing only 60W … 8,250 lumens"). Other words are left as written.
 */
export function configuredDescription(
  text: string,
  standard: ProductFacts,
  configured: ProductFacts,
): string {
  const efficacy = (facts: ProductFacts) =>
    facts.lumens !== null && facts.wattage ? Math.round(facts.lumens / facts.wattage) : null;
  const swaps: [
    pattern: string,
    from: number | null,
    to: number | null,
    format: (value: number) => string,
  ][] = [
    ["(?<![\\d.,])VALUE(?= lumens| lm\\b)", standard.lumens, configured.lumens, thousands],
    ["(?<![\\d.])VALUE(?= lm/W)", efficacy(standard), efficacy(configured), String],
    ["(?<![\\d.])VALUE(?=W\\b)", standard.wattage, configured.wattage, String],
    ["(?<![\\d.])VALUE(?=K\\b)", standard.cctKelvin, configured.cctKelvin, String],
  ];
  let result = text;
  for (const [pattern, from, to, format] of swaps) {
    if (from === null || to === null || from === to) continue;
    result = result.replace(
      new RegExp(pattern.replace("VALUE", escapeRegExp(format(from))), "g"),
      format(to),
    );
  }
  return result;
}

/** Everything a configuration is computed from: the product page's data, or a spec sheet's. */
export type ConfigurableProduct = {
  sku: string;
  name: string;
  description: string;
  listPriceCents: number;
  specs: readonly SpecLine[];
  optionGroups: readonly OptionGroupView[];
  images: readonly ProductImage[];
  documents: readonly ProductDocumentLink[];
  facts: ProductFacts;
};

export type ProductConfiguration = {
  selection: OptionSelection;
  /** The chosen options that differ from the defaults: what `?option=` carries. */
  codes: string[];
  isStandard: boolean;
  catalogNumber: string;
  name: string;
  description: string;
  priceCents: number;
  /** What the chosen options add to the list price. */
  optionsCents: number;
  /** The selected option of each group, in catalog-number order. */
  chosen: ProductOption[];
  facts: ConfiguredFacts;
  specs: SpecLine[];
  /** The pictures in the chosen finish and light colour, where they are generated drawings. */
  images: ProductImage[];
  /** The spec sheet and IES links carry the options, so the document describes this configuration. */
  documents: ProductDocumentLink[];
};

/** Documents generated per product, which follow a configuration. */
const CONFIGURABLE_DOCUMENTS = /^\/media\/(spec-sheets|ies)\/[^?#]+$/;

/** `url?option=A,B`: the options a configured document or page link carries. */
export function withOptionCodes(url: string, codes: readonly string[]): string {
  return codes.length === 0 ? url : `${url}?option=${codes.map(encodeURIComponent).join(",")}`;
}

/** The configuration `selection` makes of `product` (unknown or missing groups keep their default). */
export function configureProduct(
  product: ConfigurableProduct,
  selection: OptionSelection,
): ProductConfiguration {
  const groups = product.optionGroups;
  const defaults = initialSelection(groups);
  const complete: OptionSelection = { ...defaults };
  const chosen: ProductOption[] = [];
  const changes: { group: string; standard: string; chosen: string }[] = [];
  const setByOptions: OptionAttributes = {};
  for (const { group, options } of groups) {
    const standard = options.find((option) => option.optionCode === defaults[group]);
    const picked = options.find((option) => option.optionCode === selection[group]) ?? standard;
    if (!standard || !picked) continue;
    complete[group] = picked.optionCode;
    chosen.push(picked);
    Object.assign(setByOptions, picked.attributes);
    if (picked !== standard) changes.push({ group, standard: standard.name, chosen: picked.name });
  }
  const facts: ConfiguredFacts = { finish: null, sensor: null, ...product.facts, ...setByOptions };
  const codes = nonDefaultCodes(groups, complete);
  const number = catalogNumber(product.sku, groups, complete);
  const name = configuredName(product.name, changes);
  const priceCents = configuredPriceCents(product.listPriceCents, groups, complete);
  const standardFacts = standardLook(groups, defaults, product.facts);
  const look: FixtureLook = {
    finish: facts.finish !== standardFacts.finish ? asFixtureFinish(facts.finish) : undefined,
    cctKelvin: facts.cctKelvin !== standardFacts.cctKelvin ? (facts.cctKelvin ?? undefined) : undefined,
  };
  return {
    selection: complete,
    codes,
    isStandard: codes.length === 0,
    catalogNumber: number,
    name,
    description: configuredDescription(product.description, product.facts, facts),
    priceCents,
    optionsCents: priceCents - product.listPriceCents,
    chosen,
    facts,
    specs: configuredSpecs(product.specs, setByOptions, facts),
    images: product.images.map((image) => ({
      url: fixtureLookUrl(image.url, look),
      alt: image.alt.startsWith(product.name) ? `${name}${image.alt.slice(product.name.length)}` : image.alt,
    })),
    documents: product.documents.map((document) =>
      CONFIGURABLE_DOCUMENTS.test(document.url) && codes.length > 0
        ? {
            ...document,
            url: withOptionCodes(document.url, codes),
            title: document.title.replace(product.sku, number),
          }
        : document,
    ),
  };
}

/** The finish and colour temperature of the standard unit, which its stored pictures show. */
function standardLook(
  groups: readonly OptionGroupView[],
  defaults: OptionSelection,
  facts: ProductFacts,
): { finish: string | null; cctKelvin: number | null } {
  let finish: string | null = null;
  let cctKelvin = facts.cctKelvin;
  for (const { group, options } of groups) {
    const standard = options.find((option) => option.optionCode === defaults[group]);
    if (standard?.attributes.finish !== undefined) finish = standard.attributes.finish;
    if (standard?.attributes.cctKelvin !== undefined) cctKelvin = standard.attributes.cctKelvin;
  }
  return { finish, cctKelvin };
}

/** At most this many option codes are read from a link; a product has at most eight options. */
export const MAX_OPTION_CODES = 20;

/**
 * The option codes a link names: `?option=A,B` (the typeahead's and configured documents' links),
 * `?option=A&option=B`, or the no-JavaScript form's `option-<group>=A`.
 */
export function optionCodesOf(params: URLSearchParams): string[] {
  return [...params]
    .filter(([key]) => key === "option" || key.startsWith("option-"))
    .flatMap(([, value]) => value.split(","))
    .map((code) => code.trim())
    .filter(Boolean)
    .slice(0, MAX_OPTION_CODES);
}
