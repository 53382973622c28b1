import { and, between, count, eq, inArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CoveredState, RebateLookupAnswer, RebateProgramView } from "../../../lib/rebates/contract.ts";
import { fixtureRebateCents } from "../../../lib/rebates/rebate.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { categories, products } from "../catalog/schema.ts";
import { createRebatesModule, type RebatesModule, seedRebatePrograms } from "./index.ts";
import { rebatePrograms } from "./schema.ts";

const TODAY = "2026-11-27";
const parent = alias(categories, "parent");

describe.each(testDatabaseKinds())("ROUTE-14 available rebates on %s", (kind) => {
  let h: AppHarness;
  let rebates: RebatesModule;

  /** The catalogue's own count of products a measure should list, read from its tables. */
  async function expectedTotal(categoryName: string, min: number, max: number, listings: string[]) {
    const [row] = await h.db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(parent, eq(parent.id, categories.parentId))
      .where(
        and(
          or(eq(categories.name, categoryName), eq(parent.name, categoryName)),
          between(products.wattage, min, max),
          inArray(products.dlcListing, listings),
        ),
      );
    return row?.n ?? 0;
  }

  const program = (answer: RebateLookupAnswer, code: string) =>
    answer.programs.find((p) => p.code === code) as RebateProgramView;

  beforeAll(async () => {
    h = await openAppHarness(kind, { catalog: { products: 240 } });
    await seedRebatePrograms(h.db, { today: new Date(`${TODAY}T12:00:00Z`) });
    rebates = createRebatesModule({
      db: h.db,
      ratedProducts: h.services.catalog.ratedProducts,
      today: () => TODAY,
    });
  });
  afterAll(() => h?.dispose());

  it("ROUTE-14 a Columbus ZIP code finds AEP Ohio's program with every qualifying fixture and its rebate", async () => {
    const answer = await rebates.find({ zip: "43215", offset: 0, limit: 60 });
    expect(answer.programs.map((p) => p.utility)).toEqual(["AEP Ohio"]);
    const aep = program(answer, "AEP-OH-BUSINESS");
    expect(aep.status).toBe("open");
    expect(aep.endsOn).toBe("2027-12-31");
    expect(aep.custom).toEqual({ centsPerKwh: 8, capPercent: 50 });
    expect(aep.measures.map((m) => m.categoryName)).toEqual([
      "High Bays",
      "High Bays",
      "Troffers and Panels",
      "Area and Site Lights",
    ]);
    let listed = 0;
    for (const measure of aep.measures) {
      const total = await expectedTotal(measure.categoryName, measure.wattageMin, measure.wattageMax, [
        "DLC Standard",
        "DLC Premium",
      ]);
      expect(measure.products.total, measure.label).toBe(total);
      expect(measure.products.items).toHaveLength(Math.min(total, 60));
      for (const item of measure.products.items) {
        expect(item.wattage).toBeGreaterThanOrEqual(measure.wattageMin);
        expect(item.wattage).toBeLessThanOrEqual(measure.wattageMax);
        const tierAmount = item.dlcListing === "DLC Premium" ? measure.premiumCents : measure.standardCents;
        expect(item.rebateCents).toBe(Math.min(tierAmount as number, Math.floor(item.listPriceCents / 2)));
        expect(item.rebateCents).toBe(
          fixtureRebateCents(
            measure,
            { wattage: item.wattage, dlcListing: item.dlcListing, priceCents: item.listPriceCents },
            50,
          ),
        );
        expect(new URL(item.paybackLink, "http://x").searchParams.get("existingWatts")).toBe(
          String(measure.baselineWatts),
        );
      }
      listed += measure.products.items.length;
    }
    // The demo catalogue has DLC-listed high bays and troffers: the lookup is not vacuously empty.
    expect(listed).toBeGreaterThan(5);
  });

  it("ROUTE-14 a DLC Premium-only measure lists DLC Premium fixtures only", async () => {
    const answer = await rebates.find({ zip: "60601", offset: 0, limit: 60 });
    const comed = program(answer, "COMED-IL-STANDARD");
    const highBays = comed.measures.find((m) => m.categoryName === "High Bays");
    expect(highBays?.standardCents).toBeNull();
    expect(highBays?.products.total).toBe(await expectedTotal("High Bays", 100, 320, ["DLC Premium"]));
    expect(highBays?.products.total).toBeGreaterThan(0);
    expect(new Set(highBays?.products.items.map((i) => i.dlcListing))).toEqual(new Set(["DLC Premium"]));
  });

  it("ROUTE-14 an expired program is shown as expired, after the open ones and without measures", async () => {
    const answer = await rebates.find({ zip: "60601", offset: 0, limit: 6 });
    expect(answer.programs.map((p) => [p.code, p.status])).toEqual([
      ["COMED-IL-STANDARD", "open"],
      ["COMED-IL-HIGHBAY-MIDSTREAM", "expired"],
    ]);
    expect(program(answer, "COMED-IL-HIGHBAY-MIDSTREAM").endsOn).toBe("2025-12-31");
    expect(program(answer, "COMED-IL-HIGHBAY-MIDSTREAM").measures).toEqual([]);
    // Duke's program ends this year: 34 days left is "closing soon".
    expect(
      program(await rebates.find({ zip: "45202", offset: 0, limit: 6 }), "DUKE-OH-SMART-SAVER").status,
    ).toBe("closing-soon");
  });

  it("ROUTE-14 a ZIP code no program serves finds none; ranges of neighbouring utilities do not overlap", async () => {
    expect((await rebates.find({ zip: "99501", offset: 0, limit: 6 })).programs).toEqual([]);
    // Sacramento (958) is SMUD's, not PG&E's; San Francisco (941) is PG&E's.
    expect((await rebates.find({ zip: "95814", offset: 0, limit: 6 })).programs).toEqual([]);
    expect(
      (await rebates.find({ zip: "94105", offset: 0, limit: 6 })).programs.map((p) => p.utility),
    ).toEqual(["PG&E"]);
  });

  it("ROUTE-14 one measure's qualifying fixtures are paged; the others stay on their first page", async () => {
    const first = program(await rebates.find({ zip: "43215", offset: 0, limit: 3 }), "AEP-OH-BUSINESS");
    const paged = first.measures.find((m) => m.products.total > 3);
    expect(paged).toBeDefined();
    const id = paged?.id as number;
    const seen: string[] = [];
    for (let offset = 0; offset < (paged?.products.total ?? 0); offset += 3) {
      const page = program(
        await rebates.find({ zip: "43215", measure: id, offset, limit: 3 }),
        "AEP-OH-BUSINESS",
      );
      const measure = page.measures.find((m) => m.id === id);
      expect(measure?.products.offset).toBe(offset);
      seen.push(...(measure?.products.items.map((i) => i.sku) ?? []));
      for (const other of page.measures.filter((m) => m.id !== id)) expect(other.products.offset).toBe(0);
    }
    expect(seen).toHaveLength(paged?.products.total as number);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("ROUTE-14 the API answers the programs of a ZIP code and refuses one that is not 5 digits", async () => {
    const ok = await h.getJson<RebateLookupAnswer>("/api/rebate-service/programs?zip=10001");
    expect(ok.status).toBe(200);
    expect(ok.body.programs.map((p) => p.utility)).toEqual(["Con Edison"]);
    // A measure narrowed to a sub-category lists that sub-category's fixtures only, and links to it.
    const garage = ok.body.programs[0]?.measures.find((m) => m.subCategoryName === "Parking Garage Lights");
    expect(garage?.categoryLink).toBe("/p/Canopy-and-Garage/Parking-Garage-Lights");
    expect(garage?.products.total).toBe(
      await expectedTotal("Parking Garage Lights", 40, 100, ["DLC Standard", "DLC Premium"]),
    );
    expect(garage?.products.total).toBeLessThan(
      await expectedTotal("Canopy and Garage", 40, 100, ["DLC Standard", "DLC Premium"]),
    );
    for (const bad of ["1000", "10001-1234", "abcde", ""]) {
      const refused = await h.getJson<{ error: string; code: string }>(
        `/api/rebate-service/programs?zip=${bad}`,
      );
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe("VALIDATION");
      expect(refused.body.error).toContain("Enter a 5-digit ZIP code");
    }
    expect((await h.getJson("/api/rebate-service/programs")).status).toBe(400);
    expect((await h.getJson("/api/rebate-service/programs?zip=10001&sort=x")).status).toBe(400);
  });

  it("ROUTE-14 the states covered are listed with their utilities", async () => {
    const answer = await h.getJson<{ states: CoveredState[] }>("/api/rebate-service/states");
    expect(answer.body.states).toEqual([
      { state: "CA", utilities: ["PG&E"] },
      { state: "CO", utilities: ["Xcel Energy"] },
      { state: "IL", utilities: ["ComEd"] },
      { state: "MN", utilities: ["Xcel Energy"] },
      { state: "NY", utilities: ["Con Edison"] },
      { state: "OH", utilities: ["AEP Ohio", "Duke Energy Ohio"] },
    ]);
  });

  it("ROUTE-14 the demo programs are seeded once", async () => {
    expect(await seedRebatePrograms(h.db)).toEqual({ programs: 0, measures: 0 });
    const [row] = await h.db.select({ n: count() }).from(rebatePrograms);
    expect(row?.n).toBe(8);
  });
});
