import { Search } from "lucide-react";
import { Link } from "react-router";
import type { SearchResult } from "../../../lib/search/constants.ts";
import { SuggestionOption } from "./SuggestionOption.tsx";
import { NO_RESULTS_TEXT } from "./search-texts.ts";

/**
 * The typeahead's popup under the search box: the listbox of suggestions and a "See all results" link
 * after them, or "Searching…" / "No products found" while there are none. Hidden, not removed, when
 * closed, so the input's aria-controls always names the listbox.
 */
export function SuggestionsPopup({
  visible,
  expanded,
  loading,
  listboxId,
  optionId,
  options,
  activeIndex,
  seeAll,
  onHighlight,
  onChoose,
}: {
  visible: boolean;
  /** The listbox shows (there are suggestions). */
  expanded: boolean;
  loading: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  options: readonly SearchResult[];
  activeIndex: number;
  seeAll: { href: string; label: string; onClick: () => void };
  onHighlight: (index: number) => void;
  onChoose: (result: SearchResult) => void;
}) {
  return (
    <div
      className={
        visible
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
              if (index !== activeIndex) onHighlight(index);
            }}
            onChoose={() => onChoose(result)}
          />
        ))}
      </div>
      {options.length > 0 && (
        // A link after the suggestions, not an option: Tab reaches it, and Enter in the input does
        // the same when nothing is highlighted.
        <Link
          to={seeAll.href}
          onClick={seeAll.onClick}
          className="flex items-center gap-2 border-t border-slate-200 px-3 py-2.5 text-sm font-semibold text-brand-green hover:bg-slate-50 focus-visible:-outline-offset-3"
          data-testid="search-see-all"
        >
          <Search aria-hidden size={16} className="shrink-0" />
          <span className="min-w-0 truncate">{seeAll.label}</span>
        </Link>
      )}
      {options.length === 0 && (
        <p className="px-3 py-3 text-sm text-slate-600" data-testid="search-popup-message">
          {loading ? "Searching…" : NO_RESULTS_TEXT}
        </p>
      )}
    </div>
  );
}
