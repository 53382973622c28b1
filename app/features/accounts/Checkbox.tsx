import { type InputHTMLAttributes, useId } from "react";

/** A labelled checkbox. */
export function Checkbox({
  label,
  ...input
}: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id">) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-brand-green" {...input} />
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
    </div>
  );
}
