import { useId } from "react";
import type { DraftBom } from "../../../server/modules/projects/index.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { BomTable } from "./BomTable.tsx";
import { quietButtonClass } from "./bom-styles.ts";

/**
 * The "Bill of materials" section of the page's GET form: the lines the catalogue refused, the table
 * (or a word that it is empty), and the fields that add a product by SKU.
 */
export function BomSection({ bom, search, signedIn }: { bom: DraftBom; search: string; signedIn: boolean }) {
  const empty = bom.items.length === 0;
  return (
    <section aria-labelledby="bom" className="rounded border border-slate-200 bg-white p-4">
      <h2 id="bom" className="text-xl font-semibold text-brand-navy">
        Bill of materials
      </h2>
      {bom.refused.length > 0 && (
        <ul role="alert" className="mt-2 text-sm text-brand-red">
          {bom.refused.map((r) => (
            <li key={`${r.sku}-${r.reason}`}>
              {r.sku}: {r.reason}
            </li>
          ))}
        </ul>
      )}
      {empty ? (
        <p className="mt-2 text-slate-600" data-testid="bom-empty">
          No products yet: search the catalogue below, or type a SKU.
        </p>
      ) : (
        <BomTable bom={bom} signedIn={signedIn} />
      )}
      <AddBySku search={search} updatable={!empty} />
    </section>
  );
}

/**
 * "Update totals" (once there are lines) and the add-by-SKU fields. The fields are keyed by the BOM:
 * after a client-side navigation they start empty, so "Update totals" does not add the last typed SKU
 * again.
 */
function AddBySku({ search, updatable }: { search: string; updatable: boolean }) {
  const id = useId();
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      {updatable && (
        <button type="submit" className={quietButtonClass}>
          Update totals
        </button>
      )}
      <div>
        <label htmlFor={`${id}-addsku`} className="block text-xs font-semibold text-slate-700">
          Add by SKU
        </label>
        <input
          key={`addsku-${search}`}
          id={`${id}-addsku`}
          name="addSku"
          maxLength={64}
          className={`mt-0.5 w-44 ${inputClass} border-slate-300`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-addqty`} className="block text-xs font-semibold text-slate-700">
          Quantity
        </label>
        <input
          key={`addqty-${search}`}
          id={`${id}-addqty`}
          name="addQty"
          type="number"
          min={1}
          max={99999}
          defaultValue={1}
          className={`mt-0.5 w-24 ${inputClass} border-slate-300`}
        />
      </div>
      <button type="submit" className={quietButtonClass}>
        Add SKU
      </button>
    </div>
  );
}
