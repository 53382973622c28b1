import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { authUsers } from "../accounts/schema.ts";
import { accountPricesFor } from "./account-prices-for.ts";
import { importPriceList, PriceListImportError, priceListOf } from "./import-price-list.ts";
import { parsePriceListFile } from "./parse-price-list-file.ts";

describe("parsePriceListFile", () => {
  it("reads the sample: category percentages and net SKU prices in basis points and cents", () => {
    const parsed = parsePriceListFile(readFileSync("samples/price-list.csv", "utf8"));
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows.map((row) => row.entry)).toEqual([
      { accountId: "A-10004", kind: "category", category: "Troffers and Panels", percentBasisPoints: 750 },
      { accountId: "A-10004", kind: "category", category: "Flat Panels", percentBasisPoints: 1_000 },
      { accountId: "A-10004", kind: "net", sku: "CTR-22-30-50K", netPriceCents: 10_400 },
      { accountId: "A-10004", kind: "net", sku: "TOL-HB-150-50K", netPriceCents: 27_450 },
    ]);
  });

  it("lists every bad row with its line number and reason", () => {
    const parsed = parsePriceListFile(readFileSync("samples/price-list-bad.csv", "utf8"));
    expect(parsed.errors).toEqual([
      { line: 2, message: 'percentOff: "110" is not a percentage above 0 and at most 100 (e.g. 12 or 12.5)' },
      { line: 3, message: "account: is required" },
      { line: 4, message: "sku: give either a sku (with netPrice) or a category (with percentOff)" },
      { line: 5, message: "netPrice: must not be negative (-12.00)" },
    ]);
    // Line 6 is well-formed (its SKU is checked against the catalogue by the import); line 7 names
    // the same SKU in other letters, which is only a duplicate once line 5 is valid.
    expect(parsed.rows.map((row) => row.line)).toEqual([6, 7]);
  });

  it("refuses unknown columns, a missing account column and duplicates", () => {
    expect(parsePriceListFile("account,price\nA-1,1\n").errors[0]?.message).toMatch(/unknown column "price"/);
    expect(parsePriceListFile("sku,netPrice\nX,1\n").errors.map((e) => e.message)).toContain(
      'the required column "account" is missing',
    );
    const twice = parsePriceListFile("account,category,percentOff\nA-1,Downlights,5\nA-1,downlights,6\n");
    expect(twice.errors).toEqual([
      { line: 3, message: 'category "downlights" of account A-1 appears again (first on line 2)' },
    ]);
  });
});

describe.each(testDatabaseKinds())("account price lists on %s", (kind) => {
  let h: AppHarness;
  const users: Record<string, SessionUser> = {};
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    for (const email of [
      "ben.buyer@brightline.example",
      "olivia.owner@northgate.example",
      "bob.basic@example.com",
      "rita.rep@greatlakes-agency.example",
    ]) {
      const [row] = await h.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
      users[email] = await h.services.accounts.sessionUser(row?.id as string);
    }
  });
  afterAll(async () => h?.dispose());
  const user = (email: string) => users[email] as SessionUser;

  it("the demo accounts have price lists: the viewer's account price beside the list price", async () => {
    const skus = ["DLX-8-20-50K", "EDL-4SMD-11-30K", "CTR-22-30-50K", "FPN-14-40-35K", "STR-4-30-35K"];
    const ben = await h.services.pricing.pricesForViewer(user("ben.buyer@brightline.example"), skus);
    const bySku = (prices: typeof ben) => Object.fromEntries(prices.map((p) => [p.sku, p.accountPriceCents]));
    expect(bySku(ben)).toEqual({
      // A-10001: net prices, and 12 % off Downlights (59.00 → 51.92) where no net price is set.
      "DLX-8-20-50K": 5_850,
      "EDL-4SMD-11-30K": 5_900 - 708,
      "CTR-22-30-50K": 9_900,
      "FPN-14-40-35K": null,
      "STR-4-30-35K": null,
    });
    const olivia = await h.services.pricing.pricesForViewer(user("olivia.owner@northgate.example"), skus);
    expect(bySku(olivia)).toMatchObject({
      "EDL-4SMD-11-30K": 5_200,
      "FPN-14-40-35K": 10_900,
      "DLX-8-20-50K": null,
    });
    // CTR-22-30-50K is a Recessed Troffer: Northgate's 10 % off that sub-category.
    expect(bySku(olivia)["CTR-22-30-50K"]).toBe(11_800 - 1_180);
    // A representative sees the assigned account's prices (Rita works for A-10001).
    expect(
      bySku(await h.services.pricing.pricesForViewer(user("rita.rep@greatlakes-agency.example"), skus)),
    ).toEqual(bySku(ben));
    // A guest and a basic customer see list prices only.
    for (const viewer of [null, user("bob.basic@example.com")]) {
      const prices = await h.services.pricing.pricesForViewer(viewer, skus);
      expect(prices.every((p) => p.accountPriceCents === null && p.listPriceCents > 0)).toBe(true);
    }
  });

  it("accountPricesFor answers in one statement, and nothing for an account the caller does not reach", async () => {
    const items = [
      { sku: "DLX-8-20-50K", categories: ["Recessed Downlights", "Downlights"] },
      { sku: "EDL-4SMD-11-30K", categories: ["Surface Mount Downlights", "Downlights"] },
    ];
    const counter = countQueries(h.db);
    const rules = await accountPricesFor(h.db, user("ben.buyer@brightline.example"), "A-10001", items);
    counter.stop();
    expect(counter.count).toBe(1);
    expect(rules.get("dlx-8-20-50k")).toEqual({ kind: "net", netPriceCents: 5_850 });
    expect(rules.get("edl-4smd-11-30k")).toEqual({
      kind: "category",
      category: "Downlights",
      percentBasisPoints: 1_200,
    });
    // Olivia does not work for A-10001: its price list is not found for her.
    expect(
      (await accountPricesFor(h.db, user("olivia.owner@northgate.example"), "A-10001", items)).size,
    ).toBe(0);
  });

  it("the import checks against the database, writes nothing on a bad row, and replaces the account's list", async () => {
    const bad = parsePriceListFile(
      "account,sku,category,netPrice,percentOff\nA-10004,NO-SUCH-SKU,,10.00,\nA-99999,,Downlights,,5\nA-10004,,Spaceships,,5\n",
    );
    expect(bad.errors).toEqual([]);
    const error = await importPriceList(h.db, bad.rows).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceListImportError);
    expect((error as PriceListImportError).errors).toEqual([
      { line: 2, message: 'sku: "NO-SUCH-SKU" is not in the catalogue' },
      { line: 3, message: 'account: no customer account "A-99999"' },
      { line: 4, message: 'category: "Spaceships" is not a category of the catalogue' },
    ]);
    expect(await priceListOf(h.db, "A-10004")).toEqual([]);

    const sample = parsePriceListFile(readFileSync("samples/price-list.csv", "utf8"));
    expect(await importPriceList(h.db, sample.rows, { dryRun: true })).toMatchObject({
      dryRun: true,
      netPrices: 2,
    });
    expect(await priceListOf(h.db, "A-10004")).toEqual([]);
    expect(await importPriceList(h.db, sample.rows)).toEqual({
      accounts: 1,
      netPrices: 2,
      categoryDiscounts: 2,
      removed: 0,
      dryRun: false,
    });
    // The SKU is stored as the catalogue spells it; a second file replaces the list.
    const again = parsePriceListFile("account,sku,netPrice\nA-10004,ctr-22-30-50k,101.00\n");
    expect(await importPriceList(h.db, again.rows)).toMatchObject({ removed: 3 });
    expect(await priceListOf(h.db, "A-10004")).toEqual([
      { accountId: "A-10004", kind: "net", sku: "CTR-22-30-50K", netPriceCents: 10_100 },
    ]);
    // Other accounts keep theirs.
    expect((await priceListOf(h.db, "A-10001")).length).toBe(5);
  });
});
