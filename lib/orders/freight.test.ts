import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  estimateFreight,
  type FreightInput,
  freightRulesSchema,
  prepaidThresholdOf,
  priceListOf,
  type ShipmentLine,
  shippingMethods,
} from "./freight.ts";
import { earliestShipDate, federalHolidays, isBusinessDay, shipDateRefusal, todayIn } from "./ship-dates.ts";

const rules = freightRulesSchema.parse(JSON.parse(readFileSync("config/freight-rules.json", "utf8")));
const downlight: ShipmentLine = { quantity: 1, weightOz: 17, carton: [7, 7, 6] };
const highBay: ShipmentLine = { quantity: 1, weightOz: 176, carton: [16, 16, 9] };
const columbus = { state: "OH", zip: "43215" };
const input = (over: Partial<FreightInput>): FreightInput => ({
  method: "GROUND",
  accountId: "A-20002",
  merchandiseCents: 50_000,
  destination: columbus,
  lines: [downlight],
  ...over,
});

describe("#32.2 freight rules", () => {
  it("#32.2 the configured file is valid; a bad one is refused with the path of the problem", () => {
    expect(rules.prepaid.byAccount["A-10001"]).toBe(150_000);
    const broken = structuredClone(rules) as Record<string, unknown> & typeof rules;
    broken.zones.byState.TX = 9;
    const result = freightRulesSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("zone 9 has no ground rate");
  });

  it("#32.2 ground by zone and weight, prepaid over the account's threshold, pickup and carrier account free", () => {
    // Zone 2 (Ohio): $12.95 + 10 lb x $0.55 for ten downlights (dimensional weight 10 x 3 lb = 30 lb).
    const ten = estimateFreight(rules, input({ lines: [{ ...downlight, quantity: 10 }] }));
    expect(ten).toMatchObject({ method: "GROUND", zone: 2, billableWeightLb: 30, estimated: false });
    expect(ten.freightCents).toBe(1295 + 30 * 55);
    // California is zone 7.
    expect(estimateFreight(rules, input({ destination: { state: "CA", zip: "94107" } })).zone).toBe(7);
    // Brightline's prepaid threshold is $1,500; the default is $2,500.
    expect(estimateFreight(rules, input({ accountId: "A-10001", merchandiseCents: 150_000 }))).toMatchObject({
      freightCents: 0,
      prepaid: true,
    });
    expect(estimateFreight(rules, input({ merchandiseCents: 150_000 })).freightCents).toBeGreaterThan(0);
    for (const method of ["WILL_CALL", "CARRIER_ACCOUNT"] as const) {
      expect(estimateFreight(rules, input({ method, carrier: "UPS" })).freightCents).toBe(0);
    }
  });

  it("#32.1 prepaid per price list: an account on a price list gets its threshold; its own threshold wins; the default otherwise", () => {
    // config/freight-rules.json: Harbor (A-10003) and Prairie (A-10004) are on the Contractor list, $2,000.
    expect(priceListOf(rules, "A-10003")).toBe("Contractor");
    expect(prepaidThresholdOf(rules, "A-10004")).toBe(200_000);
    expect(estimateFreight(rules, input({ accountId: "A-10003", merchandiseCents: 200_000 }))).toMatchObject({
      freightCents: 0,
      prepaid: true,
      note: "Freight prepaid on orders of $2,000.00 or more",
    });
    expect(estimateFreight(rules, input({ accountId: "A-10003", merchandiseCents: 199_999 })).prepaid).toBe(
      false,
    );
    // An account's own threshold wins over its price list's; a list of null is never prepaid.
    const both = structuredClone(rules);
    both.prepaid.byAccount["A-10003"] = 90_000;
    both.prepaid.byPriceList.Contractor = { thresholdCents: null, accounts: ["A-10003", "A-10004"] };
    expect(prepaidThresholdOf(both, "A-10003")).toBe(90_000);
    expect(prepaidThresholdOf(both, "A-10004")).toBeNull();
    expect(estimateFreight(both, input({ accountId: "A-10004", merchandiseCents: 900_000 })).prepaid).toBe(
      false,
    );
    expect(prepaidThresholdOf(both, "A-20002")).toBe(250_000);
  });

  it("#32.1 an account on two price lists is refused with the lists named", () => {
    const twice = structuredClone(rules) as typeof rules;
    twice.prepaid.byPriceList.Stocking = { thresholdCents: 100_000, accounts: ["A-10004"] };
    const result = freightRulesSchema.safeParse(twice);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["prepaid", "byPriceList", "Stocking", "accounts"],
      message: "account A-10004 is on two price lists (Contractor and Stocking)",
    });
  });

  it("#32.2 a shipment over the parcel limits goes LTL: estimated, quote to follow, never below ground", () => {
    const pallet = estimateFreight(rules, input({ lines: [{ ...highBay, quantity: 24 }] }));
    expect(pallet).toMatchObject({ method: "LTL", estimated: true });
    expect(pallet.note).toMatch(/quote to follow/);
    expect(pallet.freightCents).toBeGreaterThanOrEqual(17_500);
  });

  const line = fc.record({
    quantity: fc.integer({ min: 0, max: 60 }),
    weightOz: fc.option(fc.integer({ min: 1, max: 4000 }), { nil: null }),
    carton: fc.option(
      fc.tuple(
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 40 }),
      ),
      { nil: null },
    ),
  });
  const anyInput = fc.record({
    method: fc.constantFrom(...shippingMethods),
    // Brightline has its own threshold, Harbor its price list's, A-20002 the default.
    accountId: fc.constantFrom("A-10001", "A-10003", "A-20002"),
    merchandiseCents: fc.integer({ min: 0, max: 1_000_000 }),
    destination: fc.option(
      fc.record({ state: fc.constantFrom("OH", "CA", "AK", "NY", "TX"), zip: fc.stringMatching(/^\d{5}$/) }),
      { nil: null },
    ),
    lines: fc.array(line, { maxLength: 6 }),
  });

  it("#32.2 #32.1 property: integer cents never negative, zero at or over the prepaid threshold (the account's, its price list's or the default), monotone in weight", () => {
    fc.assert(
      fc.property(
        anyInput,
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 2000 }),
        (input, which, extraOz) => {
          const estimate = estimateFreight(rules, input);
          expect(Number.isSafeInteger(estimate.freightCents)).toBe(true);
          expect(estimate.freightCents).toBeGreaterThanOrEqual(0);
          const list = Object.values(rules.prepaid.byPriceList).find((l) =>
            l.accounts.includes(input.accountId),
          );
          const threshold =
            rules.prepaid.byAccount[input.accountId] ??
            (list ? list.thresholdCents : rules.prepaid.defaultThresholdCents);
          if (threshold !== null && input.merchandiseCents >= threshold)
            expect(estimate.freightCents).toBe(0);
          if (input.method === "WILL_CALL" || input.method === "CARRIER_ACCOUNT")
            expect(estimate.freightCents).toBe(0);
          // One unit heavier never costs less.
          const lines = input.lines.map((line, index) =>
            index === which % Math.max(1, input.lines.length)
              ? { ...line, weightOz: (line.weightOz ?? rules.defaults.weightOz) + extraOz }
              : line,
          );
          expect(estimateFreight(rules, { ...input, lines }).freightCents).toBeGreaterThanOrEqual(
            estimate.freightCents,
          );
          // More merchandise never costs more freight.
          const richer = estimateFreight(rules, {
            ...input,
            merchandiseCents: input.merchandiseCents + 10_000,
          });
          expect(richer.freightCents).toBeLessThanOrEqual(estimate.freightCents);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("#32.3 requested ship dates", () => {
  it("#32.3 business days skip weekends and the observed federal holidays", () => {
    const holidays2026 = federalHolidays(2026);
    expect([...holidays2026]).toEqual(
      expect.arrayContaining([
        "2026-01-01",
        "2026-01-19",
        "2026-05-25",
        "2026-07-03",
        "2026-11-26",
        "2026-12-25",
      ]),
    );
    expect(isBusinessDay("2026-12-05")).toBe(false); // Saturday
    expect(isBusinessDay("2026-11-26")).toBe(false); // Thanksgiving
    expect(isBusinessDay("2026-12-04")).toBe(true);
    // Friday Dec 4 + 3 business days is Wednesday Dec 9; the week of Christmas skips Friday Dec 25.
    expect(earliestShipDate("2026-12-04", 3)).toBe("2026-12-09");
    expect(earliestShipDate("2026-12-24", 1)).toBe("2026-12-28");
    expect(earliestShipDate("2026-12-05", 0)).toBe("2026-12-07");
    expect(shipDateRefusal("2026-12-08", "2026-12-09")).toMatch(/earliest ship date .* Dec 9, 2026/);
    expect(shipDateRefusal("2026-12-12", "2026-12-09")).toMatch(/business day/);
    expect(shipDateRefusal("2026-12-10", "2026-12-09")).toBeNull();
    expect(todayIn("America/New_York", new Date("2026-12-05T03:00:00Z"))).toBe("2026-12-04");
  });
});
