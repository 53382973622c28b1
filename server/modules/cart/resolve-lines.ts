import {
  isScxOptionCode,
  SCX_BASE_SKU,
  scxCatalogNumber,
  scxLineName,
  scxLineOptions,
  scxSelectionOfCodes,
} from "../../../lib/builder/scx.ts";
import { MAX_LINE_QUANTITY } from "../../../lib/cart/contract.ts";
import { configuredName } from "../../../lib/catalog/product-configuration.ts";
import { catalogNumber, initialSelection } from "../../../lib/catalog/product-page.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { type PricingFacts, pricingFactsFor } from "../catalog/index.ts";
import type { LineOptionSnapshot } from "./schema.ts";

/** A line someone asks for: a product by id or SKU, a quantity and option codes. */
export type LineRequest = {
  productId?: string | undefined;
  sku?: string | undefined;
  quantity: number;
  options: readonly string[];
};

/** A line checked against the catalogue: the product, its whole configuration and its snapshot. */
export type ResolvedLine = {
  /** The index of the request it came from (the first, when several merged). */
  index: number;
  productId: string;
  optionsKey: string;
  quantity: number;
  snapshot: {
    sku: string;
    productCode: string;
    name: string;
    imageUrl: string | null;
    imageAlt: string | null;
    catalogNumber: string;
    options: LineOptionSnapshot[];
  };
};

export type LineRefusal = { index: number; reason: string };

/**
 * Checks every requested line against the catalogue in ONE statement: the product exists, each option
 * code is one of its options (an unknown code, or another product's, is refused), at most one option
 * per group. A group not named gets its default, so the line is a complete configuration whose catalog
 * number follows (#9.11); lines of the same configuration are merged, their quantities summed.
 */
export async function resolveLines(
  db: DbOrTx,
  requests: readonly LineRequest[],
): Promise<{ resolved: ResolvedLine[]; refused: LineRefusal[] }> {
  const facts = await pricingFactsFor(db, {
    productIds: requests.flatMap((r) => (r.productId ? [r.productId] : [])),
    skus: requests.flatMap((r) => (r.sku ? [r.sku] : [])),
  });
  const byId = new Map(facts.map((fact) => [fact.productId, fact]));
  const bySku = new Map(facts.map((fact) => [fact.sku.toLowerCase(), fact]));
  const refused: LineRefusal[] = [];
  const merged = new Map<string, ResolvedLine>();
  for (const [index, request] of requests.entries()) {
    const fact = request.productId
      ? byId.get(request.productId)
      : bySku.get((request.sku ?? "").toLowerCase());
    if (!fact) {
      refused.push({
        index,
        reason: request.sku ? `unknown SKU "${request.sku}"` : "no such product",
      });
      continue;
    }
    const configured = configure(fact, request.options);
    if (typeof configured === "string") {
      refused.push({ index, reason: configured });
      continue;
    }
    const key = `${fact.productId}\u0000${configured.optionsKey}`;
    const earlier = merged.get(key);
    if (earlier) {
      if (earlier.quantity + request.quantity > MAX_LINE_QUANTITY) {
        refused.push({
          index,
          reason: `together with an earlier line of the same product and options the quantity exceeds ${MAX_LINE_QUANTITY.toLocaleString("en-US")}`,
        });
      } else earlier.quantity += request.quantity;
      continue;
    }
    merged.set(key, {
      index,
      productId: fact.productId,
      optionsKey: configured.optionsKey,
      quantity: request.quantity,
      snapshot: {
        sku: fact.sku,
        productCode: fact.productCode,
        name: configured.name,
        imageUrl: fact.image?.url ?? null,
        imageAlt: fact.image?.alt ?? null,
        catalogNumber: configured.catalogNumber,
        options: configured.options,
      },
    });
  }
  return { resolved: [...merged.values()], refused };
}

type Configuration = {
  optionsKey: string;
  catalogNumber: string;
  name: string;
  options: LineOptionSnapshot[];
};

const keyOf = (codes: readonly string[]) => [...codes].sort().join(",");

/** The whole configuration the codes choose, or why they cannot. */
function configure(fact: PricingFacts, codes: readonly string[]): Configuration | string {
  return codes.some(isScxOptionCode) ? configureScx(fact, codes) : configureCatalogue(fact, codes);
}

/** A fixture configured in the SCX builder: the base fixture with one builder choice per group. */
function configureScx(fact: PricingFacts, codes: readonly string[]): Configuration | string {
  if (fact.sku.toLowerCase() !== SCX_BASE_SKU.toLowerCase())
    return `${fact.sku} has no option "${codes.find(isScxOptionCode)?.slice(0, 40)}"`;
  const selection = scxSelectionOfCodes(codes);
  if (typeof selection === "string") return selection;
  const options = scxLineOptions(selection).map(({ group, code, label }) => ({ group, code, label }));
  return {
    optionsKey: keyOf(options.map((option) => option.code)),
    catalogNumber: scxCatalogNumber(selection),
    name: scxLineName(selection),
    options,
  };
}

/** A product in the catalogue's own options; a group not named gets its default. */
function configureCatalogue(fact: PricingFacts, codes: readonly string[]): Configuration | string {
  const chosenCodes: string[] = [];
  const groupOf = new Map<string, string>();
  for (const code of codes) {
    const option = fact.optionGroups
      .flatMap((group) => group.options)
      .find((candidate) => candidate.optionCode.toLowerCase() === code.toLowerCase());
    if (!option) return `${fact.sku} has no option "${code.slice(0, 40)}"`;
    const earlier = groupOf.get(option.group);
    if (earlier !== undefined && earlier !== option.optionCode) {
      return `${fact.sku}: choose one ${option.group} option, not both ${earlier} and ${option.optionCode}`;
    }
    groupOf.set(option.group, option.optionCode);
    chosenCodes.push(option.optionCode);
  }
  const selection = initialSelection(fact.optionGroups, chosenCodes);
  const chosen = fact.optionGroups.flatMap(({ group, options }) => {
    const option = options.find((o) => o.optionCode === selection[group]);
    return option ? [option] : [];
  });
  // The line is named as the product page names the configuration (#9.12): "…, 3000K", not the standard.
  const standard = initialSelection(fact.optionGroups, []);
  const changes = fact.optionGroups.flatMap(({ group, options }) => {
    const from = options.find((o) => o.optionCode === standard[group]);
    const to = options.find((o) => o.optionCode === selection[group]);
    return from && to && from !== to ? [{ group, standard: from.name, chosen: to.name }] : [];
  });
  return {
    name: configuredName(fact.name, changes),
    optionsKey: keyOf(chosen.map((o) => o.optionCode)),
    catalogNumber: catalogNumber(fact.sku, fact.optionGroups, selection),
    options: chosen.map((o) => ({ group: o.group, code: o.optionCode, label: o.name })),
  };
}
