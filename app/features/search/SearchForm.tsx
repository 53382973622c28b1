import { LoaderCircle, Search } from "lucide-react";
import { SEARCH_MAX_CHARS } from "../../../lib/search/constants.ts";
import { SuggestionsPopup } from "./SuggestionsPopup.tsx";
import { searchResultsPath } from "./search-api.ts";
import { seeAllText } from "./search-texts.ts";
import { useSearchBox } from "./use-search-box.ts";

export { NO_RESULTS_TEXT, resultsAvailableText, seeAllText, TOO_SHORT_HINT } from "./search-texts.ts";

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
  const box = useSearchBox();
  const { ids, term, category, hint } = box;
  return (
    <search
      ref={box.containerRef}
      className={`relative ${className}`}
      onFocus={box.loadCategories}
      onPointerEnter={box.loadCategories}
      onBlur={(event) => {
        // Tabbing out of the search box closes the popup; focus moving within it does not.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) box.close();
      }}
    >
      <form onSubmit={box.onSubmit} noValidate>
        <div className="flex h-10 rounded-md border border-slate-300 bg-white focus-within:border-brand-green">
          <CategorySelect
            value={category}
            names={box.categoryNames}
            onChange={box.setCategory}
            hidden={compact}
          />
          <label htmlFor={ids.input} className="sr-only">
            Search products
          </label>
          <div className="relative flex min-w-0 flex-1">
            <input
              ref={box.inputRef}
              id={ids.input}
              type="search"
              name="searchTerm"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={box.expanded}
              aria-controls={ids.listbox}
              aria-activedescendant={box.activeId}
              aria-describedby={hint ? ids.hint : undefined}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: only where a page asks for it explicitly.
              autoFocus={autoFocus}
              maxLength={SEARCH_MAX_CHARS}
              value={term}
              onChange={(event) => box.onType(event.target.value)}
              onClick={box.openPopup}
              onKeyDown={box.onKeyDown}
              placeholder={
                compact ? "Search products or part no." : "Search by product, series or part number"
              }
              className="min-w-0 flex-1 bg-transparent py-2 pr-8 pl-3 text-sm focus-visible:-outline-offset-3"
            />
            {box.loading && (
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
            id={ids.hint}
            role="status"
            className="absolute left-0 z-50 mt-1 rounded border border-brand-red/30 bg-white px-2 py-1 text-xs font-semibold text-brand-red shadow-sm"
          >
            {hint}
          </p>
        )}
      </form>

      <SuggestionsPopup
        visible={box.popupVisible}
        expanded={box.expanded}
        loading={box.loading}
        listboxId={ids.listbox}
        optionId={ids.option}
        options={box.options}
        activeIndex={box.activeIndex}
        seeAll={{
          href: searchResultsPath(term, category || undefined),
          label: seeAllText(term),
          onClick: box.close,
        }}
        onHighlight={box.setActiveIndex}
        onChoose={(result) => box.leave(result.link)}
      />
      <p role="status" className="sr-only" data-testid="search-status">
        {box.statusText}
      </p>
    </search>
  );
}

/** The category filter (SRCH-02): "All categories", then the names. */
function CategorySelect({
  value,
  names,
  onChange,
  hidden,
}: {
  value: string;
  names: readonly string[];
  onChange: (category: string) => void;
  hidden: boolean;
}) {
  return (
    <select
      name="category"
      // Narrower between 768 and 1279 px, where the header shares its row with the account and cart.
      aria-label="Search category"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="w-28 shrink-0 truncate rounded-l-md border-r border-slate-300 bg-slate-50 px-2 text-sm text-slate-700 focus-visible:-outline-offset-3 sm:w-40 md:w-28 xl:w-40"
      data-testid="search-category"
      hidden={hidden}
    >
      <option value="">All categories</option>
      {names.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </select>
  );
}
