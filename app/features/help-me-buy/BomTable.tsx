import { useId } from "react";
import { countOf } from "../../../lib/shared/format.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import type { DraftBom } from "../../../server/modules/projects/index.ts";

type BomItem = DraftBom["items"][number];

/** The table's columns before the Remove button's; the amounts align right. */
const columns = [
  { label: "Product", numeric: false },
  { label: "Options", numeric: false },
  { label: "Qty", numeric: false },
  { label: "Unit", numeric: true },
  { label: "Total", numeric: true },
];

/**
 * The bill of materials as fields of the page's GET form: per line the product, a select per option
 * group, the quantity and a Remove button (`remove=index`), then the total at the prices that apply.
 */
export function BomTable({ bom, signedIn }: { bom: DraftBom; signedIn: boolean }) {
  const id = useId();
  return (
    <div className="relative mt-3 overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="bom-table">
        <caption className="sr-only">Products, options, quantities and prices</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {columns.map(({ label, numeric }) => (
              <th key={label} scope="col" className={numeric ? "py-2 pr-2 text-right" : "py-2 pr-2"}>
                {label}
              </th>
            ))}
            <th scope="col" className="py-2">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {bom.items.map((item, index) => (
            <BomLineRow key={item.id} item={item} index={index} quantityId={`${id}-qty-${index}`} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="py-2 pr-2 text-right">
              Total ({countOf(bom.unitCount, "unit")},{" "}
              {signedIn && bom.accountId ? "your prices" : "list prices"})
            </th>
            <td
              className="py-2 pr-2 text-right text-base font-bold whitespace-nowrap"
              data-testid="bom-total"
            >
              {formatCents(bom.totalCents)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One line; its fields are named by position (`opt-{index}`), as the URL encodes the lines. */
function BomLineRow({ item, index, quantityId }: { item: BomItem; index: number; quantityId: string }) {
  return (
    <tr className="border-b border-slate-100 align-top" data-testid="bom-line">
      <td className="py-2 pr-2">
        <input type="hidden" name="sku" value={item.productDetails.sku} />
        <span className="block font-semibold text-brand-navy">{item.productDetails.name}</span>
        <span className="block text-xs text-slate-600">
          SKU {item.productDetails.sku} · {item.catalogNumber}
        </span>
      </td>
      <td className="py-2 pr-2">
        <OptionSelects item={item} index={index} />
      </td>
      <td className="py-2 pr-2">
        <label className="sr-only" htmlFor={quantityId}>
          Quantity of {item.productDetails.sku}
        </label>
        <input
          id={quantityId}
          name="qty"
          type="number"
          min={0}
          max={99999}
          defaultValue={item.quantity}
          className="w-20 rounded border border-slate-300 px-2 py-1"
        />
      </td>
      <td className="py-2 pr-2 text-right whitespace-nowrap">
        {formatCents(item.unitPriceCents + item.optionsPerUnitCents)}
      </td>
      <td className="py-2 pr-2 text-right font-semibold whitespace-nowrap" data-testid="bom-line-total">
        {formatCents(item.lineTotalCents)}
      </td>
      <td className="py-2 text-right">
        <button type="submit" name="remove" value={index} className="text-sm text-brand-red underline">
          Remove<span className="sr-only"> {item.productDetails.sku}</span>
        </button>
      </td>
    </tr>
  );
}

/** A select per option group of the line's product, on the option the line has. */
function OptionSelects({ item, index }: { item: BomItem; index: number }) {
  return item.optionGroups.map((group) => {
    const chosen = item.options.find((o) => o.group === group.group)?.code ?? "";
    return (
      <label key={group.group} className="mb-1 block text-xs text-slate-600">
        {group.group}
        <select
          name={`opt-${index}`}
          defaultValue={chosen}
          className="mt-0.5 block w-full max-w-48 rounded border border-slate-300 px-1 py-1 text-sm text-slate-800"
        >
          {group.options.map((o) => (
            <option key={o.optionCode} value={o.optionCode}>
              {o.name}
              {o.priceCents > 0 ? ` (+${formatCents(o.priceCents)})` : ""}
            </option>
          ))}
        </select>
      </label>
    );
  });
}
