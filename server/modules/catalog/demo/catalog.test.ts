import { describe, expect, it } from "vitest";
import { splitSpecs } from "../../../../lib/catalog/catalog.ts";
import { asFixtureFinish, fixtureFinishes } from "../../../../lib/catalog/fixture-images.ts";
import { optionGroups } from "../schema.ts";
import { type DemoCatalog, type DemoProduct, generateDemoCatalog } from "./catalog.ts";

const demo = generateDemoCatalog({ products: 360 });
const large = generateDemoCatalog({ products: 5000, seed: 99 });

const subCategoriesOf = (catalog: DemoCatalog) =>
  catalog.categories.flatMap((category) => category.subCategories);
const kindOf = (product: DemoProduct) =>
  /\/media\/fixtures\/([a-z]+)-\d+\.svg$/.exec(product.images[0]?.url ?? "")?.[1];
const specValue = (product: DemoProduct, label: string) =>
  splitSpecs(product.technicalSpecs)
    .find((line) => line.startsWith(`${label}: `))
    ?.slice(label.length + 2);

/** Plausible wattage per fixture kind, from real product ranges; null: the kind has no wattage. */
const wattageRanges: Record<string, readonly [number, number] | null> = {
  downlight: [8, 30],
  disk: [8, 30],
  gimbal: [8, 30],
  cylinder: [10, 40],
  troffer: [20, 60],
  panel: [20, 60],
  highbay: [100, 300],
  lowbay: [40, 100],
  linearbay: [100, 320],
  pendant: [20, 80],
  linear: [10, 80],
  strip: [10, 80],
  wraparound: [15, 50],
  wallpack: [10, 120],
  sconce: [8, 30],
  area: [75, 450],
  posttop: [30, 150],
  roadway: [40, 250],
  flood: [15, 300],
  canopy: [20, 200],
  garage: [30, 100],
  vaportight: [20, 80],
  jellyjar: [8, 25],
  bollard: [8, 30],
  pathlight: [3, 10],
  landscape: [3, 20],
  inground: [5, 25],
  exit: [1, 5],
  emergency: [1, 10],
  sensor: null,
  photocell: null,
  controls: null,
};

describe("generateDemoCatalog", () => {
  it("is deterministic for a seed and varies between seeds", () => {
    expect(generateDemoCatalog({ products: 300, seed: 7 })).toEqual(
      generateDemoCatalog({ products: 300, seed: 7 }),
    );
    expect(generateDemoCatalog({ products: 300, seed: 8 }).products).not.toEqual(
      generateDemoCatalog({ products: 300, seed: 7 }).products,
    );
  });

  it("has at least 12 top-level categories with positions 1..N, descriptions and 1-3 images", () => {
    expect(demo.categories.length).toBeGreaterThanOrEqual(12);
    expect(demo.categories.map((category) => category.position)).toEqual(
      demo.categories.map((_, index) => index + 1),
    );
    for (const category of [...demo.categories, ...subCategoriesOf(demo)]) {
      expect(category.name).not.toContain("-");
      expect(category.slug).toBe(category.name.replaceAll(" ", "-"));
      expect(category.description.length).toBeGreaterThan(40);
      const images = category.imageNames.split(",");
      expect(images.length).toBeGreaterThanOrEqual(1);
      expect(images.length).toBeLessThanOrEqual(3);
      for (const image of images) expect(image).toMatch(/^[a-z]+-\d{1,2}\.svg$/);
    }
  });

  it("has at least 40 sub-categories, 3-5 per category, with unique slugs", () => {
    const subCategories = subCategoriesOf(demo);
    expect(subCategories.length).toBeGreaterThanOrEqual(40);
    for (const category of demo.categories) {
      expect(category.subCategories.length).toBeGreaterThanOrEqual(3);
      expect(category.subCategories.length).toBeLessThanOrEqual(5);
      expect(category.subCategories.map((sub) => sub.position)).toEqual(
        category.subCategories.map((_, index) => index + 1),
      );
    }
    // The database's unique index is on lower(slug), across both levels.
    const slugs = [...demo.categories, ...subCategories].map((category) => category.slug.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("has the SCX and TOL series among at least 30, and their flagship products", () => {
    const codes = demo.series.map((entry) => entry.code);
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(codes).size).toBe(codes.length);
    expect(demo.series.find((entry) => entry.code === "SCX")?.name).toBe("SCX Linear Architectural");
    expect(demo.series.find((entry) => entry.code === "TOL")?.name).toBe("TOL Tunable Optics Luminaire");
    const scx = demo.products.find((product) => product.sku.startsWith("SCX-4-40"));
    expect(scx).toMatchObject({ seriesCode: "SCX", name: "SCX 4ft 40W Linear Pendant, 4000K" });
    expect(demo.products.some((product) => product.sku.startsWith("TOL-HB-150"))).toBe(true);
    const seriesCodes = new Set(codes);
    for (const product of large.products) expect(seriesCodes.has(product.seriesCode)).toBe(true);
  });

  it("makes exactly the requested number of products with unique SKUs and product codes", () => {
    expect(large.products).toHaveLength(5000);
    expect(new Set(large.products.map((product) => product.sku)).size).toBe(5000);
    expect(new Set(large.products.map((product) => product.productCode)).size).toBe(5000);
    for (const product of large.products) {
      expect(product.productCode).toMatch(/^P\d{6,7}$/);
      expect(product.sku).toMatch(/^[A-Z]{3}-[A-Z0-9-]+$/);
      expect(product.sku.startsWith(`${product.seriesCode}-`)).toBe(true);
      expect(product.link).toBe(`/product/${product.sku.toLowerCase()}`);
    }
  });

  it("puts products in every sub-category and only in sub-categories", () => {
    for (const catalog of [demo, large]) {
      const used = new Set(catalog.products.map((product) => product.subCategorySlug));
      expect([...used].sort()).toEqual(
        subCategoriesOf(catalog)
          .map((sub) => sub.slug)
          .sort(),
      );
    }
  });

  it("writes realistic, ::-separated specs whose wattage fits the fixture kind", () => {
    for (const product of large.products) {
      const kind = kindOf(product) ?? "";
      expect(Object.keys(wattageRanges)).toContain(kind);
      expect(product.technicalSpecs).toContain("::");
      expect(splitSpecs(product.technicalSpecs).every((line) => /^[A-Z][A-Za-z /]+: \S/.test(line))).toBe(
        true,
      );
      const range = wattageRanges[kind];
      if (range) {
        const [min, max] = range;
        expect(product.wattage).toBeGreaterThanOrEqual(min);
        expect(product.wattage).toBeLessThanOrEqual(max);
        expect(specValue(product, "Wattage")).toBe(`${product.wattage}W`);
      } else {
        expect(product.wattage).toBeNull();
        expect(product.lumens).toBeNull();
        expect(specValue(product, "Lumens")).toBeUndefined();
      }
      if (product.lumens !== null) {
        expect(specValue(product, "Lumens")).toBe(`${product.lumens.toLocaleString("en-US")} lm`);
        const efficacy = product.lumens / (product.wattage ?? 1);
        expect(efficacy).toBeGreaterThan(60);
        expect(efficacy).toBeLessThan(170);
      }
      if (product.cctKelvin !== null) expect(specValue(product, "CCT")).toContain(`${product.cctKelvin}K`);
      expect(specValue(product, "Warranty")).toBe(`${product.warrantyYears} years`);
      expect(specValue(product, "Dimensions")).toBe(product.dimensions);
      expect(product.listPriceCents).toBeGreaterThanOrEqual(2_000);
      expect(product.listPriceCents).toBeLessThanOrEqual(90_000);
      expect(product.description.split(". ").length).toBeGreaterThanOrEqual(2);
    }
  });

  it("offers 3-8 options with exactly one default per group", () => {
    for (const product of large.products) {
      const { options } = product;
      expect(options.length).toBeGreaterThanOrEqual(3);
      expect(options.length).toBeLessThanOrEqual(8);
      expect(new Set(options.map((option) => option.optionCode)).size).toBe(options.length);
      expect(options.map((option) => option.position)).toEqual(options.map((_, index) => index + 1));
      const groups = [...new Set(options.map((option) => option.group))];
      // Groups appear in catalog-number order.
      expect(groups).toEqual(optionGroups.filter((group) => groups.includes(group)));
      for (const group of groups) {
        const inGroup = options.filter((option) => option.group === group);
        expect(inGroup.filter((option) => option.isDefault)).toHaveLength(1);
        expect(inGroup.length).toBeGreaterThanOrEqual(2);
      }
      for (const option of options) {
        expect(option.optionCode).toBe(`${option.optionCode.split("-")[0]}-${option.catalogSegment}`);
        if (option.isDefault) expect(option.priceCents).toBe(0);
        // #9.13: a lower wattage costs nothing extra; every other choice adds to the price.
        else if (option.group === "Wattage" && Number.parseInt(option.name, 10) < (product.wattage ?? 0)) {
          expect(option.priceCents).toBe(0);
        } else expect(option.priceCents).toBeGreaterThan(0);
      }
      const defaultCct = options.find((option) => option.group === "CCT" && option.isDefault);
      if (defaultCct) expect(defaultCct.name).toBe(`${product.cctKelvin}K`);
    }
  });

  it("attaches images, documents and stock in every warehouse", () => {
    const warehouseCodes = demo.warehouses.map((warehouse) => warehouse.code);
    expect(warehouseCodes.length).toBeGreaterThanOrEqual(4);
    expect(warehouseCodes.length).toBeLessThanOrEqual(5);
    for (const product of large.products) {
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(3);
      product.images.forEach((image, index) => {
        expect(image.alt).toBe(`${product.name} – view ${index + 1}`);
      });
      const types = product.documents.map((document) => document.type);
      expect(new Set(types).size).toBe(types.length);
      expect(product.documents).toContainEqual(
        expect.objectContaining({ type: "spec_sheet", url: `/media/spec-sheets/${product.sku}.pdf` }),
      );
      expect(types).toContain("installation_guide");
      expect(types.includes("ies_file")).toBe(product.lumens !== null);
      expect(product.inventory.map((stock) => stock.warehouseCode)).toEqual(warehouseCodes);
    }
    const quantities = large.products.flatMap((product) => product.inventory.map((stock) => stock.quantity));
    expect(quantities.some((quantity) => quantity === 0)).toBe(true);
    expect(quantities.every((quantity) => Number.isInteger(quantity) && quantity >= 0)).toBe(true);
  });

  it("#32.1 gives every product a plausible boxed weight, carton and lead time", () => {
    const weightLb = (product: DemoProduct) => (product.shipWeightOz ?? 0) / 16;
    const ofKind = (kind: string) => demo.products.filter((product) => kindOf(product) === kind);
    for (const product of demo.products) {
      expect(product.shipWeightOz, product.sku).toBeGreaterThan(0);
      const sides = [product.cartonLengthIn, product.cartonWidthIn, product.cartonHeightIn] as number[];
      expect(
        sides.every((side) => Number.isInteger(side) && side > 0),
        product.sku,
      ).toBe(true);
      expect(
        [...sides].sort((a, b) => b - a),
        product.sku,
      ).toEqual(sides);
      expect(product.leadTimeDays, product.sku).toBeGreaterThanOrEqual(1);
    }
    const fourInch = demo.products.filter(
      (p) => kindOf(p) === "downlight" && p.dimensions?.startsWith("4.9"),
    );
    expect(fourInch.length).toBeGreaterThan(0);
    for (const product of fourInch) {
      expect(weightLb(product), product.sku).toBeGreaterThan(0.7);
      expect(weightLb(product), product.sku).toBeLessThan(1.5);
    }
    for (const product of ofKind("highbay")) {
      expect(weightLb(product), product.sku).toBeGreaterThanOrEqual(10);
      expect(weightLb(product), product.sku).toBeLessThanOrEqual(15);
    }
    for (const product of ofKind("area")) expect(weightLb(product), product.sku).toBeGreaterThan(17);
  });

  it("features about ten products in the default catalogue", () => {
    const featured = demo.products.filter((product) => product.featured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(12);
  });

  it("generates 100,000 products quickly", () => {
    const started = performance.now();
    const catalog = generateDemoCatalog({ products: 100_000 });
    const elapsed = performance.now() - started;
    console.log(`generated 100,000 products in ${Math.round(elapsed)} ms`);
    expect(catalog.products).toHaveLength(100_000);
    expect(new Set(catalog.products.map((product) => product.sku)).size).toBe(100_000);
  });
});

describe("#9.13 a coherent catalogue", () => {
  for (const size of [360, 100_000]) {
    it(`#9.13 unique names, light that follows watts, variants that match their standard (${size.toLocaleString("en-US")} products)`, () => {
      const { products } = generateDemoCatalog({ products: size });
      expect(new Set(products.map((product) => product.name)).size).toBe(products.length);
      const bySku = new Map(products.map((product) => [product.sku, product]));
      const familyKinds = new Map<string, string>();
      for (const product of products) {
        const parts = product.sku.split("-");
        // Lumens follow wattage and efficacy, as the spec lines say.
        if (product.lumens !== null && product.wattage) {
          expect(specValue(product, "Efficacy")).toBe(`${Math.round(product.lumens / product.wattage)} lm/W`);
        }
        // A variant (another finish or mounting, or a later generation) is its standard fixture: same
        // kind, at least as much light, never cheaper.
        const standard = bySku.get(parts.slice(0, -1).join("-"));
        if (standard) {
          expect(product.subCategorySlug, product.sku).toBe(standard.subCategorySlug);
          expect(product.listPriceCents, product.sku).toBeGreaterThanOrEqual(standard.listPriceCents);
          if (/^G\d+$/.test(parts.at(-1) ?? ""))
            expect(product.lumens ?? 0).toBeGreaterThanOrEqual(standard.lumens ?? 0);
          else expect(product.lumens, product.sku).toBe(standard.lumens);
        }
        // Finishes match their drawings: the pictures show the standard finish, and every finish offered
        // is one the drawings can show when it is chosen.
        const finishes = product.options.filter((option) => option.group === "Finish");
        for (const finish of finishes) expect(asFixtureFinish(finish.name), finish.name).toBeDefined();
        const standardFinish = finishes.find((option) => option.isDefault)?.name;
        for (const image of product.images) {
          const variant = Number(/-(\d+)\.svg$/.exec(image.url)?.[1]);
          if (standardFinish) expect(fixtureFinishes[(variant - 1) % 4], product.sku).toBe(standardFinish);
        }
        // One series and size is one kind of fixture.
        const family = `${parts[0]}-${parts[1]}`;
        const kind = familyKinds.get(family) ?? product.subCategorySlug;
        familyKinds.set(family, kind);
        expect(product.subCategorySlug, product.sku).toBe(kind);
        // A wattage option costs what its extra watts add, and a lower one nothing.
        const wattages = product.options
          .filter((option) => option.group === "Wattage")
          .map((option) => ({ watts: Number.parseInt(option.name, 10), cents: option.priceCents }))
          .sort((a, b) => a.watts - b.watts);
        for (const [index, option] of wattages.entries()) {
          if (index > 0) expect(option.cents).toBeGreaterThanOrEqual(wattages[index - 1]?.cents ?? 0);
          if (option.watts <= (product.wattage ?? 0)) expect(option.cents).toBe(0);
        }
      }
    });
  }
});
