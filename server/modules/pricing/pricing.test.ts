import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { expectMatrixRow, matrixStatuses, signInMatrix } from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { authUsers } from "../accounts/schema.ts";
import { products } from "../catalog/schema.ts";
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

  // Issue 32 item 5: the product cards' own prices, one request a page.
  type PricesBody = { prices: { sku: string; listPriceCents: number; accountPriceCents: number | null }[] };
  const cardSkus = ["DLX-8-20-50K", "EDL-4SMD-11-30K", "CTR-22-30-50K", "FPN-14-40-35K", "TOL-HB-150-50K"];
  const pricesOf = (body: unknown) =>
    Object.fromEntries((body as PricesBody).prices.map((p) => [p.sku, p.accountPriceCents]));

  it("#32.5 POST /api/product-service/prices: each caller gets the working account's price list, never another's; a guest is refused", async () => {
    const sessions = await signInMatrix(h);
    await expectMatrixRow(h, sessions, {
      name: "POST /api/product-service/prices",
      // A guest 401; everyone signed in 200 (a caller of no account: list prices).
      expected: matrixStatuses(401, 200, 200, 200, 200, 200, 200),
      fallbackBody: {
        prices: expect.arrayContaining([
          expect.objectContaining({ sku: "DLX-8-20-50K", accountPriceCents: null }),
        ]),
      },
      method: "POST",
      path: () => "/api/product-service/prices",
      body: () => ({ skus: cardSkus }),
    });
    const as = async (role: keyof typeof sessions) => {
      const answer = await h.postJson(
        "/api/product-service/prices",
        { skus: cardSkus },
        { cookie: sessions[role].cookie },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toMatch(/no-store/);
      return pricesOf(answer.body);
    };
    const brightline = {
      "DLX-8-20-50K": 5_850,
      "EDL-4SMD-11-30K": 5_900 - 708,
      "CTR-22-30-50K": 9_900,
      "FPN-14-40-35K": null,
      "TOL-HB-150-50K": 25_900,
    };
    // Brightline's people (the buyer, the viewer without cart access, the admin) see Brightline's list.
    for (const role of ["distributor", "distributorNoCart", "distributorAdmin"] as const) {
      expect(await as(role)).toEqual(brightline);
    }
    // Rita works for Brightline (her assigned account): Brightline's prices.
    expect(await as("representative")).toEqual(brightline);
    // Olivia works for Northgate: Northgate's, none of Brightline's net prices.
    expect(await as("otherAdmin")).toEqual({
      "DLX-8-20-50K": null,
      "EDL-4SMD-11-30K": 5_200,
      "CTR-22-30-50K": 11_800 - 1_180,
      "FPN-14-40-35K": 10_900,
      "TOL-HB-150-50K": 29_900 - 2_392, // 8 % off High Bays
    });
    // Bob has no account: list prices.
    expect(Object.values(await as("basic")).every((price) => price === null)).toBe(true);

    // The account is the session's: a body naming one is refused, and so are too many SKUs.
    const ben = sessions.distributor.cookie;
    const named = await h.postJson(
      "/api/product-service/prices",
      { skus: cardSkus, accountId: "A-10002" },
      { cookie: ben },
    );
    expect(named.status).toBe(400);
    const tooMany = Array.from({ length: 61 }, (_, i) => `SKU-${i}`);
    expect((await h.postJson("/api/product-service/prices", { skus: tooMany }, { cookie: ben })).status).toBe(
      400,
    );
    expect((await h.postJson("/api/product-service/prices", { skus: [] }, { cookie: ben })).status).toBe(400);
    expect(
      (await h.postJson("/api/product-service/prices", { skus: ["' or 1=1"] }, { cookie: ben })).status,
    ).toBe(400);
  });

  it("#32.5 a card's price is what the cart charges for one unit, and a page's prices are two statements however many cards", async () => {
    const ben = await h.signIn("ben.buyer@brightline.example");
    const answer = await h.postJson(
      "/api/product-service/prices",
      { skus: cardSkus },
      { cookie: ben.cookie },
    );
    const cards = (answer.body as PricesBody).prices;
    for (const sku of ["EDL-4SMD-11-30K", "DLX-8-20-50K"]) {
      const [row] = await h.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
      const added = await h.postJson(
        "/api/cart-service/cart/add",
        { productId: row?.id, quantity: 1 },
        { cookie: ben.cookie },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const cart = await h.getJson<{ items: { productDetails: { sku: string }; unitPriceCents: number }[] }>(
      "/api/cart-service/cart",
      { cookie: ben.cookie },
    );
    for (const sku of ["EDL-4SMD-11-30K", "DLX-8-20-50K"]) {
      const line = cart.body.items.find((item) => item.productDetails.sku === sku);
      const card = cards.find((price) => price.sku === sku);
      expect(card?.accountPriceCents, sku).toBe(line?.unitPriceCents);
    }

    const rows = await h.db.select({ sku: products.sku }).from(products).limit(60);
    const counts: number[] = [];
    for (const skus of [rows.slice(0, 2), rows].map((r) => r.map((row) => row.sku))) {
      const counter = countQueries(h.db);
      await h.services.pricing.pricesForViewer(user("ben.buyer@brightline.example"), skus);
      counter.stop();
      counts.push(counter.count);
    }
    expect(counts).toEqual([2, 2]);
  });

  it("#32.5 the typeahead's part numbers carry a signed-in buyer's price, and the answer kept for everyone stays guest-only", async () => {
    const ben = await h.signIn("ben.buyer@brightline.example");
    const url = "/api/product-service/elastic-search/search?limit=12&shortened=true&searchTerm=DLX-8";
    type Result = {
      name: string;
      badge: string;
      sku?: string;
      listPriceCents?: number;
      accountPriceCents?: number | null;
    };
    const guestFirst = await h.getJson<Result[]>(url);
    const mine = await h.getJson<Result[]>(url, { cookie: ben.cookie });
    const guestAfter = await h.getJson<Result[]>(url);
    const dlx = (results: Result[]) => results.find((r) => r.sku === "DLX-8-20-50K");
    expect(dlx(mine.body)).toMatchObject({
      badge: "Part No.",
      listPriceCents: 6_900,
      accountPriceCents: 5_850,
    });
    expect(mine.headers.get("cache-control")).toMatch(/private|no-store/);
    for (const guest of [guestFirst, guestAfter]) {
      expect(dlx(guest.body)).toMatchObject({ listPriceCents: 6_900 });
      expect(guest.body.some((r) => r.accountPriceCents !== undefined)).toBe(false);
    }
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
