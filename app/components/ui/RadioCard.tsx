import type { ComponentType, ReactNode } from "react";

/**
 * One choice of a group of radio buttons drawn as a card (checkout's shipping methods and payment
 * methods): the radio, an optional icon, the title with an optional figure at its right (a price),
 * and a line that says what the choice means. The whole card is the radio's label.
 */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  icon: Icon,
  title,
  aside,
  description,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  icon?: ComponentType<{ "aria-hidden"?: boolean; size?: number; className?: string }>;
  title: ReactNode;
  aside?: ReactNode;
  description: ReactNode;
}) {
  return (
    <label
      className={`clear-both flex cursor-pointer items-start gap-3 rounded border p-3 ${checked ? "border-brand-green bg-green-50/40" : "border-slate-200"}`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="mt-1" />
      {Icon && <Icon aria-hidden size={20} className="mt-0.5 shrink-0 text-slate-500" />}
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap justify-between gap-2 font-semibold text-slate-900">
          <span>{title}</span>
          {aside}
        </span>
        <span className="block text-sm text-slate-600">{description}</span>
      </span>
    </label>
  );
}
