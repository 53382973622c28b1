import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { type AgeBuckets, ageBucketTotal } from "../../../lib/staff/dashboard.ts";

/** One tile of the dashboard: its title, its figures, and a link to the queue or list it sums up. */
export function DashboardTile({
  title,
  to,
  linkLabel,
  children,
  wide = false,
}: {
  title: string;
  to: string;
  linkLabel: string;
  children: ReactNode;
  wide?: boolean;
}) {
  const id = `tile-${to.replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded border border-slate-200 bg-white p-4 ${wide ? "md:col-span-2 xl:col-span-3" : ""}`}
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 flex-1">{children}</div>
      <a
        href={to}
        className="mt-3 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-navy underline-offset-2 hover:underline"
      >
        {linkLabel}
        <ArrowRight aria-hidden className="size-4" />
      </a>
    </section>
  );
}

/** A tile's big figure with what it counts. */
export function Figure({ value, label }: { value: string; label: string }) {
  return (
    <p>
      <span className="block text-3xl font-bold tabular-nums text-slate-900">{value}</span>
      <span className="text-sm text-slate-600">{label}</span>
    </p>
  );
}

const bucketRows: { key: keyof AgeBuckets; label: string; tone: string }[] = [
  { key: "under2Days", label: "Under 2 days", tone: "bg-brand-green" },
  { key: "days2to7", label: "2–7 days", tone: "bg-amber-500" },
  { key: "over7Days", label: "Over 7 days", tone: "bg-brand-red" },
];

/** Open work by age: the total, then each age with its count and a bar of its share. */
export function AgeBucketList({ buckets, noun }: { buckets: AgeBuckets; noun: string }) {
  const total = ageBucketTotal(buckets);
  return (
    <>
      <Figure value={total.toLocaleString("en-US")} label={`open ${noun}`} />
      <dl className="mt-3 space-y-1.5 text-sm">
        {bucketRows.map((row) => (
          <div key={row.key} className="grid grid-cols-[6.5rem_1fr_2.5rem] items-center gap-2">
            <dt className="text-slate-700">{row.label}</dt>
            <div aria-hidden className="h-2 rounded bg-slate-100">
              <div
                className={`h-2 rounded ${row.tone}`}
                style={{ width: `${total ? (buckets[row.key] / total) * 100 : 0}%` }}
              />
            </div>
            <dd className="text-right font-semibold tabular-nums text-slate-900">{buckets[row.key]}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
