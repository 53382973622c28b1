import { describe, expect, it } from "vitest";
import {
  byPosition,
  categoryPath,
  categorySlug,
  MAX_SPEC_LINES,
  splitImageNames,
  splitSpecs,
  stripApplication,
  subCategoryPath,
} from "./catalog.ts";

describe("category URLs", () => {
  it("ROUTE-07 replaces every space of the name with a hyphen", () => {
    expect(categorySlug("Wall Packs")).toBe("Wall-Packs");
    expect(categoryPath("Wall Packs")).toBe("/category/Wall-Packs");
    expect(categoryPath("Area and Site Lights")).toBe("/category/Area-and-Site-Lights");
  });

  it("ROUTE-07 percent-encodes reserved characters other than the hyphen", () => {
    expect(categoryPath("Exit & Emergency")).toBe("/category/Exit-%26-Emergency");
    expect(categoryPath("Troffers/Panels")).toBe("/category/Troffers%2FPanels");
  });

  it("HDR-11 ROUTE-06 sub-categories live under /p/{category}/{subcategory}", () => {
    expect(subCategoryPath("High Bays", "Linear High Bays")).toBe("/p/High-Bays/Linear-High-Bays");
  });
});

describe("spec strings", () => {
  it("CONST-44 CONST-06 splits technicalSpecs on '::' and keeps at most the asked number of lines", () => {
    const specs =
      "Wattage: 40W::Lumens: 5,200 lm:: ::CCT: 4000K::CRI: 80::Voltage: 120-277V::Dimming: 0-10V::IP65";
    expect(splitSpecs(specs)).toHaveLength(7);
    expect(splitSpecs(specs, MAX_SPEC_LINES)).toEqual([
      "Wattage: 40W",
      "Lumens: 5,200 lm",
      "CCT: 4000K",
      "CRI: 80",
      "Voltage: 120-277V",
      "Dimming: 0-10V",
    ]);
    expect(MAX_SPEC_LINES).toBe(6);
  });

  it("strips the leading '::' of application text", () => {
    expect(stripApplication("::Warehouses and gyms")).toBe("Warehouses and gyms");
    expect(stripApplication("Parking garages")).toBe("Parking garages");
    expect(stripApplication("::::Docks")).toBe("Docks");
  });

  it("HDR-12 reads one image per name of the comma-separated categoryImage value", () => {
    expect(splitImageNames("downlight-1.svg, downlight-2.svg,,")).toEqual([
      "downlight-1.svg",
      "downlight-2.svg",
    ]);
    expect(splitImageNames("")).toEqual([]);
  });
});

it("HDR-10 sorts categories ascending by position", () => {
  const sorted = [
    { categoryName: "C", position: 3 },
    { categoryName: "A", position: 1 },
    { categoryName: "B", position: 2 },
    { categoryName: "AA", position: 1 },
  ].sort(byPosition);
  expect(sorted.map((c) => c.categoryName)).toEqual(["A", "AA", "B", "C"]);
});
