import { useEffect, useId, useState } from "react";
import { SEARCH_MIN_CHARS } from "../../../lib/search/constants.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { TYPEAHEAD_DEBOUNCE_MS } from "../search/search-api.ts";
import type { PickerCard as Card } from "./product-lookup.ts";

/**
 * Finds a product in the catalogue and hands its rated wattage to the calculator (`onWattage`). Needs
 * JavaScript: until the page hydrates the field is disabled, the wattage is typed by hand.
 */
export function ProductWattagePicker({
  enabled,
  onWattage,
}: {
  enabled: boolean;
  onWattage: (watts: number) => void;
}) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [cards, setCards] = useState<Card[] | null>(null);
  const [status, setStatus] = useState("");
  const query = term.trim();

  useEffect(() => {
    if (query.length < SEARCH_MIN_CHARS) {
      setCards(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      import("./product-lookup.ts")
        .then(({ searchPickerCards }) => searchPickerCards(query, controller.signal))
        .then(
          (items) => setCards(items),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            console.warn("payback product search", error);
            setCards([]);
          },
        );
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  async function pick(card: Card) {
    try {
      const { productWattage } = await import("./product-lookup.ts");
      const product = await productWattage(card.sku);
      if (product.wattage === null) {
        setStatus(`${product.name} (${product.sku}) has no rated wattage: enter it by hand.`);
        return;
      }
      onWattage(product.wattage);
      setStatus(`Watts per new fixture set to ${product.wattage} W from ${product.name} (${product.sku}).`);
      setCards(null);
      setTerm("");
    } catch (error) {
      console.warn("payback product wattage", error);
      setStatus("The product could not be read. Try again, or enter the wattage by hand.");
    }
  }

  return (
    <div className="rounded border border-dashed border-slate-300 p-3">
      <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-slate-700">
        Pick a product from the catalogue
      </label>
      <input
        id={`${id}-search`}
        type="search"
        // No name: not a field of the calculation, so not in the GET form's query string.
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        disabled={!enabled}
        placeholder="Part number or name, e.g. high bay"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        className={`mt-1 ${inputClass} border-slate-300`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Fills in the watts per new fixture from the product's specifications.
      </p>
      {cards !== null && (
        <ul
          aria-label="Products found"
          className="mt-2 divide-y divide-slate-100 rounded border border-slate-200"
        >
          {cards.length === 0 && <li className="px-3 py-2 text-sm text-slate-600">No products found</li>}
          {cards.map((card) => (
            <li key={card.sku}>
              <button
                type="button"
                onClick={() => void pick(card)}
                className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="block font-semibold break-words text-brand-navy">{card.name}</span>
                <span className="block text-xs break-words text-slate-600">
                  {[card.sku, card.keySpecs.find((line) => line.startsWith("Wattage"))]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden" data-testid="picker-status">
        {status}
      </p>
    </div>
  );
}
