import { Plus } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One part number in the quick order's lists (the finder's results, Previously purchased): its SKU and
 * name, what the list says of it (`detail`), and Add, named by `addLabel`.
 */
export function PartRow({
  sku,
  name,
  detail,
  addLabel,
  onAdd,
  testId,
}: {
  sku: string;
  name: string;
  detail: ReactNode;
  addLabel: string;
  onAdd: () => void;
  testId: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-testid={testId}>
      <div className="min-w-48 flex-1">
        <p className="font-mono text-sm font-semibold text-brand-navy">{sku}</p>
        <p className="text-sm break-words text-slate-600">{name}</p>
      </div>
      {detail}
      <button
        type="button"
        onClick={onAdd}
        aria-label={addLabel}
        className="inline-flex h-9 items-center gap-1 rounded border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-navy hover:bg-slate-50"
      >
        <Plus aria-hidden size={16} /> Add
      </button>
    </li>
  );
}

/** The lists' frame. */
export const partListClass = "divide-y divide-slate-200 rounded border border-slate-200";
