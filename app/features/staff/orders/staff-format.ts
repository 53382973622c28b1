/** A console time: date and time in UTC, the same for every staff member wherever they sit. */
export function staffTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
  });
}

/** A console day (lists): "Dec 7, 2026", UTC. */
export function staffDay(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The page's query string as the loader's filters: every value a string (zod coerces and checks). */
export function searchOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

export const staffCardClass = "rounded border border-slate-200 bg-white p-4";
export const staffButtonClass =
  "rounded bg-brand-navy px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60";
export const staffDangerButtonClass =
  "rounded bg-brand-red px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60";
