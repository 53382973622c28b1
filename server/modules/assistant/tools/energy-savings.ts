import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import {
  calculatePayback,
  MAX_FIXTURES,
  MAX_MONEY_CENTS,
  MAX_RATE_CENTS_PER_KWH,
  MAX_WATTS,
} from "../../../../lib/energy/payback.ts";
import { PAYBACK_DEFAULTS, type PaybackValues, paybackSearch } from "../../../../lib/energy/payback-query.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import { defineTool } from "../tool.ts";

const d = (field: keyof PaybackValues) => Number(PAYBACK_DEFAULTS[field]);
const fixtures = z.number().int().min(0).max(MAX_FIXTURES);
const watts = z.number().min(0).max(MAX_WATTS);
const dollars = z
  .number()
  .min(0)
  .max(MAX_MONEY_CENTS / 100);

/** The payback calculator's inputs, as a person says them: dollars, and dollars per kWh. */
const input = z
  .object({
    existingFixtures: fixtures.default(d("existingCount")),
    existingWatts: watts.default(d("existingWatts")).describe("Watts of one existing fixture"),
    newFixtures: fixtures.default(d("newCount")),
    newWatts: watts.default(d("newWatts")).describe("Watts of one new LED fixture"),
    hoursPerDay: z.number().min(0).max(24).default(d("hours")),
    daysPerYear: z.number().int().min(0).max(366).default(d("days")),
    energyRate: z
      .number()
      .min(0)
      .max(MAX_RATE_CENTS_PER_KWH / 100)
      .default(d("rate"))
      .describe("Dollars per kWh, e.g. 0.12"),
    maintenancePerFixture: dollars.default(d("maintenance")).describe("Dollars a year per existing fixture"),
    fixtureCost: dollars.default(d("fixtureCost")).describe("Dollars per new fixture"),
    installCost: dollars.default(d("installCost")).describe("Dollars per new fixture"),
    rebatePerFixture: dollars.default(d("rebate")).describe("Utility rebate, dollars per new fixture"),
  })
  .strict();

const cents = (value: number) => Math.round(value * 100);

/** The payback calculator's own function (lib/energy/payback.ts), with a link to the calculator filled in. */
export const energySavingsTool = defineTool({
  name: "energy_savings",
  description:
    "Energy savings and simple payback of an LED retrofit: kWh and dollars saved a year, project cost after rebate, payback in months, 10-year net savings and CO2 avoided. Unspecified inputs take the payback calculator's defaults (100 × 400 W replaced by 100 × 150 W, 12 h a day, $0.12/kWh).",
  input,
  account: false,
  async run(_context, input) {
    const result = calculatePayback({
      existingFixtures: input.existingFixtures,
      existingWatts: input.existingWatts,
      newFixtures: input.newFixtures,
      newWatts: input.newWatts,
      hoursPerDay: input.hoursPerDay,
      daysPerYear: input.daysPerYear,
      energyRateCentsPerKwh: Math.round(input.energyRate * 100 * 10_000) / 10_000,
      maintenanceCentsPerFixture: cents(input.maintenancePerFixture),
      fixtureCostCents: cents(input.fixtureCost),
      installCostCents: cents(input.installCost),
      rebateCentsPerFixture: cents(input.rebatePerFixture),
    });
    const values: PaybackValues = {
      existingCount: String(input.existingFixtures),
      existingWatts: String(input.existingWatts),
      newCount: String(input.newFixtures),
      newWatts: String(input.newWatts),
      hours: String(input.hoursPerDay),
      days: String(input.daysPerYear),
      rate: String(input.energyRate),
      maintenance: String(input.maintenancePerFixture),
      fixtureCost: String(input.fixtureCost),
      installCost: String(input.installCost),
      rebate: String(input.rebatePerFixture),
    };
    const payback =
      result.paybackMonths === null
        ? "the savings never pay it back"
        : `payback in ${result.paybackMonths} months`;
    return ok(
      `Saves ${result.annualKwhSaved.toLocaleString("en-US")} kWh and ${formatCents(result.annualSavingsCents)} a year; net cost ${formatCents(result.netCostCents)}, ${payback}.`,
      { savings: result, calculatorLink: `/payback-calculator${paybackSearch(values)}` },
    );
  },
});
