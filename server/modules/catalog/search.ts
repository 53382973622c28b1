import type { SQL } from "drizzle-orm";
import {
  categoryPath,
  mediaImageUrl,
  type ProductCard,
  type ProductCardSource,
  splitImageNames,
  splitSpecs,
  stripApplication,
  subCategoryPath,
  toProductCard,
} from "../../../lib/catalog/catalog.ts";
import {
  type ProductFacets,
  type ProductQuery,
  SEARCH_LIMIT,
  SEARCH_MIN_CHARS,
  type SearchResult,
} from "../../../lib/search/product-query.ts";
import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import { notFound } from "../../errors.ts";
import type { ProductFacts } from "./product-details.ts";
import type { ProductImage } from "./schema.ts";
import {
  type CategoryScope,
  categoryByKeySql,
  categoryIdsSql,
  categoryKey,
  isFiltered,
  isScoped,
  type ProductSelection,
  productByIdSql,
  productCountSql,
  productFacetsSql,
  productPageSql,
  type TextMatch,
  tsquerySourcesSql,
  typeaheadSql,
} from "./search-sql.ts";
import {
  correctableWords,
  isEmptyTerm,
  parseSearchTerm,
  prefixWords,
  type SearchTerms,
  typedWords,
} from "./search-terms.ts";

export type ProductSearchPage = {
  items: ProductCard[];
  total: number;
  offset: number;
  limit: number;
  facets: ProductFacets;
};

export type Paging = { offset: number; limit: number };
export type ProductListPage = { items: ProductCard[]; total: number; offset: number; limit: number };

/** One product as API-14 returns it (the spec's Product: id, productID, sku, name, images, options…). */
export type ProductVariation = ProductFacts & {
  id: string;
  productID: string;
  sku: string;
  name: string;
  description: string;
  images: ProductImage[];
  /** The spec's `::`-separated spec lines, as stored. */
  technicalSpecs: string;
  /** Application text without the leading `::` some records carry. */
  application: string;
  link: string;
  listPriceCents: number;
  category: { name: string; link: string };
  subCategory: { name: string; link: string } | null;
  series: { code: string; name: string } | null;
  options: {
    optionID: string;
    name: string;
    group: string;
    catalogSegment: string;
    priceCents: number;
    isDefault: boolean;
  }[];
};

/** How many results of each kind the typeahead shows at most, so products always keep room. */
const TYPEAHEAD_CATEGORIES = 3;
const TYPEAHEAD_SERIES = 2;
const TYPEAHEAD_OPTIONS = 2;
/** `shortened=true` descriptions are cut to about this many characters. */
const SHORT_DESCRIPTION = 110;

export const EMPTY_FACETS: ProductFacets = {
  cct: [],
  mounting: [],
  ipRating: [],
  dlc: { listed: 0 },
  wattage: { min: null, max: null },
  lumens: { min: null, max: null },
};

type TaxonomyRow = {
  kind: "category" | "sub-category" | "series";
  name: string;
  parentName: string | null;
  code: string | null;
  description: string;
  imageNames: string | null;
  images: ProductImage[] | null;
  score: number;
};
/** A row of typeaheadSql; `ord` is a bigint, which node-postgres returns as a string. */
type HitRow = ProductCardSource & {
  kind: "product" | "option" | "taxonomy";
  tier: number;
  ord: number | string;
  optionName: string | null;
  optionCode: string | null;
  optionGroup: string | null;
  detail: TaxonomyRow | null;
};
type OptionRow = HitRow & { kind: "option"; optionName: string; optionCode: string; optionGroup: string };
type FacetRow = {
  set: number;
  ccts: number[] | null;
  mounting: string | null;
  ipRating: string | null;
  count: number;
  dlcListed: number;
  wattageMin: number | null;
  wattageMax: number | null;
  lumensMin: number | null;
  lumensMax: number | null;
};
type VariationRow = Omit<ProductVariation, "category" | "subCategory" | "series"> & {
  categoryName: string;
  parentCategoryName: string | null;
  seriesCode: string | null;
  seriesName: string | null;
};

/**
 * Product search and typeahead in PostgreSQL (full text and pg_trgm, all indexed; no search server).
 * Every statement comes from search-sql.ts; each function runs a fixed, small number of them whatever
 * the size of the catalogue.
 */
export function createCatalogSearch(db: Db) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return selectRows<T>(db, query);
  }

  /**
   * The results page's full-text query source: every word as a prefix, misspelt ones or-ed with their
   * correction from the catalogue's vocabulary ("trofer" → "troffers"). 0–1 query.
   */
  async function querySource(terms: SearchTerms): Promise<string | null> {
    if (terms.words.length === 0) return null;
    const [row] = await rows<{ typing: string | null }>(
      tsquerySourcesSql(prefixWords(terms), correctableWords(terms)),
    );
    return row?.typing ?? null;
  }

  /** The ids of the categories a scope covers; undefined for the whole catalogue. 0–1 query. */
  async function categoryIds(scope: CategoryScope): Promise<number[] | undefined> {
    if (!isScoped(scope)) return undefined;
    return (await rows<{ id: number }>(categoryIdsSql(scope))).map((r) => r.id);
  }

  /**
   * API-13: categories, sub-categories, series, options and products for what is being typed, best
   * first. Order: exact part numbers and exact names; exact category or series names; part-number
   * prefixes when the term is one; then categories, series, options and the remaining products.
   * Products always carry the "Part No." badge: named by their SKU when the term matched the part
   * number, by their name otherwise (with the SKU in the description). One query (2 with a category
   * filter), typo corrections included.
   */
  async function typeahead(input: {
    term: string;
    category?: string;
    limit?: number;
    shortened?: boolean;
  }): Promise<SearchResult[]> {
    const limit = input.limit ?? SEARCH_LIMIT;
    if (input.term.trim().length < SEARCH_MIN_CHARS) return [];
    const terms = typingTerms(parseSearchTerm(input.term));
    if (isEmptyTerm(terms)) return [];
    const shorten = (text: string) => (input.shortened === false ? text : shortenText(text));
    const scope = { categoryKey: input.category?.trim() ? categoryKey(input.category) : undefined };

    const ids = await categoryIds(scope);
    const found = await rows<HitRow>(
      typeaheadSql({
        terms,
        words: typedWords(terms),
        correctable: correctableWords(terms),
        categoryIds: ids,
        limit,
        tokens: [...terms.words, ...terms.codes],
        optionLimit: TYPEAHEAD_OPTIONS,
        taxonomyLimit: 8,
      }),
    );
    const taxonomy = found.flatMap((row) => (row.kind === "taxonomy" && row.detail ? [row.detail] : []));
    const hits = found.filter((row) => row.kind !== "taxonomy");
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
      };
    };
    const taxonomyResult = (row: TaxonomyRow): SearchResult => {
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
    const exactTaxonomy = taxonomy.filter((t) => t.score >= 100);
    const otherTaxonomy = taxonomy.filter((t) => t.score < 100);
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

  /** The parts of a ProductQuery that select products, with its categories and typo corrections resolved. */
  async function selectionOf(
    query: ProductQuery,
  ): Promise<{ selection: ProductSelection; terms?: SearchTerms }> {
    const scope: CategoryScope = {
      categoryKey: query.category?.trim() ? categoryKey(query.category) : undefined,
      subCategoryKey: query.subCategory?.trim() ? categoryKey(query.subCategory) : undefined,
    };
    const { q, category: _c, subCategory: _s, sort: _o, offset: _f, limit: _l, ...filters } = query;
    const terms = q ? parseSearchTerm(q) : undefined;
    const [tsquery, ids] = await Promise.all([terms ? querySource(terms) : null, categoryIds(scope)]);
    const match: TextMatch | undefined = terms && { kind: "text", vector: "names", terms, tsquery };
    return { selection: { match, categoryIds: ids, filters }, terms };
  }

  async function pageOf(selection: ProductSelection, query: ProductQuery): Promise<ProductSearchPage> {
    const page = { sort: query.sort, offset: query.offset, limit: query.limit };
    const [items, facetRows] = await Promise.all([
      rows<ProductCardSource>(productPageSql(selection, page)),
      rows<FacetRow>(productFacetsSql(selection)),
    ]);
    const { total, facets } = toFacets(facetRows);
    return {
      items: items.map((r) => toProductCard(r)),
      total,
      offset: query.offset,
      limit: query.limit,
      facets,
    };
  }

  /**
   * The results page, the sub-category page and the API's product search: words in any order, part
   * numbers, typos, category or sub-category, filters, sort and paging, with the filter panel's facets
   * over the filtered set. An unknown category or sub-category matches nothing (a shared link to a
   * renamed category shows an empty list, not an error).
   *
   * Words are looked for in names and attributes first. Only when no product is named so does the
   * search read applications and descriptions too ("warehouse", "fluorescent"), and only when those do
   * not mention it either (and no filter is set), names similar to the term (a typo of a word that no
   * category name contains).
   * Products that name what was asked for are what a buyer means; a word common in descriptions
   * would otherwise bury them among thousands that merely mention it, and make every such search read
   * a quarter of the catalogue. Queries: 2, plus 1 with a category and 1 with words to correct; 2 more
   * for each further step.
   */
  async function searchProducts(query: ProductQuery): Promise<ProductSearchPage> {
    if (query.q !== undefined && query.q !== "" && query.q.trim().length < SEARCH_MIN_CHARS) {
      return { items: [], total: 0, offset: query.offset, limit: query.limit, facets: EMPTY_FACETS };
    }
    const { selection, terms } = await selectionOf(query);
    let page = await pageOf(selection, query);
    if (page.total > 0 || selection.match?.kind !== "text" || !terms) return page;
    page = await pageOf({ ...selection, match: { ...selection.match, vector: "everything" } }, query);
    // With filters, an empty result says the filters exclude the matches, not that a word is misspelt.
    if (page.total > 0 || terms.words.length === 0 || isFiltered(selection.filters)) return page;
    return pageOf({ ...selection, match: { kind: "fuzzy", terms } }, query);
  }

  /** API-14: one product with its options, by uuid, product code (`productID`) or SKU. 1 query. */
  async function productById(id: string): Promise<ProductVariation> {
    const [row] = await rows<VariationRow>(productByIdSql(id.trim()));
    if (!row) throw notFound("Product");
    const { categoryName, parentCategoryName, seriesCode, seriesName, ...product } = row;
    const top = parentCategoryName ?? categoryName;
    return {
      ...product,
      application: stripApplication(product.application),
      category: { name: top, link: categoryPath(top) },
      subCategory: parentCategoryName
        ? { name: categoryName, link: subCategoryPath(parentCategoryName, categoryName) }
        : null,
      series: seriesCode && seriesName ? { code: seriesCode, name: seriesName } : null,
    };
  }

  async function listPage(selection: ProductSelection, paging: Paging): Promise<ProductListPage> {
    const [items, [count]] = await Promise.all([
      rows<ProductCardSource>(productPageSql(selection, { sort: "name", ...paging })),
      rows<{ total: number }>(productCountSql(selection)),
    ]);
    return { items: items.map((r) => toProductCard(r)), total: count?.total ?? 0, ...paging };
  }

  /**
   * API-15: the products of a category (with its sub-categories') or of a sub-category, by name or
   * slug ("Wall Packs", "Wall-Packs"), ordered by product name. NOT_FOUND for an unknown name. 3 queries.
   */
  async function productsByCategoryName(
    name: string,
    paging: Paging,
  ): Promise<ProductListPage & { category: { name: string; link: string } }> {
    const [category] = await rows<{ id: number; name: string; parentName: string | null; ids: number[] }>(
      categoryByKeySql(categoryKey(name)),
    );
    if (!category) throw notFound("Category");
    const page = await listPage({ categoryIds: category.ids, filters: {} }, paging);
    const link = category.parentName
      ? subCategoryPath(category.parentName, category.name)
      : categoryPath(category.name);
    return { category: { name: category.name, link }, ...page };
  }

  /** API-16: every product, by name (then id, so pages never overlap), one page at a time. 2 queries. */
  function allProducts(paging: Paging): Promise<ProductListPage> {
    return listPage({ filters: {} }, paging);
  }

  return { typeahead, searchProducts, productById, productsByCategoryName, allProducts };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;

/** Products per orderable CCT, from the rows grouped by each product's array of CCTs. */
function countByCct(rows: FacetRow[]): { value: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const kelvin of row.ccts ?? []) counts.set(kelvin, (counts.get(kelvin) ?? 0) + row.count);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => a.value - b.value);
}

/** The grouping-sets rows of productFacetsSql as the filter panel's facets and the total. */
function toFacets(rows: FacetRow[]): { total: number; facets: ProductFacets } {
  const whole = rows.find((r) => r.set === 7);
  if (!whole || whole.count === 0) return { total: 0, facets: EMPTY_FACETS };
  const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;
  // grouping() sets a bit for each column the row is NOT grouped by: cct 4, mounting 2, IP rating 1.
  const groupedBy = (set: number) => rows.filter((r) => r.set === set);
  return {
    total: whole.count,
    facets: {
      cct: countByCct(groupedBy(3)),
      mounting: groupedBy(5)
        .flatMap((r) => (r.mounting === null ? [] : [{ value: r.mounting, count: r.count }]))
        .sort(byCount),
      ipRating: groupedBy(6)
        .flatMap((r) => (r.ipRating === null ? [] : [{ value: r.ipRating, count: r.count }]))
        .sort((a, b) => a.value.localeCompare(b.value)),
      dlc: { listed: whole.dlcListed },
      wattage: { min: whole.wattageMin, max: whole.wattageMax },
      lumens: { min: whole.lumensMin, max: whole.lumensMax },
    },
  };
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
