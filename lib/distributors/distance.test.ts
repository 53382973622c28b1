import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, formatMiles, haversineMiles } from "./distance.ts";
import { stateOfZip } from "./zip-state.ts";

describe("ROUTE-09 find-my-wholeseller: the distance (lib/distributors/distance.ts)", () => {
  it("ROUTE-09 one degree of longitude on the equator is 2πR / 360 = 69.09 miles", () => {
    // 2 × π × 3,958.7613 / 360 = 69.0934 mi.
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(
      69.0934,
      3,
    );
  });

  it("ROUTE-09 the antipode along the equator is half the circumference, πR", () => {
    expect(haversineMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_MILES,
      6,
    );
  });

  it("ROUTE-09 worked example: New York City to Los Angeles is about 2,445.6 miles", () => {
    // City halls: (40.7128, -74.0060) → (34.0522, -118.2437); the published great-circle 2,445 mi.
    const miles = haversineMiles(
      { latitude: 40.7128, longitude: -74.006 },
      { latitude: 34.0522, longitude: -118.2437 },
    );
    expect(miles).toBeCloseTo(2445.56, 1);
  });

  it("ROUTE-09 worked example: downtown Columbus to Brightline's Columbus branch, 2.9 miles", () => {
    // Δφ = -0.0212° × 69.09 mi = -1.465 mi north-south; Δλ = 0.0478° × 69.09 × cos 39.95° = 2.531 mi
    // east-west; √(1.465² + 2.531²) = 2.925 mi (flat is exact enough at this scale).
    const miles = haversineMiles(
      { latitude: 39.9612, longitude: -82.9988 },
      { latitude: 39.94, longitude: -82.951 },
    );
    expect(miles).toBeCloseTo(2.925, 2);
    expect(formatMiles(miles)).toBe("2.9 mi");
  });

  it("ROUTE-09 the distance is symmetric and zero to itself", () => {
    const a = { latitude: 41.8781, longitude: -87.6298 };
    const b = { latitude: 39.9612, longitude: -82.9988 };
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 9);
    expect(haversineMiles(a, a)).toBe(0);
    // Columbus to Chicago: 275.6 mi.
    expect(formatMiles(haversineMiles(a, b))).toBe("276 mi");
  });
});

describe("API-63 find-my-salesrep: the state of a ZIP code (lib/distributors/zip-state.ts)", () => {
  it.each([
    ["43215", "OH"],
    ["60601", "IL"],
    ["53215", "WI"],
    ["48226", "MI"],
    ["46204", "IN"],
    ["02118", "MA"],
    ["10001", "NY"],
    ["20001", "DC"],
    ["22201", "VA"],
    ["75207", "TX"],
    ["88510", "TX"],
    ["94607", "CA"],
    ["99501", "AK"],
    ["96813", "HI"],
    ["43215-1234", "OH"],
  ])("API-63 ZIP %s is in %s", (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each(["00601", "09001", "96201", "4321", "abcde", ""])("API-63 %s places no state", (zip) => {
    expect(stateOfZip(zip)).toBeNull();
  });
});
