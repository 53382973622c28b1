import { PDFCheckBox, PDFDocument, PDFTextField } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOAD_FORMS, LITERATURE_PAGE_SIZE } from "../../../lib/literature/contract.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices, type Services } from "../../services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { goodCsv } from "../catalog/import-fixtures.test-support.ts";
import { type DemoCatalog, generateDemoCatalog, importCatalog, seedCatalog } from "../catalog/index.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";

const BRAND = "Northwind Lighting";

async function pdfOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, pdf: await PDFDocument.load(bytes), text: await pdfText(bytes) };
}

/** The text drawn on each page, to check where a chapter starts. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const pages: string[] = [];
  for (let index = 0; index < pdf.getPageCount(); index++) {
    const single = await PDFDocument.create();
    const [copy] = await single.copyPages(pdf, [index]);
    if (copy) single.addPage(copy);
    pages.push(await pdfText(await single.save({ useObjectStreams: false })));
  }
  return pages;
}

describe.each(testDatabaseKinds())("catalogues, literature and forms on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let catalog: DemoCatalog;
  const config = toPublicConfig(loadEnv({ BRAND_NAME: BRAND }));

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 120 });
    await seedCatalog(harness.database.db, catalog);
    services = await createServices(harness.database, testServiceSettings());
    app = createApp({
      services,
      config,
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("pages are not part of these tests");
      },
    });
  });
  afterAll(async () => harness?.dispose());

  it("ROUTE-04 lists one printed catalogue per category with products, in menu order", async () => {
    const catalogues = await services.literature.catalogues();
    const withProducts = catalog.categories.filter((category) =>
      catalog.products.some((product) =>
        category.subCategories.some((sub) => sub.slug === product.subCategorySlug),
      ),
    );
    expect(catalogues.map((entry) => entry.name)).toEqual(withProducts.map((category) => category.name));
    const downlights = catalogues.find((entry) => entry.name === "Downlights");
    expect(downlights?.url).toBe("/catalogs/downlights.pdf");
    expect(downlights?.sectionNames).toContain("Recessed Downlights");
    const total = catalogues.reduce((sum, entry) => sum + entry.productCount, 0);
    expect(total).toBe(catalog.products.length);
  });

  it("ROUTE-04 a category's catalogue PDF: cover with the brand, contents with page numbers, product tables", async () => {
    const response = await app.request("/catalogs/High-Bays.pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="Northwind_Lighting-High-Bays-Catalog.pdf"',
    );
    const { bytes, pdf, text } = await pdfOf(response);
    expect(pdf.getTitle()).toBe(`${BRAND} High Bays Catalog`);
    const products = catalog.products.filter((product) =>
      catalog.categories
        .find((category) => category.name === "High Bays")
        ?.subCategories.some((sub) => sub.slug === product.subCategorySlug),
    );
    expect(products.length).toBeGreaterThan(3);
    expect(text).toContain(BRAND);
    expect(text).toContain("High Bays Catalog");
    expect(text).toContain("Contents");
    for (const header of [
      "SKU",
      "Product and spec lines",
      "Watts",
      "Lumens",
      "CCT",
      "CRI",
      "DLC",
      "List price",
    ]) {
      expect(text).toContain(header);
    }
    for (const product of products) expect(text).toContain(product.sku);
    const rated = products.find((product) => product.dlcListing && product.lumens);
    expect(rated).toBeDefined();
    // A spec line the table's columns do not show, under the product's name.
    for (const label of ["Efficacy:", "Voltage:", "Warranty:"]) expect(text).toContain(label);
    // The contents' page numbers name the page each family's heading is on.
    const pages = await pageTexts(bytes);
    expect(pages.length).toBe(pdf.getPageCount());
    const cover = (pages[0] ?? "").split("\n");
    const families = [...new Set(products.map((product) => product.subCategorySlug))];
    expect(families.length).toBeGreaterThan(0);
    const entries = cover.filter((line) => / \(\d+ products\)$/.test(line));
    expect(entries.length).toBe(families.length);
    // The numbers are written once the families are drawn: the cover's last lines before its footer (3 lines).
    const numbers = cover.slice(-(entries.length + 3), -3).map(Number);
    for (const [index, entry] of entries.entries()) {
      const name = entry.replace(/ {2}\(\d+ products\)$/, "");
      const number = numbers[index] ?? 0;
      expect(Number.isInteger(number) && number >= 2, `${name} → ${number}`).toBe(true);
      expect(pages[number - 1]?.split("\n")).toContain(name);
    }
  });

  it("ROUTE-04 an unknown catalogue or a name that is not a PDF answers 404", async () => {
    expect((await app.request("/catalogs/no-such-category.pdf")).status).toBe(404);
    expect((await app.request("/catalogs/downlights.txt")).status).toBe(404);
    expect((await app.request("/literature/brochures/zzz.pdf")).status).toBe(404);
    expect((await app.request("/download-forms/w-9.pdf")).status).toBe(404);
  });

  it("ROUTE-17 a series brochure: the range, reasons to specify drawn from its products, every configuration", async () => {
    const tol = catalog.products.filter((product) => product.seriesCode === "TOL");
    expect(tol.length).toBeGreaterThan(0);
    const response = await app.request("/literature/brochures/tol.pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'inline; filename="Northwind_Lighting-TOL-Series-Brochure.pdf"',
    );
    const { pdf, text } = await pdfOf(response);
    expect(pdf.getTitle()).toBe("TOL Tunable Optics Luminaire Brochure");
    expect(text).toContain("Why specify TOL Tunable Optics Luminaire");
    expect(text).toContain("The range");
    const best = Math.max(...tol.map((p) => (p.lumens && p.wattage ? Math.round(p.lumens / p.wattage) : 0)));
    expect(text).toContain(`Up to ${best} lumens per watt.`);
    for (const product of tol) expect(text).toContain(product.sku);
  });

  it("ROUTE-17 installation guides carry safety warnings, installation steps and wiring notes", async () => {
    const guide = catalog.products[0]?.documents.find((document) => document.type === "installation_guide");
    expect(guide).toBeDefined();
    const { text } = await pdfOf(await app.request(guide?.url ?? ""));
    for (const heading of ["Safety warnings", "Installation", "Wiring notes"])
      expect(text).toContain(heading);
    expect(text).toMatch(/WARNING - Risk of electric shock/);
  });

  it("ROUTE-17 the literature list: catalogues, brochures, guides, spec sheets; filtered by category and type; paged", async () => {
    const all = await services.literature.list({ page: 1 });
    expect(all.items).toHaveLength(LITERATURE_PAGE_SIZE);
    expect(all.items[0]?.type).toBe("catalog");
    const types = new Set<string>();
    for (let page = 1; page <= all.pageCount; page++) {
      for (const item of (await services.literature.list({ page })).items) types.add(item.type);
    }
    expect(types).toEqual(new Set(["catalog", "brochure", "installation_guide", "spec_sheet"]));
    const specSheets = new Set(catalog.products.map((product) => `/media/spec-sheets/${product.sku}.pdf`));
    const sheets = await services.literature.list({ page: 1, type: "spec_sheet" });
    expect(sheets.total).toBe(specSheets.size);

    // One category and one type; the last page holds the remainder.
    const highBays = await services.literature.list({ page: 1, category: "high-bays", type: "spec_sheet" });
    const expected = catalog.products.filter((product) =>
      catalog.categories
        .find((category) => category.name === "High Bays")
        ?.subCategories.some((sub) => sub.slug === product.subCategorySlug),
    );
    expect(highBays.total).toBe(expected.length);
    expect(
      highBays.items.every((item) => item.type === "spec_sheet" && item.categoryName === "High Bays"),
    ).toBe(true);
    const brochures = await services.literature.list({ page: 1, category: "High-Bays", type: "brochure" });
    expect(brochures.items.map((item) => item.url)).toContain("/literature/brochures/tol.pdf");
    expect(brochures.items.every((item) => item.categoryName === "High Bays")).toBe(true);

    // Pages cover every entry once, across the fixed entries and the paged documents.
    const seen: string[] = [];
    for (let page = 1; page <= all.pageCount; page++) {
      seen.push(...(await services.literature.list({ page })).items.map((item) => item.url));
    }
    expect(seen.length).toBe(all.total);
    expect(new Set(seen).size).toBe(all.total);
    expect((await services.literature.list({ page: all.pageCount + 1 })).items).toEqual([]);
    expect((await services.literature.list({ page: 1, category: "no-such-thing" })).total).toBe(0);
  });

  it.each(DOWNLOAD_FORMS.map((form) => [form.slug, form] as const))(
    "ROUTE-22 the %s form is a fillable PDF with its pages, fields and the brand",
    async (slug, form) => {
      const response = await app.request(`/download-forms/${slug}.pdf`);
      expect(response.headers.get("content-disposition")).toMatch(
        new RegExp(`^inline; filename="Northwind_Lighting-${form.title.replace(/ /g, "_")}\\.pdf"$`),
      );
      const { pdf, text } = await pdfOf(response);
      expect(pdf.getPageCount()).toBe(form.pages);
      expect(pdf.getTitle()).toBe(`${BRAND} ${form.title}`);
      expect(text).toContain(form.title);
      expect(text).toContain(BRAND);
      const fields = pdf.getForm().getFields();
      expect(fields.some((field) => field instanceof PDFTextField)).toBe(true);
      expect(fields.some((field) => field instanceof PDFCheckBox)).toBe(true);
      const names = fields.map((field) => field.getName());
      expect(names.some((name) => name.endsWith(".signature"))).toBe(true);
      // A filled-in field keeps its value through a save and a load.
      const first = fields.find((field) => field instanceof PDFTextField);
      first?.setText("Acme Electric");
      const reloaded = await PDFDocument.load(await pdf.save());
      expect(
        reloaded
          .getForm()
          .getTextField(first?.getName() ?? "")
          .getText(),
      ).toBe("Acme Electric");
    },
  );

  it("ROUTE-22 the credit application has its sections: company, trade references, bank reference, signature", async () => {
    const { text, pdf } = await pdfOf(await app.request("/download-forms/credit-application.pdf"));
    for (const section of [
      "1. Company",
      "3. Trade references",
      "4. Bank reference",
      "5. Terms and signature",
    ]) {
      expect(text).toContain(section);
    }
    const names = pdf
      .getForm()
      .getFields()
      .map((field) => field.getName());
    expect(names).toEqual(expect.arrayContaining(["trade1.company", "trade3.phone", "bank.name"]));
  });

  // Last: the import changes the catalogue the other tests read.
  it("ROUTE-04 a catalogue is drawn once per catalogue version: an import draws it again", async () => {
    const before = await pdfOf(await app.request("/catalogs/downlights.pdf"));
    const renders = services.literature.renders();
    const again = await pdfOf(await app.request("/catalogs/DOWNLIGHTS.pdf"));
    expect(services.literature.renders()).toBe(renders);
    expect(Buffer.from(again.bytes).equals(Buffer.from(before.bytes))).toBe(true);
    // The sample file adds new downlights (among other changes) to the catalogue.
    const imported = goodCsv
      .split("\n")
      .filter((line) => line.includes(",Downlights,"))
      .map((line) => line.split(",")[0] ?? "")
      .filter((sku) => !catalog.products.some((product) => product.sku === sku));
    expect(imported.length).toBeGreaterThan(0);
    for (const sku of imported) expect(before.text).not.toContain(sku);
    await importCatalog(harness.database.db, goodCsv, { format: "csv" });
    const after = await pdfOf(await app.request("/catalogs/downlights.pdf"));
    expect(services.literature.renders()).toBe(renders + 1);
    for (const sku of imported) expect(after.text).toContain(sku);
  });
});
