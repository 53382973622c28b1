import type { ReactNode } from "react";

export type BadgeTone = "green" | "amber" | "slate" | "navy" | "red";

const tones: Record<BadgeTone, string> = {
  green: "bg-green-50 text-green-800 ring-green-600/30",
  amber: "bg-amber-50 text-amber-900 ring-amber-600/30",
  slate: "bg-slate-100 text-slate-700 ring-slate-500/20",
  navy: "bg-blue-50 text-brand-navy ring-blue-700/20",
  red: "bg-red-50 text-red-800 ring-red-600/30",
};

/** A short status label; the text itself carries the meaning, the colour only repeats it. */
export function Badge({ tone = "slate", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
