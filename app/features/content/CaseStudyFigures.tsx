import { formatTenths, formatWholeDollars } from "../../../lib/shared/format.ts";
import type { CaseStudySummary } from "../../../server/modules/content/index.ts";
import { paybackText } from "../payback/PaybackResults.tsx";

/** kW of connected load, one decimal: 109_920 W → "109.9 kW". */
export const kilowatts = (watts: number) => `${formatTenths(Math.round(watts / 100) / 10)} kW`;

/** Before and after: connected load and annual kWh, side by side, with the share saved. */
export function BeforeAfter({ study }: { study: CaseStudySummary }) {
  const { savings, existing, installed } = study;
  const share = Math.round((savings.annualKwhSaved / savings.existingAnnualKwh) * 100);
  const bar = (kwh: number) => `${Math.max(4, Math.round((kwh / savings.existingAnnualKwh) * 100))}%`;
  return (
    <section
      aria-labelledby="before-after-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="before-after-heading" className="text-lg font-bold text-brand-navy">
        Before and after
      </h2>
      <table className="mt-3 w-full text-left text-sm" data-testid="before-after">
        <caption className="sr-only">
          Fixtures, connected load and annual energy before and after the retrofit
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-2">
              <span className="sr-only">Measure</span>
            </th>
            <th scope="col" className="py-2 pr-2">
              Before
            </th>
            <th scope="col" className="py-2">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-2 font-semibold">
              Fixtures
            </th>
            <td className="py-2 pr-2">
              {formatTenths(existing.fixtures)} × {formatTenths(existing.watts)} W
            </td>
            <td className="py-2">
              {formatTenths(installed.fixtures)} × {formatTenths(installed.watts)} W
            </td>
          </tr>
          <tr className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-2 font-semibold">
              Connected load
            </th>
            <td className="py-2 pr-2 tabular-nums">{kilowatts(savings.existingWatts)}</td>
            <td className="py-2 tabular-nums">{kilowatts(savings.newWatts)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 font-semibold">
              Energy a year
            </th>
            <td className="py-2 pr-2 tabular-nums">{formatTenths(savings.existingAnnualKwh)} kWh</td>
            <td className="py-2 tabular-nums">{formatTenths(savings.newAnnualKwh)} kWh</td>
          </tr>
        </tbody>
      </table>
      <div className="mt-4 space-y-2" aria-hidden>
        <div className="h-4 rounded bg-slate-400" style={{ width: bar(savings.existingAnnualKwh) }} />
        <div className="h-4 rounded bg-brand-green" style={{ width: bar(savings.newAnnualKwh) }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {share}% less energy: {existing.label} replaced by {installed.label}.
      </p>
    </section>
  );
}

/** The savings figures computed by the payback calculator's function. */
export function SavingsFigures({ study, compact = false }: { study: CaseStudySummary; compact?: boolean }) {
  const { savings } = study;
  const items: [label: string, value: string, testId: string][] = [
    ["Energy saved a year", `${formatTenths(savings.annualKwhSaved)} kWh`, "study-kwh"],
    ["Saved a year", formatWholeDollars(savings.annualSavingsCents), "study-savings"],
    ["Simple payback", paybackText(savings.paybackMonths), "study-payback"],
    ...(compact
      ? []
      : ([
          ["10-year net savings", formatWholeDollars(savings.tenYearNetSavingsCents), "study-net"],
          [
            "CO₂ avoided a year",
            `${formatTenths(Math.round(savings.co2AvoidedKgPerYear / 100) / 10)} t`,
            "study-co2",
          ],
          ["Cost after rebate", formatWholeDollars(savings.netCostCents), "study-cost"],
        ] as [string, string, string][])),
  ];
  return (
    <dl
      className={`grid gap-3 ${compact ? "grid-cols-1 sm:grid-cols-3" : "grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-3"}`}
    >
      {items.map(([label, value, testId]) => (
        <div key={testId} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd className="mt-1 text-lg font-bold text-brand-navy tabular-nums" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
