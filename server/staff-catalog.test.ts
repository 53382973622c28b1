import { readFileSync } from "node:fs";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffCoupon } from "../lib/staff/catalog-contract.ts";
import type { StaffRole } from "../lib/staff/contract.ts";
import { staffAuditLog } from "./modules/audit/schema.ts";
import { coupons } from "./modules/cart/schema.ts";
import { products } from "./modules/catalog/schema.ts";
import { freightRuleVersions } from "./modules/orders/schema.ts";
import { accountSkuPrices } from "./modules/pricing/schema.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";
import { testDatabaseKinds } from "./testing/databases.ts";
import { type StaffSession, signInStaffRoles } from "./testing/staff.ts";

const sample = (name: string) => readFileSync(new URL(`../samples/${name}`, import.meta.url), "utf8");
type Report = {
  ok: boolean;
  sha256: string;
  counts?: Record<string, number>;
  errors?: { line: number; field: string; message: string }[];
};

/** Issue 33 item 5: the catalogue-and-pricing role's work in the console, through the staff API. */
describe.each(testDatabaseKinds())("staff catalogue and prices on %s", (kind) => {
  let h: AppHarness;
  let staff: Record<StaffRole, StaffSession>;
  let buyer: string;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    staff = await signInStaffRoles(h);
    buyer = (await h.signIn("ben.buyer@brightline.example")).cookie;
  });
  afterAll(async () => h?.dispose());

  const as = (role: StaffRole) => staff[role].cookie;
  const send = <T>(cookie: string, method: string, path: string, body?: unknown) =>
    body === undefined
      ? h.getJson<T>(path, { cookie, method } as never)
      : h.postJson<T>(path, body, { cookie, method } as never);
  const entries = (action: string) =>
    h.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));
  const productCount = async () => (await h.db.select({ n: count() }).from(products))[0]?.n ?? 0;
  const importFile = (path: string, fileName: string, text: string, dryRun: boolean, checked?: string) =>
    send<Report>(as("catalog"), "POST", path, {
      fileName,
      format: fileName.endsWith(".json") ? "json" : "csv",
      text,
      dryRun,
      ...(checked ? { checked } : {}),
    });

  it("#33.5 a catalogue file's dry run counts new and updated products and writes nothing; a bad file lists its row errors and writes nothing; the import writes the products and its audit entry", async () => {
    const before = await productCount();
    const bad = await importFile(
      "/api/staff/catalog/import",
      "bad.csv",
      sample("catalog-import-bad.csv"),
      true,
    );
    expect(bad.status).toBe(200);
    expect(bad.body.ok).toBe(false);
    expect(bad.body.errors).toContainEqual({ line: 4, field: "sku", message: "is required" });
    expect(bad.body.errors).toContainEqual({ line: 9, field: "wattage", message: "must be a whole number" });

    const good = sample("catalog-import.csv");
    const dry = await importFile("/api/staff/catalog/import", "catalog.csv", good, true);
    // Two of the sample's products are in the demo catalogue already.
    expect(dry.body).toMatchObject({ ok: true, counts: { created: 10, updated: 2 } });
    expect(await productCount()).toBe(before);
    expect(await entries("catalog.import")).toHaveLength(0);

    // The import takes only the file its dry run checked.
    const unchecked = await importFile("/api/staff/catalog/import", "catalog.csv", good, false);
    expect(unchecked.status).toBe(400);
    const other = await importFile(
      "/api/staff/catalog/import",
      "catalog.csv",
      `${good}\n`,
      false,
      dry.body.sha256,
    );
    expect(other.status).toBe(400);

    const done = await importFile("/api/staff/catalog/import", "catalog.csv", good, false, dry.body.sha256);
    expect(done.body).toMatchObject({ ok: true, counts: { created: 10, updated: 2 } });
    expect(await productCount()).toBe(before + 10);
    const [entry] = await entries("catalog.import");
    expect(entry).toMatchObject({ staffEmail: staff.catalog.email, objectType: "catalog" });
    expect(entry?.after).toMatchObject({ fileName: "catalog.csv", created: 10, updated: 2, rows: 12 });

    // The same file again updates what it created.
    const again = await importFile("/api/staff/catalog/import", "catalog.csv", good, true);
    expect(again.body).toMatchObject({ ok: true, counts: { created: 0, updated: 12 } });
  });

  it("#33.5 price lists: listed by account; a bad file's rows refused with nothing written; the dry run writes nothing; the import replaces the account's list with an audit entry", async () => {
    const list = await send<{ rows: { accountId: string; netPrices: number }[] }>(
      as("catalog"),
      "GET",
      "/api/staff/price-lists",
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.map((row) => row.accountId)).toContain("A-10001");
    const stored = () =>
      h.db.select().from(accountSkuPrices).where(eq(accountSkuPrices.accountId, "A-10004"));
    const beforeRows = await stored();

    const bad = await importFile(
      "/api/staff/price-lists/import",
      "bad.csv",
      sample("price-list-bad.csv"),
      true,
    );
    expect(bad.body.ok).toBe(false);
    expect(bad.body.errors?.map((error) => error.line)).toEqual(expect.arrayContaining([2, 3, 4, 5]));
    const unknownSku = "A-10004,NO-SUCH-SKU,,10.00,";
    const dbBad = await importFile(
      "/api/staff/price-lists/import",
      "sku.csv",
      `account,sku,category,netPrice,percentOff\n${unknownSku}\n`,
      true,
    );
    expect(dbBad.body.errors).toEqual([
      { line: 2, field: "sku", message: '"NO-SUCH-SKU" is not in the catalogue' },
    ]);

    const file = "account,sku,category,netPrice,percentOff\nA-10004,CTR-22-30-50K,,99.00,\n";
    const dry = await importFile("/api/staff/price-lists/import", "prices.csv", file, true);
    expect(dry.body).toMatchObject({ ok: true, counts: { accounts: 1, netPrices: 1, categoryDiscounts: 0 } });
    expect(await stored()).toEqual(beforeRows);
    expect(await entries("prices.import")).toHaveLength(0);

    const done = await importFile(
      "/api/staff/price-lists/import",
      "prices.csv",
      file,
      false,
      dry.body.sha256,
    );
    expect(done.body.ok).toBe(true);
    expect((await stored()).map((row) => [row.sku, row.netPriceCents])).toEqual([["CTR-22-30-50K", 9_900]]);
    const after = await send<{ rows: { accountId: string; netPrices: number }[] }>(
      as("catalog"),
      "GET",
      "/api/staff/price-lists",
    );
    expect(after.body.rows).toContainEqual(expect.objectContaining({ accountId: "A-10004", netPrices: 1 }));
    const [entry] = await entries("prices.import");
    expect(entry?.after).toMatchObject({ accountIds: ["A-10004"], netPrices: 1 });
  });

  it("#33.5 coupons: created (codes unique whatever their case, one of percent 1–100 or an amount, a date not past), edited, expired and counted, each with its audit entry", async () => {
    const create = (body: Record<string, unknown>) =>
      send<{ coupon: StaffCoupon; error?: string }>(as("catalog"), "POST", "/api/staff/coupons", {
        description: "Staff test",
        percentOff: null,
        amountOffCents: null,
        endsOn: null,
        maxRedemptions: null,
        ...body,
      });
    const created = await create({ code: "Staff20", percentOff: 20, endsOn: "2099-12-31" });
    expect(created.status).toBe(201);
    expect(created.body.coupon).toMatchObject({
      code: "staff20",
      percentOff: 20,
      active: true,
      redemptions: 0,
    });
    expect(created.body.coupon.expiresAt).toBe("2100-01-01T00:00:00.000Z");
    expect((await create({ code: "STAFF20", percentOff: 5 })).status).toBe(409);
    expect((await create({ code: "big", percentOff: 101 })).status).toBe(400);
    expect((await create({ code: "both", percentOff: 5, amountOffCents: 500 })).status).toBe(400);
    expect((await create({ code: "neither" })).status).toBe(400);
    expect((await create({ code: "past", amountOffCents: 500, endsOn: "2020-01-01" })).status).toBe(400);
    expect((await create({ code: "bad code!", percentOff: 5 })).status).toBe(400);
    expect(
      await h.db
        .select()
        .from(coupons)
        .where(inArray(coupons.code, ["big", "both", "past"])),
    ).toEqual([]);

    // Used once by a buyer's cart: the console counts it.
    await h.postJson(
      "/api/cart-service/cart/add",
      { sku: "EDL-4SMD-11-30K", quantity: 2 },
      { cookie: buyer },
    );
    const applied = await h.postJson("/api/cart-service/cart/coupon", { code: "STAFF20" }, { cookie: buyer });
    expect(applied.status).toBe(200);
    const listed = await send<{ rows: StaffCoupon[]; total: number }>(
      as("catalog"),
      "GET",
      "/api/staff/coupons?q=staff",
    );
    expect(listed.body.rows).toEqual([expect.objectContaining({ code: "staff20", redemptions: 1 })]);

    const csv = await h.call("/api/staff/coupons?q=staff&format=csv", { cookie: as("catalog") });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain("staff20,Staff test,20,,2100-01-01T00:00:00.000Z,,1,yes");

    const edit = (body: Record<string, unknown>) =>
      send<{ coupon: StaffCoupon }>(as("catalog"), "PUT", "/api/staff/coupons/STAFF20", {
        description: "Twenty off",
        percentOff: null,
        amountOffCents: 2_500,
        endsOn: "2099-06-30",
        maxRedemptions: 50,
        ...body,
      });
    const edited = await edit({});
    expect(edited.status).toBe(200);
    expect(edited.body.coupon).toMatchObject({ amountOffCents: 2_500, percentOff: null, maxRedemptions: 50 });
    // One use is taken: a limit of none left is refused.
    expect((await edit({ maxRedemptions: 0 })).status).toBe(400);
    expect(
      (
        await send(as("catalog"), "PUT", "/api/staff/coupons/nosuch", {
          description: "",
          percentOff: 5,
          amountOffCents: null,
          endsOn: null,
          maxRedemptions: null,
        })
      ).status,
    ).toBe(404);

    const expired = await send<{ coupon: StaffCoupon }>(
      as("catalog"),
      "POST",
      "/api/staff/coupons/staff20/expire",
      {},
    );
    expect(expired.status).toBe(200);
    expect(expired.body.coupon.active).toBe(false);
    expect((await send(as("catalog"), "POST", "/api/staff/coupons/staff20/expire", {})).status).toBe(409);
    // An expired coupon is refused to another buyer's cart.
    const another = await h.signIn("olivia.owner@northgate.example");
    await h.postJson(
      "/api/cart-service/cart/add",
      { sku: "EDL-4SMD-11-30K", quantity: 2 },
      { cookie: another.cookie },
    );
    const refused = await h.postJson(
      "/api/cart-service/cart/coupon",
      { code: "staff20" },
      { cookie: another.cookie },
    );
    expect(refused.status).toBe(400);

    const trail = await h.db.select().from(staffAuditLog).where(eq(staffAuditLog.objectId, "staff20"));
    expect(trail.map((entry) => entry.action).sort()).toEqual([
      "coupon.create",
      "coupon.expire",
      "coupon.update",
    ]);
    const update = trail.find((entry) => entry.action === "coupon.update");
    expect(update?.before).toMatchObject({ percentOff: 20 });
    expect(update?.after).toMatchObject({ amountOffCents: 2_500 });
  });

  it("#33.5 freight rules saved in the console take precedence over the file, at once for the checkout preview; rules that do not hold are refused with every problem and nothing written", async () => {
    const preview = async () => {
      const response = await h.getJson<{ freight: { options: { method: string; freightCents: number }[] } }>(
        "/api/order-service/checkout?PaymentType=CARD&shippingMethod=GROUND&shipToState=OH&shipToZip=43215",
        { cookie: buyer },
      );
      expect(response.status).toBe(200);
      return response.body.freight.options.find((option) => option.method === "GROUND")?.freightCents;
    };
    await h.postJson("/api/cart-service/cart/add", { sku: "DLX-8-20-50K", quantity: 1 }, { cookie: buyer });
    const view = await send<{
      source: string;
      rules: Record<string, unknown> & {
        ground: { rates: Record<string, { baseCents: number; perLbCents: number }> };
      };
    }>(as("catalog"), "GET", "/api/staff/freight-rules");
    expect(view.body.source).toBe("file");
    const fromFile = await preview();

    const broken = { ...view.body.rules, ltl: { maxParcelWeightLb: 0 } };
    const refused = await send<{ details: { path: string; message: string }[] }>(
      as("catalog"),
      "PUT",
      "/api/staff/freight-rules",
      { rules: broken },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((problem) => problem.path)).toEqual(
      expect.arrayContaining(["ltl.maxParcelWeightLb", "ltl.minimumCents"]),
    );
    expect(await h.db.select().from(freightRuleVersions)).toEqual([]);

    const rules = structuredClone(view.body.rules);
    rules.ground.rates["2"] = { baseCents: 10_000, perLbCents: 0 };
    const saved = await send<{ source: string; revision: number }>(
      as("catalog"),
      "PUT",
      "/api/staff/freight-rules",
      { rules },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ source: "console" });
    expect(await preview()).toBe(10_000);
    expect(fromFile).not.toBe(10_000);
    // A version saved by another process (straight into the table) is used by this one's next quote.
    rules.ground.rates["2"] = { baseCents: 12_345, perLbCents: 0 };
    await h.db.insert(freightRuleVersions).values({ rules, savedByEmail: "other@process.example" });
    expect(await preview()).toBe(12_345);
    const [entry] = await entries("freight.save");
    expect(entry?.after).toMatchObject({ revision: saved.body.revision });
    expect(entry?.before).toEqual({
      revision: 0,
      "ground.rates.2.baseCents": 1_295,
      "ground.rates.2.perLbCents": 55,
    });
    expect(entry?.after).toEqual({
      revision: saved.body.revision,
      "ground.rates.2.baseCents": 10_000,
      "ground.rates.2.perLbCents": 0,
    });
  });

  it("#33.5 a role without the permission is refused (403); a customer or a guest finds nothing (404)", async () => {
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/staff/catalog/import", { fileName: "a.csv", format: "csv", text: "", dryRun: true }],
      ["GET", "/api/staff/price-lists"],
      ["GET", "/api/staff/coupons"],
      ["PUT", "/api/staff/freight-rules", { rules: {} }],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(as("design"), method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await send(as("customer-service"), method, path, body)).status).toBe(403);
      expect((await send(buyer, method, path, body)).status).toBe(404);
      expect((await send("", method, path, body)).status).toBe(404);
    }
    expect((await send(as("admin"), "GET", "/api/staff/coupons")).status).toBe(200);
  });
});
