import type { SearchResult } from "../../../lib/search/product-query.ts";
import type { TypeaheadInput } from "./typeahead.ts";

export type TypeaheadCacheOptions = {
  /** How many answers are kept; the least recently used go first. 0 keeps none. */
  entries: number;
  /** The catalogue's revision (revision.ts), raised by every change to the catalogue. */
  revision: () => Promise<number>;
  /** An answer is asked of the database again after this long, whatever the revision says. */
  maxAgeMs?: number;
  now?: () => number;
};

type Cached = { storedAt: number; answer: Promise<SearchResult[]> };

/**
 * The typeahead's answers kept by catalogue revision (issue 17). The typeahead answers the same for
 * every caller (no prices or stock of an account), and buyers type the same prefixes over and over
 * ("led", "led h", "wall p"), while each answer costs the database a trigram and full-text search.
 * Like the guest page cache, the key starts with the catalogue's revision, read for every call (one
 * primary-key read that calls at the same moment share), so no answer outlives an import or a seed.
 * Callers asking the same thing at the same moment share one search; a failed search is not kept.
 */
export function cachedTypeahead(
  search: (input: TypeaheadInput) => Promise<SearchResult[]>,
  options: TypeaheadCacheOptions,
): (input: TypeaheadInput) => Promise<SearchResult[]> {
  if (options.entries <= 0) return search;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Cached>();
  return async (input) => {
    const revision = await options.revision();
    const key = JSON.stringify([
      revision,
      input.term,
      input.category ?? null,
      input.limit ?? null,
      !!input.shortened,
    ]);
    const found = kept.get(key);
    // A Map iterates in insertion order: deleting and setting again makes the key the newest.
    kept.delete(key);
    if (found && now() - found.storedAt <= maxAgeMs) {
      kept.set(key, found);
      return found.answer;
    }
    const answer = search(input);
    const entry: Cached = { storedAt: now(), answer };
    kept.set(key, entry);
    answer.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    for (const oldest of kept.keys()) {
      if (kept.size <= options.entries) break;
      kept.delete(oldest);
    }
    return answer;
  };
}
