/**
 * What a person typed, taken apart for the search queries (search-sql.ts). Pure functions: the only
 * text that reaches SQL as query syntax (the `to_tsquery` source) is built here from tokens reduced
 * to [a-z0-9], so nothing a person types can change the shape of a query; everything else is bound.
 */

/** Longer input is cut: nobody types more, and every token costs the query a condition. */
export const MAX_TERM_LENGTH = 100;
export const MAX_TERM_TOKENS = 8;
/** Words shorter than this are not corrected: too few trigrams to tell a typo from another word. */
export const MIN_CORRECTABLE_LENGTH = 4;

/**
 * Each product's search vectors carry the lexeme `zzcat<category id>` (migrations 0004, 0005), which category
 * scoped searches add to their query. Words that would prefix-match it are left out of every query.
 */
export const CATEGORY_MARKER = "zzcat";
const matchesMarker = (word: string) => CATEGORY_MARKER.startsWith(word) || word.startsWith(CATEGORY_MARKER);

export type SearchTerms = {
  /** The whole term, lower-cased, spaces collapsed: compared with SKUs and names for exact hits. */
  text: string;
  /** The term as a part-number prefix (`scx-4` → SKUs starting with it), when it is one token. */
  partNumber: string | null;
  /** Plain words ([a-z0-9]+), in order, without repeats: each must prefix-match a word of the product. */
  words: string[];
  /** Tokens with inner punctuation (`scx-4`, `0-10v`, `120-277v`): a SKU prefix or a phrase in the text. */
  codes: string[];
};

const plainWord = /^[a-z0-9]+$/;
const tokenEdges = /^[^a-z0-9]+|[^a-z0-9]+$/g;
/** Punctuation that joins the parts of a part number or a rating; other punctuation separates words. */
const codePunctuation = /^[a-z0-9]+(?:[-./][a-z0-9]+)+$/;

export function parseSearchTerm(input: string): SearchTerms {
  const text = input
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TERM_LENGTH)
    .trim();
  const words: string[] = [];
  const codes: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const token = raw.replace(tokenEdges, "");
    if (!token) continue;
    if (plainWord.test(token)) words.push(token);
    else if (codePunctuation.test(token)) codes.push(token);
    else words.push(...token.split(/[^a-z0-9]+/).filter(Boolean));
  }
  const unique = (list: string[]) => [...new Set(list)];
  const tokens = unique(words.filter((word) => !matchesMarker(word))).slice(0, MAX_TERM_TOKENS);
  return {
    text,
    partNumber: text && !text.includes(" ") ? text : null,
    words: tokens,
    codes: unique(codes).slice(0, Math.max(0, MAX_TERM_TOKENS - tokens.length)),
  };
}

/** True when nothing in the term can match anything. */
export function isEmptyTerm(terms: SearchTerms): boolean {
  return terms.words.length === 0 && terms.codes.length === 0 && terms.partNumber === null;
}

/** Escapes LIKE's wildcards (and its escape character) so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Words worth looking up in the catalogue's vocabulary for a typo correction. */
export function correctableWords(terms: SearchTerms): string[] {
  return terms.words.filter((word) => word.length >= MIN_CORRECTABLE_LENGTH && /^[a-z]+$/.test(word));
}

/**
 * The three-letter pieces of a word, as LIKE patterns (`%rof%`). A vocabulary word that shares any of
 * them with a misspelling is a candidate correction; pg_trgm's index finds those rows, and the best
 * candidate is then chosen by `similarity()`. (The `<%` operator would do both at once, but only at the
 * session's `pg_trgm.word_similarity_threshold`, 0.6, which misses "trofer" for "troffers".)
 */
export function trigramPatterns(word: string): string[] {
  const patterns = new Set<string>();
  for (let i = 0; i + 3 <= word.length; i++) patterns.add(`%${escapeLike(word.slice(i, i + 3))}%`);
  return [...patterns];
}

/**
 * The words a person has finished typing: all but the last, when made of three or more letters or of
 * letters and digits ("4000k", "2x4"). Matching them whole spares the index a prefix scan each, which
 * for a word in a third of the catalogue ("4000k") is most of a keystroke's cost. The last word is
 * still being typed, unless a space followed it (`lastWordFinished`: "wall " is the word wall, not
 * every word starting with it), and numbers ("4000" for 4000K) and short words stay prefixes.
 */
export function finishedWords(terms: SearchTerms, lastWordFinished = false): Set<string> {
  const typedLast = lastWordFinished ? "" : (terms.text.split(" ").at(-1) ?? "");
  const whole = (word: string) => /^[a-z]{3,}$/.test(word) || (/[a-z]/.test(word) && /[0-9]/.test(word));
  return new Set(terms.words.filter((word) => whole(word) && !typedLast.includes(word)));
}

/** A word as the typeahead's two full-text queries take it: whole (`wall`) and while typing (`wall:*`). */
export type TypedWord = { word: string; whole: string; typing: string };

/** The words of a term as the results page takes them: all as prefixes ("downl" finds downlights). */
export function prefixWords(terms: SearchTerms): TypedWord[] {
  return terms.words.map((word) => ({
    word,
    whole: `${safeLexeme(word)}:*`,
    typing: `${safeLexeme(word)}:*`,
  }));
}

/** The words of a term with their forms for the typeahead: every word whole, or the finished ones only. */
export function typedWords(terms: SearchTerms, lastWordFinished = false): TypedWord[] {
  const finished = finishedWords(terms, lastWordFinished);
  return terms.words.map((word) => ({
    word,
    whole: safeLexeme(word),
    typing: finished.has(word) ? safeLexeme(word) : `${safeLexeme(word)}:*`,
  }));
}

function safeLexeme(word: string): string {
  // Words come from parseSearchTerm or from the catalogue's vocabulary; this keeps the guarantee local.
  if (!plainWord.test(word)) throw new Error(`not a plain word: ${word}`);
  return word;
}
