import { describe, expect, it } from "vitest";
import {
  correctableWords,
  escapeLike,
  finishedWords,
  isEmptyTerm,
  MAX_TERM_TOKENS,
  parseSearchTerm,
  prefixWords,
  trigramPatterns,
  typedWords,
} from "./search-terms.ts";

describe("search terms", () => {
  it("ROUTE-05 splits a term into words, part-number-like codes and the part-number prefix", () => {
    expect(parseSearchTerm("  SCX-4 ")).toEqual({
      text: "scx-4",
      partNumber: "scx-4",
      words: [],
      codes: ["scx-4"],
    });
    expect(parseSearchTerm("4000K  Troffer, 2x4 0-10V")).toEqual({
      text: "4000k troffer, 2x4 0-10v",
      partNumber: null,
      words: ["4000k", "troffer", "2x4"],
      codes: ["0-10v"],
    });
    // Other punctuation separates words; repeated words count once.
    expect(parseSearchTerm("(wall) pack, wall!").words).toEqual(["wall", "pack"]);
    expect(parseSearchTerm("o'brien's light").words).toEqual(["o", "brien", "s", "light"]);
  });

  it("ROUTE-05 caps the number of tokens and drops words that could match the category marker", () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(" ");
    expect(parseSearchTerm(many).words).toHaveLength(MAX_TERM_TOKENS);
    expect(parseSearchTerm("zz zzcat zzcat12 troffer").words).toEqual(["troffer"]);
    expect(isEmptyTerm(parseSearchTerm("-- ,,"))).toBe(true);
    expect(isEmptyTerm(parseSearchTerm("zz"))).toBe(false); // still a part-number prefix
  });

  it("escapes LIKE wildcards so a term matches literally", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(trigramPatterns("tro_fer")).toEqual(["%tro%", "%ro\\_%", "%o\\_f%", "%\\_fe%", "%fer%"]);
  });

  it("API-13 ROUTE-05 gives each word its query forms: prefixes for the results page, whole words once typed for the typeahead", () => {
    expect(prefixWords(parseSearchTerm("trofer 2x4"))).toEqual([
      { word: "trofer", whole: "trofer:*", typing: "trofer:*" },
      { word: "2x4", whole: "2x4:*", typing: "2x4:*" },
    ]);
    expect(typedWords(parseSearchTerm("wall pa"))).toEqual([
      { word: "wall", whole: "wall", typing: "wall" },
      { word: "pa", whole: "pa", typing: "pa:*" },
    ]);
    // Only plain words reach the query syntax.
    expect(() => prefixWords({ ...parseSearchTerm("x"), words: ["a|b"] })).toThrow();
  });

  it("API-13 treats the words before the last as finished, when they are words of three letters or more", () => {
    expect([...finishedWords(parseSearchTerm("linear high ba"))]).toEqual(["linear", "high"]);
    expect([...finishedWords(parseSearchTerm("4000 hi troffer"))]).toEqual([]);
    // A space after the last word (the typeahead gets the term as typed) finishes it too.
    expect([...finishedWords(parseSearchTerm("wall "), true)]).toEqual(["wall"]);
    expect(typedWords(parseSearchTerm("wall "), true)).toEqual([
      { word: "wall", whole: "wall", typing: "wall" },
    ]);
    expect([...finishedWords(parseSearchTerm("4000 "), true)]).toEqual([]);
    expect(correctableWords(parseSearchTerm("trofer 2x4 led downlite"))).toEqual(["trofer", "downlite"]);
  });
});
