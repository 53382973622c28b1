import { LoaderCircle, Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useMatch, useNavigate, useSearchParams } from "react-router";
import {
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  type SearchResult,
  TYPEAHEAD_MIN_CHARS,
} from "../../../lib/search/constants.ts";
import { SuggestionOption } from "./SuggestionOption.tsx";
import { searchResultsPath } from "./search-api.ts";
import { useSearchCategories } from "./use-search-categories.ts";
import { useTypeahead } from "./use-typeahead.ts";

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

/**
 * The header's search (SRCH-01): a category filter and a text input with a typeahead that follows the
 * WAI-ARIA combobox pattern (input with role=combobox, a listbox popup, focus stays in the input and the
 * highlighted option is named by aria-activedescendant). Submitting opens the results page (SRCH-11).
 * On a results page the box shows that page's term and category, so a buyer refines instead of retyping.
 * `compact` (the sticky menu bar) leaves out the category filter, which the header's box keeps.
 */
export function SearchForm({
  className = "",
  autoFocus = false,
  compact = false,
}: {
  className?: string;
  autoFocus?: boolean;
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}listbox`;
  const hintId = `${baseId}hint`;
  const optionId = (index: number) => `${baseId}option-${index}`;
  const containerRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // #9.17: the results page's own term and category (direct load, reload, shared link, Back).
  const resultsPage = useMatch("/catalogsearch/:searchTerm");
  const [searchParams] = useSearchParams();
  const pageTerm = resultsPage?.params.searchTerm ?? "";
  const pageCategory = resultsPage ? (searchParams.get("category") ?? "") : "";

  const [term, setTerm] = useState(pageTerm);
  const [category, setCategory] = useState(pageCategory);
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState<string>();
  const categories = useSearchCategories();
  const { results, loading } = useTypeahead(term, category);

  useEffect(() => {
    setTerm(pageTerm);
    setCategory(pageCategory);
  }, [pageTerm, pageCategory]);
  // Until the names arrive, the page's category is an option of its own, so the select can show it.
  const categoryNames =
    pageCategory && !categories.names.includes(pageCategory)
      ? [pageCategory, ...categories.names]
      : categories.names;

  // The highlight belongs to one answer: when new results arrive it starts over, so Enter never picks
  // an option the person did not see highlighted.
  const [active, setActive] = useState<{ of: SearchResult[] | null; index: number }>({ of: null, index: -1 });
  const activeIndex = active.of === results ? active.index : -1;
  const setActiveIndex = useCallback((index: number) => setActive({ of: results, index }), [results]);

  const options = results ?? [];
  const longEnough = term.trim().length >= TYPEAHEAD_MIN_CHARS;
  const popupVisible = open && longEnough && (results !== null || loading);
  const expanded = popupVisible && options.length > 0;
  const activeResult = expanded ? options[activeIndex] : undefined;
  const statusText = !popupVisible
    ? ""
    : options.length > 0
      ? resultsAvailableText(options.length)
      : loading
        ? ""
        : NO_RESULTS_TEXT;

  const close = useCallback(() => {
    setOpen(false);
    setActive({ of: null, index: -1 });
  }, []);

  const leave = (path: string) => {
    close();
    // Hides the phone's keyboard; the next page takes over.
    inputRef.current?.blur();
    navigate(path);
  };

  // A click or tap anywhere outside the search box closes the popup.
  useEffect(() => {
    if (!popupVisible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [popupVisible, close]);

  const activeId = activeResult ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: "nearest" });
  }, [activeId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    // SRCH-04: nothing is sent below SEARCH_MIN_CHARS; the hint says why.
    if (query.length < SEARCH_MIN_CHARS) {
      setHint(TOO_SHORT_HINT);
      return;
    }
    setHint(undefined);
    leave(searchResultsPath(query, category || undefined));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!longEnough) return;
        setOpen(true);
        const count = options.length;
        if (count === 0) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        const from = popupVisible ? activeIndex : -1;
        setActiveIndex(from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count);
        return;
      }
      case "Enter":
        // With an option highlighted Enter opens it; otherwise the form submits (SRCH-11).
        if (activeResult) {
          event.preventDefault();
          leave(activeResult.link);
        }
        return;
      case "Escape":
        // First Escape closes the popup, the second clears the input (the combobox pattern).
        if (popupVisible) {
          event.preventDefault();
          close();
        } else if (term) {
          event.preventDefault();
          setTerm("");
          setHint(undefined);
        }
        return;
    }
  };

  return (
    <search
      ref={containerRef}
      className={`relative ${className}`}
      onFocus={categories.load}
      onPointerEnter={categories.load}
      onBlur={(event) => {
        // Tabbing out of the search box closes the popup; focus moving within it does not.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) close();
      }}
    >
      <form onSubmit={onSubmit} noValidate>
        <div className="flex h-10 rounded-md border border-slate-300 bg-white focus-within:border-brand-green">
          <select
            name="category"
            // Narrower between 768 and 1279 px, where the header shares its row with the account and cart.
            aria-label="Search category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="w-28 shrink-0 truncate rounded-l-md border-r border-slate-300 bg-slate-50 px-2 text-sm text-slate-700 focus-visible:-outline-offset-3 sm:w-40 md:w-28 xl:w-40"
            data-testid="search-category"
            hidden={compact}
          >
            <option value="">All categories</option>
            {categoryNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <div className="relative flex min-w-0 flex-1">
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="searchTerm"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={activeId}
              aria-describedby={hint ? hintId : undefined}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: only where a page asks for it explicitly.
              autoFocus={autoFocus}
              maxLength={SEARCH_MAX_CHARS}
              value={term}
              onChange={(event) => {
                setTerm(event.target.value);
                setHint(undefined);
                setOpen(true);
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              placeholder={
                compact ? "Search products or part no." : "Search by product, series or part number"
              }
              className="min-w-0 flex-1 bg-transparent py-2 pr-8 pl-3 text-sm focus-visible:-outline-offset-3"
            />
            {loading && (
              <LoaderCircle
                aria-hidden
                size={16}
                className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 animate-spin text-slate-400"
                data-testid="search-loading"
              />
            )}
          </div>
          <button
            type="submit"
            className="shrink-0 rounded-r-md bg-brand-green px-3 text-white hover:opacity-90 focus-visible:-outline-offset-3 focus-visible:outline-white"
            aria-label="Search"
          >
            <Search aria-hidden size={18} />
          </button>
        </div>
        {hint && (
          // Above the menu bar, on a background of its own: below the box it used to sit half under it.
          <p
            id={hintId}
            role="status"
            className="absolute left-0 z-50 mt-1 rounded border border-brand-red/30 bg-white px-2 py-1 text-xs font-semibold text-brand-red shadow-sm"
          >
            {hint}
          </p>
        )}
      </form>

      <div
        className={
          popupVisible
            ? "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white text-left shadow-lg"
            : "hidden"
        }
        data-testid="search-popup"
      >
        <div
          role="listbox"
          id={listboxId}
          aria-label="Search suggestions"
          aria-busy={loading}
          hidden={!expanded}
          className="max-h-[min(70vh,34rem)] overflow-y-auto overscroll-contain py-1"
        >
          {options.map((result, index) => (
            <SuggestionOption
              key={`${result.badge}:${result.link}:${result.name}`}
              id={optionId(index)}
              result={result}
              active={index === activeIndex}
              onHover={() => {
                if (index !== activeIndex) setActiveIndex(index);
              }}
              onChoose={() => leave(result.link)}
            />
          ))}
        </div>
        {options.length > 0 && (
          // A link after the suggestions, not an option: Tab reaches it, and Enter in the input does
          // the same when nothing is highlighted.
          <Link
            to={searchResultsPath(term, category || undefined)}
            onClick={close}
            className="flex items-center gap-2 border-t border-slate-200 px-3 py-2.5 text-sm font-semibold text-brand-green hover:bg-slate-50 focus-visible:-outline-offset-3"
            data-testid="search-see-all"
          >
            <Search aria-hidden size={16} className="shrink-0" />
            <span className="min-w-0 truncate">{seeAllText(term)}</span>
          </Link>
        )}
        {options.length === 0 && (
          <p className="px-3 py-3 text-sm text-slate-600" data-testid="search-popup-message">
            {loading ? "Searching…" : NO_RESULTS_TEXT}
          </p>
        )}
      </div>
      <p role="status" className="sr-only" data-testid="search-status">
        {statusText}
      </p>
    </search>
  );
}
