import { type SQL, sql } from "drizzle-orm";
import type { ProductFilters, ProductSort } from "../../../lib/product-query.ts";
import { CATEGORY_MARKER, escapeLike, type SearchTerms, trigramPatterns } from "./search-terms.ts";

/**
 * Every SQL statement the catalogue search runs, built here and nowhere else, so that
 * search-explain.test.ts can EXPLAIN exactly what search.ts executes. User input only ever travels
 * as bound parameters; the one piece of query syntax built from it (the `to_tsquery` source) is made
 * of [a-z0-9] tokens by search-terms.ts.
 *
 * Indexes behind each shape (migrations 0003 and 0004):
 * - full text, results page: `products.search_vector` (GIN), a stored generated column over the
 *   product's own text, weighted, with a category marker lexeme;
 * - full text, typeahead: GIN on the expression `typeaheadVector` (names and attributes only);
 * - part numbers: `(lower(sku) collate "C")`, alone and after `category_id` (exact, prefix range, order);
 * - exact names: `lower(name)`; typos: `lower(name) gin_trgm_ops` on categories, series and products;
 * - listings: `(category_id, name)`, `(name, id)`, and `(category_id) INCLUDE (filter columns)` for
 *   counts and facets; filters: cct_kelvin, wattage, lumens;
 * - options of the products found: `(product_id, option_code)`.
 */

/** A typo's correction must be at least this similar (pg_trgm `similarity`) to what was typed. */
export const MIN_CORRECTION_SIMILARITY = 0.35;

const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const textArray = (values: readonly string[]) =>
  values.length > 0 ? sql`array[${list(values.map((v) => sql`${v}`))}]::text[]` : sql`'{}'::text[]`;
const and = (parts: SQL[]) => sql.join(parts, sql` and `);
const or = (parts: SQL[]) => sql.join(parts, sql` or `);

/** The part-number key of a product row `p`, in the collation of its index. */
const skuKey = sql`(lower(p.sku) collate "C")`;

// ---------------------------------------------------------------------------------------------
// Where a search looks: the category scope
// ---------------------------------------------------------------------------------------------

/**
 * A category is addressed by its name or its slug, case-insensitively ("Wall Packs", "wall-packs"):
 * both reduce to the lower-cased slug, which has a unique index.
 */
export function categoryKey(nameOrSlug: string): string {
  return nameOrSlug.trim().replace(/\s+/g, "-").toLowerCase();
}

/** A top-level category and its sub-categories; with `subCategoryKey`, that sub-category only. */
export type CategoryScope = { categoryKey?: string; subCategoryKey?: string };

const topCategoryId = (key: string) =>
  sql`(select t.id from categories t where lower(t.slug) = ${key} and t.parent_id is null)`;

/**
 * The ids of the categories a scope covers (none for an unknown name). The product queries then take
 * them as constants: the planner sees how many products they hold and picks the index that fits,
 * where a sub-select would leave it guessing.
 */
export function categoryIdsSql(scope: CategoryScope): SQL {
  if (scope.subCategoryKey !== undefined) {
    const parent =
      scope.categoryKey === undefined ? sql`` : sql` and c.parent_id = ${topCategoryId(scope.categoryKey)}`;
    return sql`select c.id from categories c
      where lower(c.slug) = ${scope.subCategoryKey} and c.parent_id is not null${parent}`;
  }
  const top = topCategoryId(scope.categoryKey ?? "");
  return sql`select c.id from categories c where c.id = ${top} or c.parent_id = ${top}`;
}

/** Whether a scope narrows the catalogue at all. */
export function isScoped(scope: CategoryScope): boolean {
  return scope.categoryKey !== undefined || scope.subCategoryKey !== undefined;
}

/** Product row `p` is in one of the categories; nothing is in an empty list. */
function inCategories(ids: readonly number[], column = sql`p.category_id`): SQL {
  return ids.length > 0 ? sql`${column} in (${list(ids.map((id) => sql`${id}`))})` : sql`false`;
}

// ---------------------------------------------------------------------------------------------
// Typo corrections from the catalogue's vocabulary
// ---------------------------------------------------------------------------------------------

/**
 * For each word, the most similar word of a category, sub-category or series name: the vocabulary a
 * buyer types ("downlights", "troffers", "wall packs"). Rows: { word, correction, score }.
 * Candidates are found through the trigram indexes (names sharing a three-letter piece of the word),
 * the best one by `similarity()`.
 */
export function correctionsSql(words: readonly string[]): SQL {
  const perWord = words.map((word) => {
    const patterns = textArray(trigramPatterns(word));
    return sql`(select ${word}::text as word, w as correction, similarity(w, ${word}::text) as score
      from (
        select lower(name) as name from categories where lower(name) like any(${patterns})
        union all
        select lower(name) from series where lower(name) like any(${patterns})
      ) vocabulary
      cross join lateral regexp_split_to_table(vocabulary.name, '[^a-z0-9]+') as w
      where length(w) >= 3
      order by score desc, w
      limit 1)`;
  });
  return sql`select word, correction, score from (${sql.join(perWord, sql` union all `)}) best
    where score >= ${MIN_CORRECTION_SIMILARITY}`;
}

// ---------------------------------------------------------------------------------------------
// Matching products
// ---------------------------------------------------------------------------------------------

/**
 * How a product text search matches: full text (`tsquery`, built by prefixQuerySource) and-ed with
 * the part-number-like tokens, or the whole term as a SKU prefix. `fuzzy` is the results page's
 * last resort when that finds nothing: trigram word similarity of the term to the product name.
 */
export type TextMatch =
  | { kind: "text"; terms: SearchTerms; tsquery: string | null }
  | { kind: "fuzzy"; terms: SearchTerms };

/**
 * Name, attributes and category marker as a text-search vector: the expression of the typeahead's GIN
 * index (migration 0004, products_typeahead_idx), which the planner only uses for this exact expression.
 */
const typeaheadVector = sql`to_tsvector('english'::regconfig,
  p.name || ' ' || coalesce(p.mounting, '') || ' ' || coalesce(p.ip_rating, '') || ' ' ||
  coalesce(p.dlc_listing, '') || ' ' || coalesce(p.dimming, '') || ' ' || coalesce(p.voltage, '') || ' ' ||
  'zzcat' || p.category_id::text)`;

/** The stored vector (everything, weighted: the results page) or the typeahead's (names and attributes). */
export type SearchVector = "search" | "typeahead";
const vectors: Record<SearchVector, SQL> = { search: sql`p.search_vector`, typeahead: typeaheadVector };

/**
 * A `to_tsquery` source restricted to categories through their marker lexemes (`zzcat17`, migration
 * 0004), so that the GIN index intersects the words with the categories by itself.
 */
function inCategoriesSource(source: string, ids: readonly number[]): string {
  const markers = ids.map((id) => `${CATEGORY_MARKER}${Math.trunc(id)}`);
  return `(${source}) & (${markers.join(" | ")})`;
}

const skuPrefix = (prefix: string) => sql`${skuKey} like ${`${escapeLike(prefix)}%`}`;
/** The exact part number or product code (`productID`, upper-case in the catalogues seen so far). */
const exactPartNumber = (text: string) =>
  sql`(${skuKey} = ${text} or p.product_code in (${text}, ${text.toUpperCase()}))`;

/**
 * Every word (as a prefix, or its correction) and every code token (a SKU prefix or a phrase) matches.
 * `categoryIds` must not be empty. Undefined when the term has neither words nor codes.
 */
function wordsCondition(
  vector: SearchVector,
  terms: SearchTerms,
  tsquery: string | null,
  categoryIds?: readonly number[],
): SQL | undefined {
  const parts: SQL[] = [];
  if (tsquery) {
    const source = categoryIds ? inCategoriesSource(tsquery, categoryIds) : tsquery;
    parts.push(sql`${vectors[vector]} @@ to_tsquery('english', ${source})`);
  }
  for (const code of terms.codes) {
    parts.push(sql`(${skuPrefix(code)} or ${vectors[vector]} @@ phraseto_tsquery('english', ${code}))`);
  }
  if (parts.length === 0) return undefined;
  if (!tsquery && categoryIds) parts.push(inCategories(categoryIds));
  return and(parts);
}

function matchCondition(match: TextMatch, categoryIds?: readonly number[]): SQL {
  const { terms } = match;
  const scoped = (condition: SQL) =>
    categoryIds ? sql`(${condition} and ${inCategories(categoryIds)})` : condition;
  if (match.kind === "fuzzy") return scoped(sql`${terms.text} <% lower(p.name)`);
  const arms: SQL[] = [];
  const words = wordsCondition("search", terms, match.tsquery, categoryIds);
  if (words) arms.push(sql`(${words})`);
  // The whole term may be a part number; a lone code token already tried the SKU prefix.
  if (terms.partNumber !== null) {
    const loneCode = terms.codes.length === 1 && terms.words.length === 0;
    const exact = exactPartNumber(terms.partNumber);
    arms.push(scoped(loneCode ? exact : sql`(${skuPrefix(terms.partNumber)} or ${exact})`));
  }
  return arms.length > 0 ? sql`(${or(arms)})` : sql`false`;
}

/** Exact part number, exact name, part-number prefix, then full-text rank. */
function relevanceOrder(match: TextMatch): SQL {
  const { terms } = match;
  if (match.kind === "fuzzy") return sql`word_similarity(${terms.text}, lower(p.name)) desc, p.name, p.id`;
  const parts = [sql`${exactPartNumber(terms.text)} desc`, sql`(lower(p.name) = ${terms.text}) desc`];
  if (terms.partNumber !== null) parts.push(sql`(${skuPrefix(terms.partNumber)}) desc`);
  if (match.tsquery) {
    parts.push(sql`ts_rank_cd(p.search_vector, to_tsquery('english', ${match.tsquery})) desc`);
  }
  parts.push(sql`p.name, p.id`);
  return list(parts);
}

function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.wattageMin !== undefined) conditions.push(sql`p.wattage >= ${filters.wattageMin}`);
  if (filters.wattageMax !== undefined) conditions.push(sql`p.wattage <= ${filters.wattageMax}`);
  if (filters.lumensMin !== undefined) conditions.push(sql`p.lumens >= ${filters.lumensMin}`);
  if (filters.lumensMax !== undefined) conditions.push(sql`p.lumens <= ${filters.lumensMax}`);
  if (filters.cct?.length) conditions.push(sql`p.cct_kelvin in (${list(filters.cct.map((k) => sql`${k}`))})`);
  if (filters.mounting?.length) {
    const values = filters.mounting.map((m) => sql`${m.toLowerCase()}`);
    conditions.push(sql`lower(p.mounting) in (${list(values)})`);
  }
  if (filters.ipRating?.length) {
    const values = filters.ipRating.map((r) => sql`${r.toUpperCase()}`);
    conditions.push(sql`upper(p.ip_rating) in (${list(values)})`);
  }
  if (filters.dlc) conditions.push(sql`p.dlc_listing is not null`);
  return conditions;
}

/** One listing or search request over products, before paging. */
export type ProductSelection = {
  match?: TextMatch;
  /** The categories to look in (from categoryIdsSql); absent: the whole catalogue. */
  categoryIds?: readonly number[];
  filters: ProductFilters;
};

function selectionCondition(selection: ProductSelection): SQL {
  const { match, categoryIds } = selection;
  if (categoryIds?.length === 0) return sql`false`;
  const conditions = [
    // A text match carries the category scope itself (see inCategoriesSource).
    ...(match ? [matchCondition(match, categoryIds)] : categoryIds ? [inCategories(categoryIds)] : []),
    ...filterConditions(selection.filters),
  ];
  return conditions.length > 0 ? and(conditions) : sql`true`;
}

function sortOrder(sort: ProductSort, match: TextMatch | undefined): SQL {
  switch (sort) {
    case "relevance":
      return match ? relevanceOrder(match) : sql`p.name, p.id`;
    case "name":
      return sql`p.name, p.id`;
    case "price-asc":
      return sql`p.list_price_cents, p.name, p.id`;
    case "price-desc":
      return sql`p.list_price_cents desc, p.name, p.id`;
    case "wattage-asc":
      return sql`p.wattage nulls last, p.name, p.id`;
    case "lumens-desc":
      return sql`p.lumens desc nulls last, p.name, p.id`;
  }
}

/** The columns `toProductCard` (lib/catalog.ts) maps, named as its ProductCardSource names them. */
const productCardColumns = sql`p.id, p.product_code as "productID", p.sku, p.name, p.images,
  p.technical_specs as "technicalSpecs", p.link, p.list_price_cents as "listPriceCents"`;
/** The same columns, selected from a sub-query that already named them. */
const productCardColumnNames = sql`id, "productID", sku, name, images, "technicalSpecs", link, "listPriceCents"`;

/** One page of product cards. */
export function productPageSql(
  selection: ProductSelection,
  page: { sort: ProductSort; offset: number; limit: number },
): SQL {
  return sql`select ${productCardColumns} from products p
    where ${selectionCondition(selection)}
    order by ${sortOrder(page.sort, selection.match)}
    limit ${page.limit} offset ${page.offset}`;
}

/** How many products the selection holds. */
export function productCountSql(selection: ProductSelection): SQL {
  return sql`select count(*)::int as total from products p where ${selectionCondition(selection)}`;
}

/**
 * The filter panel's counts and ranges over the selection, and its total, in one aggregate
 * (grouping sets): one row per CCT, mounting and IP rating value, and one (grouping 7) for the whole.
 */
export function productFacetsSql(selection: ProductSelection): SQL {
  return sql`select grouping(p.cct_kelvin, p.mounting, p.ip_rating)::int as set,
      p.cct_kelvin as cct, p.mounting, p.ip_rating as "ipRating", count(*)::int as count,
      (count(*) filter (where p.dlc_listing is not null))::int as "dlcListed",
      min(p.wattage) as "wattageMin", max(p.wattage) as "wattageMax",
      min(p.lumens) as "lumensMin", max(p.lumens) as "lumensMax"
    from products p
    where ${selectionCondition(selection)}
    group by grouping sets ((p.cct_kelvin), (p.mounting), (p.ip_rating), ())`;
}

// ---------------------------------------------------------------------------------------------
// Typeahead
// ---------------------------------------------------------------------------------------------

/**
 * Categories, sub-categories and series whose names contain a word of the term (or its correction)
 * at the start of one of their words. Rows carry `score`: 100 for an exact name (or series code), plus
 * one per matched token. Series bring an image of one of their products. With `categoryIds`, only
 * those categories, and series with products in them.
 */
export function taxonomySql(input: {
  tokens: readonly string[];
  text: string;
  categoryIds?: readonly number[];
  limit: number;
}): SQL {
  const tokens = input.tokens.length > 0 ? input.tokens : [input.text];
  const nameMatch = (name: SQL) => ({
    // The substring test is the one the trigram index answers; the word-start test scores.
    any: or(tokens.map((t) => sql`${name} like ${`%${escapeLike(t)}%`}`)),
    score: sql.join(
      tokens.map((t) => sql`(' ' || ${name} like ${`% ${escapeLike(t)}%`})::int`),
      sql` + `,
    ),
  });
  const category = nameMatch(sql`lower(c.name)`);
  const serie = nameMatch(sql`lower(s.name)`);
  const ids = input.categoryIds;
  const seriesProducts = ids ? sql` and ${inCategories(ids)}` : sql``;
  return sql`select * from (
      select case when c.parent_id is null then 'category' else 'sub-category' end as kind,
        c.name, parent.name as "parentName", null::text as code, c.description,
        c.image_names as "imageNames", null::jsonb as images, (c.parent_id is not null)::int as depth,
        c.position, (lower(c.name) = ${input.text})::int * 100 + ${category.score} as score
      from categories c left join categories parent on parent.id = c.parent_id
      where (${category.any})${ids ? sql` and ${inCategories(ids, sql`c.id`)}` : sql``}
      union all
      select 'series', s.name, null, s.code, s.description, null,
        (select p.images from products p where p.series_id = s.id${seriesProducts} limit 1), 2, 0,
        (lower(s.code) = ${input.text} or lower(s.name) = ${input.text})::int * 100 + ${serie.score}
      from series s
      where (${serie.any})${ids ? sql` and exists (select 1 from products p where p.series_id = s.id${seriesProducts})` : sql``}
    ) hits
    where score > 0
    order by score desc, depth, position, name
    limit ${input.limit}`;
}

/** How many full-text matches the typeahead ranks: a sample, so its cost does not grow with the catalogue. */
export const TYPEAHEAD_SAMPLE = 60;

/**
 * The typeahead's products and options in one statement (one round trip; search.ts runs it with
 * sequential scans off). Rows of `kind` 'product' come in tiers: 0 exact part number (or product
 * code), 1 exact name, 2 part-number prefix (in SKU order), 3 full-text matches of names and attributes
 * by whole words, 4 the same with the words still being typed as prefixes. Tiers 3 and 4 rank the first
 * TYPEAHEAD_SAMPLE matches the index yields, not all of them: a word like "4000K" matches a third of
 * the catalogue, and reading every match to rank it would make each keystroke as slow as a full results
 * page (which does rank them all). A product may appear in several tiers; the caller keeps its best.
 * `ord` is the order within a tier.
 *
 * Rows of `kind` 'option' (tier 5) are options of those products ("4000K", "Occupancy sensor") with a
 * word (space-separated) starting with one of `optionTokens`, at most `optionLimit` names, each with the
 * best product hit that offers it. Names starting with "No " ("No sensor") describe a missing feature
 * and are not suggested.
 */
export function typeaheadHitsSql(input: {
  terms: SearchTerms;
  /** Every word whole (`wall & pack`), and the same with the words still being typed as prefixes. */
  tsquery: { whole: string | null; typing: string | null };
  categoryIds?: readonly number[];
  limit: number;
  optionTokens: readonly string[];
  optionLimit: number;
}): SQL {
  const { terms, limit, categoryIds } = input;
  if (categoryIds?.length === 0) return sql`select null where false`;
  const within = (condition: SQL) =>
    categoryIds ? sql`${condition} and ${inCategories(categoryIds)}` : condition;
  const tier = (n: number, condition: SQL, order: SQL, max: number) =>
    sql`(select ${productCardColumns}, ${n}::int as tier, row_number() over (order by ${order}) as ord
      from products p where ${within(condition)} order by ${order} limit ${max})`;
  const tiers = [
    tier(0, exactPartNumber(terms.text), skuKey, 1),
    tier(1, sql`lower(p.name) = ${terms.text}`, sql`p.name, p.id`, 2),
  ];
  if (terms.partNumber !== null) tiers.push(tier(2, skuPrefix(terms.partNumber), skuKey, limit));
  // Tier 3 matches every word whole: the index intersects whole words cheaply, skipping through their
  // lists. Only when that finds fewer than `limit` products does tier 4 try the words still being typed
  // as prefixes (a prefix makes the index read every product of every word it starts with).
  const sample = (n: number, source: string | null, onlyIf = sql``) => {
    const words = wordsCondition("typeahead", terms, source, categoryIds);
    if (!words) return undefined;
    // Ranked by the stored vector: its weights favour name matches, and it needs no recomputing.
    const rank = source ? sql`ts_rank_cd(p.search_vector, to_tsquery('english', ${source}))` : sql`0::real`;
    return sql`(select ${productCardColumnNames}, ${n}::int as tier,
        row_number() over (order by rank desc, name, id) as ord
      from (
        select ${productCardColumns}, ${rank} as rank from products p
        where ${words}${onlyIf} limit ${TYPEAHEAD_SAMPLE}
      ) sample order by rank desc, name, id limit ${limit})`;
  };
  const { whole, typing } = input.tsquery;
  const wholeSample = sample(3, whole);
  const typingSample =
    typing === whole
      ? undefined
      : sample(4, typing, wholeSample ? sql` and (select count(*) from whole_hits) < ${limit}` : sql``);
  if (wholeSample) tiers.push(sql`(select * from whole_hits)`);
  if (typingSample) tiers.push(typingSample);
  const hits = sql`${wholeSample ? sql`whole_hits as materialized (${wholeSample}), ` : sql``}hits as materialized (${sql.join(tiers, sql` union all `)})`;
  const productRows = sql`select 'product' as kind, hits.*, null as "optionName", null as "optionCode",
      null as "optionGroup" from hits`;
  // Words and codes as typed: "0-10v" matches the option "0-10V", "dali" matches "DALI-2".
  const tokens = input.optionTokens.filter((t) => t.length >= 2);
  if (tokens.length === 0) return sql`with ${hits} ${productRows}`;
  const score = sql.join(
    tokens.map((t) => sql`((' ' || lower(o.name)) like ${`% ${escapeLike(t)}%`})::int`),
    sql` + `,
  );
  return sql`with ${hits},
    offered as (
      select distinct on (lower(o.name)) o.name as option_name, o.option_code, o.option_group,
        ${score} as score, hits.*
      from hits join product_options o on o.product_id = hits.id
      where ${score} > 0 and lower(o.name) not like 'no %'
      order by lower(o.name), hits.tier, hits.ord
    )
    ${productRows}
    union all
    select * from (
      select 'option', ${productCardColumnNames}, 5,
        row_number() over (order by score desc, length(option_name), option_name),
        option_name, option_code, option_group
      from offered
      order by score desc, length(option_name), option_name
      limit ${input.optionLimit}
    ) options`;
}

// ---------------------------------------------------------------------------------------------
// Single products and categories
// ---------------------------------------------------------------------------------------------

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One product with its category, series and options, by uuid, product code or SKU. */
export function productByIdSql(id: string): SQL {
  const where = uuidPattern.test(id)
    ? sql`p.id = ${id}::uuid`
    : sql`(p.product_code = ${id} or ${skuKey} = ${id.toLowerCase()})`;
  return sql`select p.id, p.product_code as "productID", p.sku, p.name, p.description, p.images,
      p.technical_specs as "technicalSpecs", p.application, p.link, p.list_price_cents as "listPriceCents",
      p.wattage, p.lumens, p.cct_kelvin as "cctKelvin", p.cri, p.voltage, p.dimming,
      p.ip_rating as "ipRating", p.dlc_listing as "dlcListing", p.mounting,
      p.warranty_years as "warrantyYears", p.dimensions,
      c.name as "categoryName", parent.name as "parentCategoryName",
      s.code as "seriesCode", s.name as "seriesName",
      coalesce((
        select json_agg(json_build_object(
          'optionID', o.option_code, 'name', o.name, 'group', o.option_group,
          'catalogSegment', o.catalog_segment, 'priceCents', o.price_cents, 'isDefault', o.is_default
        ) order by o.position, o.id)
        from product_options o where o.product_id = p.id
      ), '[]'::json) as options
    from products p
    join categories c on c.id = p.category_id
    left join categories parent on parent.id = c.parent_id
    left join series s on s.id = p.series_id
    where ${where}
    limit 1`;
}

/** A category (top-level or sub-category) by name or slug, with its parent's name and the ids it covers. */
export function categoryByKeySql(key: string): SQL {
  return sql`select c.id, c.name, parent.name as "parentName",
      array(select s.id from categories s where s.id = c.id or s.parent_id = c.id order by s.id) as ids
    from categories c left join categories parent on parent.id = c.parent_id
    where lower(c.slug) = ${key}`;
}
