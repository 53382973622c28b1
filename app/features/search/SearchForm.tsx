import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";

/** The least characters a submitted search needs (SRCH-04, counted on the trimmed input). */
export const SEARCH_MIN_CHARS = 2;

export function searchResultsPath(term: string, category?: string): string {
  const path = `/catalogsearch/${encodeURIComponent(term.trim())}`;
  return category ? `${path}?category=${encodeURIComponent(category)}` : path;
}

/** A search box that opens the results page `/catalogsearch/{searchTerm}` (SRCH-11). */
export function SearchForm({
  className = "",
  autoFocus = false,
}: {
  className?: string;
  autoFocus?: boolean;
}) {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState("");
  const [hint, setHint] = useState<string>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (term.trim().length < SEARCH_MIN_CHARS) {
      setHint(`Type at least ${SEARCH_MIN_CHARS} characters to search.`);
      return;
    }
    setHint(undefined);
    navigate(searchResultsPath(term));
  };
  return (
    <search className={`relative ${className}`}>
      <form onSubmit={onSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="flex overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-brand-green">
          <input
            id={inputId}
            type="search"
            name="searchTerm"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Search by product, series or part number"
            className="min-w-0 flex-1 px-3 py-2 text-sm outline-none"
            aria-describedby={hint ? `${inputId}-hint` : undefined}
          />
          <button
            type="submit"
            className="bg-brand-green px-3 text-white hover:opacity-90"
            aria-label="Search"
          >
            <Search aria-hidden size={18} />
          </button>
        </div>
        {hint && (
          <p id={`${inputId}-hint`} role="status" className="absolute mt-1 text-xs text-brand-red">
            {hint}
          </p>
        )}
      </form>
    </search>
  );
}
