import { useEffect, useRef, useState } from "react";
import { type SearchResult, TYPEAHEAD_MIN_CHARS } from "../../../lib/search/constants.ts";
import { fetchSuggestions, TYPEAHEAD_DEBOUNCE_MS } from "./search-api.ts";

export type TypeaheadState = {
  /** The latest answer; null until the first answer since the input reached TYPEAHEAD_MIN_CHARS. */
  results: SearchResult[] | null;
  /** True from the keystroke until the answer for it arrives (debounce included). */
  loading: boolean;
};

const IDLE: TypeaheadState = { results: null, loading: false };

/**
 * Suggestions for `term` (trimmed) within `category` ("" = all). No request below TYPEAHEAD_MIN_CHARS
 * (SRCH-03); one request per TYPEAHEAD_DEBOUNCE_MS pause in typing; a change of input aborts the request
 * in flight, and an answer is kept only if no newer request started after it, so a slow, stale answer
 * never replaces a newer one even when the abort comes too late. While a new answer is pending the
 * previous results stay on screen, so the list does not flicker on every keystroke.
 */
export function useTypeahead(term: string, category: string): TypeaheadState {
  const query = term.trim();
  const enabled = query.length >= TYPEAHEAD_MIN_CHARS;
  const [state, setState] = useState<TypeaheadState>(IDLE);
  const sequence = useRef(0);

  useEffect(() => {
    const requestNumber = ++sequence.current;
    if (!enabled) {
      setState(IDLE);
      return;
    }
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, category || undefined, controller.signal).then(
        (results) => {
          if (requestNumber !== sequence.current) return;
          setState({ results, loading: false });
        },
        () => {
          // Aborted: a newer request owns the state now.
        },
      );
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, category, enabled]);

  return state;
}
