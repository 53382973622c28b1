import { CO2_FACTOR_SOURCE, PAYBACK_HORIZON_YEARS } from "../../../lib/energy/constants.ts";
import type { PaybackResult } from "../../../lib/energy/payback.ts";
import { formatTenths, formatWholeDollars } from "../../../lib/shared/format.ts";
import { cardClass, sectionTitle } from "../accounts/styles.ts";
import { CashFlowChart, CashFlowTable } from "./CashFlowChart.tsx";

/** "21.8 months (1.8 years)", "0 months", or "Never". */
export function paybackText(months: number | null): string {
  if (months === null) return "Never";
  if (months === 0) return "0 months";
  const years = months / 12;
  return years >= 1
    ? `${formatTenths(months)} months (${formatTenths(years)} years)`
    : `${formatTenths(months)} months`;
}

function chartLabel(result: PaybackResult): string {
  const last = result.cashFlow[result.cashFlow.length - 1];
  const payback =
    result.paybackMonths === null
      ? "the savings never pay back the cost"
      : `it pays back in ${paybackText(result.paybackMonths)}`;
  return `Cumulative cash flow over ${PAYBACK_HORIZON_YEARS} years: ${formatWholeDollars(-result.netCostCents)} at installation, ${payback}, ${formatWholeDollars(last?.cumulativeCents ?? 0)} after ${PAYBACK_HORIZON_YEARS} years.`;
}

function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId: string;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-brand-navy tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {detail && <dd className="mt-0.5 text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/** The calculation's results: the figures, the cash-flow chart and its table. */
export function PaybackResults({ result }: { result: PaybackResult }) {
  const co2Tonnes = result.co2AvoidedKgPerYear / 1000;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
        <Stat
          label="Energy saved per year"
          value={`${formatTenths(result.annualKwhSaved)} kWh`}
          detail={`${formatTenths(result.existingAnnualKwh)} kWh now, ${formatTenths(result.newAnnualKwh)} kWh after`}
          testId="result-kwh"
        />
        <Stat
          label="Savings per year"
          value={formatWholeDollars(result.annualSavingsCents)}
          detail={`${formatWholeDollars(result.annualEnergySavingsCents)} energy + ${formatWholeDollars(result.annualMaintenanceSavingsCents)} maintenance`}
          testId="result-savings"
        />
        <Stat
          label="Simple payback"
          value={paybackText(result.paybackMonths)}
          detail={
            result.paybackMonths === null
              ? "The new fixtures save nothing to pay back their cost."
              : `${formatWholeDollars(result.netCostCents)} net cost`
          }
          testId="result-payback"
        />
        <Stat
          label={`${PAYBACK_HORIZON_YEARS}-year net savings`}
          value={formatWholeDollars(result.tenYearNetSavingsCents)}
          detail={`${PAYBACK_HORIZON_YEARS} years of savings less the net cost`}
          testId="result-net"
        />
        <Stat
          label="CO₂ avoided per year"
          value={`${formatTenths(Math.round(co2Tonnes * 10) / 10)} t`}
          detail={`${formatTenths(result.co2AvoidedKgPerYear)} kg at ${result.emissionFactorKgPerKwh} kg CO₂/kWh`}
          testId="result-co2"
        />
        <Stat
          label="Net project cost"
          value={formatWholeDollars(result.netCostCents)}
          detail={`${formatWholeDollars(result.projectCostCents)} fixtures and installation − ${formatWholeDollars(result.rebateCents)} rebate`}
          testId="result-cost"
        />
      </dl>

      <section aria-labelledby="cash-flow-title" className={cardClass}>
        <h3 id="cash-flow-title" className={sectionTitle}>
          Cumulative cash flow over {PAYBACK_HORIZON_YEARS} years
        </h3>
        <div className="mt-3">
          <CashFlowChart points={result.cashFlow} label={chartLabel(result)} />
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-brand-navy hover:text-brand-green">
            Show the cash flow as a table
          </summary>
          <div className="mt-2">
            <CashFlowTable points={result.cashFlow} annualSavingsCents={result.annualSavingsCents} />
          </div>
        </details>
      </section>

      <p className="text-xs text-slate-600">
        CO₂ is estimated at {result.emissionFactorKgPerKwh} kg per kWh saved ({CO2_FACTOR_SOURCE}; see{" "}
        <a href="https://www.epa.gov/egrid" className="underline hover:text-brand-green">
          EPA eGRID
        </a>
        ). A simple payback: no financing, energy price changes or tax effects. The new fixtures are taken as
        maintenance-free over {PAYBACK_HORIZON_YEARS} years.
      </p>
    </div>
  );
}
