import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { type DemoCatalog, generateDemoCatalog } from "./demo/catalog.ts";
import { CatalogImportError, importCatalog } from "./import-catalog.ts";
import {
  badCsv,
  badSampleErrors,
  extraSpecLines,
  goodCsv,
  goodJson,
  root,
} from "./import-fixtures.test-support.ts";
import { type ImportRow, parseCatalogFile } from "./parse-catalog-file.ts";
import {
  categories,
  inventory,
  productDocuments,
  productOptions,
  products,
  series,
  warehouses,
} from "./schema.ts";
import { catalogHasStatistics, seedCatalog } from "./seed.ts";

/** Row counts of every catalogue table and one demo product as stored, with its options. */
async function snapshot(db: Db) {
  const tables = { categories, series, products, productOptions, productDocuments, inventory, warehouses };
  const rows: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ rows: count() }).from(table);
    rows[name] = row?.rows ?? 0;
  }
  const [product] = await db.select().from(products).where(eq(products.sku, "DLX-8-20-50K"));
  const options = await db
    .select({ code: productOptions.optionCode, price: productOptions.priceCents })
    .from(productOptions)
    .where(eq(productOptions.productId, product?.id ?? ""))
    .orderBy(asc(productOptions.position));
  return { rows, product, options };
}

async function productBySku(db: Db, sku: string) {
  const [row] = await db
    .select({
      product: products,
      categoryName: categories.name,
      categoryParentId: categories.parentId,
      seriesCode: series.code,
      seriesName: series.name,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(series, eq(series.id, products.seriesId))
    .where(eq(products.sku, sku));
  if (!row) throw new Error(`no product ${sku}`);
  const options = await db
    .select()
    .from(productOptions)
    .where(eq(productOptions.productId, row.product.id))
    .orderBy(asc(productOptions.position));
  const documents = await db
    .select({ type: productDocuments.type, title: productDocuments.title, url: productDocuments.url })
    .from(productDocuments)
    .where(eq(productDocuments.productId, row.product.id))
    .orderBy(asc(productDocuments.id));
  return { ...row, options, documents };
}

async function categoryByName(db: Db, name: string) {
  const [row] = await db.select().from(categories).where(eq(categories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row;
}

/** The demo catalogue as import rows, the way a manufacturer would export it. */
function demoAsImportRows(catalog: DemoCatalog): ImportRow[] {
  const categoryOf = new Map(
    catalog.categories.flatMap((category) =>
      category.subCategories.map(
        (sub) => [sub.slug, { category: category.name, subCategory: sub.name }] as const,
      ),
    ),
  );
  const seriesName = new Map(catalog.series.map((entry) => [entry.code, entry.name]));
  const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
  const rows = catalog.products.map((product) => ({
    sku: product.sku,
    productCode: product.productCode,
    name: product.name,
    description: product.description,
    ...categoryOf.get(product.subCategorySlug),
    series: product.seriesCode,
    seriesName: seriesName.get(product.seriesCode),
    listPrice: dollars(product.listPriceCents),
    wattage: product.wattage,
    lumens: product.lumens,
    cctKelvin: product.cctKelvin,
    cri: product.cri,
    voltage: product.voltage,
    dimming: product.dimming,
    ipRating: product.ipRating,
    dlcListing: product.dlcListing,
    mounting: product.mounting,
    warrantyYears: product.warrantyYears,
    dimensions: product.dimensions,
    application: product.application,
    extraSpecs: extraSpecLines(product.technicalSpecs),
    images: product.images.map((image) => image.url),
    options: product.options.map((option) => ({
      group: option.group,
      code: option.optionCode,
      name: option.name,
      segment: option.catalogSegment,
      price: dollars(option.priceCents),
    })),
    documents: product.documents,
    featured: product.featured,
  }));
  const parsed = parseCatalogFile(JSON.stringify({ products: rows }), "json");
  expect(parsed.errors).toEqual([]);
  return parsed.rows;
}

describe.each(testDatabaseKinds())("importCatalog on %s", (kind) => {
  let handle: TestDatabase;
  let db: Db;
  // Every test starts from the same demo catalogue, so each one's counts stand on their own.
  beforeEach(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    await seedCatalog(db, generateDemoCatalog({ products: 60 }));
  });
  afterEach(() => handle?.dispose());

  it("imports the sample CSV: new and updated products, exact cents, replaced options, new categories last", async () => {
    const before = await productBySku(db, "DLX-8-20-50K");
    const [topBefore] = await db
      .select({ last: max(categories.position) })
      .from(categories)
      .where(isNull(categories.parentId));
    const stockBefore = await db
      .select({ warehouseId: inventory.warehouseId, quantity: inventory.quantity })
      .from(inventory)
      .where(eq(inventory.productId, before.product.id))
      .orderBy(asc(inventory.warehouseId));

    const counts = await importCatalog(db, goodCsv, { format: "csv" });
    expect(counts).toEqual({
      created: 10,
      updated: 2,
      categoriesCreated: 1,
      subCategoriesCreated: 3,
      seriesCreated: 3,
      dryRun: false,
    });
    expect((await snapshot(db)).rows.products).toBe(70);

    // An existing product: same row, the file's values, options and documents replaced, stock kept.
    const updated = await productBySku(db, "DLX-8-20-50K");
    expect(updated.product.id).toBe(before.product.id);
    expect(updated.product.createdAt).toEqual(before.product.createdAt);
    expect(updated.product.updatedAt.getTime()).toBeGreaterThan(before.product.updatedAt.getTime());
    expect(updated.product.listPriceCents).toBe(7235);
    expect(updated.product.technicalSpecs).toBe(
      "Wattage: 20W::Lumens: 1,800 lm::Efficacy: 90 lm/W::CCT: 3000K/4000K/5000K::CRI: 90+::Voltage: 120-277V::Dimming: 0-10V::Rating: IP54::Warranty: 5 years::Dimensions: 9.6 dia x 4.2 in",
    );
    expect(before.options.map((option) => option.optionCode)).toContain("FIN-BK");
    expect(
      updated.options.map(({ optionCode, catalogSegment, priceCents, isDefault, position }) => ({
        optionCode,
        catalogSegment,
        priceCents,
        isDefault,
        position,
      })),
    ).toEqual([
      { optionCode: "CCT-50K", catalogSegment: "50K", priceCents: 0, isDefault: true, position: 1 },
      { optionCode: "CCT-40K", catalogSegment: "40K", priceCents: 400, isDefault: false, position: 2 },
      { optionCode: "CCT-30K", catalogSegment: "30K", priceCents: 400, isDefault: false, position: 3 },
      { optionCode: "FIN-WH", catalogSegment: "WH", priceCents: 0, isDefault: true, position: 4 },
      { optionCode: "FIN-BZ", catalogSegment: "BZ", priceCents: 1400, isDefault: false, position: 5 },
    ]);
    expect(before.documents.map((document) => document.type)).toContain("ies_file");
    expect(updated.documents.map((document) => document.type)).toEqual(["spec_sheet", "installation_guide"]);
    expect(
      await db
        .select({ warehouseId: inventory.warehouseId, quantity: inventory.quantity })
        .from(inventory)
        .where(eq(inventory.productId, before.product.id))
        .orderBy(asc(inventory.warehouseId)),
    ).toEqual(stockBefore);

    // A new product in a new category and series.
    const created = await productBySku(db, "TRK-H1-12-30K");
    expect(created.product).toMatchObject({
      productCode: "P300101",
      name: "TRK 12W Track Head, 3000K",
      listPriceCents: 8915,
      link: "/product/trk-h1-12-30k",
      featured: true,
      wattage: 12,
      cctKelvin: 3000,
      dlcListing: null,
      technicalSpecs:
        "Wattage: 12W::Lumens: 1,020 lm::Efficacy: 85 lm/W::CCT: 2700K/3000K/3500K::CRI: 90+::Beam: 24° spot::Voltage: 120V::Dimming: TRIAC/ELV::Rating: IP20::Warranty: 5 years::Dimensions: 2.9 dia x 5.1 in",
      images: [
        { url: "/media/fixtures/gimbal-1.svg", alt: "TRK 12W Track Head, 3000K – view 1" },
        { url: "/media/fixtures/gimbal-5.svg", alt: "TRK 12W Track Head, 3000K – view 2" },
      ],
    });
    expect(created.options).toHaveLength(8);
    expect(created.documents.at(-1)).toEqual({
      type: "ies_file",
      title: "TRK-H1-12-30K Photometric Data (IES)",
      url: "https://files.lumenor.example/ies/TRK-H1-12-30K.ies",
    });
    expect(created).toMatchObject({
      categoryName: "Track Heads",
      seriesCode: "TRK",
      seriesName: "TRK Track Spotlight",
    });

    // New categories go after the existing ones; new sub-categories after their siblings.
    const track = await categoryByName(db, "Track Lighting");
    expect(track).toMatchObject({
      slug: "Track-Lighting",
      parentId: null,
      position: (topBefore?.last ?? 0) + 1,
      imageNames: "gimbal-1.svg,gimbal-5.svg,gimbal-2.svg",
    });
    expect(created.categoryParentId).toBe(track.id);
    expect(await categoryByName(db, "Track Wall Washers")).toMatchObject({ parentId: track.id, position: 2 });
    const panels = await categoryByName(db, "Troffers and Panels");
    expect(await categoryByName(db, "Backlit Panels")).toMatchObject({ parentId: panels.id, position: 5 });

    // An existing series keeps its name when the file leaves seriesName empty.
    expect(await productBySku(db, "FPN-24-50-40K-HE")).toMatchObject({
      categoryName: "Flat Panels",
      seriesCode: "FPN",
      seriesName: "FPN Edge-Lit Flat Panel",
    });
  });

  it("re-importing the same file updates every product and duplicates nothing", async () => {
    await importCatalog(db, goodCsv, { format: "csv" });
    const first = await snapshot(db);
    const again = await importCatalog(db, goodCsv, { format: "csv" });
    expect(again).toEqual({
      created: 0,
      updated: 12,
      categoriesCreated: 0,
      subCategoriesCreated: 0,
      seriesCreated: 0,
      dryRun: false,
    });
    const second = await snapshot(db);
    expect(second.rows).toEqual(first.rows);
    expect(second.options).toEqual(first.options);
    expect({ ...second.product, updatedAt: null }).toEqual({ ...first.product, updatedAt: null });
  });

  it("imports the sample JSON, with prices given as numbers", async () => {
    const counts = await importCatalog(db, goodJson, { format: "json" });
    expect(counts).toEqual({
      created: 2,
      updated: 1,
      categoriesCreated: 1,
      subCategoriesCreated: 1,
      seriesCreated: 1,
      dryRun: false,
    });
    const pendant = await productBySku(db, "SCX-4-40-40K");
    expect(pendant.product).toMatchObject({ productCode: "P100006", listPriceCents: 12150, featured: true });
    expect(pendant.options.map((option) => [option.optionCode, option.priceCents, option.isDefault])).toEqual(
      [
        ["CCT-40K", 0, true],
        ["CCT-35K", 400, false],
        ["MNT-ST", 0, true],
        ["MNT-AC", 1500, false],
      ],
    );
    expect(await productBySku(db, "WMS-MN-12-40K-HE")).toMatchObject({
      product: { listPriceCents: 9650 },
      categoryName: "Mini Wall Packs",
      seriesCode: "WMS",
    });
  });

  it("a file with bad rows reports each with its line and changes nothing", async () => {
    const before = await snapshot(db);
    const failure = await importCatalog(db, badCsv, { format: "csv" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogImportError);
    expect(failure).toMatchObject({ code: "VALIDATION", message: "The catalogue file has 6 bad rows" });
    expect((failure as CatalogImportError).errors).toEqual(badSampleErrors);
    expect(await snapshot(db)).toEqual(before);
  });

  it("rows that clash with the database are reported with their lines and change nothing", async () => {
    const edits: Record<string, Partial<ImportRow["product"]>> = {
      // P100003 is the demo's TOL-HB-150-50K.
      "TRK-H1-12-30K": { productCode: "P100003" },
      "BLP-22-30-40K": { category: "Downlights", subCategory: "Flat Panels" },
      "BLP-24-40-40K": { category: "Wall Sconces" },
      "DLX-6-18-40K-HE": { subCategory: "Downlights" },
    };
    const rows = parseCatalogFile(goodCsv, "csv").rows.map((row) => ({
      ...row,
      product: { ...row.product, ...edits[row.product.sku] },
    }));
    const before = await snapshot(db);
    const failure = await importCatalog(db, rows).catch((error: unknown) => error);
    expect((failure as CatalogImportError).errors).toEqual([
      { line: 2, message: 'productCode: "P100003" already belongs to product TOL-HB-150-50K' },
      {
        line: 9,
        message:
          'subCategory: "Flat Panels" belongs to category "Troffers and Panels" (category names are unique across the tree)',
      },
      {
        line: 10,
        message: 'category: "Wall Sconces" is a sub-category of "Wall Packs", not a top-level category',
      },
      { line: 13, message: 'subCategory: "Downlights" is a top-level category' },
    ]);
    expect(await snapshot(db)).toEqual(before);
  });

  it("a failure while writing leaves nothing half-written", async () => {
    // The last product's spec sheet is the last row the import writes; the database refuses it
    // after categories, series, products and options are in.
    await db.execute(
      sql.raw(`create function refuse_document() returns trigger language plpgsql as $$
        begin
          if new.url = '/media/spec-sheets/DLX-6-18-40K-HE.pdf' then
            raise exception 'document store unavailable';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        "create trigger refuse_document before insert on product_documents for each row execute function refuse_document()",
      ),
    );
    const before = await snapshot(db);
    await expect(importCatalog(db, goodCsv, { format: "csv" })).rejects.toThrow();
    expect(await snapshot(db)).toEqual(before);
    expect(await db.select().from(categories).where(eq(categories.name, "Track Lighting"))).toEqual([]);
    expect(
      await db
        .select()
        .from(series)
        .where(inArray(series.code, ["TRK", "TWW", "BLP"])),
    ).toEqual([]);
  });

  it("#9.23 a real import gathers the planner's statistics for the search tables; a dry run does not", async () => {
    expect(await catalogHasStatistics(db)).toBe(false);
    await importCatalog(db, goodCsv, { format: "csv", dryRun: true });
    expect(await catalogHasStatistics(db)).toBe(false);
    await importCatalog(db, goodCsv, { format: "csv" });
    expect(await catalogHasStatistics(db)).toBe(true);
  });

  it("a dry run checks and counts but writes nothing", async () => {
    const before = await snapshot(db);
    const counts = await importCatalog(db, goodCsv, { format: "csv", dryRun: true });
    expect(counts).toMatchObject({ created: 10, updated: 2, categoriesCreated: 1, dryRun: true });
    expect(await snapshot(db)).toEqual(before);
  });

  it("writes large files in batches, storing what the demo generator would", async () => {
    // Into an empty database: every category, series and product comes from the file.
    await handle.dispose();
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    const catalog = generateDemoCatalog({ products: 1200, seed: 9 });
    const counts = await importCatalog(db, demoAsImportRows(catalog));
    expect(counts).toEqual({
      created: 1200,
      updated: 0,
      categoriesCreated: catalog.categories.length,
      subCategoriesCreated: catalog.categories.reduce((total, c) => total + c.subCategories.length, 0),
      seriesCreated: new Set(catalog.products.map((product) => product.seriesCode)).size,
      dryRun: false,
    });
    const stored = await db
      .select({
        sku: products.sku,
        technicalSpecs: products.technicalSpecs,
        link: products.link,
        listPriceCents: products.listPriceCents,
        images: products.images,
      })
      .from(products);
    expect(new Map(stored.map((row) => [row.sku, row]))).toEqual(
      new Map(
        catalog.products.map(({ sku, technicalSpecs, link, listPriceCents, images }) => [
          sku,
          { sku, technicalSpecs, link, listPriceCents, images },
        ]),
      ),
    );
    const [options] = await db.select({ rows: count() }).from(productOptions);
    expect(options?.rows).toBe(
      catalog.products.reduce((total, product) => total + product.options.length, 0),
    );
  });
});

describe("npm run catalog:import", () => {
  const script = path.join(root, "scripts/catalog-import.ts");
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "catalog-import-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      cwd: root,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, MIGRATIONS_DIR: "./drizzle" },
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it("exits 1 on a file with bad rows, listing each bad line", () => {
    const result = run("samples/catalog-import-bad.csv");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("samples/catalog-import-bad.csv: 6 bad rows; nothing was imported.");
    for (const { line, message } of badSampleErrors) {
      expect(result.stderr).toContain(`  line ${line}: ${message}`);
    }
  });

  it("imports a good file into the embedded database; a dry run before it writes nothing", () => {
    const dry = run("samples/catalog-import.csv", "--dry-run");
    expect(dry.status).toBe(0);
    expect(dry.stderr).toContain("the server must be stopped");
    expect(dry.stdout).toContain(
      "Dry run: the file is valid and would import 12 new and 0 updated products, 3 new categories, 6 new sub-categories and 6 new series.",
    );
    const real = run("samples/catalog-import.csv");
    expect(real.status).toBe(0);
    expect(real.stdout).toMatch(
      /Imported 12 new and 0 updated products, 3 new categories, 6 new sub-categories and 6 new series in \d+\.\d\d s/,
    );
    // Two processes, each creating or opening an embedded database on disk.
  }, 120_000);
});
