import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultScxSelection, quoteScx, SCX_BASE_SKU, scxOptionCodes } from "../../../lib/builder/scx.ts";
import type { Cart } from "../../../lib/cart/contract.ts";
import {
  type CheckoutPreview,
  checkoutPreviewSchema,
  type ListOrdersQuery,
  type Order,
  type OrderList,
  orderListSchema,
  orderSchema,
  type ReorderResult,
  reorderResultSchema,
  type SetOrderStatusAnswer,
} from "../../../lib/orders/contract.ts";
import { earliestShipDate, todayIn } from "../../../lib/orders/ship-dates.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { inTransaction } from "../../db/transaction.ts";
import { type AppHarness, type JsonResponse, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { cartItems, carts, coupons } from "../cart/schema.ts";
import { products } from "../catalog/schema.ts";
import { invoiceAllocations, invoices } from "../invoices/schema.ts";
import { paymentAttempts } from "../payments/schema.ts";
import { quotes } from "../quotes/schema.ts";
import { demoOrders } from "./demo/orders.ts";
import { ordersPageQuery } from "./list-orders.ts";
import { orderLines, orders } from "./schema.ts";

const API = "/api/order-service";
const KEY = "integration-key-for-tests-0123456789";
type ErrorBody = { error: string; code: string };
const DAY_MS = 86_400_000;
/** The provider's report of an approved payment, as the payments module records it. */
const approvedResult = (cents: number) => ({
  id: randomUUID(),
  response_indicator: "A",
  status_description: "Approved",
  transaction_id: randomUUID(),
  amount: (cents / 100).toFixed(2),
});
const shipTo = {
  name: "Brightline Electrical Supply",
  attention: "Receiving",
  address1: "1200 Dublin Rd",
  city: "Columbus",
  state: "oh",
  zip: "43215",
};

/**
 * Orders over HTTP (issue 13: ORDER-01 … ORDER-06, API-47 … API-49, PAY-08, CONST-43) on the demo
 * accounts, a 60-product demo catalogue, the demo price lists, coupons and order history. Money is
 * checked against figures worked out by hand (Ben's cart: EDL-4SMD-11-30K × 5 at 51.92 and
 * DLX-8-20-50K × 3 black at 58.50 + 12.00 = 471.10; see quotes.test.ts), not recomputed by the code
 * under test.
 */
describe.each(testDatabaseKinds())("orders on %s", (kind) => {
  let h: AppHarness;
  const cookies: Record<string, string> = {};
  const emails = {
    ben: "ben.buyer@brightline.example",
    dana: "dana.admin@brightline.example",
    olivia: "olivia.owner@northgate.example",
  } as const;
  type Who = keyof typeof emails;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true, integrationApiKey: KEY });
    for (const [who, email] of Object.entries(emails)) cookies[who] = (await h.signIn(email)).cookie;
  });
  afterAll(async () => h?.dispose());
  beforeEach(async () => {
    // The demo history stays; orders placed by a test go.
    await h.db.delete(invoiceAllocations);
    await h.db.delete(invoices);
    await h.db.delete(orders).where(sql`${orders.number} not like 'SO-2026-9%'`);
    await h.db.delete(quotes);
    await h.db.delete(carts);
    await h.db.delete(paymentAttempts);
    await h.db.delete(mailOutbox);
    await h.db.update(coupons).set({ redemptions: 0 });
  });

  const send = <T>(who: Who | null, method: string, path: string, body?: unknown, headers = {}) => {
    const cookie = who ? cookies[who] : undefined;
    return body === undefined
      ? h.getJson<T & ErrorBody>(path, { cookie, method, headers } as never)
      : h.postJson<T & ErrorBody>(path, body, { cookie, method, headers } as never);
  };
  const ok = <T>(response: JsonResponse<T>, status = 200): T => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    return response.body;
  };
  const add = (who: Who, body: Record<string, unknown>) =>
    send<Cart>(who, "POST", "/api/cart-service/cart/add", body);
  const cartOf = async (who: Who) => ok(await send<Cart>(who, "GET", "/api/cart-service/cart"));
  const place = (who: Who, body: Record<string, unknown>, headers = {}) =>
    send<Order>(
      who,
      "POST",
      `${API}/orders`,
      { source: { kind: "cart" }, shipTo, PurchaseOrder: "PO-9001", ...body },
      headers,
    );
  const integration = <T>(method: string, path: string, body?: unknown) =>
    send<T>(null, method, `${API}/integration${path}`, body, { "x-api-key": KEY });
  const count = async (table: typeof orders | typeof orderLines | typeof invoices) =>
    (await h.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  const mails = (purpose: string) => h.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, purpose));

  async function fillBensCart(): Promise<Cart> {
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 5 }));
    return ok(await add("ben", { sku: "DLX-8-20-50K", quantity: 3, options: ["FIN-BK"] }));
  }

  it("ORDER-02 API-48 CONST-43 on account: PENDING / ON_ACCOUNT, the cart emptied in the same transaction, a limited coupon's use spent for good, a confirmation mail", async () => {
    await fillBensCart();
    ok(await send<Cart>("ben", "POST", "/api/cart-service/cart/coupon", { code: "launch25" }));
    const before = (await h.db.select().from(coupons).where(eq(coupons.code, "launch25")))[0];
    expect(before?.redemptions).toBe(1);
    const response = await place("ben", { PaymentType: "ON_ACCOUNT", notes: " Dock 4 " });
    const order = ok(response, 201);
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({
      OrderStatus: "PENDING",
      PaymentStatus: "ON_ACCOUNT",
      PaymentType: "ON_ACCOUNT",
      PurchaseOrder: "PO-9001",
      notes: "Dock 4",
      accountId: "A-10001",
      placedByName: "Ben Buyer",
      subTotalCents: 47_110,
      bankSurchargeCents: 0,
      lineCount: 2,
      shipTo: { state: "OH", country: "US", address2: null },
      appliedCoupon: { code: "launch25" },
    });
    // 25 %: floor(51.92 × .25) = 12.98 × 5, floor(58.50 × .25) = 14.62 × 3, 3.00 × 3 on the option.
    expect(order.discountCents).toBe(6_490 + 4_386 + 900);
    expect(order.totalCents).toBe(47_110 - 11_776);
    expect(order.number).toMatch(/^SO-2026-\d{6}$/);
    expect(order.events).toMatchObject([
      { OrderStatus: "PENDING", actor: "buyer", note: "Placed on account" },
    ]);
    const lines = await h.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.every((line) => line.cartLineId !== null)).toBe(true);
    const cart = await cartOf("ben");
    expect(cart.items).toEqual([]);
    expect(cart.appliedCoupon).toBeNull();
    // The use stays taken: the order spent it (the cart dropping it did not give it back).
    const after = (await h.db.select().from(coupons).where(eq(coupons.code, "launch25")))[0];
    expect(after?.redemptions).toBe(1);
    const confirmation = await mails("order-confirmation");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]).toMatchObject({ to: emails.ben });
    expect(confirmation[0]?.text).toContain(order.number);
  });

  it("ORDER-02 DESIGN-03 a configured SCX fixture is ordered at the builder's price, frozen with its configuration, and reorders as configured", async () => {
    const selection = { ...defaultScxSelection, length: "8", emergency: "EM" };
    const design = quoteScx(selection, {
      listPriceCents: 11_700,
      rule: { kind: "net", netPriceCents: 10_400 },
    });
    ok(await add("ben", { sku: SCX_BASE_SKU, quantity: 2, options: scxOptionCodes(selection) }));
    const order = ok(await place("ben", { PaymentType: "ON_ACCOUNT" }), 201);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({
      catalogNumber: design.catalogNumber,
      quantity: 2,
      lineTotalCents: 2 * (design.accountPriceCents ?? 0),
    });
    expect(order.items[0]?.options.find((o) => o.code === "SCX.emergency.EM")).toMatchObject({
      label: "Emergency battery, 90 min",
      priceCents: 12_500,
    });
    ok(await send<ReorderResult>("ben", "POST", `${API}/orders/${order.id}/reorder`));
    const cart = await cartOf("ben");
    expect(cart.items.map((item) => [item.catalogNumber, item.quantity, item.lineTotalCents])).toEqual([
      [design.catalogNumber, 2, 2 * (design.accountPriceCents ?? 0)],
    ]);
  });

  it("ORDER-02 AMB-11 API-48 by card: AWAITING_PAYMENT / UNPAID with the 3 % surcharge, the cart intact, no mail yet; ACH adds none", async () => {
    const cart = await fillBensCart();
    const card = ok(await place("ben", { PaymentType: "CARD" }), 201);
    // 3 % of 471.10 = 14.133 → 14.13.
    expect(card).toMatchObject({
      OrderStatus: "AWAITING_PAYMENT",
      PaymentStatus: "UNPAID",
      bankSurchargeCents: 1_413,
      totalCents: 48_523,
      surchargeMethod: "card",
    });
    expect((await cartOf("ben")).items.map((i) => i.id)).toEqual(cart.items.map((i) => i.id));
    expect(await mails("order-confirmation")).toHaveLength(0);
    const ach = ok(await place("ben", { PaymentType: "ACH", PurchaseOrder: "PO-9002" }), 201);
    expect(ach).toMatchObject({ bankSurchargeCents: 0, totalCents: 47_110, OrderStatus: "AWAITING_PAYMENT" });
  });

  it("API-48 the same Idempotency-Key twice at once places one order; both answers are that order", async () => {
    await fillBensCart();
    const headers = { "Idempotency-Key": randomUUID() };
    const [a, b] = await Promise.all([
      place("ben", { PaymentType: "ON_ACCOUNT" }, headers),
      place("ben", { PaymentType: "ON_ACCOUNT" }, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect([a.headers.get("idempotent-replayed"), b.headers.get("idempotent-replayed")].sort()).toEqual([
      null,
      "true",
    ]);
    expect(await count(orders)).toBe(demoOrders.length + 1);
    expect(await mails("order-confirmation")).toHaveLength(1);
  });

  it("ORDER-03 a failure in the middle of placing leaves the cart, its coupon and the orders as they were", async () => {
    await fillBensCart();
    ok(await send<Cart>("ben", "POST", "/api/cart-service/cart/coupon", { code: "launch25" }));
    const cartBefore = await cartOf("ben");
    // The order and its lines are written, then the event fails: everything rolls back.
    await h.db.execute(sql`create or replace function fail_order_event() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await h.db.execute(
      sql`create trigger fail_order_event before insert on order_events for each row execute function fail_order_event()`,
    );
    try {
      const failed = await place("ben", { PaymentType: "ON_ACCOUNT" });
      expect(failed.status).toBe(500);
    } finally {
      await h.db.execute(sql`drop trigger fail_order_event on order_events`);
    }
    expect(await count(orders)).toBe(demoOrders.length);
    expect(await cartOf("ben")).toEqual(cartBefore);
    expect((await h.db.select().from(coupons).where(eq(coupons.code, "launch25")))[0]?.redemptions).toBe(1);
    // A line whose option the catalogue no longer offers: refused before anything is written.
    const line = cartBefore.items.find((item) => item.productDetails.sku === "DLX-8-20-50K");
    await h.db
      .update(cartItems)
      .set({ options: [{ group: "Finish", code: "FIN-ZZ", label: "Retired finish" }] })
      .where(eq(cartItems.id, line?.id ?? ""));
    const refused = await place("ben", { PaymentType: "ON_ACCOUNT" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      `Remove the lines that are no longer available before placing an order: ${line?.catalogNumber}`,
    );
    expect(await count(orders)).toBe(demoOrders.length);
    expect((await cartOf("ben")).items).toHaveLength(2);
  });

  it("ORDER-03 a total other than the one reviewed is refused with the new total; the reviewed one places", async () => {
    await fillBensCart();
    const stale = await place("ben", { PaymentType: "CARD", expectedTotalCents: 47_110 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      code: "CONFLICT",
      error:
        "Prices changed since you reviewed your order: the total is now $485.23. Please review and place the order again.",
    });
    expect(await count(orders)).toBe(demoOrders.length);
    ok(await place("ben", { PaymentType: "CARD", expectedTotalCents: 48_523 }), 201);
  });

  it("ORDER-02 on account only with credit terms: Northgate (none) is refused and may pay by card", async () => {
    ok(await add("olivia", { sku: "EDL-4SMD-11-30K", quantity: 2 }));
    const refused = await place("olivia", { PaymentType: "ON_ACCOUNT" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "This account has no credit terms: choose card or ACH to pay for this order",
    );
    ok(await place("olivia", { PaymentType: "CARD" }), 201);
  });

  it("ORDER-02 API-48 from a quote: its frozen lines and totals with the surcharge of the payment type; a quote is ordered once; an expired quote is refused", async () => {
    await fillBensCart();
    const quote = ok(
      await send<Quote>("ben", "POST", "/api/cart-service/quotes", { PurchaseOrder: "PO-Q1" }),
      201,
    );
    const source = { kind: "quote", quoteId: quote.id };
    const order = ok(await place("ben", { source, PaymentType: "CARD", PurchaseOrder: "PO-Q1" }), 201);
    expect(order).toMatchObject({
      source: "quote",
      quoteId: quote.id,
      quoteNumber: quote.number,
      subTotalCents: 47_110,
      bankSurchargeCents: 1_413,
      totalCents: 48_523,
    });
    expect(order.items.map((i) => [i.productDetails.sku, i.quantity, i.lineTotalCents])).toEqual(
      quote.items.map((i) => [i.productDetails.sku, i.quantity, i.lineTotalCents]),
    );
    // The cart is not the order's: untouched.
    expect((await cartOf("ben")).items).toHaveLength(2);
    const again = await place("ben", { source, PaymentType: "ACH" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This quote has already been ordered");
    const other = ok(
      await send<Quote>("ben", "POST", "/api/cart-service/quotes", { PurchaseOrder: "PO-Q2" }),
      201,
    );
    await h.db
      .update(quotes)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(quotes.id, other.id));
    const expired = await place("ben", { source: { kind: "quote", quoteId: other.id }, PaymentType: "CARD" });
    expect(expired.status).toBe(409);
    // Another account's quote is not found.
    const foreign = await place("olivia", {
      source: { kind: "quote", quoteId: quote.id },
      PaymentType: "CARD",
    });
    expect(foreign.status).toBe(404);
  });

  it("PAY-08 CONST-43 the payment subject prices the caller's awaiting order and applies an approved attempt exactly once", async () => {
    await fillBensCart();
    ok(await send<Cart>("ben", "POST", "/api/cart-service/cart/coupon", { code: "launch25" }));
    const order = ok(await place("ben", { PaymentType: "CARD" }), 201);
    const subject = h.services.orders.paymentSubject;
    const [benUser] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
    const ben = await h.services.accounts.sessionUser(benUser?.id ?? "");
    const [oliviaUser] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.olivia));
    const olivia = await h.services.accounts.sessionUser(oliviaUser?.id ?? "");
    const priced = await subject.price(ben, { kind: "order", orderId: order.id }, "card");
    expect(priced).toMatchObject({
      accountId: "A-10001",
      baseCents: order.totalCents - order.bankSurchargeCents,
      surchargeCents: order.bankSurchargeCents,
      orderId: order.id,
      description: `Order ${order.number}`,
    });
    await expect(subject.price(ben, { kind: "order", orderId: order.id }, "ach")).rejects.toMatchObject({
      code: "CONFLICT",
    });
    await expect(subject.price(olivia, { kind: "order", orderId: order.id }, "card")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const [attempt] = await h.db
      .insert(paymentAttempts)
      .values({
        reference: `T-${randomUUID()}`,
        provider: "sandbox",
        flow: "order",
        accountId: "A-10001",
        userId: benUser?.id ?? "",
        firstName: "Ben",
        lastName: "Buyer",
        email: emails.ben,
        address: { address1: "1200 Dublin Rd", city: "Columbus", state: "OH", zip: "43215" },
        method: "card",
        baseCents: priced.baseCents,
        surchargeCents: priced.surchargeCents,
        amountCents: priced.baseCents + priced.surchargeCents,
        orderId: order.id,
        status: "approved",
        result: approvedResult(priced.baseCents + priced.surchargeCents),
        settledAt: new Date(),
      })
      .returning();
    if (!attempt) throw new Error("no attempt");
    for (let i = 0; i < 2; i += 1) {
      const held = await h.services.mailer.hold(() =>
        inTransaction(h.db, (tx) => subject.applyApproved(tx, attempt)),
      );
      await held.release();
    }
    const paid = ok(await send<Order>("ben", "GET", `${API}/orders/${order.id}`));
    expect(paid).toMatchObject({
      OrderStatus: "PENDING",
      PaymentStatus: "AUTHORIZED",
      PaymentID: attempt.reference,
      PaymentAmount: order.totalCents,
    });
    expect(paid.events.filter((e) => e.actor === "payment")).toHaveLength(1);
    expect(await mails("order-confirmation")).toHaveLength(1);
    expect((await cartOf("ben")).items).toEqual([]);
    expect((await h.db.select().from(coupons).where(eq(coupons.code, "launch25")))[0]?.redemptions).toBe(1);
    await expect(subject.price(ben, { kind: "order", orderId: order.id }, "card")).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("API-49 PAY-08 completes only from the approved attempt's record: idempotent, a wrong amount or an unknown payment is 409, another account's order 404", async () => {
    await fillBensCart();
    const order = ok(await place("ben", { PaymentType: "ACH" }), 201);
    const reference = `T-${randomUUID()}`;
    const complete = (who: Who, body: Record<string, unknown>) =>
      send<Order>(who, "PUT", `${API}/orders/complete`, {
        id: order.id,
        OrderStatus: "PENDING",
        PaymentStatus: "AUTHORIZED",
        PaymentID: reference,
        PaymentAmount: "471.10",
        ...body,
      });
    expect((await complete("ben", {})).status).toBe(409);
    const [benUser] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
    await h.db.insert(paymentAttempts).values({
      reference,
      provider: "sandbox",
      flow: "order",
      accountId: "A-10001",
      userId: benUser?.id ?? "",
      firstName: "Ben",
      lastName: "Buyer",
      email: emails.ben,
      address: { address1: "1200 Dublin Rd", city: "Columbus", state: "OH", zip: "43215" },
      method: "ach",
      baseCents: 47_110,
      surchargeCents: 0,
      amountCents: 47_110,
      orderId: order.id,
      status: "approved",
      result: approvedResult(47_110),
      settledAt: new Date(),
    });
    expect((await complete("ben", { PaymentAmount: "471.00" })).status).toBe(409);
    expect((await complete("olivia", {})).status).toBe(404);
    const done = ok(await complete("ben", {}));
    expect(done).toMatchObject({
      OrderStatus: "PENDING",
      PaymentStatus: "AUTHORIZED",
      PaymentID: reference,
      PaymentAmount: 47_110,
    });
    expect(ok(await complete("ben", { PaymentAmount: 471.1 })).id).toBe(order.id);
    expect((await complete("ben", { PaymentAmount: "471.00" })).status).toBe(409);
    expect(await mails("order-confirmation")).toHaveLength(1);
    expect((await cartOf("ben")).items).toEqual([]);
  });

  it("API-47 ORDER-04 lists the working account's orders newest first, 5 a page with a keyset cursor, filtered by status, dates and a number or PO prefix", async () => {
    const list = async (query = "", who: Who = "ben") =>
      orderListSchema.parse(ok(await send<OrderList>(who, "GET", `${API}/user/me${query}`)));
    const first = await list();
    expect(first.orders.map((o) => o.number)).toEqual([
      "SO-2026-900112",
      "SO-2026-900111",
      "SO-2026-900110",
      "SO-2026-900109",
      "SO-2026-900108",
    ]);
    const seen = [...first.orders];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list(`?cursor=${cursor}`);
      seen.push(...page.orders);
      cursor = page.nextCursor;
    }
    expect(seen.map((o) => o.number)).toEqual(
      demoOrders
        .filter((o) => o.accountId === "A-10001")
        .map((o) => o.number)
        .reverse(),
    );
    expect(seen.find((o) => o.number === "SO-2026-900106")).toMatchObject({
      OrderStatus: "SHIPPED",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456828",
      PurchaseOrder: "PO-25088",
      lineCount: 1,
    });
    expect((await list("?status=SHIPPED")).orders.map((o) => o.number)).toEqual([
      "SO-2026-900108",
      "SO-2026-900107",
      "SO-2026-900106",
    ]);
    expect((await list("?q=po-2490")).orders.map((o) => o.number)).toEqual(["SO-2026-900103"]);
    expect((await list("?q=so-2026-90011&limit=50")).orders.map((o) => o.number)).toEqual([
      "SO-2026-900112",
      "SO-2026-900111",
      "SO-2026-900110",
    ]);
    expect((await list("?q=50%25")).orders).toEqual([]);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect((await list(`?from=${day(10)}&to=${day(5)}`)).orders.map((o) => o.number)).toEqual([
      "SO-2026-900110",
      "SO-2026-900109",
    ]);
    // Northgate sees its own three only; `:id` is the caller or `me`.
    expect((await list("", "olivia")).orders.map((o) => o.number)).toEqual([
      "SO-2026-900203",
      "SO-2026-900202",
      "SO-2026-900201",
    ]);
    const [benUser] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
    ok(await send<OrderList>("ben", "GET", `${API}/user/${benUser?.id}`));
    expect((await send<OrderList>("olivia", "GET", `${API}/user/${benUser?.id}`)).status).toBe(404);
    expect((await send<OrderList>("ben", "GET", `${API}/user/me?cursor=nonsense`)).status).toBe(400);
  });

  it("API-47 the list and the search use the account's indexes at 10,000 orders", async () => {
    await h.db.execute(sql`insert into orders (number, account_id, account_name, placed_by, placed_by_name,
        placed_by_email, source, purchase_order, ship_to, payment_type, order_status, payment_status,
        item_total_cents, option_total_cents, sub_total_cents, bank_surcharge_cents, discount_cents,
        total_cents, created_at)
      select 'SO-2025-' || lpad(g::text, 6, '0'), 'A-10001', 'Brightline Electrical Supply', 'x', 'Ben Buyer',
        'ben.buyer@brightline.example', 'cart', 'PO-' || (100000 + g), '{}'::jsonb, 'ON_ACCOUNT',
        (array['PENDING','PROCESSING','SHIPPED','DELIVERED'])[1 + g % 4], 'ON_ACCOUNT', 1000, 0, 1000, 0, 0, 1000,
        now() - (g || ' minutes')::interval
      from generate_series(1, 10000) g`);
    await h.db.execute(sql`analyze orders`);
    try {
      const [benUser] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails.ben));
      const ben = await h.services.accounts.sessionUser(benUser?.id ?? "");
      const plan = async (query: ListOrdersQuery) => {
        const built = ordersPageQuery({ db: h.db, fallbackAccountId: undefined }, ben, query, 6);
        const result = await h.db.execute(sql`explain ${built.getSQL()}`);
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
          string,
          string
        >[];
        return rows.map((row) => Object.values(row)[0]).join("\n");
      };
      for (const query of [
        {},
        { q: "po-1042" },
        { q: "so-2025-0042" },
        { status: "SHIPPED" },
      ] as ListOrdersQuery[]) {
        const text = await plan(query);
        expect(text, text).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
        expect(text, text).not.toMatch(/Seq Scan on orders/);
      }
      const page = orderListSchema.parse(
        ok(await send<OrderList>("ben", "GET", `${API}/user/me?q=po-10421`)),
      );
      expect(page.orders.map((o) => o.PurchaseOrder)).toEqual([
        // Newest first: g minutes ago, so the smallest g.
        "PO-104210",
        "PO-104211",
        "PO-104212",
        "PO-104213",
        "PO-104214",
      ]);
    } finally {
      await h.db.delete(orders).where(sql`${orders.number} like 'SO-2025-%'`);
    }
  });

  it("ORDER-05 the integration API moves an order on: PENDING → PROCESSING → SHIPPED (UPS, tracking) → DELIVERED, each an event and a mail; the same status again changes nothing; a shipped on-account order is invoiced once", async () => {
    await fillBensCart();
    const order = ok(await place("ben", { PaymentType: "ON_ACCOUNT" }), 201);
    const move = (body: Record<string, unknown>) =>
      integration<SetOrderStatusAnswer>("PUT", `/orders/${order.number}/status`, body);
    expect(ok(await move({ status: "PROCESSING" })).changed).toBe(true);
    expect((await move({ status: "SHIPPED", carrier: "UPS" })).status).toBe(400);
    const shipped = ok(
      await move({ status: "SHIPPED", carrier: "UPS", trackingNumber: "1Z999AA10123456784" }),
    );
    expect(shipped.order).toMatchObject({
      OrderStatus: "SHIPPED",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    const again = ok(await move({ status: "SHIPPED", carrier: "UPS", trackingNumber: "1Z999AA10123456784" }));
    expect(again.changed).toBe(false);
    const [invoice, ...more] = await h.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      accountId: "A-10001",
      amountCents: order.totalCents,
      balanceCents: order.totalCents,
      status: "Open",
      orderNumber: order.number,
      purchaseOrder: "PO-9001",
    });
    expect(Date.parse(invoice?.dueDate ?? "") - Date.parse(invoice?.invoiceDate ?? "")).toBe(30 * DAY_MS);
    ok(await move({ status: "DELIVERED" }));
    expect((await move({ status: "CANCELLED" })).status).toBe(409);
    const page = ok(await send<Order>("ben", "GET", `${API}/orders/${order.id}`));
    expect(page.events.map((e) => [e.OrderStatus, e.actor])).toEqual([
      ["PENDING", "buyer"],
      ["PROCESSING", "integration"],
      ["SHIPPED", "integration"],
      ["DELIVERED", "integration"],
    ]);
    const status = await mails("order-status");
    expect(status).toHaveLength(3);
    expect(status.some((m) => m.text.includes("https://www.ups.com/track?tracknum=1Z999AA10123456784"))).toBe(
      true,
    );
    // The ERP reads the order.
    expect(ok(await integration<Order>("GET", `/orders/${order.number}`)).id).toBe(order.id);
    expect((await integration<Order>("GET", "/orders/SO-1999-000001")).status).toBe(404);
  });

  it("ORDER-05 transitions: an order awaiting payment can only be cancelled; PENDING may ship directly; nothing leaves CANCELLED; a card order ships without an invoice", async () => {
    await fillBensCart();
    const card = ok(await place("ben", { PaymentType: "CARD" }), 201);
    const move = (number: string, body: Record<string, unknown>) =>
      integration<SetOrderStatusAnswer>("PUT", `/orders/${number}/status`, body);
    expect((await move(card.number, { status: "PROCESSING" })).status).toBe(409);
    expect(
      (await move(card.number, { status: "SHIPPED", carrier: "UPS", trackingNumber: "1Z1222222222" })).status,
    ).toBe(409);
    expect(
      ok(await move(card.number, { status: "CANCELLED", note: "Buyer changed their mind" })).order
        .OrderStatus,
    ).toBe("CANCELLED");
    expect((await move(card.number, { status: "PROCESSING" })).status).toBe(409);
    expect(ok(await move(card.number, { status: "CANCELLED" })).changed).toBe(false);
    // A demo card order, PENDING and paid: ships directly, no invoice.
    ok(
      await move("SO-2026-900112", { status: "SHIPPED", carrier: "FedEx", trackingNumber: "7712-3456-7890" }),
    );
    expect(await count(invoices)).toBe(0);
  });

  it("reorder (issue 13 item 4) adds the order's lines to the cart as it is, at today's prices, and names the lines no longer available", async () => {
    ok(await add("ben", { sku: "EDL-4SMD-11-30K", quantity: 1 }));
    const [demo] = await h.db.select().from(orders).where(eq(orders.number, "SO-2026-900105"));
    const lines = await h.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, demo?.id ?? ""));
    const gone = lines.find((line) => line.position === 3);
    // The third line's option has left the catalogue.
    await h.db
      .update(orderLines)
      .set({ options: [{ group: "Finish", code: "FIN-ZZ", label: "Retired finish", priceCents: 0 }] })
      .where(eq(orderLines.id, gone?.id ?? ""));
    try {
      const result = reorderResultSchema.parse(
        ok(await send<ReorderResult>("ben", "POST", `${API}/orders/${demo?.id}/reorder`)),
      );
      expect(result.added.map((a) => [a.position, a.quantity])).toEqual([
        [1, 36],
        [2, 18],
      ]);
      expect(result.unavailable).toMatchObject([{ position: 3, sku: gone?.sku }]);
      // The line already in the cart is kept beside the two added.
      expect(result.cart.items.map((i) => i.productDetails.sku)).toContain("EDL-4SMD-11-30K");
      expect(result.cart.items).toHaveLength(3);
    } finally {
      if (gone)
        await h.db.update(orderLines).set({ options: gone.options }).where(eq(orderLines.id, gone.id));
    }
    expect((await send("olivia", "POST", `${API}/orders/${demo?.id}/reorder`)).status).toBe(404);
  });

  it("ORDER-05 the order page and its PDF: lines as charged, tracking link, history", async () => {
    const [demo] = await h.db.select().from(orders).where(eq(orders.number, "SO-2026-900106"));
    const page = orderSchema.parse(ok(await send<Order>("ben", "GET", `${API}/orders/${demo?.id}`)));
    expect(page).toMatchObject({
      number: "SO-2026-900106",
      trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456828",
    });
    expect(page.events.map((e) => e.OrderStatus)).toEqual(["PENDING", "PROCESSING", "SHIPPED"]);
    const response = await h.call(`${API}/orders/${demo?.id}/pdf`, { cookie: cookies.ben });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="SO-2026-900106.pdf"');
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe("Order SO-2026-900106");
    expect((await h.call(`${API}/orders/${demo?.id}/pdf`, { cookie: cookies.olivia })).status).toBe(404);
  });

  it("AMB-11 checkout shows each payment type's surcharge and total before placing, on account only with credit terms, and the ship-to addresses (API-62)", async () => {
    await fillBensCart();
    const preview = checkoutPreviewSchema.parse(
      ok(await send<CheckoutPreview>("ben", "GET", `${API}/checkout?PaymentType=CARD`)),
    );
    const byType = (p: CheckoutPreview) =>
      Object.fromEntries(
        Object.entries(p.totals).map(([type, t]) => [type, [t.bankSurchargeCents, t.totalCents]]),
      );
    expect(byType(preview)).toEqual({ ON_ACCOUNT: [0, 47_110], CARD: [1_413, 48_523], ACH: [0, 47_110] });
    expect(preview).toMatchObject({ creditTermsDays: 30, onAccountAllowed: true, source: { kind: "cart" } });
    expect(preview.items.map((item) => item.quantity).reduce((a, b) => a + b, 0)).toBe(8);
    expect(preview.items).toHaveLength(2);
    expect(preview.shipToOptions.length).toBeGreaterThan(0);
    expect(preview.payer).toMatchObject({ firstName: "Ben", email: "ben.buyer@brightline.example" });
    ok(await add("olivia", { sku: "EDL-4SMD-11-30K", quantity: 1 }));
    const northgate = ok(await send<CheckoutPreview>("olivia", "GET", `${API}/checkout`));
    expect(northgate.onAccountAllowed).toBe(false);
    expect(northgate.creditTermsDays).toBeNull();
    await h.db.delete(cartItems);
    expect((await send("ben", "GET", `${API}/checkout`)).status).toBe(400);
  });

  /** Ben's two products with shipping facts set here, so the freight below is worked out by hand. */
  async function setShippingFacts(dlxWeightOz: number) {
    await h.db
      .update(products)
      .set({ shipWeightOz: 16, cartonLengthIn: 8, cartonWidthIn: 8, cartonHeightIn: 4, leadTimeDays: 3 })
      .where(eq(products.sku, "EDL-4SMD-11-30K"));
    await h.db
      .update(products)
      .set({
        shipWeightOz: dlxWeightOz,
        cartonLengthIn: 12,
        cartonWidthIn: 12,
        cartonHeightIn: 8,
        leadTimeDays: 5,
      })
      .where(eq(products.sku, "DLX-8-20-50K"));
  }
  const freightQuery = (method: string, more = "") =>
    `${API}/checkout?PaymentType=CARD&shippingMethod=${method}&shipToState=OH&shipToZip=43215${more}`;

  it("#32.3 checkout shows each method's freight and the total including it before placing; #32.5 the order charges and stores it", async () => {
    await setShippingFacts(32);
    await fillBensCart();
    // 5 x 16 oz + 3 x 32 oz = 11 lb actual; dimensional 5 x ceil(256/139) + 3 x ceil(1152/139) = 10 + 27 = 37 lb.
    // Ohio is zone 2: $12.95 + 37 x $0.55 = $33.30. Brightline's prepaid threshold ($1,500) is not reached.
    const preview = checkoutPreviewSchema.parse(
      ok(await send<CheckoutPreview>("ben", "GET", freightQuery("GROUND"))),
    );
    expect(preview.freight.selected).toBe("GROUND");
    expect(preview.freight.options.map((o) => [o.method, o.shipsAs, o.freightCents, o.estimated])).toEqual([
      ["GROUND", "GROUND", 3_330, false],
      ["LTL", "LTL", 17_500 + 11 * 35, true],
      ["WILL_CALL", "WILL_CALL", 0, false],
      ["CARRIER_ACCOUNT", "CARRIER_ACCOUNT", 0, false],
    ]);
    expect(preview.totals.ON_ACCOUNT).toMatchObject({ shippingCents: 3_330, totalCents: 50_440 });
    // Card: 3 % of (471.10 + 33.30) = 15.132 → 15.13.
    expect(preview.totals.CARD).toMatchObject({ bankSurchargeCents: 1_513, totalCents: 51_953 });
    expect(preview.billTo).toMatchObject({ city: expect.any(String), zip: expect.stringMatching(/^\d{5}/) });
    const earliest = earliestShipDate(todayIn("America/New_York", new Date()), 5);
    expect(preview.shipDates).toEqual({ earliest, leadTimeDays: 5 });

    // A Saturday, or a day before the lead time, is refused; nothing is written.
    const saturday = new Date(`${earliest}T00:00:00Z`);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    const shipping = { method: "GROUND" };
    for (const requestedShipDate of [saturday.toISOString().slice(0, 10), "2020-01-02"]) {
      const refused = await place("ben", {
        PaymentType: "ON_ACCOUNT",
        shipping: { ...shipping, requestedShipDate },
      });
      expect(refused.status).toBe(400);
    }
    expect(await count(orders)).toBe(demoOrders.length);

    const order = ok(await place("ben", { PaymentType: "CARD", shipping, expectedTotalCents: 51_953 }), 201);
    expect(orderSchema.parse(order)).toEqual(order);
    expect(order).toMatchObject({ shippingCents: 3_330, bankSurchargeCents: 1_513, totalCents: 51_953 });
    expect(order.shipping).toEqual({
      method: "GROUND",
      carrier: null,
      carrierAccountNumber: null,
      freightCents: 3_330,
      estimated: false,
      source: "rules",
      note: expect.stringMatching(/zone 2/),
      requestedShipDate: earliest,
    });
    expect(order.billTo).toEqual(preview.billTo);
    expect(
      order.subTotalCents + (order.shippingCents ?? 0) - order.discountCents + order.bankSurchargeCents,
    ).toBe(order.totalCents);
  });

  it("#32.3 #32.1 LTL over the parcel weight is an estimate (quote to follow), so marked in the mail, and stays placeable; carrier account and will call charge no freight; a rep's shipping overrides", async () => {
    // Three 62.5 lb downlight cases: 5 + 187.5 = 192.5 lb, over the 150 lb parcel limit.
    await setShippingFacts(1_000);
    await fillBensCart();
    const ltl = ok(await send<CheckoutPreview>("ben", "GET", freightQuery("GROUND")));
    const ground = ltl.freight.options.find((o) => o.method === "GROUND");
    // max(ground $12.95 + 193 lb x $0.55 = $119.10, LTL $175.00 + 193 x $0.35 = $242.55).
    expect(ground).toMatchObject({ shipsAs: "LTL", freightCents: 24_255, estimated: true });
    expect(ground?.note).toMatch(/quote to follow/);
    const placed = ok(await place("ben", { PaymentType: "ON_ACCOUNT", shipping: { method: "GROUND" } }), 201);
    expect(placed.shipping).toMatchObject({ method: "LTL", estimated: true, freightCents: 24_255 });
    expect(placed.totalCents).toBe(47_110 + 24_255);
    // #32.1 the confirmation mail carries the method, the freight marked estimated, the date and the bill-to.
    const mail = (await mails("order-confirmation")).find((m) => m.text.includes(placed.number));
    expect(mail?.text).toContain("Shipping: LTL freight (palletized).");
    expect(mail?.text).toContain("Freight: $242.55 estimated, LTL quote to follow.");
    expect(mail?.text).toMatch(/Requested ship date: [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(mail?.text).toContain(
      "Bill to: Brightline Electrical Supply, 100 Commerce Street, Columbus, OH 43215.",
    );
    expect(mail?.html).toContain("<p>Freight: $242.55 estimated, LTL quote to follow.</p>");

    await fillBensCart();
    const noNumber = await place("ben", {
      PaymentType: "ON_ACCOUNT",
      shipping: { method: "CARRIER_ACCOUNT", carrier: "UPS" },
    });
    expect(noNumber.status).toBe(400);
    const own = ok(
      await place("ben", {
        PaymentType: "ON_ACCOUNT",
        shipping: { method: "CARRIER_ACCOUNT", carrier: "UPS", carrierAccountNumber: "1Z-88W412" },
      }),
      201,
    );
    expect(own).toMatchObject({ shippingCents: 0, totalCents: 47_110 });
    expect(own.shipping).toMatchObject({
      method: "CARRIER_ACCOUNT",
      carrier: "UPS",
      carrierAccountNumber: "1Z-88W412",
    });

    // A representative's shipping on the cart is charged whatever the rules say.
    await fillBensCart();
    await h.db.update(carts).set({ shippingCents: 2_500 });
    const repPreview = ok(await send<CheckoutPreview>("ben", "GET", freightQuery("WILL_CALL")));
    expect(repPreview.freight.representativeCents).toBe(2_500);
    expect(repPreview.totals.ON_ACCOUNT).toMatchObject({ shippingCents: 2_500, totalCents: 49_610 });
    const rep = ok(await place("ben", { PaymentType: "ON_ACCOUNT", shipping: { method: "WILL_CALL" } }), 201);
    expect(rep.shipping).toMatchObject({
      method: "WILL_CALL",
      source: "representative",
      freightCents: 2_500,
    });
    expect(rep.totalCents).toBe(49_610);
  });
});
