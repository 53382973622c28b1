import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutPreview, Order } from "../../../lib/orders/contract.ts";
import type { InitiatePaymentAnswer, PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import type { Quote } from "../../../lib/quotes/contract.ts";
import { sandboxPayments } from "../../adapters/payments/schema.ts";
import { type AppHarness, openAppHarness, origin } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { coupons } from "../cart/schema.ts";
import { openTestInvoice } from "../invoices/payments.test-support.ts";
import { invoicePayments } from "../invoices/schema.ts";
import { orders } from "../orders/schema.ts";
import { quotes } from "../quotes/schema.ts";
import { byCard, demoPayer } from "./payer.test-support.ts";
import { paymentAttempts } from "./schema.ts";

const BEN = demoPayer.email;
/** Northgate has no credit terms: its orders are paid by card or ACH. */
const OLIVIA = "olivia.owner@northgate.example";
const approveCard = { cardName: "Ben Buyer", cardNumber: "4111 1111 1111 1111", expiry: "12/39", cvc: "123" };
const declineCard = { ...approveCard, cardNumber: "4000 0000 0000 0002" };
const shipTo = { name: "Dock 4", address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" };

/**
 * Issue 30, "Money is taken exactly once, whatever buyers do": the reproductions of the issue, run as
 * buyers do them (parallel clicks, a second tab, a declined card and a reload, a closed payment
 * window, an attempt left to expire, a quote ordered twice), over HTTP against the real modules, on
 * PGlite and on PostgreSQL. Each failed on the main before the issue (see the note).
 */
describe.each(testDatabaseKinds())("issue 30 races on %s", (kind) => {
  let h: AppHarness;
  let ben: string;
  let olivia: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    ben = (await h.signIn(BEN)).cookie;
    olivia = (await h.signIn(OLIVIA)).cookie;
  });
  afterAll(() => h?.dispose());

  const post = <T>(cookie: string, path: string, body: unknown = {}) => h.postJson<T>(path, body, { cookie });
  const get = <T>(cookie: string, path: string) => h.getJson<T>(path, { cookie });
  const ok = <T>(answer: { status: number; body: T }, status = 200): T => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const startPayment = (cookie: string, purpose: unknown) =>
    post<InitiatePaymentAnswer & { code?: string; error?: string }>(
      cookie,
      "/api/order-service/paya/initiate-payment",
      { purpose, ...demoPayer, ...byCard },
    );
  /** The payer on the sandbox's hosted page, as the tab the payment opened. */
  const payOnPage = async (answer: InitiatePaymentAnswer, fields = approveCard) =>
    (
      await h.app.request(`${origin}/sandbox-pay/checkout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: new URLSearchParams({ tokenizedRequest: answer.tokenizedRequest, action: "pay", ...fields }),
      })
    ).text();
  const attemptsOf = (where: ReturnType<typeof eq>) => h.db.select().from(paymentAttempts).where(where);
  const unpaidCartOrders = async (accountId: string) =>
    h.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.accountId, accountId),
          eq(orders.source, "cart"),
          eq(orders.orderStatus, "AWAITING_PAYMENT"),
        ),
      );
  const placeCard = (cookie: string, po: string, source: unknown = { kind: "cart" }, key?: string) =>
    h.postJson<Order & { code?: string }>(
      "/api/order-service/orders",
      { source, shipTo, PurchaseOrder: po, PaymentType: "CARD" },
      { cookie, ...(key ? { headers: { "Idempotency-Key": key } } : {}) },
    );
  const fillCart = async (cookie: string, quantity = 3) => {
    ok(await post(cookie, "/api/cart-service/cart/add", { sku: "EDL-4SMD-11-30K", quantity }));
  };

  it("issue 30 #1 PAY-01 INV-05: 20 parallel payment starts of one invoice give one pending attempt and 19 × 409; only one can be paid", async () => {
    const invoice = await openTestInvoice(h.db, 127_159);
    const purpose = { kind: "invoices", invoiceIds: [invoice.id] };
    const answers = await Promise.all(Array.from({ length: 20 }, () => startPayment(ben, purpose)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body).toMatchObject({
        code: "CONFLICT",
        error: `Invoice ${invoice.number} already has a payment in progress: resume or abandon it first`,
      });
    }
    const pending = await attemptsOf(sql`${invoice.id}::uuid = any(${paymentAttempts.invoiceIds})`);
    expect(pending.map((attempt) => attempt.status)).toEqual(["pending"]);
    const started = answers.find((answer) => answer.status === 200)?.body as InitiatePaymentAnswer;
    expect(await payOnPage(started)).toContain("Payment approved.");
    ok(await get<PaymentStatusAnswer>(ben, started.statusUrl));
    const paid = await h.db
      .select()
      .from(invoicePayments)
      .where(sql`${invoice.id}::uuid = any(${invoicePayments.invoiceIds})`);
    expect(paid).toHaveLength(1);
    // Paid: a further start is refused as paid, not as in progress.
    expect((await startPayment(ben, purpose)).body).toMatchObject({
      code: "CONFLICT",
      error: `Invoice ${invoice.number} is already paid`,
    });
  }, 60_000);

  it("issue 30 #1 overlapping sets: 10 starts of {A, B} and 10 of {B, C} at once give one pending attempt holding B", async () => {
    const [a, b, c] = [
      await openTestInvoice(h.db, 10_000),
      await openTestInvoice(h.db, 20_000),
      await openTestInvoice(h.db, 30_000),
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        startPayment(ben, { kind: "invoices", invoiceIds: i % 2 ? [a?.id, b?.id] : [b?.id, c?.id] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const holding = await attemptsOf(
      and(
        eq(paymentAttempts.status, "pending"),
        sql`${b?.id}::uuid = any(${paymentAttempts.invoiceIds})`,
      ) as ReturnType<typeof eq>,
    );
    expect(holding).toHaveLength(1);
  }, 60_000);

  it("issue 30 #2 ORDER-02: 20 parallel card checkouts of one cart, each with its own Idempotency-Key, leave one unpaid order; every other answer is a 409 or an order it replaced, which cannot be paid", async () => {
    await fillCart(olivia);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeCard(olivia, "PO-RACE-20", { kind: "cart" }, `race-${kind}-${i}`),
      ),
    );
    // Serialized (PGlite: one connection) each placement replaces the one before; at once
    // (PostgreSQL) the unique index refuses all but one. Either way, one order is left to pay.
    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const open = await unpaidCartOrders("A-10002");
    expect(open).toHaveLength(1);
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => answer.body);
    const payable = await Promise.all(
      placed.map((order) => startPayment(olivia, { kind: "order", orderId: order.id })),
    );
    expect(payable.filter((answer) => answer.status === 200)).toHaveLength(1);
    const started = payable.find((answer) => answer.status === 200)?.body as InitiatePaymentAnswer;
    const [attempt] = await attemptsOf(eq(paymentAttempts.reference, started.transactionID));
    expect(attempt?.orderId).toBe(open[0]?.id);
    expect(ok(await post(olivia, `/api/payments/${attempt?.reference}/abandon`))).toMatchObject({
      status: "abandoned",
    });
  }, 60_000);

  it("issue 30 #2: 3 card checkouts of one cart one after another leave one unpaid order; the earlier two are cancelled as replaced and cannot be paid", async () => {
    const placed: Order[] = [];
    for (let i = 0; i < 3; i++) placed.push(ok(await placeCard(olivia, `PO-SEQ-${i}`), 201));
    const open = await unpaidCartOrders("A-10002");
    expect(open.map((order) => order.id)).toEqual([placed[2]?.id]);
    for (const earlier of placed.slice(0, 2)) {
      const order = ok(await get<Order>(olivia, `/api/order-service/orders/${earlier.id}`));
      expect(order.OrderStatus).toBe("CANCELLED");
      expect(order.events.at(-1)?.note).toBe("Replaced by a new order of the same cart");
      expect((await startPayment(olivia, { kind: "order", orderId: earlier.id })).status).toBe(409);
    }
    expect(placed[2]?.events[0]?.note).toContain(`(replaces ${placed[1]?.number})`);
  }, 60_000);

  it("issue 30 #2: after a declined card, placing again replaces the unpaid order; while a payment is in progress, placing again is 409 and the order is kept", async () => {
    const first = ok(await placeCard(olivia, "PO-DECLINE"), 201);
    const attempt = ok(await startPayment(olivia, { kind: "order", orderId: first.id }));
    expect(await payOnPage(attempt, declineCard)).toContain("declined");
    expect(ok(await get<PaymentStatusAnswer>(olivia, attempt.statusUrl)).status).toBe("declined");
    // The buyer reloads /checkout and places again: one order stays, the new one.
    const second = ok(await placeCard(olivia, "PO-DECLINE"), 201);
    expect((await unpaidCartOrders("A-10002")).map((order) => order.id)).toEqual([second.id]);
    expect(ok(await get<Order>(olivia, `/api/order-service/orders/${first.id}`)).OrderStatus).toBe(
      "CANCELLED",
    );
    // A payment of the second is open in another tab: a third placement is refused, nothing changes.
    const paying = ok(await startPayment(olivia, { kind: "order", orderId: second.id }));
    const third = await placeCard(olivia, "PO-DECLINE");
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: "CONFLICT" });
    expect((await unpaidCartOrders("A-10002")).map((order) => order.id)).toEqual([second.id]);
    const shown = ok(await get<Order>(olivia, `/api/order-service/orders/${second.id}`));
    expect(shown.paymentInProgress?.reference).toBe(paying.transactionID);
    // Cancelling it is refused too while it is being paid; after abandoning, it cancels.
    expect((await post(olivia, `/api/order-service/orders/${second.id}/cancel`)).status).toBe(409);
    expect(
      ok(await post<PaymentStatusAnswer>(olivia, `/api/payments/${paying.transactionID}/abandon`)).status,
    ).toBe("abandoned");
    expect(await payOnPage(paying)).not.toContain("Payment approved.");
    const cancelled = ok(await post<Order>(olivia, `/api/order-service/orders/${second.id}/cancel`));
    expect(cancelled.OrderStatus).toBe("CANCELLED");
    expect(cancelled.events.at(-1)).toMatchObject({
      actor: "buyer",
      note: "Cancelled by the buyer before paying",
    });
    // Cancelling twice answers the cancelled order; another account's order is 404.
    expect(ok(await post<Order>(olivia, `/api/order-service/orders/${second.id}/cancel`)).OrderStatus).toBe(
      "CANCELLED",
    );
    expect((await post(ben, `/api/order-service/orders/${second.id}/cancel`)).status).toBe(404);
  }, 60_000);

  it("issue 30 #3: the payment window closed (abandoned) frees the invoice at once, and the abandoned hosted page can no longer be paid", async () => {
    const invoice = await openTestInvoice(h.db, 55_500);
    const purpose = { kind: "invoices", invoiceIds: [invoice.id] };
    const first = ok(await startPayment(ben, purpose));
    expect((await startPayment(ben, purpose)).status).toBe(409);
    const listed = ok(
      await get<{ invoices: { id: string; paymentInProgress?: { reference: string } }[] }>(
        ben,
        "/api/portal-service/invoices/A-10001?status=Open&limit=100",
      ),
    );
    expect(listed.invoices.find((row) => row.id === invoice.id)?.paymentInProgress?.reference).toBe(
      first.transactionID,
    );
    // Resume (a closed tab): the same hosted session again.
    const resumed = ok(await post<InitiatePaymentAnswer>(ben, `/api/payments/${first.transactionID}/resume`));
    expect(resumed).toMatchObject({ transactionID: first.transactionID, amountCents: first.amountCents });
    expect(
      ok(await post<PaymentStatusAnswer>(ben, `/api/payments/${first.transactionID}/abandon`)).status,
    ).toBe("abandoned");
    expect(await payOnPage(first)).not.toContain("Payment approved.");
    expect((await post(ben, `/api/payments/${first.transactionID}/resume`)).status).toBe(409);
    const second = ok(await startPayment(ben, purpose));
    expect(await payOnPage(second)).toContain("Payment approved.");
    expect(ok(await get<PaymentStatusAnswer>(ben, second.statusUrl)).status).toBe("approved");
    const paid = await h.db
      .select()
      .from(invoicePayments)
      .where(sql`${invoice.id}::uuid = any(${invoicePayments.invoiceIds})`);
    expect(paid.map((row) => row.paymentId)).toEqual([second.transactionID]);
  }, 60_000);

  it("issue 30 #3: a pending attempt expires (PAYMENT_ATTEMPT_TTL_MINUTES): after it, a new payment starts, the old one is abandoned and its page cannot be paid", async () => {
    const invoice = await openTestInvoice(h.db, 41_000);
    const purpose = { kind: "invoices", invoiceIds: [invoice.id] };
    const first = ok(await startPayment(ben, purpose));
    const [attempt] = await attemptsOf(eq(paymentAttempts.reference, first.transactionID));
    expect(attempt?.expiresAt.getTime() ?? 0).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect((await startPayment(ben, purpose)).status).toBe(409);
    // The 30 minutes pass (the browser crashed; nobody abandoned it).
    const past = new Date(Date.now() - 1_000);
    await h.db
      .update(paymentAttempts)
      .set({ expiresAt: past })
      .where(eq(paymentAttempts.reference, first.transactionID));
    await h.db
      .update(sandboxPayments)
      .set({ expiresAt: past })
      .where(eq(sandboxPayments.reference, first.transactionID));
    const second = ok(await startPayment(ben, purpose));
    const [old] = await attemptsOf(eq(paymentAttempts.reference, first.transactionID));
    expect(old?.status).toBe("abandoned");
    expect(await payOnPage(first)).not.toContain("Payment approved.");
    expect(await payOnPage(second)).toContain("Payment approved.");
  }, 60_000);

  it("issue 30 #5 QUOTE: 20 parallel orders of one quote give one order and 19 × 409; checkout starts with the quote's PO; the quote reads Ordered with its order, and is free again once that unpaid order is cancelled", async () => {
    await fillCart(olivia, 2);
    const quote = ok(
      await post<Quote>(olivia, "/api/cart-service/quotes", { PurchaseOrder: "PO-QUOTE-RACE" }),
      201,
    );
    const preview = ok(await get<CheckoutPreview>(olivia, `/api/order-service/checkout?quoteId=${quote.id}`));
    expect(preview.purchaseOrder).toBe("PO-QUOTE-RACE");
    const source = { kind: "quote", quoteId: quote.id };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeCard(olivia, "PO-QUOTE-RACE", source)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const order = answers.find((answer) => answer.status === 201)?.body as Order;
    const ordered = ok(await get<Quote>(olivia, `/api/cart-service/quotes/${quote.id}`));
    expect(ordered).toMatchObject({ status: "ordered", order: { id: order.id, number: order.number } });
    expect((await get(olivia, `/api/order-service/checkout?quoteId=${quote.id}`)).status).toBe(409);
    ok(await post(olivia, `/api/order-service/orders/${order.id}/cancel`));
    expect(ok(await get<Quote>(olivia, `/api/cart-service/quotes/${quote.id}`))).toMatchObject({
      status: "draft",
      order: null,
    });
  }, 60_000);

  it("issue 30 #5 CART-15: a quote's coupon counts as used once: ordering the cart spends it, and the quote saved with it is then refused when the coupon has no use left", async () => {
    await h.db.insert(coupons).values({ code: `once-${kind}`, percentBasisPoints: 1_000, maxRedemptions: 1 });
    await fillCart(olivia, 2);
    ok(await post(olivia, "/api/cart-service/cart/coupon", { code: `once-${kind}` }));
    const quote = ok(
      await post<Quote>(olivia, "/api/cart-service/quotes", { PurchaseOrder: "PO-COUPON" }),
      201,
    );
    expect(quote.discountCents).toBeGreaterThan(0);
    // The cart is ordered and paid with the coupon: its one use is spent.
    const fromCart = ok(await placeCard(olivia, "PO-COUPON-CART"), 201);
    const attempt = ok(await startPayment(olivia, { kind: "order", orderId: fromCart.id }));
    expect(await payOnPage(attempt)).toContain("Payment approved.");
    expect(ok(await get<PaymentStatusAnswer>(olivia, attempt.statusUrl)).status).toBe("approved");
    const refused = await placeCard(olivia, "PO-COUPON", { kind: "quote", quoteId: quote.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CONFLICT", error: expect.stringContaining(`once-${kind}`) });
    const [row] = await h.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.orderId).toBeNull();
    const [used] = await h.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, `once-${kind}`));
    expect(used?.redemptions).toBe(1);
  }, 60_000);

  it("issue 30 #2: an approval that arrives for an order cancelled meanwhile (the manufacturer cancelled it) is refused and voided at the provider, never applied", async () => {
    await fillCart(olivia, 1);
    const placed = ok(await placeCard(olivia, "PO-VOID"), 201);
    const attempt = ok(await startPayment(olivia, { kind: "order", orderId: placed.id }));
    await h.services.orders.setStatus(placed.number, { status: "CANCELLED" }, { kind: "cli", name: "ops" });
    expect(await payOnPage(attempt)).toContain("Payment approved.");
    const answer = ok(await get<PaymentStatusAnswer>(olivia, attempt.statusUrl));
    expect(answer).toMatchObject({ status: "voided", response_indicator: "V" });
    const [row] = await attemptsOf(eq(paymentAttempts.reference, attempt.transactionID));
    expect(row?.status).toBe("voided");
    expect(row?.voidedAt).not.toBeNull();
    const [sandbox] = await h.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, attempt.transactionID));
    expect(sandbox?.status).toBe("voided");
    const order = ok(await get<Order>(olivia, `/api/order-service/orders/${placed.id}`));
    expect(order).toMatchObject({ OrderStatus: "CANCELLED", PaymentStatus: "UNPAID", PaymentID: null });
  }, 60_000);
});
