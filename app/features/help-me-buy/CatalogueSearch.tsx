import { useId } from "react";
import { inputClass } from "../accounts/FormField.tsx";
import { buttonClass, quietButtonClass } from "./bom-styles.ts";

export type BomSearchResult = { sku: string; name: string; keySpecs: string[] };

/**
 * The "Search the catalogue" section of the page's GET form: the query, and each product found with
 * an Add button (`add=SKU`). `results` is null before a search.
 */
export function CatalogueSearch({ q, results }: { q: string; results: BomSearchResult[] | null }) {
  const id = useId();
  return (
    <section aria-labelledby="bom-search" className="mt-6 rounded border border-slate-200 bg-white p-4">
      <h2 id="bom-search" className="text-xl font-semibold text-brand-navy">
        Search the catalogue
      </h2>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-slate-700">
            Product, series or part number
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder="e.g. high bay, troffer, DLX"
            className={`mt-1 w-full ${inputClass} border-slate-300`}
          />
        </div>
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </div>
      {results && (
        <ul aria-label="Products found" className="mt-3 divide-y divide-slate-100" data-testid="bom-results">
          {results.length === 0 && <li className="py-2 text-sm text-slate-600">No products found</li>}
          {results.map((r) => (
            <li key={r.sku} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block font-semibold break-words text-brand-navy">{r.name}</span>
                <span className="block text-xs break-words text-slate-600">
                  {[r.sku, ...r.keySpecs].join(" · ")}
                </span>
              </span>
              <button type="submit" name="add" value={r.sku} className={quietButtonClass}>
                Add<span className="sr-only"> {r.sku}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
