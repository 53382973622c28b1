import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { StaffActionResult } from "./staff-action.ts";

/**
 * The parts the console's work queues share (issue 33 item 3): the status tabs over a list, a
 * status badge, the age of a waiting item, a labelled field list, and the answer of a form.
 */

const DAY_MS = 86_400_000;

/** How long something has waited, from `iso` to `now`: "today", "1 day", "12 days". */
export function ageOf(iso: string, now = Date.now()): string {
  const days = Math.floor((now - Date.parse(iso)) / DAY_MS);
  if (days <= 0) return "today";
  return days === 1 ? "1 day" : `${days} days`;
}

/** How long ago, in a sentence: "today", "12 days ago". */
export function agoOf(iso: string, now = Date.now()): string {
  const age = ageOf(iso, now);
  return age === "today" ? age : `${age} ago`;
}

/** A date as the console shows it: "Dec 7, 2026". */
export function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The tabs of a queue's statuses: links that set `status` (and keep the search), "All" first. */
export function StatusTabs<S extends string>({
  statuses,
  labels,
  label,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  label: string;
}) {
  const [params] = useSearchParams();
  const current = params.get("status") ?? "";
  const hrefOf = (status: string) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    if (status) next.set("status", status);
    else next.delete("status");
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  const tabs: { value: string; text: string }[] = [
    { value: "", text: "All" },
    ...statuses.map((s) => ({ value: s, text: labels[s] })),
  ];
  return (
    <nav aria-label={label} className="mb-3 overflow-x-auto">
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value || "all"}>
              <Link
                to={hrefOf(tab.value)}
                aria-current={active ? "page" : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                  active
                    ? "border-brand-navy text-brand-navy"
                    : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {tab.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const tones = {
  waiting: "bg-amber-100 text-amber-900",
  working: "bg-sky-100 text-sky-900",
  done: "bg-green-100 text-green-900",
  refused: "bg-red-100 text-red-900",
} as const;

/** A status as a coloured badge, its tone saying whether it waits, is worked on, is done or refused. */
export function StatusBadge({ label, tone }: { label: string; tone: keyof typeof tones }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {label}
    </span>
  );
}

/** A card of the detail pages, with its heading. */
export function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Labelled values (everything a customer typed), two columns from a tablet's width. */
export function FieldList({ fields }: { fields: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {fields.map((field) => (
        <div key={field.label} className="min-w-0">
          <dt className="font-semibold text-slate-600">{field.label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">{field.value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What the last form said: its success, or its refusal, announced to screen readers. */
export function ActionNotice({ result }: { result: StaffActionResult | undefined }) {
  if (!result) return null;
  const text = result.ok ? result.message : (result.alert?.title ?? "Something went wrong on our side.");
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`mb-4 rounded border px-3 py-2 text-sm ${
        result.ok ? "border-green-300 bg-green-50 text-green-900" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {text}
    </p>
  );
}

export const buttonClass =
  "rounded bg-brand-navy px-3 py-2 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60";
export const secondaryButtonClass =
  "rounded border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60";
export const inputClass =
  "w-full rounded border border-slate-300 px-2 py-1.5 text-sm text-slate-900 focus:border-brand-navy focus:outline-none focus:ring-2 focus:ring-brand-navy/30";
export const labelClass = "block text-sm font-semibold text-slate-700";
