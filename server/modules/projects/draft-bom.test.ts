import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { carts } from "../cart/schema.ts";
import { products } from "../catalog/schema.ts";
import { quotes } from "../quotes/schema.ts";
import { projects } from "./schema.ts";

/**
 * Help me buy, create-my-bom (ROUTE-09): a bill of materials from the URL priced, exported and sent,
 * on the demo accounts and catalogue. Prices worked out by hand as in projects.test.ts: the list price
 * of EDL-4SMD-11-30K is 59.00 and Brightline pays 51.92 (12 % off); DLX-8-20-50K's black finish
 * (FIN-BK) adds 12.00 a unit.
 */
describe.each(testDatabaseKinds())("draft bill of materials on %s", (kind) => {
  let h: AppHarness;
  let ben: SessionUser;
  let dlxListCents = 0;
  const config = toPublicConfig(loadEnv({}));

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    const [user] = await h.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "ben.buyer@brightline.example"));
    ben = await h.services.accounts.sessionUser(user?.id as string);
    const [dlx] = await h.db.select().from(products).where(eq(products.sku, "DLX-8-20-50K"));
    dlxListCents = dlx?.listPriceCents ?? 0;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(projects);
    await h.db.delete(quotes);
    await h.db.delete(carts);
  });

  const lines = [
    { sku: "EDL-4SMD-11-30K", quantity: 5, options: [] },
    { sku: "DLX-8-20-50K", quantity: 3, options: ["FIN-BK"] },
  ];

  it("ROUTE-09 create-my-bom: a guest's BOM is priced at list, options priced, unknown SKUs refused", async () => {
    const bom = await h.services.projects.draftBom.price(null, [
      ...lines,
      { sku: "NOPE-123", quantity: 2, options: [] },
      // The same configuration again: merged into the first line.
      { sku: "edl-4smd-11-30k", quantity: 1, options: [] },
    ]);
    expect(bom.accountId).toBeNull();
    expect(bom.refused).toEqual([{ sku: "NOPE-123", reason: 'unknown SKU "NOPE-123"' }]);
    expect(bom.items.map((i) => [i.productDetails.sku, i.quantity])).toEqual([
      ["EDL-4SMD-11-30K", 6],
      ["DLX-8-20-50K", 3],
    ]);
    expect(bom.items[0]).toMatchObject({ unitPriceCents: 5_900, lineTotalCents: 6 * 5_900 });
    expect(bom.items[1]).toMatchObject({
      unitPriceCents: dlxListCents,
      lineTotalCents: 3 * (dlxListCents + 1_200),
    });
    expect(bom.totalCents).toBe(6 * 5_900 + 3 * (dlxListCents + 1_200));
    // Every option group's choice is in the lines the URL carries now, the black finish among them.
    expect(bom.lines[1]?.options).toContain("FIN-BK");
    expect(bom.items[1]?.optionGroups.map((g) => g.group).length).toBeGreaterThan(0);
  });

  it("ROUTE-09 create-my-bom: signed in, the BOM is priced at the caller's account prices", async () => {
    const bom = await h.services.projects.draftBom.price(ben, lines);
    expect(bom.accountId).toBe("A-10001");
    expect(bom.items[0]).toMatchObject({
      listPriceCents: 5_900,
      unitPriceCents: 5_192,
      lineTotalCents: 25_960,
    });
    expect(bom.items[1]).toMatchObject({ unitPriceCents: 5_850, lineTotalCents: 3 * (5_850 + 1_200) });
    expect(bom.totalCents).toBe(25_960 + 21_150);
  });

  it("ROUTE-09 create-my-bom: exported as CSV (list prices for a guest) and as PDF", async () => {
    const csv = await h.services.projects.draftBom.file(null, lines, "csv", config);
    expect(csv.contentType).toBe("text/csv; charset=utf-8");
    expect(csv.fileName).toMatch(/-bill-of-materials\.csv$/);
    const text = new TextDecoder().decode(csv.bytes);
    const rows = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toBe(
      "Line,SKU,Catalog number,Product,Options,Quantity,Unit price (USD),Line total (USD),Note",
    );
    expect(rows[1]).toMatch(/^1,EDL-4SMD-11-30K,.*,5,59\.00,295\.00,$/);
    expect(rows[2]).toContain("Finish: ");
    expect(rows.at(-1)).toBe(`,,,Total,,8,,${((29_500 + 3 * (dlxListCents + 1_200)) / 100).toFixed(2)},`);
    const pdf = await h.services.projects.draftBom.file(ben, lines, "pdf", config);
    expect(pdf.contentType).toBe("application/pdf");
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-");
  });

  it("ROUTE-09 create-my-bom: sent to a new project, a quote and the cart of the signed-in caller", async () => {
    const saved = await h.services.projects.draftBom.toProject(ben, lines, "Riverside clinic");
    const project = await h.services.projects.get(ben, saved.body.projectID);
    expect(project.name).toBe("Riverside clinic");
    expect(project.items.map((i) => [i.productDetails.sku, i.quantity, i.catalogNumber])).toEqual([
      ["EDL-4SMD-11-30K", 5, expect.any(String)],
      ["DLX-8-20-50K", 3, "DLX-8-20-50K-BK"],
    ]);

    const quote = await h.services.projects.draftBom.toQuote(ben, lines, { PurchaseOrder: "PO-7781" });
    expect(quote.body).toMatchObject({ PurchaseOrder: "PO-7781", totalCents: 25_960 + 21_150 });

    const cart = await h.services.projects.draftBom.toCart(ben, lines);
    expect(cart).toMatchObject({ added: 2, refused: [], lineCount: 2 });

    await expect(
      h.services.projects.draftBom.toProject(ben, [{ sku: "NOPE-123", quantity: 1, options: [] }], "Bad"),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    expect(await h.db.$count(projects)).toBe(1);
  });
});
