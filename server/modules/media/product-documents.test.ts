import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { openTestDatabase, testDatabaseKinds } from "../../db/test-databases.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { testServiceSettings } from "../../test-support.ts";
import { type DemoCatalog, type DemoProduct, generateDemoCatalog } from "../catalog/demo-catalog.ts";
import { seedCatalog } from "../catalog/seed.ts";
import { IES_VERTICAL_STEP, zonalLumens } from "./ies.ts";
import { PdfSheet, toWinAnsi } from "./pdf-layout.ts";

/** The numbers of an LM-63 file after TILT=NONE, and its vertical angles and candela values. */
function parseIes(text: string) {
  const [, data = ""] = text.split("TILT=NONE");
  const numbers = data.trim().split(/\s+/).map(Number);
  const verticalCount = numbers[3] ?? 0;
  const horizontalCount = numbers[4] ?? 0;
  const inputWatts = numbers[12];
  const rest = numbers.slice(13);
  const vertical = rest.slice(0, verticalCount);
  const candela = rest.slice(verticalCount + horizontalCount);
  return { verticalCount, horizontalCount, inputWatts, vertical, candela, lumensPerLamp: numbers[1] };
}

describe.each(testDatabaseKinds())("generated product documents on %s", (kind) => {
  let harness: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createApp>;
  let catalog: DemoCatalog;
  const config = toPublicConfig(loadEnv({}));

  beforeAll(async () => {
    harness = await openTestDatabase(kind);
    catalog = generateDemoCatalog({ products: 80 });
    await seedCatalog(harness.database.db, catalog);
    app = createApp({
      services: await createServices(harness.database, testServiceSettings()),
      config,
      logger: createLogger("silent"),
      mode: "production",
      build: async () => {
        throw new Error("pages are not part of these tests");
      },
    });
  });
  afterAll(async () => harness?.dispose());

  const rated = () => catalog.products.find((p) => p.lumens !== null && p.wattage !== null) as DemoProduct;

  it("serves a spec sheet PDF generated from the product's data, the same bytes every time", async () => {
    const product = rated();
    const response = await app.request(`/media/spec-sheets/${product.sku}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`${product.sku} Specification Sheet`);
    expect(pdf.getAuthor()).toBe(config.brand.name);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    const again = new Uint8Array(
      await (await app.request(`/media/spec-sheets/${product.sku}.pdf`)).arrayBuffer(),
    );
    expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
  });

  it("serves an IES LM-63 file whose zonal lumens equal the rated lumens", async () => {
    const product = rated();
    const response = await app.request(`/media/ies/${product.sku}.ies`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.startsWith("IESNA:LM-63")).toBe(true);
    expect(text).toContain(`[LUMCAT] ${product.sku}`);
    expect(text).toContain("\r\n");
    const ies = parseIes(text);
    expect(ies.lumensPerLamp).toBe(-1);
    expect(ies.inputWatts).toBe(product.wattage);
    expect(ies.vertical).toHaveLength(ies.verticalCount);
    expect(ies.vertical[1]).toBe(IES_VERTICAL_STEP);
    expect(ies.candela).toHaveLength(ies.verticalCount * ies.horizontalCount);
    const lumens = zonalLumens(ies.vertical, ies.candela);
    expect(Math.abs(lumens - (product.lumens ?? 0)) / (product.lumens ?? 1)).toBeLessThan(0.005);
    // Nothing shines above the horizontal in this model; the peak is straight down.
    expect(Math.max(...ies.candela)).toBe(ies.candela[0]);
    expect(ies.candela.at(-1)).toBe(0);
  });

  it("a product without rated lumens has no IES file; an unknown SKU has no documents", async () => {
    const unrated = catalog.products.find((p) => p.lumens === null);
    if (unrated) expect((await app.request(`/media/ies/${unrated.sku}.ies`)).status).toBe(404);
    const missing = await app.request("/media/spec-sheets/NO-SUCH-SKU.pdf");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await app.request("/media/spec-sheets/whatever.txt")).status).toBe(404);
    expect((await app.request("/media/installation-guides/no-such-guide.pdf")).status).toBe(404);
  });

  it("every document a product lists opens: installation guides and warranties become generated PDFs", async () => {
    const documents = catalog.products.slice(0, 25).flatMap((p) => p.documents);
    const types = new Set(documents.map((d) => d.type));
    expect(types).toEqual(new Set(["spec_sheet", "installation_guide", "ies_file", "warranty"]));
    for (const document of new Map(documents.map((d) => [d.url, d])).values()) {
      const response = await app.request(document.url);
      expect(response.status, document.url).toBe(200);
      if (document.url.endsWith(".pdf")) {
        const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
        expect(pdf.getTitle()).toBe(document.title);
      }
    }
  });
});

describe("PDF layout", () => {
  it("draws only what the standard fonts can encode", () => {
    expect(toWinAnsi("≥ 5,000 lm – 55 °C × 2 “ok” ✓ 日")).toBe(">= 5,000 lm – 55 °C × 2 “ok” ? ?");
  });

  it("flows long content onto further pages", async () => {
    const sheet = await PdfSheet.create(toPublicConfig(loadEnv({})), {
      title: "Long",
      subject: "Long",
      kind: "Test",
      date: new Date("2026-01-01T00:00:00Z"),
    });
    sheet.table(
      Array.from({ length: 80 }, (_, i) => [`Row ${i}`, "A value long enough to wrap. ".repeat(4)] as const),
    );
    const pdf = await PDFDocument.load(await sheet.save());
    expect(pdf.getPageCount()).toBeGreaterThan(2);
  });
});
