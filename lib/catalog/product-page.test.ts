import { describe, expect, it } from "vitest";
import {
  catalogNumber,
  configuredPriceCents,
  documentFormat,
  groupOptions,
  INVENTORY_TOOLTIP,
  initialSelection,
  nonDefaultCodes,
  type ProductOption,
  parseSpecTable,
  productPath,
  stockLevel,
} from "./product-page.ts";

const option = (
  group: string,
  optionCode: string,
  catalogSegment: string,
  priceCents: number,
  position: number,
  isDefault = false,
): ProductOption => ({
  group,
  optionCode,
  name: optionCode,
  catalogSegment,
  priceCents,
  position,
  isDefault,
  attributes: {},
});

const order = ["CCT", "Wattage", "Finish", "Mounting", "Voltage", "Dimming", "Sensor"];
// Deliberately out of order: positions and groups decide, not the array order.
const options = [
  option("Mounting", "MNT-ST", "ST", 0, 7, true),
  option("Finish", "FIN-BK", "BK", 1200, 5),
  option("CCT", "CCT-35K", "35K", 400, 2),
  option("CCT", "CCT-40K", "40K", 0, 1, true),
  option("Mounting", "MNT-AC", "AC", 1500, 8),
  option("Finish", "FIN-WH", "WH", 0, 4, true),
];
const groups = groupOptions(options, order);

describe("spec table", () => {
  it("CONST-44 splits technicalSpecs on '::' into label and value at the first colon", () => {
    expect(parseSpecTable("Wattage: 40W:: ::Dimensions: 48 x 2.5 x 3 in::Time: 10:30::Made in USA")).toEqual([
      { label: "Wattage", value: "40W" },
      { label: "Dimensions", value: "48 x 2.5 x 3 in" },
      { label: "Time", value: "10:30" },
      { label: "", value: "Made in USA" },
    ]);
    expect(parseSpecTable("")).toEqual([]);
  });
});

describe("options, catalog number and price", () => {
  it("groups options in catalog-number order, each group by position", () => {
    expect(groups.map((g) => g.group)).toEqual(["CCT", "Finish", "Mounting"]);
    expect(groups[0]?.options.map((o) => o.optionCode)).toEqual(["CCT-40K", "CCT-35K"]);
    const unknown = groupOptions([option("Lens", "L-1", "L1", 0, 1), ...options], order);
    expect(unknown.at(-1)?.group).toBe("Lens");
  });

  it("starts from the defaults; ?option= preselects an option of its group and unknown codes are ignored", () => {
    expect(initialSelection(groups)).toEqual({ CCT: "CCT-40K", Finish: "FIN-WH", Mounting: "MNT-ST" });
    expect(initialSelection(groups, ["FIN-BK", "NOPE"])).toEqual({
      CCT: "CCT-40K",
      Finish: "FIN-BK",
      Mounting: "MNT-ST",
    });
    // A group without a marked default starts at its first option.
    const noDefault = groupOptions(
      [option("Sensor", "SEN-NS", "NS", 0, 2), option("Sensor", "SEN-OS", "OS", 4800, 1)],
      order,
    );
    expect(initialSelection(noDefault)).toEqual({ Sensor: "SEN-OS" });
  });

  it("#9.11 the standard catalog number is the SKU; a chosen option replaces its segment in place", () => {
    const standard = initialSelection(groups);
    expect(catalogNumber("SCX-4-40-40K", groups, standard)).toBe("SCX-4-40-40K");
    // CCT sits in the SKU: replaced where it stands. Finish and mounting are not: added when changed.
    const changed = { ...standard, Mounting: "MNT-AC", CCT: "CCT-35K" };
    expect(catalogNumber("SCX-4-40-40K", groups, changed)).toBe("SCX-4-40-35K-AC");
    expect(catalogNumber("SCX-4-40-40K", groups, { ...standard, Finish: "FIN-BK" })).toBe("SCX-4-40-40K-BK");
    expect(catalogNumber("SCX", [], {})).toBe("SCX");
  });

  it("#9.11 segments are found from the end, once each, never in the series part", () => {
    const twoGroups = groupOptions(
      [
        option("CCT", "CCT-40K", "40K", 0, 1, true),
        option("CCT", "CCT-30K", "30K", 0, 2),
        option("Wattage", "W-24", "24", 0, 1, true),
        option("Wattage", "W-18", "18", 0, 2),
      ],
      order,
    );
    // Size 24 at 24W: the wattage is the later "24".
    expect(catalogNumber("RTK-24-24-40K", twoGroups, { CCT: "CCT-30K", Wattage: "W-18" })).toBe(
      "RTK-24-18-30K",
    );
    const sensor = groupOptions(
      [option("Sensor", "SEN-NS", "NS", 0, 1, true), option("Sensor", "SEN-OS", "OS", 0, 2)],
      order,
    );
    expect(catalogNumber("NS-10-NS", sensor, { Sensor: "SEN-OS" })).toBe("NS-10-OS");
  });

  it("the price is the list price plus the selected options' prices, in integer cents", () => {
    expect(configuredPriceCents(11_700, groups, initialSelection(groups))).toBe(11_700);
    const changed = { CCT: "CCT-35K", Finish: "FIN-BK", Mounting: "MNT-AC" };
    expect(configuredPriceCents(11_700, groups, changed)).toBe(11_700 + 400 + 1200 + 1500);
  });

  it("only options that differ from the defaults go into a shared ?option= link", () => {
    expect(nonDefaultCodes(groups, initialSelection(groups))).toEqual([]);
    expect(nonDefaultCodes(groups, { ...initialSelection(groups), Finish: "FIN-BK" })).toEqual(["FIN-BK"]);
  });
});

describe("inventory and documents", () => {
  it("SEC-11 the inventory tooltip text is the requirement's", () => {
    expect(INVENTORY_TOOLTIP).toBe("Inventory is visible only to verified distributors or representatives");
  });

  it("product links are /product/{sku lowercased}; documents are labelled by extension", () => {
    expect(productPath("SCX-4-40-40K")).toBe("/product/scx-4-40-40k");
    expect(documentFormat("/media/spec-sheets/A.pdf")).toBe("PDF");
    expect(documentFormat("/media/ies/A.IES?v=2")).toBe("IES");
    expect(documentFormat("https://files.example/x.zip")).toBe("File");
  });
});

describe("stock levels", () => {
  it("#9.21 a single unit reads as low stock, not like a full shelf", () => {
    expect(stockLevel(0)).toBe("out");
    expect(stockLevel(1)).toBe("low");
    expect(stockLevel(24)).toBe("low");
    expect(stockLevel(25)).toBe("in-stock");
    expect(stockLevel(415)).toBe("in-stock");
  });
});
