import type { CashFlowPoint } from "../../../lib/energy/payback.ts";
import { formatCompactDollars, formatWholeDollars } from "../../../lib/shared/format.ts";

/** The drawing's own units: the SVG scales to its container's width. */
const WIDTH = 400;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 6, bottom: 42, left: 66 };

/** Round tick steps (1, 2, 2.5 or 5 × a power of ten) giving about four intervals over the range. */
export function chartTicks(min: number, max: number): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (low === high) return [0];
  const rough = (high - low) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  // From the step at or below the lowest value up to the first at or above the highest.
  for (let tick = Math.floor(low / step) * step; ticks.length < 20; tick += step) {
    ticks.push(tick);
    if (tick >= high) break;
  }
  return ticks;
}

/**
 * The cumulative cash flow of the retrofit, year 0 (the net cost) to year 10, as bars above and below
 * zero. Drawn here, with no chart library; an image to assistive technology, with `label` saying what it
 * shows, and the table beside it (CashFlowTable) as its text alternative.
 */
export function CashFlowChart({ points, label }: { points: CashFlowPoint[]; label: string }) {
  const values = points.map((point) => point.cumulativeCents);
  const ticks = chartTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 0;
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (cents: number) =>
    high === low ? MARGIN.top + plotHeight / 2 : MARGIN.top + ((high - cents) / (high - low)) * plotHeight;
  const band = plotWidth / points.length;
  const barWidth = band * 0.62;
  const zero = y(0);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      // Text sizes are in the drawing's units: larger on a phone, where the drawing is shrunk most.
      className="mx-auto h-auto w-full max-w-lg text-[16px] sm:text-[12px]"
      data-testid="cash-flow-chart"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
            className="stroke-slate-200"
            strokeWidth={1}
          />
          <text x={MARGIN.left - 6} y={y(tick)} dy="0.35em" textAnchor="end" className="fill-slate-600">
            {formatCompactDollars(tick)}
          </text>
        </g>
      ))}
      {points.map((point, index) => {
        const top = Math.min(zero, y(point.cumulativeCents));
        const height = Math.abs(y(point.cumulativeCents) - zero);
        const x = MARGIN.left + index * band + (band - barWidth) / 2;
        return (
          <g key={point.year}>
            <rect
              x={x}
              y={top}
              width={barWidth}
              height={Math.max(height, point.cumulativeCents === 0 ? 0 : 1)}
              rx={2}
              className={point.cumulativeCents < 0 ? "fill-brand-red" : "fill-brand-green"}
            >
              <title>{`Year ${point.year}: ${formatWholeDollars(point.cumulativeCents)}`}</title>
            </rect>
            <text
              x={x + barWidth / 2}
              y={HEIGHT - MARGIN.bottom + 18}
              textAnchor="middle"
              className="fill-slate-600"
            >
              {point.year}
            </text>
          </g>
        );
      })}
      <line
        x1={MARGIN.left}
        x2={WIDTH - MARGIN.right}
        y1={zero}
        y2={zero}
        className="stroke-slate-500"
        strokeWidth={1.5}
      />
      <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="fill-slate-600">
        Years after installation
      </text>
    </svg>
  );
}

/** The chart's numbers as a table: its text alternative. */
export function CashFlowTable({
  points,
  annualSavingsCents,
}: {
  points: CashFlowPoint[];
  annualSavingsCents: number;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Cumulative cash flow by year</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="py-1.5 pr-2 font-semibold">
            Year
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
            Cash flow that year
          </th>
          <th scope="col" className="py-1.5 text-right font-semibold">
            Cumulative
          </th>
        </tr>
      </thead>
      <tbody>
        {points.map((point, index) => (
          <tr key={point.year} className="border-b border-slate-100">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              {point.year === 0 ? "0 (installation)" : point.year}
            </th>
            <td className="py-1.5 pr-2 text-right tabular-nums">
              {formatWholeDollars(index === 0 ? point.cumulativeCents : annualSavingsCents)}
            </td>
            <td
              className={`py-1.5 text-right font-semibold tabular-nums ${point.cumulativeCents < 0 ? "text-brand-red" : "text-brand-green"}`}
            >
              {formatWholeDollars(point.cumulativeCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
