import { describe, expect, it } from "vitest";
import {
  type ConfigurableProduct,
  configuredDescription,
  configuredName,
  configuredSpecs,
  configureProduct,
  optionAttributes,
  optionCodesOf,
  type ProductFacts,
} from "./product-configuration.ts";
import { groupOptions, type ProductOption, parseSpecTable } from "./product-page.ts";

const facts: ProductFacts = {
  wattage: 10,
  lumens: 720,
  cctKelvin: 4000,
  cri: 90,
  voltage: "120-277V",
  dimming: "0-10V",
  ipRating: "IP54",
  dlcListing: null,
  mounting: "New construction",
  warrantyYears: 10,
  dimensions: "5.5 dia x 3 in",
};

let position = 0;
const option = (
  group: string,
  name: string,
  segment: string,
  priceCents = 0,
  isDefault = false,
): ProductOption => ({
  optionCode: `${group.slice(0, 3).toUpperCase()}-${segment}`,
  name,
  group,
  catalogSegment: segment,
  priceCents,
  isDefault,
  position: ++position,
  attributes: optionAttributes(group, name, facts),
});

const groups = groupOptions(
  [
    option("CCT", "4000K", "40K", 0, true),
    option("CCT", "3000K", "30K", 400),
    option("Wattage", "10W", "10", 0, true),
    option("Wattage", "8W", "8", 0),
    option("Wattage", "15W", "15", 2500),
    option("Finish", "White", "WH", 0, true),
    option("Finish", "Black", "BK", 1200),
  ],
  ["CCT", "Wattage", "Finish"],
);

const product: ConfigurableProduct = {
  sku: "EDL-4-10-40K",
  name: "EDL 4in 10W Recessed Downlight, 4000K",
  description: "The EDL 4in 10W Recessed Downlight delivers 720 lumens at 72 lm/W in 4000K.",
  listPriceCents: 4500,
  specs: parseSpecTable(
    "Wattage: 10W::Lumens: 720 lm::Efficacy: 72 lm/W::CCT: 3000K/4000K::CRI: 90+::Voltage: 120-277V::Rating: IP54::Warranty: 10 years",
  ),
  optionGroups: groups,
  images: [
    { url: "/media/fixtures/downlight-1.svg", alt: "EDL 4in 10W Recessed Downlight, 4000K – view 1" },
    { url: "https://cdn.example/photo.jpg", alt: "Installed" },
  ],
  documents: [
    {
      type: "spec_sheet",
      title: "EDL-4-10-40K Specification Sheet",
      url: "/media/spec-sheets/EDL-4-10-40K.pdf",
      format: "PDF",
    },
    {
      type: "ies_file",
      title: "EDL-4-10-40K Photometric Data (IES)",
      url: "/media/ies/EDL-4-10-40K.ies",
      format: "IES",
    },
    {
      type: "installation_guide",
      title: "EDL Guide",
      url: "/media/installation-guides/edl.pdf",
      format: "PDF",
    },
  ],
  facts,
};

const spec = (rows: { label: string; value: string }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

describe("#9.12 options carry the attributes they change", () => {
  it("reads watts, kelvins and named choices; a wattage keeps the standard efficacy", () => {
    expect(optionAttributes("CCT", "3000K", facts)).toEqual({ cctKelvin: 3000 });
    expect(optionAttributes("Wattage", "10W", facts)).toEqual({ wattage: 10, lumens: 720 });
    expect(optionAttributes("Wattage", "8W", facts)).toEqual({ wattage: 8, lumens: 580 });
    expect(optionAttributes("Wattage", "15W", facts)).toEqual({ wattage: 15, lumens: 1080 });
    expect(optionAttributes("Wattage", "8W", { wattage: null, lumens: null })).toEqual({ wattage: 8 });
    expect(optionAttributes("Finish", "Black", facts)).toEqual({ finish: "Black" });
    expect(optionAttributes("Sensor", "Photocell", facts)).toEqual({ sensor: "Photocell" });
    expect(optionAttributes("CCT", "Warm white", facts)).toEqual({});
    expect(optionAttributes("Other", "X", facts)).toEqual({});
  });
});

describe("#9.12 a configured product is described as configured everywhere", () => {
  it("the standard configuration is the SKU, at list price, its table naming one colour temperature", () => {
    const standard = configureProduct(product, {});
    expect(standard.isStandard).toBe(true);
    expect(standard.codes).toEqual([]);
    expect(standard.catalogNumber).toBe("EDL-4-10-40K");
    expect(standard.name).toBe(product.name);
    expect(standard.description).toBe(product.description);
    expect(standard.priceCents).toBe(4500);
    expect(spec(standard.specs, "CCT")).toBe("4000K");
    expect(spec(standard.specs, "Finish")).toBe("White");
    expect(standard.images[0]?.url).toBe("/media/fixtures/downlight-1.svg");
    expect(standard.documents.map((d) => d.url)).toEqual(product.documents.map((d) => d.url));
  });

  it("8W / 3000K / Black changes the title, catalog number, price, spec table, pictures and documents", () => {
    const configured = configureProduct(product, { CCT: "CCT-30K", Wattage: "WAT-8", Finish: "FIN-BK" });
    expect(configured.isStandard).toBe(false);
    expect(configured.codes).toEqual(["CCT-30K", "WAT-8", "FIN-BK"]);
    expect(configured.catalogNumber).toBe("EDL-4-8-30K-BK");
    expect(configured.name).toBe("EDL 4in 8W Recessed Downlight, 3000K, Black");
    expect(configured.description).toBe(
      "The EDL 4in 8W Recessed Downlight delivers 580 lumens at 73 lm/W in 3000K.",
    );
    expect(configured.priceCents).toBe(4500 + 400 + 1200);
    expect(configured.optionsCents).toBe(1600);
    expect(configured.facts).toMatchObject({ wattage: 8, lumens: 580, cctKelvin: 3000, finish: "Black" });
    expect(spec(configured.specs, "Wattage")).toBe("8W");
    expect(spec(configured.specs, "Lumens")).toBe("580 lm");
    expect(spec(configured.specs, "Efficacy")).toBe("73 lm/W");
    expect(spec(configured.specs, "CCT")).toBe("3000K");
    expect(spec(configured.specs, "Finish")).toBe("Black");
    // The added finish row sits with the electrical rows, before the ratings.
    expect(configured.specs.map((row) => row.label)).toEqual([
      "Wattage",
      "Lumens",
      "Efficacy",
      "CCT",
      "CRI",
      "Voltage",
      "Finish",
      "Rating",
      "Warranty",
    ]);
    expect(configured.images[0]).toEqual({
      url: "/media/fixtures/downlight-1.svg?finish=black&cct=3000",
      alt: "EDL 4in 8W Recessed Downlight, 3000K, Black – view 1",
    });
    expect(configured.images[1]?.url).toBe("https://cdn.example/photo.jpg");
    expect(configured.documents[0]).toMatchObject({
      url: "/media/spec-sheets/EDL-4-10-40K.pdf?option=CCT-30K,WAT-8,FIN-BK",
      title: "EDL-4-8-30K-BK Specification Sheet",
    });
    expect(configured.documents[1]?.url).toBe("/media/ies/EDL-4-10-40K.ies?option=CCT-30K,WAT-8,FIN-BK");
    // A shared guide is the same for every configuration.
    expect(configured.documents[2]?.url).toBe("/media/installation-guides/edl.pdf");
  });

  it("an unknown code in a selection keeps the group's default", () => {
    expect(configureProduct(product, { CCT: "CCT-99K" }).catalogNumber).toBe("EDL-4-10-40K");
  });
});

describe("configured names, descriptions and tables", () => {
  it("replaces tokens where the name says them and appends what it does not", () => {
    expect(
      configuredName("WPX Medium 40W Wall Pack, 4000K, Bronze", [
        { group: "Wattage", standard: "40W", chosen: "60W" },
        { group: "Finish", standard: "Bronze", chosen: "White" },
        { group: "Sensor", standard: "No sensor", chosen: "Photocell" },
      ]),
    ).toBe("WPX Medium 60W Wall Pack, 4000K, White, Photocell");
    // Mounting "Wall" is a part of its own, not the "Wall" of "Wall Pack".
    expect(
      configuredName("WPX 40W Wall Pack, Wall", [{ group: "Mounting", standard: "Wall", chosen: "Pole" }]),
    ).toBe("WPX 40W Wall Pack, Pole");
    expect(configuredName("TOL 140K", [{ group: "CCT", standard: "40K", chosen: "30K" }])).toBe(
      "TOL 140K, 30K",
    );
  });

  it("retells watts, lumens, efficacy and kelvins of the standard unit, and nothing else", () => {
    const configured = { ...facts, wattage: 60, lumens: 4320 };
    expect(
      configuredDescription(
        "Drawing only 10W, it replaces 100W HID units and produces 720 lumens (72 lm/W); 1720 lumens nearby.",
        facts,
        configured,
      ),
    ).toBe(
      "Drawing only 60W, it replaces 100W HID units and produces 4,320 lumens (72 lm/W); 1720 lumens nearby.",
    );
  });

  it("adds a mounting or sensor row only when an option sets it, and leaves unset rows alone", () => {
    const rows = parseSpecTable("Wattage: 10W::Dimming: 0-10V::Warranty: 5 years");
    const table = configuredSpecs(
      rows,
      { sensor: "Photocell" },
      { ...facts, finish: null, sensor: "Photocell" },
    );
    expect(table).toEqual([
      { label: "Wattage", value: "10W" },
      { label: "Dimming", value: "0-10V" },
      { label: "Sensor", value: "Photocell" },
      { label: "Warranty", value: "5 years" },
    ]);
  });

  it("reads option codes from every link form, at most twenty", () => {
    expect(optionCodesOf(new URLSearchParams("option=A,B&option=C&option-Finish=D&x=E"))).toEqual([
      "A",
      "B",
      "C",
      "D",
    ]);
    expect(optionCodesOf(new URLSearchParams(`option=${"X,".repeat(40)}`))).toHaveLength(20);
  });
});
