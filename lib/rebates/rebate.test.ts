import { describe, expect, it } from "vitest";
import { rebateLookupSchema, zipSchema } from "./contract.ts";
import {
  annualKwhSaved,
  customRebateCents,
  dlcTierOf,
  fixtureRebateCents,
  type PrescriptiveMeasure,
  paybackLink,
  programStatus,
  servesZip,
  zipInArea,
} from "./rebate.ts";

/** A high-bay measure: $40 at DLC Standard, $60 at DLC Premium, 100–199 W. */
const highBays: PrescriptiveMeasure = {
  standardCents: 40_00,
  premiumCents: 60_00,
  wattageMin: 100,
  wattageMax: 199,
};
/** A Premium-only measure: $80 for 100–320 W. */
const premiumOnly: PrescriptiveMeasure = {
  standardCents: null,
  premiumCents: 80_00,
  wattageMin: 100,
  wattageMax: 320,
};

describe("ROUTE-14 the rebate calculation (lib/rebates/rebate.ts)", () => {
  it("ROUTE-14 a ZIP code is served by a prefix or an inclusive range", () => {
    expect(zipInArea("43215", "432")).toBe(true);
    expect(zipInArea("43315", "432")).toBe(false);
    expect(zipInArea("60601", "60601-60699")).toBe(true);
    expect(zipInArea("60699", "60601-60699")).toBe(true);
    expect(zipInArea("60700", "60601-60699")).toBe(false);
    expect(zipInArea("60600", "60601-60699")).toBe(false);
    // Not an area: never serves anything.
    expect(zipInArea("43215", "")).toBe(false);
    expect(zipInArea("43215", "4")).toBe(false);
    expect(servesZip(["450", "451", "452"], "45202")).toBe(true);
    expect(servesZip(["450", "451", "452"], "45302")).toBe(false);
  });

  it("ROUTE-14 a program is open up to and including its last day, closing soon in its last 45 days", () => {
    expect(programStatus("2026-12-31", "2026-06-30")).toBe("open");
    expect(programStatus("2026-12-31", "2026-11-16")).toBe("closing-soon");
    expect(programStatus("2026-12-31", "2026-11-15")).toBe("open");
    expect(programStatus("2026-12-31", "2026-12-31")).toBe("closing-soon");
    expect(programStatus("2026-12-31", "2027-01-01")).toBe("expired");
  });

  it("ROUTE-14 DLC tiers are read from the catalogue's listing text", () => {
    expect(dlcTierOf("DLC Premium")).toBe("DLC Premium");
    expect(dlcTierOf("DLC Standard")).toBe("DLC Standard");
    expect(dlcTierOf(null)).toBeNull();
    expect(dlcTierOf("Energy Star")).toBeNull();
  });

  it("ROUTE-14 worked example: a 150 W DLC Premium high bay at $283 earns the Premium $60; Standard earns $40", () => {
    expect(
      fixtureRebateCents(highBays, { wattage: 150, dlcListing: "DLC Premium", priceCents: 283_00 }, 50),
    ).toBe(60_00);
    expect(
      fixtureRebateCents(highBays, { wattage: 150, dlcListing: "DLC Standard", priceCents: 283_00 }, 50),
    ).toBe(40_00);
  });

  it("ROUTE-14 worked example: the cap of 50% of a $99.50 fixture limits a $60 rebate to $49.75", () => {
    expect(
      fixtureRebateCents(highBays, { wattage: 100, dlcListing: "DLC Premium", priceCents: 99_50 }, 50),
    ).toBe(49_75);
    // 50% of $99.99 is $49.995: rounded down to the cent.
    expect(
      fixtureRebateCents(highBays, { wattage: 100, dlcListing: "DLC Premium", priceCents: 99_99 }, 50),
    ).toBe(49_99);
    // Without a cap the full amount.
    expect(
      fixtureRebateCents(highBays, { wattage: 100, dlcListing: "DLC Premium", priceCents: 99_50 }, null),
    ).toBe(60_00);
  });

  it("ROUTE-14 a fixture outside the wattage band, unlisted or Standard under a Premium-only measure does not qualify", () => {
    const fixture = { wattage: 150, dlcListing: "DLC Premium", priceCents: 300_00 };
    expect(fixtureRebateCents(highBays, { ...fixture, wattage: 99 }, null)).toBeNull();
    expect(fixtureRebateCents(highBays, { ...fixture, wattage: 200 }, null)).toBeNull();
    expect(fixtureRebateCents(highBays, { ...fixture, wattage: 199 }, null)).toBe(60_00);
    expect(fixtureRebateCents(highBays, { ...fixture, wattage: null }, null)).toBeNull();
    expect(fixtureRebateCents(highBays, { ...fixture, dlcListing: null }, null)).toBeNull();
    expect(fixtureRebateCents(premiumOnly, { ...fixture, dlcListing: "DLC Standard" }, null)).toBeNull();
    expect(fixtureRebateCents(premiumOnly, fixture, null)).toBe(80_00);
  });

  it("ROUTE-14 worked example: a custom project of 100 × 400 W → 150 W at 4,380 h earns $0.08 × 109,500 kWh = $8,760", () => {
    const kwh = annualKwhSaved({ fixtures: 100, existingWatts: 400, newWatts: 150, hoursPerYear: 4_380 });
    expect(kwh).toBe(109_500);
    expect(
      customRebateCents({ annualKwhSaved: kwh, centsPerKwh: 8, projectCostCents: 32_500_00, capPercent: 50 }),
    ).toBe(8_760_00);
    // Capped at 50% of a $15,000 project: $7,500.
    expect(
      customRebateCents({ annualKwhSaved: kwh, centsPerKwh: 8, projectCostCents: 15_000_00, capPercent: 50 }),
    ).toBe(7_500_00);
    // Fractions of a cent are rounded down: 1,234.5 kWh × 7.5¢ = 9,258.75¢ → $92.58.
    expect(
      customRebateCents({ annualKwhSaved: 1_234.5, centsPerKwh: 7.5, projectCostCents: 0, capPercent: null }),
    ).toBe(92_58);
    expect(
      customRebateCents({ annualKwhSaved: -10, centsPerKwh: 8, projectCostCents: 100_00, capPercent: null }),
    ).toBe(0);
  });

  it("ROUTE-14 the payback link carries the rebate in dollars, the wattages and the fixture cost", () => {
    expect(paybackLink({ rebateCents: 60_00, newWatts: 150, existingWatts: 458 })).toBe(
      "/payback-calculator?existingWatts=458&newWatts=150&rebate=60",
    );
    expect(
      paybackLink({ rebateCents: 49_75, newWatts: 100, existingWatts: 400, fixtureCostCents: 99_50 }),
    ).toBe("/payback-calculator?existingWatts=400&newWatts=100&rebate=49.75&fixtureCost=99.50");
  });

  it("ROUTE-14 the lookup takes a 5-digit ZIP code only", () => {
    expect(zipSchema.safeParse(" 43215 ").data).toBe("43215");
    for (const bad of ["4321", "432155", "4321a", "", "43215-1234"]) {
      expect(zipSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(rebateLookupSchema.safeParse({ zip: "43215", other: "x" }).success).toBe(false);
    expect(rebateLookupSchema.parse({ zip: "43215" })).toEqual({ zip: "43215", offset: 0, limit: 6 });
  });
});
