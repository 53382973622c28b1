import type { Db } from "../../db/client.ts";
import { selectRows } from "../../db/rows.ts";
import type { ProductImage } from "./schema.ts";
import { taxonomySnapshotSql } from "./search-sql.ts";

/** A category, sub-category or series the typeahead suggests, best first (see matchTaxonomy). */
export type TaxonomySuggestion = {
  kind: "category" | "sub-category" | "series";
  name: string;
  parentName: string | null;
  code: string | null;
  description: string;
  imageNames: string | null;
  images: ProductImage[] | null;
  /** 100 for an exact name (or series code), plus one for each token that starts a word of the name. */
  score: number;
};

type CategoryEntry = {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
  description: string;
  imageNames: string;
  position: number;
};
type SeriesEntry = { id: number; code: string; name: string; description: string };
type SeriesImages = { seriesId: number; categoryId: number; images: ProductImage[] };
type SnapshotRow = {
  revision: number | string;
  categories: CategoryEntry[];
  series: SeriesEntry[];
  seriesImages: SeriesImages[];
};

/** The taxonomy of one catalogue revision, names lower-cased once for matching. */
export type TaxonomySnapshot = {
  revision: number;
  categories: (CategoryEntry & { lowerName: string })[];
  series: (SeriesEntry & {
    lowerName: string;
    lowerCode: string;
    /** The images of one product of the series in each category it has products in, by category id. */
    imagesByCategory: Map<number, ProductImage[]>;
    /** Those of the first category (by id) the series has products in: its image outside a category. */
    firstImages: ProductImage[] | null;
  })[];
};

/**
 * The taxonomy snapshot of a revision (issue 17): categories, sub-categories and series are a few
 * hundred rows that change only with an import or a seed, which raise the catalogue's revision. The
 * typeahead's statement reads that revision with everything else; the snapshot of it is read once per
 * revision (callers at the same moment share the read) and kept until the revision moves.
 */
export function taxonomySnapshots(db: Db): (revision: number) => Promise<TaxonomySnapshot> {
  let kept: Promise<TaxonomySnapshot> | null = null;
  let keptRevision: number | null = null;
  return (revision) => {
    if (kept && keptRevision === revision) return kept;
    const loading = loadSnapshot(db);
    kept = loading;
    keptRevision = revision;
    // A failed read is not kept. A read that saw a newer revision (an import committed in between) is
    // kept by the one it saw, so the next caller, who asks for that one, does not read again.
    loading.then(
      (snapshot) => {
        if (kept === loading) keptRevision = snapshot.revision;
      },
      () => {
        if (kept === loading) kept = null;
      },
    );
    return loading;
  };
}

async function loadSnapshot(db: Db): Promise<TaxonomySnapshot> {
  const [row] = await selectRows<SnapshotRow>(db, taxonomySnapshotSql());
  if (!row) throw new Error("The taxonomy snapshot answered no row");
  const imagesBySeries = new Map<number, Map<number, ProductImage[]>>();
  for (const { seriesId, categoryId, images } of row.seriesImages) {
    const byCategory = imagesBySeries.get(seriesId) ?? new Map<number, ProductImage[]>();
    byCategory.set(categoryId, images);
    imagesBySeries.set(seriesId, byCategory);
  }
  return {
    revision: Number(row.revision),
    categories: row.categories.map((c) => ({ ...c, lowerName: c.name.toLowerCase() })),
    series: row.series.map((s) => {
      // The rows come ordered by series and category id, so the first key is the lowest category.
      const imagesByCategory = imagesBySeries.get(s.id) ?? new Map<number, ProductImage[]>();
      const [firstImages] = imagesByCategory.values();
      return {
        ...s,
        lowerName: s.name.toLowerCase(),
        lowerCode: s.code.toLowerCase(),
        imagesByCategory,
        firstImages: firstImages ?? null,
      };
    }),
  };
}

/** Code-point order, as the database's C collation sorts names. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Categories, sub-categories and series whose names contain one of `tokens` (the words and codes as
 * typed, and the corrections of typos), best first: by score, then categories before sub-categories
 * before series, then menu position and name; at most `limit`. With `categoryIds`, only those
 * categories, and series with products in them (their image from one of those).
 */
export function matchTaxonomy(
  snapshot: TaxonomySnapshot,
  input: { tokens: readonly string[]; text: string; categoryIds?: readonly number[]; limit: number },
): TaxonomySuggestion[] {
  const tokens = [...new Set(input.tokens)];
  // The substring test selects; the word-start test scores.
  const contains = (name: string) => tokens.some((token) => name.includes(token));
  const wordStarts = (name: string) => tokens.filter((token) => ` ${name}`.includes(` ${token}`)).length;
  const scope = input.categoryIds ? new Set(input.categoryIds) : null;
  const scopeIds = input.categoryIds ? [...input.categoryIds].sort((a, b) => a - b) : null;
  // The images of one of the series' products: in the first category in scope that has one.
  const seriesImages = (s: TaxonomySnapshot["series"][number]) => {
    if (!scopeIds) return s.firstImages;
    const id = scopeIds.find((categoryId) => s.imagesByCategory.has(categoryId));
    return id === undefined ? undefined : (s.imagesByCategory.get(id) ?? null);
  };
  type Ranked = TaxonomySuggestion & { depth: number; position: number };
  const found: Ranked[] = [];
  for (const c of snapshot.categories) {
    if (scope && !scope.has(c.id)) continue;
    if (!contains(c.lowerName)) continue;
    const score = (c.lowerName === input.text ? 100 : 0) + wordStarts(c.lowerName);
    if (score <= 0) continue;
    found.push({
      kind: c.parentId === null ? "category" : "sub-category",
      name: c.name,
      parentName: c.parentName,
      code: null,
      description: c.description,
      imageNames: c.imageNames,
      images: null,
      score,
      depth: c.parentId === null ? 0 : 1,
      position: c.position,
    });
  }
  for (const s of snapshot.series) {
    if (!contains(s.lowerName)) continue;
    const images = seriesImages(s);
    // Inside categories, a series with no products there is not suggested.
    if (images === undefined) continue;
    const exact = s.lowerCode === input.text || s.lowerName === input.text;
    const score = (exact ? 100 : 0) + wordStarts(s.lowerName);
    if (score <= 0) continue;
    found.push({
      kind: "series",
      name: s.name,
      parentName: null,
      code: s.code,
      description: s.description,
      imageNames: null,
      images,
      score,
      depth: 2,
      position: 0,
    });
  }
  found.sort(
    (a, b) =>
      b.score - a.score || a.depth - b.depth || a.position - b.position || byCodePoint(a.name, b.name),
  );
  return found
    .slice(0, input.limit)
    .map(({ depth: _depth, position: _position, ...suggestion }) => suggestion);
}
