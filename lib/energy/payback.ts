import { z } from "zod";
import {
  CO2_KG_PER_KWH,
  MAX_FIXTURES,
  MAX_MONEY_CENTS,
  MAX_RATE_CENTS_PER_KWH,
  MAX_WATTS,
  PAYBACK_HORIZON_YEARS,
} from "./constants.ts";

export * from "./constants.ts";

/**
 * The simple payback of a lighting retrofit: what replacing the existing fixtures with new ones saves
 * in energy and maintenance, what it costs after the rebate, and how long the savings take to pay it
 * back. Pure and isomorphic: the payback calculator page (`/payback-calculator`) and the assistant's
 * energy-savings tool call it with the same input.
 *
 * Formulas (money in integer cents, energy in kWh):
 *
 *   existing kWh/yr   = existing fixtures × existing watts × hours/day × days/yr ÷ 1000
 *   new kWh/yr        = new fixtures × new watts × hours/day × days/yr ÷ 1000
 *   kWh saved/yr      = existing kWh/yr − new kWh/yr                        (negative: uses more)
 *   energy savings/yr = round(kWh saved/yr × rate in ¢/kWh)
 *   maintenance/yr    = existing fixtures × maintenance per existing fixture per year
 *                       (the relamping and ballast work the existing fixtures need; the new fixtures
 *                       are taken as maintenance-free over the horizon, as an LED's warranty covers it)
 *   annual savings    = energy savings/yr + maintenance/yr
 *   project cost      = new fixtures × (fixture cost + installation cost)
 *   rebate            = min(new fixtures × rebate per fixture, project cost)  (a utility never pays
 *                       more than the project cost)
 *   net cost          = project cost − rebate
 *   payback (months)  = net cost ÷ annual savings × 12, to one decimal; 0 when the net cost is 0;
 *                       never (null) when the annual savings are not positive
 *   10-year net       = 10 × annual savings − net cost
 *   cumulative cash flow at year n (n = 0…10) = n × annual savings − net cost
 *   CO₂ avoided/yr    = kWh saved/yr × emission factor (kg CO₂/kWh), whole kilograms
 */

const fixtures = z.number().int().min(0).max(MAX_FIXTURES);
const watts = z.number().min(0).max(MAX_WATTS);
const cents = z.number().int().min(0).max(MAX_MONEY_CENTS);

export const paybackInputSchema = z
  .object({
    existingFixtures: fixtures,
    existingWatts: watts,
    newFixtures: fixtures,
    newWatts: watts,
    hoursPerDay: z.number().min(0).max(24),
    daysPerYear: z.number().int().min(0).max(366),
    /** The energy rate in cents per kWh; fractions of a cent allowed ($0.1234/kWh = 12.34). */
    energyRateCentsPerKwh: z.number().min(0).max(MAX_RATE_CENTS_PER_KWH),
    /** Annual maintenance cost of one existing fixture, in cents. */
    maintenanceCentsPerFixture: cents,
    /** Cost of one new fixture, in cents. */
    fixtureCostCents: cents,
    /** Installation cost of one new fixture, in cents. */
    installCostCents: cents,
    /** Utility rebate per new fixture, in cents. */
    rebateCentsPerFixture: cents,
    emissionFactorKgPerKwh: z.number().min(0).max(2).default(CO2_KG_PER_KWH),
  })
  .strict();
export type PaybackInput = z.input<typeof paybackInputSchema>;

export type CashFlowPoint = { year: number; cumulativeCents: number };

export type PaybackResult = {
  existingAnnualKwh: number;
  newAnnualKwh: number;
  /** Rounded to a whole kWh for display; the money is computed from the exact value. */
  annualKwhSaved: number;
  annualEnergySavingsCents: number;
  annualMaintenanceSavingsCents: number;
  annualSavingsCents: number;
  projectCostCents: number;
  rebateCents: number;
  netCostCents: number;
  /** Months to pay back the net cost, one decimal; null when the savings never pay it back. */
  paybackMonths: number | null;
  tenYearNetSavingsCents: number;
  co2AvoidedKgPerYear: number;
  emissionFactorKgPerKwh: number;
  /** Years 0 (the installation) to PAYBACK_HORIZON_YEARS. */
  cashFlow: CashFlowPoint[];
};

/** Math.round without the negative zero (-0.4 → 0, not -0). */
const whole = (value: number) => Math.round(value) + 0;

/** Throws a ZodError when the input is not valid. */
export function calculatePayback(raw: PaybackInput): PaybackResult {
  const input = paybackInputSchema.parse(raw);
  const hoursPerYear = input.hoursPerDay * input.daysPerYear;
  const existingKwh = (input.existingFixtures * input.existingWatts * hoursPerYear) / 1000;
  const newKwh = (input.newFixtures * input.newWatts * hoursPerYear) / 1000;
  const kwhSaved = existingKwh - newKwh;

  const annualEnergySavingsCents = whole(kwhSaved * input.energyRateCentsPerKwh);
  const annualMaintenanceSavingsCents = input.existingFixtures * input.maintenanceCentsPerFixture;
  const annualSavingsCents = annualEnergySavingsCents + annualMaintenanceSavingsCents;

  const projectCostCents = input.newFixtures * (input.fixtureCostCents + input.installCostCents);
  const rebateCents = Math.min(input.newFixtures * input.rebateCentsPerFixture, projectCostCents);
  const netCostCents = projectCostCents - rebateCents;

  const paybackMonths =
    netCostCents === 0
      ? 0
      : annualSavingsCents <= 0
        ? null
        : whole((netCostCents / annualSavingsCents) * 120) / 10;

  const cashFlow = Array.from({ length: PAYBACK_HORIZON_YEARS + 1 }, (_, year) => ({
    year,
    cumulativeCents: year * annualSavingsCents - netCostCents,
  }));

  return {
    existingAnnualKwh: whole(existingKwh),
    newAnnualKwh: whole(newKwh),
    annualKwhSaved: whole(kwhSaved),
    annualEnergySavingsCents,
    annualMaintenanceSavingsCents,
    annualSavingsCents,
    projectCostCents,
    rebateCents,
    netCostCents,
    paybackMonths,
    tenYearNetSavingsCents: PAYBACK_HORIZON_YEARS * annualSavingsCents - netCostCents,
    co2AvoidedKgPerYear: whole(kwhSaved * input.emissionFactorKgPerKwh),
    emissionFactorKgPerKwh: input.emissionFactorKgPerKwh,
    cashFlow,
  };
}
