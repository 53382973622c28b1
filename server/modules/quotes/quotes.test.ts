import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Cart, CartItem } from "../../../lib/cart/contract.ts";
import {
  type CopiedQuote,
  copiedQuoteSchema,
  type DeletedQuote,
  type Quote,
  type QuoteLine,
  type QuoteList,
  quoteListSchema,
  quoteSchema,
} from "../../../lib/quotes/contract.ts";
import { type QuoteRequestList, quoteRequestListSchema } from "../../../lib/quotes/negotiation-contract.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { type AppHarness, type JsonResponse, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { carts, coupons } from "../cart/schema.ts";
import { productOptions, products } from "../catalog/schema.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { orders } from "../orders/schema.ts";
import { accountSkuPrices } from "../pricing/schema.ts";
import { quoteLines, quotes } from "./schema.ts";

const API = "/api/cart-service";
type ErrorBody = { error: string; code: string; details?: { lines: { line: number; reason: string }[] } };
const DAY_MS = 86_400_000;
const STAFF_KEY = "quote-desk-test-key";
/** A calendar day `days` from today (UTC), "2026-12-24". */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Quotes over HTTP (issue 12, QUOTE-01 … QUOTE-09, API-25 … API-29), on the demo accounts, a
 * 60-product demo catalogue, the demo price lists and coupons. Money is checked against figures worked
 * out by hand from the catalogue's list prices and Brightline's price list (see the comments), not
 * recomputed by the code under test.
 */
describe.each(testDatabaseKinds())("quotes on %s", (kind) => {
  let h: AppHarness;
  const cookies: Record<string, string> = {};
  const emails = {
    ben: "ben.buyer@brightline.example",
    dana: "dana.admin@brightline.example",
    nora: "nora.viewer@brightline.example",
    olivia: "olivia.owner@northgate.example",
    rita: "rita.rep@greatlakes-agency.example",
    bob: "bob.basic@example.com",
  } as const;
  type Who = keyof typeof emails;

  beforeAll(async () => {
    h = await openAppHarness(kind, {
      accounts: true,
      catalog: true,
      designatedSkus: [{ sku: "EDL-4SMD-11-30K", maxQuantity: 47, exemptPercentBasisPoints: 100 }],
      integrationApiKey: STAFF_KEY,
    });
    for (const [who, email] of Object.entries(emails)) cookies[who] = (await h.signIn(email)).cookie;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    await h.db.delete(quotes);
    await h.db.delete(carts);
    await h.db.update(coupons).set({ redemptions: 0 });
  });

  const send = <T>(who: Who, method: string, path: string, body?: unknown, headers = {}) =>
    body === undefined
      ? h.getJson<T & ErrorBody>(`${API}${path}`, { cookie: cookies[who], method, headers } as never)
      : h.postJson<T & ErrorBody>(`${API}${path}`, body, { cookie: cookies[who], method, headers });
  const add = (who: Who, body: Record<string, unknown>) => send<Cart>(who, "POST", "/cart/add", body);
  const cartOf = (who: Who) => send<Cart>(who, "GET", "/cart");
  const save = (who: Who, body: unknown, headers = {}) => send<Quote>(who, "POST", "/quotes", body, headers);
  const ok = <T>(response: JsonResponse<T>, status = 200): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const line = (quote: Pick<Quote, "items">, sku: string) =>
    quote.items.find((i) => i.productDetails.sku === sku) as QuoteLine;
  const cartLine = (cart: Cart, sku: string) =>
    cart.items.find((i) => i.productDetails.sku === sku) as CartItem;
  const quoteCount = async () => (await h.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]?.n;

  /** Ben's cart: EDL-4SMD-11-30K × 5 at 51.92 (12 % off 59.00) and DLX-8-20-50K × 3 black at 58.50 + 12.00. */
  async function fillBensCart(): Promise<Cart> {
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 5 }));
    return ok(await add("ben", { sku: "DLX-8-20-50K", quantity: 3, options: ["FIN-BK"] }));
  }

  it("QUOTE-04 QUOTE-05 API-29 saves the priced cart as a draft quote under its purchase order, numbered, for 30 days; the cart is kept", async () => {
    const cart = await fillBensCart();
    const response = await save("ben", { PurchaseOrder: "  PO-7781 ", notes: " Phase 1 of the warehouse " });
    const quote = ok(response, 201);
    expect(quoteSchema.parse(quote)).toEqual(quote);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(quote).toMatchObject({
      PurchaseOrder: "PO-7781",
      notes: "Phase 1 of the warehouse",
      status: "draft",
      accountId: "A-10001",
      accountName: "Brightline Electrical Supply",
      createdBy: { name: "Ben Buyer" },
      lineCount: 2,
      unitCount: 8,
      // 5 × 51.92 + 3 × 58.50; options 3 × 12.00.
      itemTotalCents: 25_960 + 17_550,
      optionTotalCents: 3_600,
      subTotalCents: 47_110,
      shippingCents: null,
      bankSurchargeCents: 0,
      discountCents: 0,
      totalCents: 47_110,
      appliedCoupon: null,
      currency: "USD",
    });
    expect(quote.number).toMatch(new RegExp(`^Q-${new Date(quote.createdAt).getUTCFullYear()}-\\d{6}$`));
    expect(Date.parse(quote.expiresAt) - Date.parse(quote.createdAt)).toBe(30 * DAY_MS);
    expect(Date.now() - Date.parse(quote.createdAt)).toBeLessThan(60_000);
    // Each line as the cart priced it, snapshot and prices.
    for (const item of cart.items) {
      expect(line(quote, item.productDetails.sku)).toMatchObject({
        productId: item.productId,
        productCode: item.productCode,
        productDetails: item.productDetails,
        catalogNumber: item.catalogNumber,
        options: item.options,
        quantity: item.quantity,
        listPriceCents: item.listPriceCents,
        accountPriceCents: item.accountPriceCents,
        unitPriceCents: item.unitPriceCents,
        lineTotalCents: item.lineTotalCents,
      });
    }
    expect(quote.items.map((i) => i.position)).toEqual([1, 2]);
    expect(line(quote, "DLX-8-20-50K")).toMatchObject({
      catalogNumber: "DLX-8-20-50K-BK",
      unitPriceCents: 5_850,
      optionsPerUnitCents: 1_200,
      lineTotalCents: 21_150,
    });
    // The cart stays as it was.
    expect(ok(await cartOf("ben"))).toEqual(cart);
    // A second quote gets the next number.
    const next = ok(await save("ben", { PurchaseOrder: "PO-7782" }), 201);
    const sequence = (n: string) => Number(n.split("-")[2]);
    expect(sequence(next.number)).toBe(sequence(quote.number) + 1);
    expect(next.notes).toBe("");
  });

  it("QUOTE-04 API-29 without a purchase order nothing is written and the answer says the field is required", async () => {
    await fillBensCart();
    for (const body of [{}, { PurchaseOrder: "" }, { PurchaseOrder: "   " }, { PurchaseOrder: null }]) {
      const refused = await save("ben", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toEqual({ error: "Purchase order is required", code: "VALIDATION" });
    }
    const tooLong = await save("ben", { PurchaseOrder: "P".repeat(41) });
    expect(tooLong.body).toEqual({
      error: "Purchase order must be at most 40 characters",
      code: "VALIDATION",
    });
    for (const body of [
      { PurchaseOrder: 42 },
      { PurchaseOrder: "PO-1", notes: "n".repeat(2_001) },
      { PurchaseOrder: "PO-1", totalCents: 1 },
      { PurchaseOrder: "PO-1", items: [] },
      { PurchaseOrder: "PO-1\u0000" },
      [],
      "PO-1",
    ]) {
      const refused = await save("ben", body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toEqual({ error: expect.any(String), code: "VALIDATION" });
    }
    expect(ok(await save("ben", { PurchaseOrder: "P".repeat(40) }), 201).PurchaseOrder).toHaveLength(40);
    expect(await quoteCount()).toBe(1);
  });

  it("API-29 an empty cart, or one with a line that left the catalogue, is not saved (400); the refusal's text is the server's", async () => {
    const empty = await save("ben", { PurchaseOrder: "PO-1" });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Your cart is empty: add products before saving a quote");
    ok(await add("ben", { sku: "CTR-22-30-50K", quantity: 1 }));
    ok(await add("ben", { sku: "WPX-M-40-40K", quantity: 2, options: ["W-60"] }));
    await h.db.delete(products).where(eq(products.sku, "WPX-M-40-40K"));
    const refused = await save("ben", { PurchaseOrder: "PO-1" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /^Remove the lines that are no longer available before saving a quote: WPX-M-60-40K/,
    );
    expect(refused.body.details?.lines).toEqual([
      expect.objectContaining({ line: 2, reason: "This product is no longer in the catalogue" }),
    ]);
    expect(await quoteCount()).toBe(0);
  });

  it("API-29 a double-clicked 'Save as quote' with one Idempotency-Key makes one quote, also when both arrive at once; the same key with another PO is 409", async () => {
    await fillBensCart();
    const headers = { "Idempotency-Key": `quote-${randomUUID()}` };
    const first = await save("ben", { PurchaseOrder: "PO-1" }, headers);
    const second = await save("ben", { PurchaseOrder: "PO-1" }, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(await quoteCount()).toBe(1);
    expect((await save("ben", { PurchaseOrder: "PO-2" }, headers)).status).toBe(409);
    expect((await save("ben", { PurchaseOrder: "PO-2" }, { "Idempotency-Key": "short" })).status).toBe(400);

    const together = { "Idempotency-Key": `quote-${randomUUID()}` };
    const both = await Promise.all([
      save("ben", { PurchaseOrder: "PO-3" }, together),
      save("ben", { PurchaseOrder: "PO-3" }, together),
    ]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[0]?.body.id).toBe(both[1]?.body.id);
    expect(both.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(1);
    expect(await quoteCount()).toBe(2);
    // Without a key each click is a new quote.
    ok(await save("ben", { PurchaseOrder: "PO-3" }), 201);
    expect(await quoteCount()).toBe(3);
  });

  it("QUOTE-01 API-25 lists the working account's quotes newest first: PO, date, line count, total, status, expiry; a page at a time", async () => {
    await fillBensCart();
    const saved: Quote[] = [];
    for (const po of ["PO-A", "PO-B", "PO-C"]) saved.push(ok(await save("ben", { PurchaseOrder: po }), 201));
    ok(await add("olivia", { sku: "CTR-22-30-50K", quantity: 1 }));
    ok(await save("olivia", { PurchaseOrder: "NORTHGATE-1" }), 201);

    const list = ok(await send<QuoteList>("dana", "GET", "/quotes/account/A-10001"));
    expect(quoteListSchema.parse(list)).toEqual(list);
    expect(list).toMatchObject({ accountId: "A-10001", page: 1, pageSize: 20, total: 3 });
    expect(list.quotes.map((q) => q.PurchaseOrder)).toEqual(["PO-C", "PO-B", "PO-A"]);
    const newest = saved[2] as Quote;
    expect(list.quotes[0]).toEqual({
      id: newest.id,
      number: newest.number,
      PurchaseOrder: "PO-C",
      status: "draft",
      negotiationStatus: null,
      order: null,
      createdAt: newest.createdAt,
      updatedAt: newest.updatedAt,
      expiresAt: newest.expiresAt,
      createdBy: newest.createdBy,
      lineCount: 2,
      unitCount: 8,
      totalCents: 47_110,
      currency: "USD",
    });
    const page2 = ok(await send<QuoteList>("ben", "GET", "/quotes/account/A-10001?page=2&pageSize=2"));
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.quotes.map((q) => q.PurchaseOrder)).toEqual(["PO-A"]);
    expect(ok(await send<QuoteList>("ben", "GET", "/quotes/account/A-10001?page=9")).quotes).toEqual([]);
    // Northgate's quotes are Northgate's alone.
    const northgate = ok(await send<QuoteList>("olivia", "GET", "/quotes/account/A-10002"));
    expect(northgate.quotes.map((q) => q.PurchaseOrder)).toEqual(["NORTHGATE-1"]);
    for (const other of ["A-10002", "A-99999", "a-10001", "%20"]) {
      const refused = await send<QuoteList>("ben", "GET", `/quotes/account/${other}`);
      expect(refused.status, other).toBe(404);
      expect(refused.body).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    }
    for (const query of ["page=0", "pageSize=101", "page=x", "pageSize=-1", "page=1.5", "sort=po"]) {
      expect((await send("ben", "GET", `/quotes/account/A-10001?${query}`)).status, query).toBe(400);
    }
  });

  it("QUOTE-02 API-26 opens a quote with its lines and totals as saved; prices stay frozen when the catalogue and the price list change, and copying it back gives today's prices", async () => {
    await fillBensCart();
    const saved = ok(await save("ben", { PurchaseOrder: "PO-FROZEN" }), 201);
    const opened = ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`));
    expect(opened).toEqual(saved);
    expect(ok(await send<Quote>("rita", "GET", `/quotes/${saved.id.toUpperCase()}`))).toEqual(saved);

    const [edl] = await h.db.select().from(products).where(eq(products.sku, "EDL-4SMD-11-30K"));
    const [dlx] = await h.db.select().from(products).where(eq(products.sku, "DLX-8-20-50K"));
    const black = and(
      eq(productOptions.productId, dlx?.id as string),
      eq(productOptions.optionCode, "FIN-BK"),
    );
    const net = and(eq(accountSkuPrices.accountId, "A-10001"), eq(accountSkuPrices.sku, "DLX-8-20-50K"));
    await h.db.update(products).set({ listPriceCents: 7_000 }).where(eq(products.sku, "EDL-4SMD-11-30K"));
    await h.db.update(accountSkuPrices).set({ netPriceCents: 6_500 }).where(net);
    await h.db.update(productOptions).set({ priceCents: 1_500 }).where(black);
    try {
      // The quote: unchanged, to the cent.
      expect(ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`))).toEqual(saved);
      const listed = ok(await send<QuoteList>("ben", "GET", "/quotes/account/A-10001"));
      expect(listed.quotes[0]?.totalCents).toBe(47_110);
      // A quantity edit uses the frozen prices too: EDL × 6 at 51.92.
      const edited = ok(
        await send<Quote>("ben", "PUT", `/quotes/${saved.id}`, {
          items: [{ id: line(saved, "EDL-4SMD-11-30K").id, quantity: 6 }],
        }),
      );
      expect(edited.totalCents).toBe(6 * 5_192 + 3 * (5_850 + 1_200));
      // Copied back, the cart prices the lines today: EDL 70.00 - 12 % = 61.60; DLX net 65.00 + 15.00.
      const copied = ok(await send<CopiedQuote>("ben", "POST", `/quotes/${saved.id}/cart`));
      expect(copiedQuoteSchema.parse(copied)).toEqual(copied);
      expect(copied).toMatchObject({ quoteId: saved.id, number: saved.number, pricing: "current" });
      expect(copied.message).toContain("today's prices");
      expect(copied.lines).toEqual([
        expect.objectContaining({
          sku: "EDL-4SMD-11-30K",
          quantity: 6,
          quotedUnitPriceCents: 5_192,
          currentUnitPriceCents: 6_160,
          cartItemId: cartLine(copied.cart, "EDL-4SMD-11-30K").id,
        }),
        expect.objectContaining({
          sku: "DLX-8-20-50K",
          catalogNumber: "DLX-8-20-50K-BK",
          quantity: 3,
          quotedUnitPriceCents: 5_850,
          quotedOptionsPerUnitCents: 1_200,
          currentUnitPriceCents: 6_500,
          currentOptionsPerUnitCents: 1_500,
        }),
      ]);
      expect(copied.cart.subTotalCents).toBe(6 * 6_160 + 3 * (6_500 + 1_500));
      expect(ok(await cartOf("ben"))).toEqual(copied.cart);
      // And the quote still holds its own prices.
      expect(ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`)).totalCents).toBe(edited.totalCents);
    } finally {
      await h.db
        .update(products)
        .set({ listPriceCents: edl?.listPriceCents })
        .where(eq(products.sku, "EDL-4SMD-11-30K"));
      await h.db.update(accountSkuPrices).set({ netPriceCents: 5_850 }).where(net);
      await h.db.update(productOptions).set({ priceCents: 1_200 }).where(black);
    }
  });

  it("QUOTE-07 API-27 edits the PO, the notes and quantities and removes a line in one call; totals come from the frozen prices, coupon, shipping and surcharge", async () => {
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 5 }));
    ok(await add("ben", { sku: "CTR-22-30-50K", quantity: 1 }));
    ok(await send("ben", "POST", "/cart/coupon", { code: "save10" }));
    ok(await send("rita", "PUT", "/cart/shipping", { shippingCents: 1_000 }));
    const cart = ok(await send<Cart>("ben", "PUT", "/cart/surcharge", { method: "card" }));
    const saved = ok(await save("ben", { PurchaseOrder: "PO-EDIT", notes: "first" }), 201);
    // Saved as the cart showed it: EDL 5 × 51.92 (10 %: 5.19 a unit), CTR 99.00 (10 %: 9.90),
    // shipping 10.00, card 3 % of (358.60 + 10.00 - 35.85) = 9.9825 → 9.98.
    expect(saved).toMatchObject({
      subTotalCents: 35_860,
      discountCents: 2_595 + 990,
      shippingCents: 1_000,
      surchargeMethod: "card",
      bankSurchargeCents: 998,
      totalCents: 35_860 + 1_000 + 998 - 3_585,
      appliedCoupon: { code: "save10", percentage: 10, note: { kind: "applied" } },
    });
    for (const key of ["subTotalCents", "discountCents", "bankSurchargeCents", "totalCents"] as const) {
      expect(saved[key], key).toBe(cart[key]);
    }
    // The coupon leaves the cart and expires: the quote keeps it.
    ok(await send("ben", "DELETE", "/cart/coupon"));
    await h.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(coupons.code, "save10"));
    try {
      const edited = ok(
        await send<Quote>("ben", "PUT", `/quotes/${saved.id}`, {
          PurchaseOrder: " PO-EDIT-2 ",
          notes: "second",
          items: [{ id: line(saved, "EDL-4SMD-11-30K").id, quantity: 10 }],
          removeItemIds: [line(saved, "CTR-22-30-50K").id],
        }),
      );
      // EDL 10 × 51.92 = 519.20, 10 % = 51.90; card 3 % of (519.20 + 10.00 - 51.90) = 14.319 → 14.32.
      expect(edited).toMatchObject({
        PurchaseOrder: "PO-EDIT-2",
        notes: "second",
        lineCount: 1,
        unitCount: 10,
        itemTotalCents: 51_920,
        subTotalCents: 51_920,
        discountCents: 5_190,
        bankSurchargeCents: 1_432,
        totalCents: 51_920 + 1_000 + 1_432 - 5_190,
        appliedCoupon: { code: "save10", note: { kind: "applied" } },
      });
      expect(line(edited, "EDL-4SMD-11-30K")).toMatchObject({
        quantity: 10,
        lineTotalCents: 51_920,
        discountCents: 5_190,
      });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
      expect(ok(await send<Quote>("dana", "GET", `/quotes/${saved.id}`))).toEqual(edited);
      // The designated SKU's rule is frozen too: over 47 units it gets no discount from a 10 % coupon.
      const over = ok(
        await send<Quote>("ben", "PUT", `/quotes/${saved.id}`, {
          items: [{ id: line(saved, "EDL-4SMD-11-30K").id, quantity: 48 }],
        }),
      );
      expect(over).toMatchObject({
        discountCents: 0,
        appliedCoupon: { note: { kind: "designatedSkuExcluded", skus: ["EDL-4SMD-11-30K"] } },
      });
      // Notes alone; the empty string clears them.
      expect(ok(await send<Quote>("ben", "PUT", `/quotes/${saved.id}`, { notes: "" })).notes).toBe("");
    } finally {
      await h.db.update(coupons).set({ expiresAt: null }).where(eq(coupons.code, "save10"));
    }
  });

  it("QUOTE-07 API-27 bad input is a 400 { error, code } and changes nothing", async () => {
    await fillBensCart();
    const saved = ok(await save("ben", { PurchaseOrder: "PO-BAD" }), 201);
    const edl = line(saved, "EDL-4SMD-11-30K").id;
    const dlx = line(saved, "DLX-8-20-50K").id;
    const bad: unknown[] = [
      {},
      { PurchaseOrder: "" },
      { PurchaseOrder: " " },
      { PurchaseOrder: "x".repeat(41) },
      { notes: "n".repeat(2_001) },
      ...[0, -1, 1.5, "2", null, 100_000, 2 ** 31].map((quantity) => ({ items: [{ id: edl, quantity }] })),
      { items: [{ id: edl }] },
      { items: [{ id: "not-a-line", quantity: 1 }] },
      { items: [{ id: randomUUID(), quantity: 1 }] },
      { items: [{ id: edl, quantity: 2 }], removeItemIds: [randomUUID()] },
      {
        items: [
          { id: edl, quantity: 2 },
          { id: edl, quantity: 3 },
        ],
      },
      { items: [{ id: edl, quantity: 2 }], removeItemIds: [edl] },
      { removeItemIds: [edl, dlx] },
      { items: [{ id: edl, quantity: 2, priceCents: 1 }] },
      { totalCents: 1 },
      { PurchaseOrder: "PO-OK", unitPriceCents: 1 },
      [],
    ];
    for (const body of bad) {
      const refused = await send("ben", "PUT", `/quotes/${saved.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body, JSON.stringify(body)).toEqual({ error: expect.any(String), code: "VALIDATION" });
    }
    expect((await send("ben", "PUT", `/quotes/${saved.id}`, { PurchaseOrder: "" })).body.error).toBe(
      "Purchase order is required",
    );
    expect((await send("ben", "PUT", `/quotes/${saved.id}`, { removeItemIds: [edl, dlx] })).body.error).toBe(
      "A quote keeps at least one line: delete the quote instead",
    );
    expect(ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`))).toEqual(saved);
    expect((await send("ben", "PUT", `/quotes/${randomUUID()}`, { notes: "x" })).status).toBe(404);
    expect((await send("ben", "PUT", "/quotes/not-an-id", { notes: "x" })).status).toBe(404);
  });

  it("QUOTE-08 API-28 deletes a quote and its lines, with the spec's words; a second delete is 404; the cart is untouched", async () => {
    const cart = await fillBensCart();
    const saved = ok(await save("ben", { PurchaseOrder: "PO-DEL" }), 201);
    const kept = ok(await save("ben", { PurchaseOrder: "PO-KEEP" }), 201);
    const deleted = ok(await send<DeletedQuote>("dana", "DELETE", `/quotes/${saved.id}`));
    expect(deleted).toEqual({
      id: saved.id,
      number: saved.number,
      deleted: true,
      message: "Quote deleted successfully",
    });
    expect((await send("ben", "GET", `/quotes/${saved.id}`)).status).toBe(404);
    const again = await send("ben", "DELETE", `/quotes/${saved.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: "Quote not found", code: "NOT_FOUND" });
    const lines = await h.db.select().from(quoteLines).where(eq(quoteLines.quoteId, saved.id));
    expect(lines).toEqual([]);
    expect(ok(await send<Quote>("ben", "GET", `/quotes/${kept.id}`))).toEqual(kept);
    expect(ok(await cartOf("ben"))).toEqual(cart);
  });

  it("an expired quote still opens, downloads and copies to the cart, shows 'expired', keeps its PO and notes editable, and refuses new quantities (409)", async () => {
    const cart = await fillBensCart();
    const dlx = cartLine(cart, "DLX-8-20-50K").id;
    ok(await send("rita", "PUT", `/cart/items/${dlx}`, { priceCents: 4_500, originalPriceCents: 5_850 }));
    const saved = ok(await save("ben", { PurchaseOrder: "PO-OLD" }), 201);
    expect(line(saved, "DLX-8-20-50K")).toMatchObject({
      unitPriceCents: 4_500,
      priceOverride: { priceCents: 4_500, originalPriceCents: 5_850, byName: "Rita Rep" },
    });
    // While it holds its prices, copying it back keeps the representative's price.
    const fresh = ok(await send<CopiedQuote>("ben", "POST", `/quotes/${saved.id}/cart`));
    expect(cartLine(fresh.cart, "DLX-8-20-50K")).toMatchObject({ unitPriceCents: 4_500 });

    await h.db
      .update(quotes)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS), expiresAt: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(quotes.id, saved.id));
    const opened = ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`));
    expect(opened).toMatchObject({ status: "expired", totalCents: saved.totalCents });
    const listed = ok(await send<QuoteList>("ben", "GET", "/quotes/account/A-10001"));
    expect(listed.quotes[0]).toMatchObject({ id: saved.id, status: "expired" });
    const refused = await send("ben", "PUT", `/quotes/${saved.id}`, {
      items: [{ id: line(saved, "EDL-4SMD-11-30K").id, quantity: 9 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /^This quote expired on \d{4}-\d{2}-\d{2} and no longer holds its prices/,
    );
    const renamed = ok(await send<Quote>("ben", "PUT", `/quotes/${saved.id}`, { PurchaseOrder: "PO-OLD-2" }));
    expect(renamed).toMatchObject({ PurchaseOrder: "PO-OLD-2", status: "expired", unitCount: 8 });
    expect((await h.call(`${API}/quotes/${saved.id}/pdf`, { cookie: cookies.ben })).status).toBe(200);
    // Copied back after expiry: today's prices, without the representative's price.
    const copied = ok(await send<CopiedQuote>("ben", "POST", `/quotes/${saved.id}/cart`));
    expect(copied.message).toContain("expired");
    expect(cartLine(copied.cart, "DLX-8-20-50K")).toMatchObject({
      unitPriceCents: 5_850,
      priceOverride: null,
    });
  });

  it("copying a quote whose product left the catalogue refuses the whole copy with each line's reason; the cart is unchanged", async () => {
    ok(await add("ben", { sku: "CTR-22-30-50K", quantity: 2 }));
    ok(await add("ben", { sku: "STR-4-30-35K", quantity: 1, options: ["FIN-BK"] }));
    const saved = ok(await save("ben", { PurchaseOrder: "PO-GONE" }), 201);
    await h.db.delete(carts);
    const before = ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 1 }));
    const [strip] = await h.db.select().from(products).where(eq(products.sku, "STR-4-30-35K"));
    const finish = and(
      eq(productOptions.productId, strip?.id as string),
      eq(productOptions.optionCode, "FIN-BK"),
    );
    await h.db.update(productOptions).set({ optionCode: "FIN-BK-GONE" }).where(finish);
    try {
      const refused = await send("ben", "POST", `/quotes/${saved.id}/cart`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/line 2: STR-4-30-35K has no option "FIN-BK"/);
      expect(ok(await cartOf("ben"))).toEqual(before);
      // The quote itself opens as saved.
      expect(ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`))).toEqual(saved);
    } finally {
      await h.db
        .update(productOptions)
        .set({ optionCode: "FIN-BK" })
        .where(
          and(
            eq(productOptions.productId, strip?.id as string),
            eq(productOptions.optionCode, "FIN-BK-GONE"),
          ),
        );
    }
  });

  it("the quote downloads as a PDF named by its number: brand, number, account, PO, lines, totals and notes", async () => {
    await fillBensCart();
    const saved = ok(await save("ben", { PurchaseOrder: "PO-PDF-1", notes: "Deliver to dock 4" }), 201);
    const response = await h.call(`${API}/quotes/${saved.id}/pdf`, { cookie: cookies.ben });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${saved.number}.pdf"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Quote ${saved.number}`);
    const text = await pdfText(bytes);
    for (const expected of [
      "Lumenor",
      `Quote ${saved.number}`,
      "Brightline Electrical Supply (A-10001)",
      "PO-PDF-1",
      "EDL-4SMD-11-30K",
      "DLX-8-20-50K-BK",
      "Finish: Black (+$12.00)",
      "$211.50",
      "$471.10",
      "TBD",
      "Deliver to dock 4",
      "Ben Buyer",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // The same quote gives the same bytes.
    const again = await h.call(`${API}/quotes/${saved.id}/pdf`, { cookie: cookies.ben });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
  });

  it("CART-02 USER-10 SEC-05 another account's quote is 404 on every call; a member without cart access 403; a guest 401", async () => {
    await fillBensCart();
    const saved = ok(await save("ben", { PurchaseOrder: "PO-MINE" }), 201);
    const calls: [string, string, unknown?][] = [
      ["GET", `/quotes/${saved.id}`],
      ["PUT", `/quotes/${saved.id}`, { PurchaseOrder: "HIJACK" }],
      ["DELETE", `/quotes/${saved.id}`],
      ["GET", `/quotes/${saved.id}/pdf`],
      ["POST", `/quotes/${saved.id}/cart`],
      ["GET", "/quotes/account/A-10001"],
      ["POST", "/quotes", { PurchaseOrder: "PO-X", accountId: "A-10001" }],
    ];
    for (const [method, path, body] of calls) {
      const other = await send("olivia", method, path, body);
      expect(other.status, `olivia ${method} ${path}`).toBe(404);
      expect(other.body).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
      for (const who of ["nora", "bob"] as const) {
        const forbidden = await send(who, method, path, body);
        expect(forbidden.status, `${who} ${method} ${path}`).toBe(403);
        expect(forbidden.body).toEqual({ error: expect.any(String), code: "FORBIDDEN" });
      }
      const guest = await h.call(`${API}${path}`, { method, ...(body ? { body } : {}) });
      expect(guest.status, `guest ${method} ${path}`).toBe(401);
    }
    expect(ok(await send<Quote>("ben", "GET", `/quotes/${saved.id}`))).toEqual(saved);
    expect(await quoteCount()).toBe(1);
  });

  it("SEC-10 a representative works on the selected assigned account's quotes; after switching, the other account's quotes are not found", async () => {
    await fillBensCart();
    const brightline = ok(await save("rita", { PurchaseOrder: "RITA-1" }), 201);
    expect(brightline).toMatchObject({ accountId: "A-10001", createdBy: { name: "Rita Rep" } });
    const ritaId = (await h.db.select().from(authUsers).where(eq(authUsers.email, emails.rita)))[0]
      ?.id as string;
    const switchTo = (accountId: string) =>
      h.postJson(
        `/api/user-service/users/${ritaId}`,
        { selectedAssignedAccountId: accountId },
        {
          cookie: cookies.rita,
          method: "PUT",
        },
      );
    expect((await switchTo("A-10003")).status).toBe(200);
    try {
      expect((await send("rita", "GET", `/quotes/${brightline.id}`)).status).toBe(404);
      expect((await send("rita", "GET", "/quotes/account/A-10001")).status).toBe(404);
      const harbor = ok(await send<QuoteList>("rita", "GET", "/quotes/account/A-10003"));
      expect(harbor.quotes).toEqual([]);
      // Harbor's cart is empty: nothing to save.
      expect((await save("rita", { PurchaseOrder: "RITA-2" })).status).toBe(400);
    } finally {
      await switchTo("A-10001");
    }
    expect(ok(await send<Quote>("rita", "GET", `/quotes/${brightline.id}`)).id).toBe(brightline.id);
  });

  /** Issue 32 item 3: the mails of negotiated quotes to an address, oldest first. */
  const negotiationMail = async (to: string) =>
    h.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.purpose, "quote-negotiation")))
      .orderBy(mailOutbox.createdAt);
  const requestQuote = (who: Who, body: Record<string, unknown>, headers = {}) =>
    send<Quote>(
      who,
      "POST",
      "/quote-requests",
      { message: "Bid for the Polaris job", neededBy: dayFromNow(7), ...body },
      headers,
    );
  const answerBody = (quote: Quote, prices: Record<string, number>, extra = {}) => ({
    lines: quote.items.map((item) => ({ id: item.id, unitPriceCents: prices[item.productDetails.sku] })),
    expiresOn: dayFromNow(30),
    note: "Project pricing for Polaris",
    ...extra,
  });
  const staff = (method: string, path: string, body?: unknown, key: string | null = STAFF_KEY) =>
    h.call(`/api/order-service/integration/quotes${path}`, {
      method,
      ...(body === undefined ? {} : { body }),
      headers: key ? { "X-Api-Key": key } : {},
    });

  it("#32.3 a buyer requests a quote from the cart; the rep answers per line; the buyer accepts and orders it at those prices once, of 20 at once", async () => {
    await h.db.delete(mailOutbox);
    const cart = await fillBensCart();
    const key = randomUUID();
    const requested = ok(
      await requestQuote("ben", { PurchaseOrder: "PO-RFQ-1" }, { "Idempotency-Key": key }),
      201,
    );
    // A double click answers the same request.
    const again = ok(
      await requestQuote("ben", { PurchaseOrder: "PO-RFQ-1" }, { "Idempotency-Key": key }),
      201,
    );
    expect(again.id).toBe(requested.id);
    expect(await quoteCount()).toBe(1);
    expect(quoteSchema.parse(requested)).toEqual(requested);
    expect(requested.negotiation).toMatchObject({
      status: "requested",
      neededBy: dayFromNow(7),
      requestedBy: { name: "Ben Buyer", email: emails.ben },
      events: [
        { actor: "buyer", actorName: "Ben Buyer", action: "requested", message: "Bid for the Polaris job" },
      ],
    });
    // The lines at the prices of the request (the account's: 51.92; the list: 58.50), the cart kept.
    expect(line(requested, "EDL-4SMD-11-30K").unitPriceCents).toBe(5192);
    expect(line(requested, "DLX-8-20-50K").unitPriceCents).toBe(5850);
    expect(ok(await cartOf("ben")).items).toHaveLength(cart.items.length);
    // The rep (and the quote desk) heard of it, once.
    const ritaMail = await negotiationMail(emails.rita);
    expect(ritaMail.map((m) => m.subject)).toEqual([
      `Quote ${requested.number} (Brightline Electrical Supply): Ben Buyer asks for a quote`,
    ]);
    expect(ritaMail[0]?.text).toContain("Bid for the Polaris job");

    // Not orderable, editable or deletable before it is accepted.
    const shipTo = {
      name: "Brightline",
      attention: "Receiving",
      address1: "1200 Dublin Rd",
      city: "Columbus",
      state: "oh",
      zip: "43215",
    };
    const placeBody = {
      source: { kind: "quote", quoteId: requested.id },
      shipTo,
      PurchaseOrder: "PO-RFQ-1",
      PaymentType: "CARD",
    };
    const placeOrder = () =>
      h.postJson<ErrorBody & { id: string; subTotalCents: number }>("/api/order-service/orders", placeBody, {
        cookie: cookies.ben,
      });
    const early = await placeOrder();
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("Accept your rep's prices before ordering this quote");
    expect((await send("ben", "PUT", `/quotes/${requested.id}`, { notes: "x" })).status).toBe(409);
    expect((await send("ben", "DELETE", `/quotes/${requested.id}`)).status).toBe(409);
    expect(
      (await send("ben", "POST", `/quote-requests/${requested.id}/respond`, { action: "accept" })).status,
    ).toBe(409);

    // Rita answers: 45.00 and 50.00 a unit (options keep their 12.00).
    const answered = ok(
      await send<Quote>(
        "rita",
        "POST",
        `/quote-requests/${requested.id}/answer`,
        answerBody(requested, { "EDL-4SMD-11-30K": 4500, "DLX-8-20-50K": 5000 }),
      ),
    );
    expect(answered.negotiation).toMatchObject({
      status: "answered",
      answeredBy: "Rita Rep",
      note: "Project pricing for Polaris",
    });
    expect(line(answered, "EDL-4SMD-11-30K")).toMatchObject({
      unitPriceCents: 4500,
      lineTotalCents: 22500,
      priceOverride: { priceCents: 4500, originalPriceCents: 5192, byName: "Rita Rep" },
    });
    // 5 × 45.00 = 225.00; 3 × (50.00 + 12.00) = 186.00; 411.00.
    expect(line(answered, "DLX-8-20-50K").lineTotalCents).toBe(18600);
    expect(answered.subTotalCents).toBe(41100);
    expect(answered.expiresAt.slice(0, 10)).toBe(dayFromNow(30));
    const benMail = await negotiationMail(emails.ben);
    expect(
      benMail.map((m) => m.subject.endsWith(`quote ${requested.number}: your prices are ready`)),
    ).toEqual([true]);
    expect(benMail[0]?.text).toContain("$411.00 in all");
    // Nobody but the buyer decides: the rep 403, another account 404.
    expect(
      (await send("rita", "POST", `/quote-requests/${requested.id}/respond`, { action: "accept" })).status,
    ).toBe(403);
    expect(
      (await send("olivia", "POST", `/quote-requests/${requested.id}/respond`, { action: "accept" })).status,
    ).toBe(404);

    const accepted = ok(
      await send<Quote>("ben", "POST", `/quote-requests/${requested.id}/respond`, { action: "accept" }),
    );
    expect(accepted.negotiation?.events.map((e) => [e.actor, e.action])).toEqual([
      ["buyer", "requested"],
      ["rep", "answered"],
      ["buyer", "accepted"],
    ]);
    expect((await negotiationMail(emails.rita)).at(-1)?.subject).toContain("Ben Buyer accepted the quote");

    // Twenty placements at once: one order, at the negotiated prices.
    const placed = await Promise.all(Array.from({ length: 20 }, () => placeOrder()));
    const created = placed.filter((r) => r.status === 201);
    expect(created, JSON.stringify(placed.map((r) => [r.status, r.body.error]))).toHaveLength(1);
    expect(placed.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
    expect(created[0]?.body.subTotalCents).toBe(41100);
    const live = await h.db.select().from(orders).where(eq(orders.quoteId, requested.id));
    expect(live).toHaveLength(1);
    expect(ok(await send<Quote>("ben", "GET", `/quotes/${requested.id}`)).status).toBe("ordered");
  });

  it("#32.3 the staff answer through the integration API; the buyer asks again, prices expire, and declining closes the request; bad input changes nothing", async () => {
    await fillBensCart();
    expect((await requestQuote("ben", { message: "  " })).status).toBe(400);
    expect((await requestQuote("ben", { neededBy: dayFromNow(-2) })).status).toBe(400);
    const requested = ok(await requestQuote("ben", {}), 201);
    expect(requested.PurchaseOrder).toBe("Quote request");

    // The integration API: only with the key.
    expect((await staff("GET", `/${requested.number}`, undefined, null)).status).toBe(401);
    expect((await staff("GET", `/${requested.number}`, undefined, "wrong")).status).toBe(401);
    const read = await staff("GET", `/${requested.number}`);
    expect(read.status).toBe(200);
    const staffView = (await read.json()) as Quote;
    expect(staffView.negotiation?.status).toBe("requested");
    // Every line must be priced; nothing changes otherwise.
    const partial = await staff("POST", `/${requested.number}/answer`, {
      ...answerBody(requested, { "EDL-4SMD-11-30K": 4000, "DLX-8-20-50K": 5000 }),
      lines: [{ id: line(requested, "EDL-4SMD-11-30K").id, unitPriceCents: 4000 }],
    });
    expect(partial.status).toBe(400);
    expect(
      (
        await staff(
          "POST",
          `/${requested.number}/answer`,
          answerBody(
            requested,
            { "EDL-4SMD-11-30K": 4000, "DLX-8-20-50K": 5000 },
            { expiresOn: dayFromNow(-1) },
          ),
        )
      ).status,
    ).toBe(400);
    expect(ok(await send<Quote>("ben", "GET", `/quotes/${requested.id}`)).negotiation?.status).toBe(
      "requested",
    );
    const byStaff = await staff(
      "POST",
      `/${requested.number}/answer`,
      answerBody(
        requested,
        { "EDL-4SMD-11-30K": 4000, "DLX-8-20-50K": 5000 },
        { answeredBy: "Maria at the quote desk" },
      ),
    );
    expect(byStaff.status).toBe(200);
    expect(((await byStaff.json()) as Quote).negotiation?.events.at(-1)).toMatchObject({
      actor: "staff",
      actorName: "Maria at the quote desk",
      action: "answered",
    });

    // Ask again: back to Requested, with the buyer's words.
    expect(
      (
        await send("ben", "POST", `/quote-requests/${requested.id}/respond`, {
          action: "ask-again",
          message: "",
        })
      ).status,
    ).toBe(400);
    const asked = ok(
      await send<Quote>("ben", "POST", `/quote-requests/${requested.id}/respond`, {
        action: "ask-again",
        message: "Can you do 38.00 on the EDL?",
      }),
    );
    expect(asked.negotiation).toMatchObject({ status: "requested" });
    expect(asked.negotiation?.events.at(-1)).toMatchObject({
      action: "asked-again",
      message: "Can you do 38.00 on the EDL?",
    });
    ok(
      await send(
        "rita",
        "POST",
        `/quote-requests/${requested.id}/answer`,
        answerBody(requested, { "EDL-4SMD-11-30K": 3800, "DLX-8-20-50K": 5000 }),
      ),
    );

    // The prices expire: shown as expired, not accepted, not ordered.
    await h.db
      .update(quotes)
      .set({ createdAt: new Date(Date.now() - 40 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(quotes.id, requested.id));
    const expired = ok(await send<Quote>("ben", "GET", `/quotes/${requested.id}`));
    expect([expired.status, expired.negotiation?.status]).toEqual(["expired", "answered"]);
    const late = await send("ben", "POST", `/quote-requests/${requested.id}/respond`, { action: "accept" });
    expect([late.status, late.body.error]).toEqual([
      409,
      "These prices have expired: ask your rep again for new ones",
    ]);

    const declined = ok(
      await send<Quote>("ben", "POST", `/quote-requests/${requested.id}/respond`, {
        action: "decline",
        message: "Went with another bid",
      }),
    );
    expect(declined.negotiation?.status).toBe("declined");
    expect(
      (
        await send(
          "rita",
          "POST",
          `/quote-requests/${requested.id}/answer`,
          answerBody(requested, { "EDL-4SMD-11-30K": 3800, "DLX-8-20-50K": 5000 }),
        )
      ).status,
    ).toBe(409);
    expect(
      (await send("ben", "POST", `/quote-requests/${requested.id}/respond`, { action: "accept" })).status,
    ).toBe(409);
  });

  it("#32.3 a rep lists the requests of every assigned account and answers none of another rep's accounts (404)", async () => {
    await fillBensCart();
    const bens = ok(await requestQuote("ben", {}), 201);
    ok(await add("olivia", { sku: "CTR-22-30-50K", quantity: 2 }));
    const olivias = ok(await requestQuote("olivia", {}), 201);
    // A saved quote is not a request.
    ok(await save("ben", { PurchaseOrder: "PO-OWN" }), 201);
    const list = ok(await send<QuoteRequestList>("rita", "GET", "/quote-requests"));
    expect(quoteRequestListSchema.parse(list)).toEqual(list);
    expect(list.requests.map((r) => [r.number, r.accountId, r.status])).toEqual([
      [bens.number, "A-10001", "requested"],
    ]);
    expect(
      ok(await send<QuoteRequestList>("olivia", "GET", "/quote-requests")).requests.map((r) => r.id),
    ).toEqual([olivias.id]);
    const answer = await send(
      "rita",
      "POST",
      `/quote-requests/${olivias.id}/answer`,
      answerBody(olivias, { "CTR-22-30-50K": 1000 }),
    );
    expect(answer.status).toBe(404);
    // The buyer is not the rep: 403 after the scope.
    expect(
      (
        await send(
          "ben",
          "POST",
          `/quote-requests/${bens.id}/answer`,
          answerBody(bens, { "EDL-4SMD-11-30K": 1, "DLX-8-20-50K": 1 }),
        )
      ).status,
    ).toBe(403);
  });

  it("#32.3 a rep opens a request of an assigned account that is not selected; lists carry the negotiation's state; an unaccepted quote copies to the cart without the rep's prices", async () => {
    await fillBensCart();
    const bens = ok(await requestQuote("ben", {}), 201);
    const ritaId = (await h.db.select().from(authUsers).where(eq(authUsers.email, emails.rita)))[0]
      ?.id as string;
    const switchTo = (accountId: string) =>
      h.postJson(
        `/api/user-service/users/${ritaId}`,
        { selectedAssignedAccountId: accountId },
        { cookie: cookies.rita, method: "PUT" },
      );
    const own = ok(await save("ben", { PurchaseOrder: "PO-OWN" }), 201);
    expect((await switchTo("A-10003")).status).toBe(200);
    try {
      // Brightline's request opens from the rep's list whichever account is selected; its own saved quote does not.
      const opened = ok(await send<Quote>("rita", "GET", `/quotes/${bens.id}`));
      expect([opened.accountId, opened.negotiation?.status]).toEqual(["A-10001", "requested"]);
      expect((await send("rita", "GET", `/quotes/${own.id}`)).status).toBe(404);
    } finally {
      await switchTo("A-10001");
    }
    const list = ok(await send<QuoteList>("ben", "GET", "/quotes/account/A-10001"));
    expect(list.quotes.map((q) => [q.id, q.negotiationStatus])).toEqual([
      [own.id, null],
      [bens.id, "requested"],
    ]);
    ok(
      await send(
        "rita",
        "POST",
        `/quote-requests/${bens.id}/answer`,
        answerBody(bens, { "EDL-4SMD-11-30K": 4500, "DLX-8-20-50K": 5000 }),
      ),
    );
    const copied = ok(await send<CopiedQuote>("ben", "POST", `/quotes/${bens.id}/cart`));
    expect(copied.message).toContain("your rep's prices apply once you accept them");
    expect(cartLine(copied.cart, "EDL-4SMD-11-30K")).toMatchObject({
      unitPriceCents: 5192,
      priceOverride: null,
    });
    ok(await send("ben", "POST", `/quote-requests/${bens.id}/respond`, { action: "accept" }));
    const accepted = ok(await send<CopiedQuote>("ben", "POST", `/quotes/${bens.id}/cart`));
    expect(cartLine(accepted.cart, "EDL-4SMD-11-30K").unitPriceCents).toBe(4500);
  });
});
