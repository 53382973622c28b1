import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { SEARCH_MIN_CHARS } from "../../../lib/search/constants.ts";
import { reportFailedCall } from "../../client-log.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { TYPEAHEAD_DEBOUNCE_MS } from "../search/search-api.ts";

/** The catalogue's product search (the listing the search results page shows), a few cards at a time. */
const PRODUCT_SEARCH = "/api/product-service/products/search";
/** API-14: one product with its typed facts, wattage among them. */
const PRODUCT_BY_ID = "/api/product-service/products/variation/getById";
const PICKER_RESULTS = 6;

const productCardsSchema = z.object({
  items: z.array(z.object({ sku: z.string(), name: z.string(), keySpecs: z.array(z.string()) })),
});
const productWattageSchema = z.object({ sku: z.string(), name: z.string(), wattage: z.number().nullable() });

type Card = z.infer<typeof productCardsSchema>["items"][number];

async function getJson<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  try {
    const response = await fetch(url, { signal, headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return schema.parse(await response.json());
  } catch (error) {
    // ERR-01; a search superseded by the next keystroke (aborted) is not a failure.
    if (!signal?.aborted) reportFailedCall({ endpoint: url, error, request: { method: "GET" } });
    throw error;
  }
}

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
      const params = new URLSearchParams({ q: query, limit: String(PICKER_RESULTS) });
      getJson(`${PRODUCT_SEARCH}?${params}`, productCardsSchema, controller.signal).then(
        (page) => setCards(page.items),
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
      const product = await getJson(`${PRODUCT_BY_ID}/${encodeURIComponent(card.sku)}`, productWattageSchema);
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
