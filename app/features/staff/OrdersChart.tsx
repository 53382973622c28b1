import { formatShortDate } from "../../../lib/shared/format.ts";
import type { OrdersPerDay } from "../../../lib/staff/dashboard.ts";

const WIDTH = 600;
const HEIGHT = 160;

/** A round top for the axis: 0 → 1, 7 → 10, 23 → 25, 140 → 150. */
function axisTop(max: number): number {
  if (max <= 1) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  for (const nice of [1, 2, 2.5, 5, 10]) if (nice * step >= max) return nice * step;
  return 10 * step;
}

/**
 * Issue 33 item 7: orders per day as a bar chart, drawn in SVG here (no chart library): a count over
 * time says more than a number. Screen readers get the summary as the image's name and each bar's
 * day and count as its title; the same figures are in a table under "Show the figures".
 */
export function OrdersChart({ days }: { days: OrdersPerDay }) {
  const max = Math.max(0, ...days.map((d) => d.count));
  const top = axisTop(max);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const slot = WIDTH / Math.max(1, days.length);
  const barHeight = (count: number) => (count / top) * HEIGHT;
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const summary = `${total.toLocaleString("en-US")} orders in the last ${days.length} days, at most ${max} a day`;
  const ticks = top % 2 === 0 ? [top, top / 2, 0] : [top, 0];
  return (
    <figure className="space-y-2">
      <div className="flex gap-2">
        {/* The scale in HTML, so it reads at any width (the drawing stretches, text would not). */}
        <div
          aria-hidden
          className="flex h-40 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
        >
          {ticks.map((tick) => (
            <span key={tick} className="-my-2">
              {tick}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={summary}
            className="h-40 w-full text-brand-navy"
            preserveAspectRatio="none"
          >
            {ticks.map((tick) => {
              const y = HEIGHT - barHeight(tick);
              return (
                <line
                  key={tick}
                  aria-hidden
                  x1={0}
                  x2={WIDTH}
                  y1={y}
                  y2={y}
                  className="stroke-slate-200"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {days.map((d, i) => (
              <rect
                key={d.day}
                x={i * slot + slot * 0.15}
                y={HEIGHT - barHeight(d.count)}
                width={slot * 0.7}
                height={barHeight(d.count)}
                className="fill-current"
              >
                <title>{`${formatShortDate(d.day)}: ${d.count} order${d.count === 1 ? "" : "s"}`}</title>
              </rect>
            ))}
          </svg>
          {first && last && (
            <div aria-hidden className="mt-1 flex justify-between text-xs text-slate-600">
              <span>{formatShortDate(first)}</span>
              <span>{formatShortDate(last)}</span>
            </div>
          )}
        </div>
      </div>
      <figcaption className="text-sm text-slate-600">{summary}.</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-navy">Show the figures</summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <caption className="sr-only">Orders per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1">
                Day
              </th>
              <th scope="col" className="py-1 text-right">
                Orders
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-slate-100">
                <td className="py-0.5">{formatShortDate(d.day)}</td>
                <td className="py-0.5 text-right tabular-nums">{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
