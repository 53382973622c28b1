import { Lightbulb } from "lucide-react";
import { useState } from "react";
import type { SearchBadge, SearchResult } from "../../../lib/search/constants.ts";
import { CardPrice } from "../catalog/CardPrice.tsx";

/** Each kind of result has its own colour, so a buyer tells a part number from a category at a glance. */
const BADGE_CLASS: Record<SearchBadge, string> = {
  Category: "border-brand-navy/30 bg-brand-navy/5 text-brand-navy",
  "Sub-Category": "border-sky-300 bg-sky-50 text-sky-800",
  option: "border-amber-300 bg-amber-50 text-amber-800",
  Series: "border-violet-300 bg-violet-50 text-violet-800",
  "Part No.": "border-brand-green/40 bg-brand-green/10 text-brand-green",
};

/**
 * One typeahead result (SRCH-07): image with the result's `altText` (a lamp icon when there is no image
 * or it fails to load), name, badge and description. It is an ARIA option, not a link: focus stays in
 * the combobox's input and the option is chosen by click or Enter.
 */
export function SuggestionOption({
  id,
  result,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  result: SearchResult;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the combobox pattern keeps focus and keys in the input; options are named by aria-activedescendant, never focused.
    <div
      id={id}
      role="option"
      aria-selected={active}
      // Keeps focus (and the phone's keyboard) in the input while the option is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
      className={`flex cursor-pointer items-start gap-3 px-3 py-2 ${active ? "bg-slate-100 outline-2 -outline-offset-2 outline-brand-green" : ""}`}
      data-testid="search-suggestion"
    >
      {result.image && !imageFailed ? (
        <img
          src={result.image}
          alt={result.altText}
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
          className="size-12 shrink-0 rounded border border-slate-100 bg-white object-contain"
        />
      ) : (
        <span
          className="grid size-12 shrink-0 place-items-center rounded bg-slate-100 text-slate-400"
          data-testid="search-suggestion-fallback"
        >
          <Lightbulb aria-hidden size={22} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 font-semibold leading-snug text-brand-navy">{result.name}</span>
          <span
            className={`shrink-0 rounded-full border px-2 py-0.5 text-[11px] font-semibold leading-4 ${BADGE_CLASS[result.badge]}`}
            data-testid="search-badge"
          >
            {result.badge}
          </span>
        </span>
        <span className="mt-0.5 line-clamp-2 block text-xs text-slate-600">{result.description}</span>
        {/* A signed-in buyer's part numbers carry the account's price (issue 32 item 5). */}
        {result.accountPriceCents != null && result.listPriceCents !== undefined && (
          <span className="mt-0.5 block">
            <CardPrice
              listPriceCents={result.listPriceCents}
              accountPriceCents={result.accountPriceCents}
              compact
            />
          </span>
        )}
      </span>
    </div>
  );
}
