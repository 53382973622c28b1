import { useId } from "react";
import type { Project } from "../../../lib/projects/contract.ts";
import { countOf } from "../../../lib/shared/format.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { secondaryButton } from "../accounts/styles.ts";
import { QuantityStepper } from "../cart/QuantityStepper.tsx";
import type { DraftLine } from "./use-project-editor.ts";

type ProjectItem = Project["items"][number];

/**
 * The project's products, each with its options, a line note and a quantity to edit, its prices now,
 * and Remove (Keep undoes it until the changes are saved).
 */
export function ProjectLines({
  project,
  lines,
  setLine,
}: {
  project: Project;
  lines: Record<string, DraftLine>;
  setLine: (lineId: string, change: Partial<DraftLine>) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-lines`} className="min-w-0">
      <h2 id={`${id}-lines`} className="border-b border-slate-200 pb-2 text-lg font-bold text-brand-navy">
        Products{" "}
        <span className="text-sm font-normal text-slate-500">{countOf(project.unitCount, "unit")}</span>
      </h2>
      {project.items.length === 0 && <p className="py-4 text-slate-600">This project has no products yet.</p>}
      <ul className="divide-y divide-slate-200" data-testid="project-lines">
        {project.items.map((item) => (
          <ProjectLineItem
            key={item.id}
            item={item}
            line={lines[item.id] as DraftLine}
            onChange={(change) => setLine(item.id, change)}
          />
        ))}
      </ul>
    </section>
  );
}

function ProjectLineItem({
  item,
  line,
  onChange,
}: {
  item: ProjectItem;
  line: DraftLine;
  onChange: (change: Partial<DraftLine>) => void;
}) {
  return (
    <li
      className={`grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_auto] ${line.removed ? "opacity-50" : ""}`}
      data-testid="project-line"
    >
      <div className="min-w-0">
        <p className="break-words font-semibold text-brand-navy">{item.productDetails.name}</p>
        <p className="text-sm text-slate-500">
          SKU {item.productDetails.sku} · {item.catalogNumber}
        </p>
        {item.options.length > 0 && (
          <ul className="mt-1 text-sm text-slate-600">
            {item.options.map((o) => (
              <li key={o.code}>
                {o.group}: {o.label}
                {o.priceCents > 0 && ` (+${formatCents(o.priceCents)})`}
              </li>
            ))}
          </ul>
        )}
        {!item.available && <p className="text-sm text-brand-red">{item.unavailableReason}</p>}
        <label className="mt-2 block text-sm">
          <span className="font-semibold text-slate-700">Line note</span>
          <input
            value={line.note}
            maxLength={500}
            disabled={line.removed}
            onChange={(e) => onChange({ note: e.target.value })}
            className={`${inputClass} mt-1`}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
        <QuantityStepper
          value={line.quantity}
          onCommit={(quantity) => onChange({ quantity })}
          label={`Quantity of ${item.productDetails.name}`}
          disabled={line.removed}
        />
        <p className="tabular-nums text-slate-800">
          {formatCents(item.unitPriceCents + item.optionsPerUnitCents)} each ·{" "}
          <span className="font-semibold">{formatCents(item.lineTotalCents)}</span>
        </p>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => onChange({ removed: !line.removed })}
        >
          {line.removed ? "Keep" : "Remove"}
        </button>
      </div>
    </li>
  );
}
