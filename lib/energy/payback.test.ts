import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { CO2_KG_PER_KWH, calculatePayback, type PaybackInput } from "./payback.ts";
import {
  PAYBACK_DEFAULTS,
  PAYBACK_FIELDS,
  parsePaybackQuery,
  paybackSearch,
  paybackValues,
} from "./payback-query.ts";

/** 100 × 400 W metal halide → 100 × 150 W LED, 12 h a day, 365 days, $0.12/kWh. */
const metalHalideRetrofit: PaybackInput = {
  existingFixtures: 100,
  existingWatts: 400,
  newFixtures: 100,
  newWatts: 150,
  hoursPerDay: 12,
  daysPerYear: 365,
  energyRateCentsPerKwh: 12,
  maintenanceCentsPerFixture: 20_00,
  fixtureCostCents: 250_00,
  installCostCents: 75_00,
  rebateCentsPerFixture: 50_00,
};

describe("ROUTE-13 the payback calculation (lib/energy/payback.ts)", () => {
  it("ROUTE-13 worked example: 100 × 400 W metal halide → 100 × 150 W LED", () => {
    const result = calculatePayback(metalHalideRetrofit);
    // 12 h × 365 d = 4,380 h a year.
    // Existing: 100 × 400 W = 40 kW × 4,380 h = 175,200 kWh; new: 100 × 150 W = 15 kW × 4,380 h = 65,700 kWh.
    expect(result.existingAnnualKwh).toBe(175_200);
    expect(result.newAnnualKwh).toBe(65_700);
    expect(result.annualKwhSaved).toBe(109_500);
    // 109,500 kWh × $0.12 = $13,140.00; maintenance 100 × $20 = $2,000.00; together $15,140.00.
    expect(result.annualEnergySavingsCents).toBe(13_140_00);
    expect(result.annualMaintenanceSavingsCents).toBe(2_000_00);
    expect(result.annualSavingsCents).toBe(15_140_00);
    // 100 × ($250 + $75) = $32,500; rebate 100 × $50 = $5,000; net $27,500.
    expect(result.projectCostCents).toBe(32_500_00);
    expect(result.rebateCents).toBe(5_000_00);
    expect(result.netCostCents).toBe(27_500_00);
    // $27,500 ÷ $15,140 × 12 = 21.796… months → 21.8.
    expect(result.paybackMonths).toBe(21.8);
    // 10 × $15,140 − $27,500 = $123,900.
    expect(result.tenYearNetSavingsCents).toBe(123_900_00);
    // 109,500 kWh × 0.386 kg/kWh = 42,267 kg.
    expect(result.co2AvoidedKgPerYear).toBe(42_267);
    expect(result.emissionFactorKgPerKwh).toBe(CO2_KG_PER_KWH);
    // Year 0 is the net cost; each year adds $15,140.
    expect(result.cashFlow).toHaveLength(11);
    expect(result.cashFlow[0]).toEqual({ year: 0, cumulativeCents: -27_500_00 });
    expect(result.cashFlow[1]).toEqual({ year: 1, cumulativeCents: -12_360_00 });
    expect(result.cashFlow[2]).toEqual({ year: 2, cumulativeCents: 2_780_00 });
    expect(result.cashFlow[10]).toEqual({ year: 10, cumulativeCents: 123_900_00 });
  });

  it("ROUTE-13 worked example: fewer, smaller fixtures, a fractional rate and a regional emission factor", () => {
    // 48 × 128 W (4-lamp T8 troffers) → 40 × 32.5 W LED panels, 10 h × 260 d = 2,600 h, $0.1375/kWh.
    const result = calculatePayback({
      existingFixtures: 48,
      existingWatts: 128,
      newFixtures: 40,
      newWatts: 32.5,
      hoursPerDay: 10,
      daysPerYear: 260,
      energyRateCentsPerKwh: 13.75,
      maintenanceCentsPerFixture: 0,
      fixtureCostCents: 89_00,
      installCostCents: 40_00,
      rebateCentsPerFixture: 0,
      emissionFactorKgPerKwh: 0.2,
    });
    // Existing 48 × 128 W = 6,144 W × 2,600 h = 15,974.4 kWh; new 40 × 32.5 W = 1,300 W × 2,600 h = 3,380 kWh.
    expect(result.existingAnnualKwh).toBe(15_974);
    expect(result.newAnnualKwh).toBe(3_380);
    // Saved 12,594.4 kWh (shown 12,594) × 13.75 ¢ = 173,173 ¢ = $1,731.73.
    expect(result.annualKwhSaved).toBe(12_594);
    expect(result.annualEnergySavingsCents).toBe(1_731_73);
    expect(result.annualSavingsCents).toBe(1_731_73);
    // 40 × $129 = $5,160; $5,160 ÷ $1,731.73 × 12 = 35.755… → 35.8 months.
    expect(result.netCostCents).toBe(5_160_00);
    expect(result.paybackMonths).toBe(35.8);
    // 10 × $1,731.73 − $5,160 = $12,157.30; 12,594.4 kWh × 0.2 = 2,518.88 → 2,519 kg.
    expect(result.tenYearNetSavingsCents).toBe(12_157_30);
    expect(result.co2AvoidedKgPerYear).toBe(2_519);
  });

  it("ROUTE-13 no savings: the payback is never (null) and the cash flow stays below zero", () => {
    const result = calculatePayback({ ...metalHalideRetrofit, newWatts: 400, maintenanceCentsPerFixture: 0 });
    expect(result.annualKwhSaved).toBe(0);
    expect(result.annualSavingsCents).toBe(0);
    expect(result.paybackMonths).toBeNull();
    expect(result.tenYearNetSavingsCents).toBe(-27_500_00);
    expect(result.cashFlow.every((point) => point.cumulativeCents === -27_500_00)).toBe(true);
    // New fixtures that draw more than the old: negative savings, still never.
    const worse = calculatePayback({ ...metalHalideRetrofit, newWatts: 500, maintenanceCentsPerFixture: 0 });
    expect(worse.annualKwhSaved).toBe(-43_800);
    expect(worse.annualSavingsCents).toBe(-5_256_00);
    expect(worse.paybackMonths).toBeNull();
    expect(worse.co2AvoidedKgPerYear).toBe(-16_907);
  });

  it("ROUTE-13 zero cost pays back in 0 months; a rebate above the cost is capped at the cost", () => {
    const free = calculatePayback({ ...metalHalideRetrofit, fixtureCostCents: 0, installCostCents: 0 });
    expect(free.netCostCents).toBe(0);
    expect(free.rebateCents).toBe(0);
    expect(free.paybackMonths).toBe(0);
    expect(free.tenYearNetSavingsCents).toBe(151_400_00);
    // Zero cost and zero savings: nothing to pay back, 0 months rather than never.
    expect(
      calculatePayback({ ...metalHalideRetrofit, newWatts: 400, fixtureCostCents: 0, installCostCents: 0 })
        .paybackMonths,
    ).toBe(0);
    const generous = calculatePayback({ ...metalHalideRetrofit, rebateCentsPerFixture: 400_00 });
    expect(generous.rebateCents).toBe(32_500_00);
    expect(generous.netCostCents).toBe(0);
    expect(generous.paybackMonths).toBe(0);
  });

  it("ROUTE-13 invalid input is refused with a ZodError naming the field", () => {
    const bad: [Partial<Record<keyof PaybackInput, unknown>>, string][] = [
      [{ existingFixtures: -1 }, "existingFixtures"],
      [{ newFixtures: 2.5 }, "newFixtures"],
      [{ hoursPerDay: 25 }, "hoursPerDay"],
      [{ daysPerYear: 367 }, "daysPerYear"],
      [{ energyRateCentsPerKwh: Number.NaN }, "energyRateCentsPerKwh"],
      [{ fixtureCostCents: 12.5 }, "fixtureCostCents"],
      [{ rebateCentsPerFixture: -100 }, "rebateCentsPerFixture"],
    ];
    for (const [change, field] of bad) {
      const attempt = () => calculatePayback({ ...metalHalideRetrofit, ...change } as PaybackInput);
      expect(attempt, field).toThrow(ZodError);
      try {
        attempt();
      } catch (error) {
        expect((error as ZodError).issues[0]?.path).toEqual([field]);
      }
    }
    expect(() => calculatePayback({ ...metalHalideRetrofit, extra: 1 } as PaybackInput)).toThrow(ZodError);
  });
});

describe("ROUTE-13 the calculator's query string (lib/energy/payback-query.ts)", () => {
  it("ROUTE-13 an empty query gives the defaults; the rebates page's `rebate` fills in only the rebate", () => {
    expect(parsePaybackQuery(new URLSearchParams()).values).toEqual(PAYBACK_DEFAULTS);
    const parsed = parsePaybackQuery(new URLSearchParams("rebate=45.50&utm_source=rebates"));
    expect(parsed.errors).toEqual({});
    expect(parsed.values).toEqual({ ...PAYBACK_DEFAULTS, rebate: "45.50" });
    expect(parsed.input?.rebateCentsPerFixture).toBe(45_50);
    expect(parsed.input?.existingFixtures).toBe(100);
  });

  it("ROUTE-13 typed values become the calculation's input: dollars to cents, $/kWh to ¢/kWh", () => {
    const parsed = parsePaybackQuery(
      new URLSearchParams(
        "existingCount=1,200&existingWatts=32.5&newCount=1000&newWatts=18&hours=10.5&days=260&rate=$0.1375&maintenance=&fixtureCost=$1,250.50&installCost=75&rebate=.5",
      ),
    );
    expect(parsed.errors).toEqual({});
    expect(parsed.input).toEqual({
      existingFixtures: 1200,
      existingWatts: 32.5,
      newFixtures: 1000,
      newWatts: 18,
      hoursPerDay: 10.5,
      daysPerYear: 260,
      energyRateCentsPerKwh: 13.75,
      maintenanceCentsPerFixture: 0,
      fixtureCostCents: 1_250_50,
      installCostCents: 75_00,
      rebateCentsPerFixture: 50,
    });
  });

  it("ROUTE-13 bad values give a message per field and no input, never an exception", () => {
    const parsed = parsePaybackQuery(
      new URLSearchParams(
        "existingCount=ten&newWatts=-5&hours=25&days=7.5&rate=abc&fixtureCost=1.234&newCount=",
      ),
    );
    expect(parsed.input).toBeNull();
    expect(parsed.errors).toEqual({
      existingCount: "Enter a whole number of fixtures from 0 to 1,000,000.",
      newCount: "Enter a whole number of fixtures from 0 to 1,000,000.",
      newWatts: "Enter watts per fixture from 0 to 100,000.",
      hours: "Enter hours per day from 0 to 24.",
      days: "Enter whole days per year from 0 to 366.",
      rate: "Enter a rate in dollars per kWh from 0 to $10, e.g. 0.12.",
      fixtureCost: "Enter an amount in dollars from 0 to $1,000,000.",
    });
    // The values are echoed as typed, so the form shows what was wrong.
    expect(parsed.values.existingCount).toBe("ten");
    expect(parsed.values.rate).toBe("abc");
  });

  it("ROUTE-13 the shared URL carries every field in form order and reads back to the same values", () => {
    const values = { ...PAYBACK_DEFAULTS, newWatts: "120", rebate: "60" };
    const search = paybackSearch(values);
    expect([...new URLSearchParams(search).keys()]).toEqual([...PAYBACK_FIELDS]);
    expect(paybackValues(new URLSearchParams(search))).toEqual(values);
  });
});
