import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useMatch, useNavigate, useSearchParams } from "react-router";
import { SEARCH_MIN_CHARS, type SearchResult, TYPEAHEAD_MIN_CHARS } from "../../../lib/search/constants.ts";
import { searchResultsPath } from "./search-api.ts";
import { NO_RESULTS_TEXT, resultsAvailableText, TOO_SHORT_HINT } from "./search-texts.ts";
import { useSearchCategories } from "./use-search-categories.ts";
import { useTypeahead } from "./use-typeahead.ts";

/**
 * The header search box's state and its combobox behaviour (SRCH-01 … SRCH-11, #9.17): what is typed
 * and the category, the typeahead's answer, the highlighted option, the popup, the hint, and the
 * handlers for typing, the keyboard and submitting. `leave` closes the popup and opens a page.
 */
export function useSearchBox() {
  const navigate = useNavigate();
  const baseId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { term, setTerm, category, setCategory, categoryNames, loadCategories } = useTermAndCategory();
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState<string>();
  const { results, loading } = useTypeahead(term, category);

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

  const optionId = (index: number) => `${baseId}option-${index}`;
  const activeId = activeResult ? optionId(activeIndex) : undefined;
  useCloseOnPointerOutside(containerRef, popupVisible, close);
  useScrollIntoView(activeId);

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

  const onType = (value: string) => {
    setTerm(value);
    setHint(undefined);
    setOpen(true);
  };

  return {
    ids: { input: `${baseId}input`, listbox: `${baseId}listbox`, hint: `${baseId}hint`, option: optionId },
    containerRef,
    inputRef,
    term,
    category,
    setCategory,
    categoryNames,
    loadCategories,
    hint,
    loading,
    options,
    activeIndex,
    setActiveIndex,
    activeId,
    popupVisible,
    expanded,
    statusText,
    close,
    leave,
    onSubmit,
    onKeyDown,
    onType,
    openPopup: () => setOpen(true),
  };
}

/**
 * The term and category typed, starting from (and following) the results page's own (#9.17: direct
 * load, reload, shared link, Back), and the category names to choose from.
 */
function useTermAndCategory() {
  const resultsPage = useMatch("/catalogsearch/:searchTerm");
  const [searchParams] = useSearchParams();
  const pageTerm = resultsPage?.params.searchTerm ?? "";
  const pageCategory = resultsPage ? (searchParams.get("category") ?? "") : "";

  const [term, setTerm] = useState(pageTerm);
  const [category, setCategory] = useState(pageCategory);
  const categories = useSearchCategories();

  useEffect(() => {
    setTerm(pageTerm);
    setCategory(pageCategory);
  }, [pageTerm, pageCategory]);
  // Until the names arrive, the page's category is an option of its own, so the select can show it.
  const categoryNames =
    pageCategory && !categories.names.includes(pageCategory)
      ? [pageCategory, ...categories.names]
      : categories.names;
  return { term, setTerm, category, setCategory, categoryNames, loadCategories: categories.load };
}

/** A click or tap anywhere outside the search box closes the popup. */
function useCloseOnPointerOutside(
  containerRef: RefObject<HTMLElement | null>,
  popupVisible: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (!popupVisible) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [containerRef, popupVisible, close]);
}

/** The highlighted option stays in view as the arrow keys move it. */
function useScrollIntoView(elementId: string | undefined) {
  useEffect(() => {
    if (elementId) document.getElementById(elementId)?.scrollIntoView?.({ block: "nearest" });
  }, [elementId]);
}
