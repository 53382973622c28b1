import { Loader2, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { type SearchResult, TYPEAHEAD_MIN_CHARS } from "../../../lib/search/constants.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { CardPrice } from "../catalog/CardPrice.tsx";
import { fetchSuggestions, TYPEAHEAD_DEBOUNCE_MS } from "../search/search-api.ts";
import { PartRow, partListClass } from "./PartRow.tsx";

type Found = { status: "idle" } | { status: "loading" } | { status: "ready"; parts: SearchResult[] };

/**
 * Issue 32 item 6: the quick order's part-number finder. What is typed goes to the site's typeahead
 * (the same endpoint as the header's, the buyer's own prices included); its part numbers are listed
 * with their price, and "Add" puts `SKU 1` on a new line of the order box (`onAdd`).
 */
export function QuickOrderFinder({ onAdd }: { onAdd: (sku: string) => void }) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [found, setFound] = useState<Found>({ status: "idle" });

  useEffect(() => {
    const typed = term.trim();
    if (typed.length < TYPEAHEAD_MIN_CHARS) {
      setFound({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setFound({ status: "loading" });
    const timer = setTimeout(() => {
      fetchSuggestions(typed, undefined, controller.signal).then(
        (results) => setFound({ status: "ready", parts: results.filter((result) => result.sku) }),
        () => undefined, // superseded by a newer term
      );
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term]);

  return (
    <div className="space-y-2" data-testid="quick-order-finder">
      <label htmlFor={`${id}-term`} className="block font-semibold text-brand-navy">
        Find a part number
      </label>
      <div className="relative">
        <Search aria-hidden size={16} className="pointer-events-none absolute top-3 left-3 text-slate-400" />
        <input
          id={`${id}-term`}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="A SKU or a product, e.g. DLX 8 or high bay 150W"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className={`${inputClass} border-slate-300 pl-9`}
        />
      </div>
      <FoundParts found={found} onAdd={onAdd} />
    </div>
  );
}

function FoundParts({ found, onAdd }: { found: Found; onAdd: (sku: string) => void }) {
  if (found.status === "idle") return null;
  if (found.status === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Loader2 aria-hidden size={14} className="animate-spin" /> Searching…
      </p>
    );
  }
  if (found.parts.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-600">
        No part number matches. Try the start of a SKU, or a kind of product and its wattage.
      </p>
    );
  }
  return (
    <ul aria-label="Part numbers found" className={partListClass}>
      {found.parts.map((part) => (
        <PartRow
          key={part.sku}
          sku={part.sku as string}
          name={part.name}
          detail={
            part.listPriceCents !== undefined && (
              <CardPrice listPriceCents={part.listPriceCents} accountPriceCents={part.accountPriceCents} />
            )
          }
          addLabel={`Add ${part.sku} to the order lines`}
          onAdd={() => onAdd(part.sku as string)}
          testId="found-part"
        />
      ))}
    </ul>
  );
}
