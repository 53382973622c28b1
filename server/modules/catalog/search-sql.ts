import { type SQL, sql } from "drizzle-orm";
import type { ProductFilters, ProductSort } from "../../../lib/search/product-query.ts";
import {
  CATEGORY_MARKER,
  escapeLike,
  type SearchTerms,
  type TypedWord,
  trigramPatterns,
} from "./search-terms.ts";

/**
 * Every SQL statement the catalogue search runs, built here and nowhere else, so that
 * search-explain.test.ts can EXPLAIN exactly what search.ts executes. User input only ever travels
 * as bound parameters; the one piece of query syntax built from it (the `to_tsquery` source) is made
 * of [a-z0-9] tokens by search-terms.ts.
 *
 * Indexes behind each shape (migrations 0003 to 0005):
 * - full text, results page: `products.search_vector` (GIN), a stored generated column over the
 *   product's own text, weighted, with a category marker lexeme;
 * - full text of names and attributes only: `products.name_vector` (GIN), stored and generated too (the
 *   typeahead, and the results page before it looks further);
 * - part numbers: `(lower(sku) collate "C")`, alone and after `category_id` (exact, prefix range, order);
 * - exact names: `lower(name)`; typos: `lower(name) gin_trgm_ops` on categories, series and products;
 * - listings: `(category_id, name)`, `(name, id)`, and `(category_id) INCLUDE (filter columns)` for
 *   counts and facets; filters: cct_options (GIN), wattage, lumens;
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
 * buyer types ("downlights", "troffers", "wall packs"). Rows: { word, correction }. Candidates are
 * found through the trigram indexes (names sharing a three-letter piece of the word), the best one by
 * `similarity()`. A correction the word already prefix-matches adds nothing and is left out. The
 * typeahead runs this inside its own statements (as the CTE `fixes`), the results page on its own.
 */
export function correctionsSql(words: readonly string[]): SQL {
  if (words.length === 0) return sql`select null::text as word, null::text as correction where false`;
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
  return sql`select word, correction from (${sql.join(perWord, sql` union all `)}) best
    where score >= ${MIN_CORRECTION_SIMILARITY} and left(correction, length(word)) <> word`;
}

// ---------------------------------------------------------------------------------------------
// Matching products
// ---------------------------------------------------------------------------------------------

/**
 * How a product text search matches: full text (`tsquery`, a `to_tsquery('simple', …)` source from
 * tsquerySourcesSql) and-ed with the part-number-like tokens, or the whole term as a SKU prefix. `fuzzy` is the results page's
 * last resort when that finds nothing: trigram word similarity of the term to the product name.
 */
export type TextMatch =
  | { kind: "text"; vector: SearchVector; terms: SearchTerms; tsquery: string | null }
  | { kind: "fuzzy"; terms: SearchTerms };

/** What a text search reads: names and attributes, or everything (the stored, weighted vector). */
export type SearchVector = "names" | "everything";
const vectors: Record<SearchVector, SQL> = { names: sql`p.name_vector`, everything: sql`p.search_vector` };

/**
 * A `to_tsquery` source restricted to categories through their marker lexemes (`zzcat17`, migrations
 * 0004 and 0005), so that the GIN index intersects the words with the categories by itself.
 */
function inCategoriesSource(source: string, ids: readonly number[]): string {
  return `(${source})${categoryMarkers(ids)}`;
}

/** ` & (zzcat17 | zzcat18 …)`: the and-ed category condition of a `to_tsquery` source. */
function categoryMarkers(ids: readonly number[]): string {
  return ` & (${ids.map((id) => `${CATEGORY_MARKER}${Math.trunc(id)}`).join(" | ")})`;
}

const skuPrefix = (prefix: string) => sql`${skuKey} like ${`${escapeLike(prefix)}%`}`;
/** The exact part number or product code (`productID`, upper-case in the catalogues seen so far). */
const exactPartNumber = (text: string) =>
  sql`(${skuKey} = ${text} or p.product_code in (${text}, ${text.toUpperCase()}))`;

/**
 * Every word (the tsquery-valued `query`, which carries the category scope itself) and every code token
 * (a SKU prefix or a phrase) matches. `categoryIds` must not be empty. Undefined when the term has
 * neither words nor codes.
 */
function wordsCondition(
  vector: SearchVector,
  terms: SearchTerms,
  query: SQL | undefined,
  categoryIds?: readonly number[],
  /** A code whose SKU prefix another part of the query already lists (the typeahead's tier 2). */
  listedPrefix: string | null = null,
): SQL | undefined {
  const parts: SQL[] = [];
  if (query) parts.push(sql`${vectors[vector]} @@ ${query}`);
  for (const code of terms.codes) {
    const phrase = sql`${vectors[vector]} @@ phraseto_tsquery('english', ${code})`;
    parts.push(code === listedPrefix ? phrase : sql`(${skuPrefix(code)} or ${phrase})`);
  }
  if (parts.length === 0) return undefined;
  if (!query && categoryIds) parts.push(inCategories(categoryIds));
  return and(parts);
}

function matchCondition(match: TextMatch, categoryIds?: readonly number[]): SQL {
  const { terms } = match;
  const scoped = (condition: SQL) =>
    categoryIds ? sql`(${condition} and ${inCategories(categoryIds)})` : condition;
  if (match.kind === "fuzzy") return scoped(sql`${terms.text} <% lower(p.name)`);
  const arms: SQL[] = [];
  const source =
    match.tsquery && (categoryIds ? inCategoriesSource(match.tsquery, categoryIds) : match.tsquery);
  const words = wordsCondition(
    match.vector,
    terms,
    source ? sql`to_tsquery('simple', ${source})` : undefined,
    categoryIds,
  );
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
    parts.push(sql`ts_rank_cd(p.search_vector, to_tsquery('simple', ${match.tsquery})) desc`);
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
  // #9.15: a product matches every CCT it can be ordered in, not only its nominal one.
  if (filters.cct?.length) {
    conditions.push(sql`p.cct_options && array[${list(filters.cct.map((k) => sql`${k}`))}]::integer[]`);
  }
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

/** Whether the filters narrow anything (`dlc: false`, empty lists and absent bounds do not). */
export function isFiltered(filters: ProductFilters): boolean {
  return filterConditions(filters).length > 0;
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
  if (sort === "relevance") return match ? relevanceOrder(match) : sql`p.name, p.id`;
  const order = {
    name: sql`p.name, p.id`,
    "price-asc": sql`p.list_price_cents, p.name, p.id`,
    "price-desc": sql`p.list_price_cents desc, p.name, p.id`,
    "wattage-asc": sql`p.wattage nulls last, p.name, p.id`,
    "lumens-desc": sql`p.lumens desc nulls last, p.name, p.id`,
  }[sort];
  // Whatever the sort, an exact part number comes first. (This also keeps the planner from walking
  // an index in sort order while testing every row against the text; see productPageSql.)
  return match ? sql`${exactPartNumber(match.terms.text)} desc, ${order}` : order;
}

/**
 * The columns `toProductCard` (lib/catalog/catalog.ts) maps, named as its ProductCardSource names them, of the
 * product row `alias`.
 */
const cardColumnsOf = (alias: "p" | "x") =>
  sql.raw(`${alias}.id, ${alias}.product_code as "productID", ${alias}.sku, ${alias}.name, ${alias}.images,
  ${alias}.technical_specs as "technicalSpecs", ${alias}.link, ${alias}.list_price_cents as "listPriceCents"`);
const productCardColumns = cardColumnsOf("p");
/** The same columns, selected from a sub-query that already named them. */
const productCardColumnNames = sql`id, "productID", sku, name, images, "technicalSpecs", link, "listPriceCents"`;

/**
 * One page of product cards.
 *
 * With an index that returns rows in sort order (name, wattage, lumens), the planner may walk it and
 * test each row against the conditions until the page is full, trusting its estimate of how many rows
 * match. That estimate assumes conditions independent: "Controls and Sensors" holds 9% of products and
 * 3500K or 4000K fits half of them, so a walk looks cheap, yet no control has a colour temperature and the
 * walk reads all 100,000 rows. So a listing with conditions first collects the matching rows from the
 * category index, which includes every column a condition or a sort reads (migration 0005), and reads
 * the product rows of the page only; a text search always sorts by an expression first. Only the
 * unfiltered catalogue (API-16) walks the name index, where every row matches.
 */
export function productPageSql(
  selection: ProductSelection,
  page: { sort: ProductSort; offset: number; limit: number },
): SQL {
  const paging = sql`limit ${page.limit} offset ${page.offset}`;
  const order = sortOrder(page.sort, selection.match);
  const filtered = selection.categoryIds !== undefined || isFiltered(selection.filters);
  if (selection.match || !filtered) {
    return sql`select ${cardColumnsOf("p")} from products p
      where ${selectionCondition(selection)} order by ${order} ${paging}`;
  }
  return sql`with candidates as materialized (
      select p.id, p.name, p.list_price_cents, p.wattage, p.lumens from products p
      where ${selectionCondition(selection)}
    ),
    page as materialized (select * from candidates p order by ${order} ${paging})
    select ${cardColumnsOf("x")} from page p join products x on x.id = p.id order by ${order}`;
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
  // CCT rows are grouped by each product's array of orderable CCTs; toFacets counts every kelvin
  // of an array, so a product counts once under each CCT it can be ordered in (#9.15).
  return sql`select grouping(p.cct_options, p.mounting, p.ip_rating)::int as set,
      p.cct_options as ccts, p.mounting, p.ip_rating as "ipRating", count(*)::int as count,
      (count(*) filter (where p.dlc_listing is not null))::int as "dlcListed",
      min(p.wattage) as "wattageMin", max(p.wattage) as "wattageMax",
      min(p.lumens) as "lumensMin", max(p.lumens) as "lumensMax"
    from products p
    where ${selectionCondition(selection)}
    group by grouping sets ((p.cct_options), (p.mounting), (p.ip_rating), ())`;
}

// ---------------------------------------------------------------------------------------------
// Typeahead
// ---------------------------------------------------------------------------------------------

/**
 * Everything the typeahead suggests of the taxonomy, for taxonomy-suggestions.ts to keep by catalogue
 * revision: a few hundred rows however large the catalogue, matched in memory where the statement took
 * a third of the typeahead's parsing and planning. One row: the revision it was read at, the categories
 * with their parent's name, the series, and for each series and category it has products in, the images
 * of one such product (a series' suggestion shows one). That last is one index probe of
 * `products_series_category_idx` per series and category.
 */
export function taxonomySnapshotSql(): SQL {
  return sql`select coalesce((select r.revision from catalog_revision r where r.id = 1), 0) as revision,
    (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id,
        'parentName', parent.name, 'description', c.description, 'imageNames', c.image_names,
        'position', c.position) order by c.id), '[]'::json)
      from categories c left join categories parent on parent.id = c.parent_id) as categories,
    (select coalesce(json_agg(json_build_object('id', s.id, 'code', s.code, 'name', s.name,
        'description', s.description) order by s.id), '[]'::json)
      from series s) as series,
    (select coalesce(json_agg(json_build_object('seriesId', s.id, 'categoryId', c.id, 'images', one.images)
        order by s.id, c.id), '[]'::json)
      from series s cross join categories c
      cross join lateral (
        select p.images from products p where p.series_id = s.id and p.category_id = c.id limit 1
      ) one) as "seriesImages"`;
}

/**
 * The full-text queries of a term, as CTEs after `fixes` (correctionsSql): `forms` (each word whole and
 * while typing, or-ed with its correction) and `sources`, the `to_tsquery('simple', …)` texts `whole`
 * (every word whole) and `typing` (the words still being typed as prefixes), all words and-ed.
 *
 * Each word is normalised by the english configuration (stemmed: "troffers" → 'troffer'), or by the
 * simple one when english drops it as a stop word: "down" is one, and while someone types "downlight"
 * the prefix 'down':* must still find it ('can' for canopy, 'out' for outdoor). The normalised words
 * are joined as text and read back by the simple configuration, which leaves them as they are.
 * The word forms are plain lexemes from search-terms.ts and the corrections words of the vocabulary:
 * the sources hold no syntax but what is written here.
 */
function tsqueryCtes(words: readonly TypedWord[]): SQL[] {
  const rows = words.map((w, n) => sql`(${w.word}::text, ${w.whole}::text, ${w.typing}::text, ${n}::int)`);
  const form = (column: "whole" | "typing") =>
    sql.raw(`case when f.correction is null then w.${column}
      else '(' || w.${column} || ' | ' || f.correction || ')' end as ${column}`);
  const normalise = (text: string) =>
    `coalesce(nullif(to_tsquery('english', ${text})::text, ''), nullif(to_tsquery('simple', ${text})::text, ''))`;
  const normalised = (column: "whole" | "typing") =>
    sql.raw(
      `string_agg('(' || ${column === "typing" ? `coalesce(typing_words, ${normalise(column)})` : normalise(column)} || ')', ' & ' order by n) as ${column}`,
    );
  return [
    sql`forms as (
      select w.n, ${form("whole")}, ${form("typing")}, expanded.words as typing_words
      from (values ${sql.join(rows, sql`, `)}) as w(word, whole, typing, n)
      left join fixes f on f.word = w.word
      left join lateral (${prefixWordsSql(sql.raw(normalise("w.typing")))}) expanded on f.correction is null
    )`,
    sql`sources as (select ${normalised("whole")}, ${normalised("typing")} from forms)`,
  ];
}

/** A typed prefix stands for at most this many words of the lexicon; one that stands for more stays a prefix. */
const MAX_PREFIX_WORDS = 32;

/**
 * The words of the catalogue's lexicon (catalog_lexemes) that `query`, a normalised tsquery text, stands
 * for when it is a single prefix (`'emerg':*`): a tsquery text of them (`('emerg')`), or no row. The
 * GIN index answers a prefix by collecting every product of every word it starts with before it
 * intersects anything: for "emergency light" inside a category, 28,170 products of `light:*` at
 * 100,000, to find none. Exact words it intersects as it reads them, skipping through the longer lists.
 */
function prefixWordsSql(query: SQL): SQL {
  return sql`select '(' || string_agg(quote_literal(l.word), ' | ') || ')' as words
    from (select substring(${query} from '^''([a-z0-9]+)'':\\*$') as prefix) typed
    join catalog_lexemes l
      on l.word >= typed.prefix and l.word < typed.prefix || chr(1114111) and starts_with(l.word, typed.prefix)
    having count(*) between 1 and ${MAX_PREFIX_WORDS}`;
}

/**
 * The results page's full-text query sources (see tsqueryCtes), looked up in one statement so that
 * the page and facet queries take them as constants the planner can estimate from.
 * One row: { whole, typing }, either null when no word is left.
 */
export function tsquerySourcesSql(words: readonly TypedWord[], correctable: readonly string[]): SQL {
  const ctes = [sql`fixes as (${correctionsSql(correctable)})`, ...tsqueryCtes(words)];
  return sql`with ${sql.join(ctes, sql`, `)} select whole, typing from sources`;
}

/**
 * The typeahead's queries, in its own statement: correcting costs it no round trip. Built in the
 * statement, they are no constants the planner could estimate from: it assumes a selective match
 * (0.5%), for which the GIN index is always the cheaper way to the first TYPEAHEAD_SAMPLE rows. With
 * constants it trusted its statistics, which for a prefix, or for words and a category that rarely
 * meet, can be far off, and sometimes read the table in order until enough rows matched: for a word in
 * no product of the category, every row of the catalogue.
 */
function typeaheadQueriesCtes(words: readonly TypedWord[], categoryIds?: readonly number[]): SQL[] {
  const scope = categoryIds ? categoryMarkers(categoryIds) : "";
  return [
    ...tsqueryCtes(words),
    sql`queries as materialized (
      select to_tsquery('simple', whole) as whole, to_tsquery('simple', typing) as typing,
        to_tsquery('simple', '(' || whole || ')' || ${scope}) as whole_scoped,
        to_tsquery('simple', '(' || typing || ')' || ${scope}) as typing_scoped
      from sources
    )`,
  ];
}

/** How many full-text matches the typeahead ranks: a sample, so its cost does not grow with the catalogue. */
export const TYPEAHEAD_SAMPLE = 60;

/**
 * The typeahead's head, one product in 64 by the last byte of its random id: the predicate of the
 * partial index products_names_head_idx (migration 0026), which must stay identical to it.
 */
const inTypeaheadHead = sql`get_byte(uuid_send(p.id), 15) < 4`;

/**
 * Everything the typeahead shows of products, in one statement: one round trip, and corrections looked
 * up once. Rows of `kind` 'correction' carry a typo's correction in `detail` ({ word, correction }), for
 * the taxonomy's suggestions (taxonomy-suggestions.ts), and the one row of `kind` 'revision' the
 * catalogue's revision in the statement's snapshot, by which that taxonomy is kept. Rows of `kind`
 * 'product' come in tiers: 0 exact part number (or product code), 1 exact name, 2 part-number prefix
 * (in SKU order), 3 full-text matches of names and attributes by whole words, 4 the same with the words
 * still being typed as prefixes. Tiers 3 and 4 rank the first TYPEAHEAD_SAMPLE matches the index yields,
 * not all of them: a word like "4000K" matches a third of the catalogue, and reading every match to rank
 * it would make each keystroke as slow as a full results page (which does rank them all). A product may
 * appear in several tiers; the caller keeps its best. `ord` is the order within a tier.
 *
 * Rows of `kind` 'option' (tier 5) are options of those products ("4000K", "Occupancy sensor") with a
 * word (space-separated) starting with one of `optionTokens`, at most `optionLimit` names, each with the
 * best product hit that offers it. Names starting with "No " ("No sensor") describe a missing feature
 * and are not suggested.
 */
export function typeaheadSql(input: {
  terms: SearchTerms;
  words: readonly TypedWord[];
  /** Words to look up corrections for (correctionsSql): each query or-s a word with its correction. */
  correctable: readonly string[];
  categoryIds?: readonly number[];
  limit: number;
  /** The words and codes as typed, for options. */
  tokens: readonly string[];
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
  let prefixTier: SQL | undefined;
  if (terms.partNumber !== null && !categoryIds) {
    prefixTier = tier(2, skuPrefix(terms.partNumber), skuKey, limit);
  } else if (terms.partNumber !== null && categoryIds) {
    // Inside categories, walking the SKU index in order and skipping the products of other categories
    // can read every product of a series (10,765 for "CYL-6" in Wall Packs at 1,000,000); each category
    // instead reads the first of its own prefix range from (category_id, SKU), in order.
    const scope = sql`unnest(array[${list(categoryIds.map((id) => sql`${id}`))}]::int[])`;
    prefixTier = sql`(select ${productCardColumnNames}, 2::int as tier, row_number() over (order by key) as ord
      from ${scope} as scope(category)
      cross join lateral (
        select ${productCardColumns}, ${skuKey} as key from products p
        where p.category_id = scope.category and ${skuPrefix(terms.partNumber)}
        order by ${skuKey} limit ${limit}
      ) prefixed order by key limit ${limit})`;
  }
  if (prefixTier) tiers.push(sql`(select * from prefix_hits)`);
  // Part numbers come before the words' matches: when the term prefixes a whole answer's worth of
  // them, nothing after would be shown, and the full-text samples are not run (a code's phrase
  // rechecks every product of its common words: 30 ms for "SCX-2-2" at 1,000,000).
  // A term of one code ("SCX-4", "PTL-S-40-") is tier 2's part-number prefix (but for its edge
  // punctuation), which tier 2 lists: the samples match it as a phrase only.
  const [onlyCode] = terms.codes;
  const listedPrefix =
    onlyCode !== undefined &&
    terms.codes.length === 1 &&
    terms.words.length === 0 &&
    terms.partNumber?.startsWith(onlyCode)
      ? onlyCode
      : null;
  const unlessPrefixed = prefixTier ? sql` and (select count(*) from prefix_hits) < ${limit}` : sql``;
  // Tier 3 matches every word whole: the index intersects whole words cheaply, skipping through their
  // lists. Only when that finds fewer than `limit` products does tier 4 try the words still being typed
  // as prefixes (a prefix makes the index read every product of every word it starts with).
  // Each tier takes its sample from the head (one product in 64, migration 0026) when the head holds
  // twice what the answer shows, and from the whole index only otherwise, when the matches are few and
  // so is the index's bitmap of them. Twice, not a whole sample: the head's matches are a random draw,
  // as good to rank as the whole index's first 60, which come in the order the products were written
  // (a series together); and a phrase such as "flood light" (4,297 products at 100,000, 49 in the head)
  // no longer reads both indexes (1 ms of its 3).
  const sample = (n: 3 | 4, query: "whole" | "typing" | undefined, onlyIf = sql``) => {
    const scoped = query && sql`(select ${sql.raw(`${query}_scoped`)} from queries)`;
    const words = wordsCondition("names", terms, scoped, categoryIds, listedPrefix);
    if (!words) return undefined;
    // Ranked by the stored vector: its weights favour name matches, and it needs no recomputing.
    const rank = query
      ? sql`ts_rank_cd(p.search_vector, (select ${sql.raw(query)} from queries))`
      : sql`0::real`;
    const ranked = (source: SQL) => sql`(select ${productCardColumnNames}, ${n}::int as tier,
        row_number() over (order by rank desc, name, id) as ord
      from (${source}) sample order by rank desc, name, id limit ${limit})`;
    const candidates = (condition?: SQL) =>
      sql`select ${productCardColumns}, ${rank} as rank from products p
        where ${words}${onlyIf}${condition ? sql` and ${condition}` : sql``} limit ${TYPEAHEAD_SAMPLE}`;
    // A part-number token matches SKU prefixes too, which the head's index cannot narrow: the head
    // would read every SKU of the prefix to keep a 64th of them.
    if (terms.codes.some((code) => code !== listedPrefix)) return { ctes: [], select: ranked(candidates()) };
    const head = sql.raw(`head_${n}`);
    const headEnough = sql`(select count(*) from ${head}) >= ${2 * limit}`;
    return {
      ctes: [sql`${head} as materialized (${candidates(inTypeaheadHead)})`],
      select: ranked(
        sql`select * from ${head} where ${headEnough} union all (${candidates(sql`not ${headEnough}`)})`,
      ),
    };
  };
  const hasWords = input.words.length > 0;
  const wholeSample = sample(3, hasWords ? "whole" : undefined, unlessPrefixed);
  // A word still being typed that starts no other word of the lexicon ("5000k", "2x4") stands for
  // itself: then the typing query is the whole one, tier 3 has found all it would, and asking the index
  // again (1.3 ms for "wall pack 5000K" in a category that has none) finds nothing new.
  const typingDiffers = sql` and (select typing is distinct from whole from queries)`;
  const typingSample = input.words.some((w) => w.typing !== w.whole)
    ? sample(
        4,
        "typing",
        wholeSample
          ? sql`${unlessPrefixed} and (select count(*) from whole_hits) < ${limit}${typingDiffers}`
          : sql`${unlessPrefixed}${typingDiffers}`,
      )
    : undefined;
  if (wholeSample) tiers.push(sql`(select * from whole_hits)`);
  if (typingSample) tiers.push(typingSample.select);
  const ctes: SQL[] = [sql`fixes as materialized (${correctionsSql(input.correctable)})`];
  if (hasWords) ctes.push(...typeaheadQueriesCtes(input.words, categoryIds));
  if (prefixTier) ctes.push(sql`prefix_hits as materialized (${prefixTier})`);
  if (wholeSample) ctes.push(...wholeSample.ctes, sql`whole_hits as materialized (${wholeSample.select})`);
  if (typingSample) ctes.push(...typingSample.ctes);
  ctes.push(sql`hits as materialized (${sql.join(tiers, sql` union all `)})`);
  const rows = [
    sql`select 'product' as kind, hits.*, null as "optionName", null as "optionCode", null as "optionGroup",
      null::jsonb as detail from hits`,
    sql`select 'correction', ${sql.raw(Array(13).fill("null").join(", "))}, to_jsonb(fixes) from fixes`,
    sql`select 'revision', ${sql.raw(Array(13).fill("null").join(", "))},
      to_jsonb(coalesce((select r.revision from catalog_revision r where r.id = 1), 0))`,
  ];
  // Words and codes as typed: "0-10v" matches the option "0-10V", "dali" matches "DALI-2".
  const optionTokens = input.tokens.filter((t) => t.length >= 2);
  if (optionTokens.length > 0) {
    const score = sql.join(
      optionTokens.map((t) => sql`((' ' || lower(o.name)) like ${`% ${escapeLike(t)}%`})::int`),
      sql` + `,
    );
    ctes.push(sql`offered as (
      select distinct on (lower(o.name)) o.name as option_name, o.option_code, o.option_group,
        ${score} as score, hits.*
      from hits join product_options o on o.product_id = hits.id
      where ${score} > 0 and lower(o.name) not like 'no %'
      order by lower(o.name), hits.tier, hits.ord
    )`);
    rows.push(sql`select * from (
      select 'option', ${productCardColumnNames}, 5,
        row_number() over (order by score desc, length(option_name), option_name),
        option_name, option_code, option_group, null::jsonb
      from offered
      order by score desc, length(option_name), option_name
      limit ${input.optionLimit}
    ) options`);
  }
  return sql`with ${sql.join(ctes, sql`, `)} ${sql.join(rows, sql` union all `)}`;
}

// ---------------------------------------------------------------------------------------------
// Single products and categories
// ---------------------------------------------------------------------------------------------

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Products with their category, series and options, as API-14 answers one: `where` over `p`. */
function productVariationsSql(where: SQL, tail: SQL): SQL {
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
    ${tail}`;
}

/** One product with its category, series and options, by uuid, product code or SKU. */
export function productByIdSql(id: string): SQL {
  const where = uuidPattern.test(id)
    ? sql`p.id = ${id}::uuid`
    : sql`(p.product_code = ${id} or ${skuKey} = ${id.toLowerCase()})`;
  return productVariationsSql(where, sql`limit 1`);
}

/** Several products by uuid in one statement, in the order of `ids` (ids that are not uuids match none). */
export function productsByIdsSql(ids: readonly string[]): SQL {
  const uuids = ids.filter((id) => uuidPattern.test(id));
  if (uuids.length === 0) return productVariationsSql(sql`false`, sql``);
  return productVariationsSql(
    sql`p.id = any(${textArray(uuids)}::uuid[])`,
    sql`order by array_position(${textArray(uuids)}::uuid[], p.id)`,
  );
}

/** A category (top-level or sub-category) by name or slug, with its parent's name and the ids it covers. */
export function categoryByKeySql(key: string): SQL {
  return sql`select c.id, c.name, parent.name as "parentName",
      array(select s.id from categories s where s.id = c.id or s.parent_id = c.id order by s.id) as ids
    from categories c left join categories parent on parent.id = c.parent_id
    where lower(c.slug) = ${key}`;
}
