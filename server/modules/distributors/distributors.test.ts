import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NearestDistributors, nearestDistributorsAnswer } from "../../../lib/distributors/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoDistributors, seedDemoDistributors } from "./index.ts";
import { distributorBranches } from "./schema.ts";

const API = "/api/distributor-service/distributors/nearest";
type ErrorBody = { error: string; code: string };

/**
 * Help me buy, find-my-wholeseller (ROUTE-09, AMB-19 keeps the option's spelling): the nearest of the
 * demo distributors' branches to a ZIP code over HTTP, distances worked out by hand from the ZIP
 * prefix's centre (zip-centroids.ts) and the branches' coordinates (demo/distributors.ts).
 */
describe.each(testDatabaseKinds())("distributors on %s", (kind) => {
  let h: AppHarness;

  beforeAll(async () => {
    h = await openAppHarness(kind);
    expect(await seedDemoDistributors(h.db)).toEqual({ distributors: demoDistributors.length });
  });
  afterAll(async () => h?.dispose());

  const nearest = (query: string) => h.getJson<NearestDistributors & ErrorBody>(`${API}?${query}`);

  it("ROUTE-09 seeds the branches once: a second seed writes nothing", async () => {
    expect(await seedDemoDistributors(h.db)).toEqual({ distributors: 0 });
    expect(await h.db.$count(distributorBranches)).toBe(demoDistributors.length);
    expect(demoDistributors.length).toBeGreaterThanOrEqual(25);
  });

  it("ROUTE-09 find-my-wholeseller: ZIP 43215 answers the 10 nearest branches, nearest first, in miles", async () => {
    const response = await nearest("zip=43215");
    expect(response.status).toBe(200);
    const answer = nearestDistributorsAnswer.parse(response.body);
    expect(answer.origin.place).toBe("Columbus, OH");
    expect(answer.distributors).toHaveLength(10);
    const [first, second, third] = answer.distributors;
    // (39.9612, -82.9988) → Brightline Columbus (39.94, -82.951): 2.925 mi (lib/distributors/distance.test.ts).
    expect(first).toMatchObject({ id: "D-101", name: "Brightline Electrical Supply", distanceMiles: 2.9 });
    expect(first?.phone).toBe("+1 (614) 555-0190");
    expect(first?.directionsUrl).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1450%20Alum%20Creek%20Dr%2C%20Columbus%2C%20OH%2043209",
    );
    // Dayton (39.779, -84.17): Δφ 0.1822° = 12.59 mi, Δλ 1.1712° × 69.09 × cos 39.87° = 62.11 mi → √(12.59² + 62.11²) = 63.37 mi.
    expect(second).toMatchObject({ id: "D-102", distanceMiles: 63.4 });
    // Cincinnati (39.172, -84.533): Δφ 0.7892° = 54.53 mi, Δλ 1.5342° × 69.09 × cos 39.57° = 81.72 mi → 98.24 mi.
    expect(third).toMatchObject({ id: "D-103", distanceMiles: 98.2 });
    const distances = answer.distributors.map((d) => d.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Seattle is not among Columbus's ten nearest.
    expect(answer.distributors.map((d) => d.id)).not.toContain("D-128");
  });

  it("ROUTE-09 find-my-wholeseller: a Seattle ZIP code finds the Seattle branch first, a ZIP+4 is read by its five digits", async () => {
    const response = await nearest("zip=98101-2345");
    expect(response.status).toBe(200);
    expect(response.body.zip).toBe("98101");
    expect(response.body.distributors[0]).toMatchObject({ id: "D-128", city: "Seattle" });
    expect(response.body.distributors[1]).toMatchObject({ id: "D-127", city: "Oakland" });
  });

  it("ROUTE-09 find-my-wholeseller: a ZIP code that is not five digits is a 400, one the table cannot place a 404", async () => {
    const bad = await nearest("zip=4321");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("VALIDATION");
    const unplaced = await nearest("zip=59001");
    expect(unplaced.status).toBe(404);
    expect(unplaced.body).toEqual({
      error:
        "We could not place ZIP code 59001. Try the ZIP code of a nearby city, or call us and we will find your distributor.",
      code: "NOT_FOUND",
    });
    expect((await nearest("zip=43215&x=1")).status).toBe(400);
  });
});
