import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createLogger } from "../../logger.ts";
import { createServices } from "../../services.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { type DemoCatalog, type DemoProduct, generateDemoCatalog, seedCatalog } from "../catalog/index.ts";
import { IES_VERTICAL_STEP, zonalLumens } from "./ies.ts";
import { PdfSheet, toWinAnsi } from "./pdf-layout.ts";
import { pdfText } from "./pdf-text.test-support.ts";

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

const PUBLIC_URL = "https://lights.example";

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
      publicUrl: PUBLIC_URL,
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

  /** A product with options in several groups, configured with one non-default choice in each. */
  const configurable = () => {
    const product = catalog.products.find(
      (p) =>
        p.lumens !== null &&
        new Set(p.options.map((o) => o.group)).size >= 3 &&
        p.options.some((o) => o.group === "Finish"),
    ) as DemoProduct;
    const codes = [...new Set(product.options.map((o) => o.group))].map(
      (group) => product.options.find((o) => o.group === group && !o.isDefault)?.optionCode as string,
    );
    return { product, codes };
  };

  it("#9.12 #9.14 a spec sheet link with options describes that configuration, with drawings and absolute links", async () => {
    const { product, codes } = configurable();
    const response = await app.request(`/media/spec-sheets/${product.sku}.pdf?option=${codes.join(",")}`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pdf = await PDFDocument.load(bytes);
    const text = await pdfText(bytes);
    const finish = product.options.find((o) => codes.includes(o.optionCode) && o.group === "Finish")?.name;
    // The catalog number differs from the SKU by every chosen segment; the title and file say it.
    const number = pdf.getTitle()?.replace(/ Specification Sheet$/, "") ?? "";
    expect(number).not.toBe(product.sku);
    for (const code of codes) {
      const segment = product.options.find((o) => o.optionCode === code)?.catalogSegment ?? "?";
      expect(number.split("-"), code).toContain(segment);
    }
    expect(response.headers.get("content-disposition")).toContain(`${number}.pdf`);
    expect(text).toContain(number);
    expect(text).toContain(`Finish: ${finish}`);
    expect(text).toContain("[selected]");
    // The product drawing in the chosen finish, the dimension drawing and the polar plot, with captions.
    expect(text).toContain(`Shown in ${finish}`);
    expect(text).toMatch(/\nPlan\n/);
    expect(text).toMatch(/Dimensions \(in\)/);
    expect(text).toMatch(/Candela distribution, [\d,]+ lm/);
    // Listing marks from the product's own data.
    expect(text).toContain(`${product.ipRating} RATED`.toUpperCase());
    if (product.dlcListing) expect(text).toContain(product.dlcListing.toUpperCase());
    // Links are absolute, from the configured public address, and carry the options.
    expect(text).toContain(`${PUBLIC_URL}${product.link}?option=${codes.join(",")}`);
    expect(text).toContain(`${PUBLIC_URL}/media/ies/${product.sku}.ies?option=${codes.join(",")}`);
    expect(text).not.toMatch(/(^|\s)\/media\//m);
  });

  it("#9.12 the IES file of a configuration has its watts, lumens and catalog number", async () => {
    const product = catalog.products.find((p) =>
      p.options.some((o) => o.group === "Wattage" && !o.isDefault),
    );
    expect(product, "the demo catalogue offers wattage options").toBeDefined();
    if (!product) return;
    const wattage = product.options.find((o) => o.group === "Wattage" && !o.isDefault);
    const response = await app.request(`/media/ies/${product.sku}.ies?option=${wattage?.optionCode}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const ies = parseIes(text);
    const watts = Number.parseInt(wattage?.name ?? "", 10);
    expect(ies.inputWatts).toBe(watts);
    const expectedLumens = ((product.lumens ?? 0) * watts) / (product.wattage ?? 1);
    expect(Math.abs(zonalLumens(ies.vertical, ies.candela) - expectedLumens) / expectedLumens).toBeLessThan(
      0.01,
    );
    expect(text).toContain(`[LUMCAT] ${product.sku.replace(`-${product.wattage}-`, `-${watts}-`)}`);
  });

  it("#9.12 a document link naming an option the product lacks is refused, not quietly standard", async () => {
    const product = rated();
    for (const url of [
      `/media/spec-sheets/${product.sku}.pdf?option=NO-SUCH`,
      `/media/ies/${product.sku}.ies?option=NO-SUCH`,
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION" });
    }
  });

  it("#9.14 a drawing is served in the configured finish and light colour; a bad look is a 400", async () => {
    const black = await (await app.request("/media/fixtures/exit-1.svg?finish=black")).text();
    const white = await (await app.request("/media/fixtures/exit-1.svg")).text();
    // The exit sign's frame is drawn in the finish: black (#2a2e35) when black is chosen.
    expect(black).toContain('fill="#2a2e35"');
    expect(white).not.toContain('fill="#2a2e35"');
    const warm = await (await app.request("/media/fixtures/downlight-3.svg?cct=3000")).text();
    expect(warm).toContain("#ffd27a");
    expect(warm).not.toContain("#e6f2ff");
    for (const query of ["finish=purple", "cct=abc", "cct=99999", "other=1"]) {
      const response = await app.request(`/media/fixtures/downlight-1.svg?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION" });
    }
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
