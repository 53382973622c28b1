import { SEARCH_MIN_CHARS } from "../../../lib/search/constants.ts";

export const NO_RESULTS_TEXT = "No products found";
export const TOO_SHORT_HINT = `Type at least ${SEARCH_MIN_CHARS} characters to search.`;

/** The typeahead's last row (#9.18): the whole results page for what was typed. */
export function seeAllText(term: string): string {
  return `See all results for “${term.trim()}”`;
}

/** "3 results available", read by screen readers when the suggestions change. */
export function resultsAvailableText(count: number): string {
  return `${count} ${count === 1 ? "result" : "results"} available`;
}
