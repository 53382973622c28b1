import {
  categoryPath,
  mediaImageUrl,
  type ProductCardSource,
  splitImageNames,
  splitSpecs,
  subCategoryPath,
} from "../../../lib/catalog/catalog.ts";
import { SEARCH_LIMIT, SEARCH_MIN_CHARS, type SearchResult } from "../../../lib/search/product-query.ts";
import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import { categoryIds } from "./search-products.ts";
import { categoryKey, typeaheadSql } from "./search-sql.ts";
import {
  correctableWords,
  isEmptyTerm,
  parseSearchTerm,
  type SearchTerms,
  typedWords,
} from "./search-terms.ts";
import { matchTaxonomy, type TaxonomySnapshot, type TaxonomySuggestion } from "./taxonomy-suggestions.ts";

export type TypeaheadInput = { term: string; category?: string; limit?: number; shortened?: boolean };

/** How many results of each kind the typeahead shows at most, so products always keep room. */
const TYPEAHEAD_CATEGORIES = 3;
const TYPEAHEAD_SERIES = 2;
const TYPEAHEAD_OPTIONS = 2;
/** Categories, sub-categories and series looked at, exact names first, before the limits above. */
const TYPEAHEAD_TAXONOMY = 8;
/** `shortened=true` descriptions are cut to about this many characters. */
const SHORT_DESCRIPTION = 110;

/** A row of typeaheadSql; `ord` is a bigint, which node-postgres returns as a string. */
type HitRow = ProductCardSource & {
  kind: "product" | "option" | "correction" | "revision";
  tier: number;
  ord: number | string;
  optionName: string | null;
  optionCode: string | null;
  optionGroup: string | null;
  /** A correction's { word, correction }; the catalogue's revision. */
  detail: { word: string; correction: string } | number | string | null;
};
type OptionRow = HitRow & { kind: "option"; optionName: string; optionCode: string; optionGroup: string };

/**
 * API-13: categories, sub-categories, series, options and products for what is being typed, best
 * first. Order: exact part numbers and exact names; exact category or series names; part-number
 * prefixes when the term is one; then categories, series, options and the remaining products.
 * Products always carry the "Part No." badge: named by their SKU when the term matched the part
 * number, by their name otherwise (with the SKU in the description). One query (2 with a category
 * filter), typo corrections included; the categories and series come from `taxonomy`'s snapshot of the
 * revision that query read (one more query when the revision has moved).
 */
export async function typeahead(
  db: Db,
  taxonomy: (revision: number) => Promise<TaxonomySnapshot>,
  input: TypeaheadInput,
): Promise<SearchResult[]> {
  const limit = input.limit ?? SEARCH_LIMIT;
  if (input.term.trim().length < SEARCH_MIN_CHARS) return [];
  const terms = typingTerms(parseSearchTerm(input.term));
  if (isEmptyTerm(terms)) return [];
  const shorten = (text: string) => (input.shortened === false ? text : shortenText(text));
  const scope = { categoryKey: input.category?.trim() ? categoryKey(input.category) : undefined };

  const ids = await categoryIds(db, scope);
  // An unknown category holds nothing to suggest.
  if (ids?.length === 0) return [];
  const tokens = [...terms.words, ...terms.codes];
  const found = await selectRows<HitRow>(
    db,
    typeaheadSql({
      terms,
      // A space after the last word (the typeahead is sent the term as typed) says it is finished.
      words: typedWords(terms, /\s$/.test(input.term)),
      correctable: correctableWords(terms),
      categoryIds: ids,
      limit,
      tokens,
      optionLimit: TYPEAHEAD_OPTIONS,
    }),
  );
  const corrections = found.flatMap((row) =>
    row.kind === "correction" && typeof row.detail === "object" && row.detail ? [row.detail.correction] : [],
  );
  const revision = Number(found.find((row) => row.kind === "revision")?.detail ?? 0);
  const suggestions = matchTaxonomy(await taxonomy(revision), {
    // Corrections are words of the vocabulary, so matching them finds what the typo meant.
    tokens: [...(tokens.length > 0 ? tokens : [terms.text]), ...corrections],
    text: terms.text,
    categoryIds: ids,
    limit: TYPEAHEAD_TAXONOMY,
  });
  const hits = found.filter((row) => row.kind === "product" || row.kind === "option");
  const byOrder = (a: HitRow, b: HitRow) => a.tier - b.tier || Number(a.ord) - Number(b.ord);
  const bestTier = new Map<string, HitRow>();
  for (const row of hits.filter((h) => h.kind === "product").sort(byOrder)) {
    if (!bestTier.has(row.id)) bestTier.set(row.id, row);
  }
  const productHits = [...bestTier.values()];
  const options = hits.filter((h): h is OptionRow => h.kind === "option").sort(byOrder);

  const productResult = (row: HitRow): SearchResult => {
    const image = row.images[0] ?? null;
    const byPartNumber = row.tier === 0 || row.tier === 2;
    return {
      name: byPartNumber ? row.sku : row.name,
      image: image?.url ?? null,
      altText: image?.alt ?? row.name,
      badge: "Part No.",
      description: byPartNumber ? row.name : [row.sku, ...splitSpecs(row.technicalSpecs, 2)].join(" · "),
      link: row.link,
      sku: row.sku,
      listPriceCents: row.listPriceCents,
    };
  };
  const taxonomyResult = (row: TaxonomySuggestion): SearchResult => {
    if (row.kind === "series") {
      const image = row.images?.[0] ?? null;
      return {
        name: row.name,
        image: image?.url ?? null,
        altText: image?.alt ?? row.name,
        badge: "Series",
        description: shorten(row.description),
        link: `/catalogsearch/${encodeURIComponent(row.code ?? row.name)}`,
      };
    }
    const [imageName] = splitImageNames(row.imageNames ?? "");
    return {
      name: row.name,
      image: imageName ? mediaImageUrl(imageName) : null,
      altText: row.name,
      badge: row.kind === "category" ? "Category" : "Sub-Category",
      description: shorten(row.description),
      link:
        row.kind === "sub-category" && row.parentName
          ? subCategoryPath(row.parentName, row.name)
          : categoryPath(row.name),
    };
  };
  const optionResult = (row: OptionRow): SearchResult => {
    const image = row.images[0] ?? null;
    return {
      name: row.optionName,
      image: image?.url ?? null,
      altText: image?.alt ?? row.name,
      badge: "option",
      description: `${row.optionGroup} option of ${row.name} (${row.sku})`,
      link: `${row.link}?option=${encodeURIComponent(row.optionCode)}`,
    };
  };

  const byTier = (...tiers: number[]) => productHits.filter((p) => tiers.includes(p.tier));
  const exactTaxonomy = suggestions.filter((t) => t.score >= 100);
  const otherTaxonomy = suggestions.filter((t) => t.score < 100);
  const ordered: SearchResult[] = [
    ...byTier(0, 1).map(productResult),
    ...exactTaxonomy.map(taxonomyResult),
    ...byTier(2).map(productResult),
    ...otherTaxonomy
      .filter((t) => t.kind !== "series")
      .slice(0, TYPEAHEAD_CATEGORIES)
      .map(taxonomyResult),
    ...otherTaxonomy
      .filter((t) => t.kind === "series")
      .slice(0, TYPEAHEAD_SERIES)
      .map(taxonomyResult),
    ...options.map(optionResult),
    ...byTier(3, 4).map(productResult),
  ];
  return ordered.slice(0, limit);
}

/**
 * While typing "wall p", the last word is one letter: as a prefix it matches nearly every product and
 * narrows nothing, so the typeahead leaves one-letter words out when the term has longer ones.
 */
function typingTerms(terms: SearchTerms): SearchTerms {
  const longer = terms.words.filter((word) => word.length > 1);
  return longer.length > 0 || terms.codes.length > 0 ? { ...terms, words: longer } : terms;
}

/** Cuts at a word boundary and marks the cut, for `shortened=true` typeahead descriptions. */
function shortenText(text: string): string {
  if (text.length <= SHORT_DESCRIPTION) return text;
  const cut = text.slice(0, SHORT_DESCRIPTION);
  const space = cut.lastIndexOf(" ");
  return `${(space > SHORT_DESCRIPTION / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
