import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutPreview, Order } from "../../../lib/orders/contract.ts";
import type { InitiatePaymentAnswer, PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import { type AppHarness, openAppHarness, origin } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestInvoice } from "../invoices/payments.test-support.ts";
import { invoiceAllocations, invoicePayments, invoices } from "../invoices/schema.ts";
import { orderEvents, orders } from "../orders/schema.ts";
import { paymentAttempts } from "./schema.ts";

const SECRET = "exactly-once-sandbox-secret-0123456789abcdef";
const BEN = "ben.buyer@brightline.example";
const payer = {
  firstName: "Ben",
  lastName: "Buyer",
  address1: "1200 Dublin Rd",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  email: BEN,
};
const approveCard = { cardName: "Ben Buyer", cardNumber: "4111 1111 1111 1111", expiry: "12/39", cvc: "123" };
const approveAch = {
  accountHolder: "Brightline Electrical Supply",
  routingNumber: "011000015",
  accountNumber: "000123456789",
  accountType: "checking",
};
type Captured = { headers: Record<string, string>; body: string };

/**
 * Issue 13 "Exactly once", on the real subjects (the orders and invoices modules, as services.ts wires
 * them): a card order placed from Ben's cart, and open invoices of Brightline's, each paid on the
 * sandbox's hosted page; then the provider's callback (with its replays), the page's status polls,
 * the return page in the provider's tab and the page's completion call after it saw 'A' (API-49 for
 * the order, API-43 for the invoices), plus a completion sent early, all at once, ten times. Each
 * time: one paid transition, one order, one confirmation (or one invoice payment, each invoice Paid,
 * one receipt). The two-process run of the same race on PostgreSQL is two-processes.test.ts.
 */
describe.each(testDatabaseKinds())("exactly once on the real subjects on %s", (kind) => {
  let h: AppHarness;
  let ben: string;
  const callbacks: Captured[] = [];

  beforeAll(async () => {
    h = await openAppHarness(kind, {
      accounts: true,
      catalog: true,
      payments: {
        provider: "sandbox",
        sandboxSecret: SECRET,
        // The sandbox's callbacks are kept, to be delivered by the race, as often as it wants.
        fetch: async (_url, init) => {
          callbacks.push({ headers: init?.headers as Record<string, string>, body: String(init?.body) });
          return new Response(null, { status: 204 });
        },
      },
    });
    ben = (await h.signIn(BEN)).cookie;
  });
  afterAll(() => h?.dispose());

  const send = <T>(method: string, path: string, body?: unknown) =>
    body === undefined
      ? h.getJson<T>(path, { cookie: ben, method } as never)
      : h.postJson<T>(path, body, { cookie: ben, method });
  const ok = <T>(answer: { status: number; body: T }, status = 200): T => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  /** Starts the payment (API-51) and approves it on the sandbox's hosted page: its callback is kept. */
  async function payOnHostedPage(purpose: unknown, method: "card" | "ach") {
    const answer = ok(
      await send<InitiatePaymentAnswer>("POST", "/api/order-service/paya/initiate-payment", {
        purpose,
        ...payer,
        achPayment: method === "ach",
        creditCardPayment: method === "card",
      }),
    );
    const callbacksBefore = callbacks.length;
    const page = await h.app.request(`${origin}/sandbox-pay/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams({
        tokenizedRequest: answer.tokenizedRequest,
        action: "pay",
        ...(method === "card" ? approveCard : approveAch),
      }).toString(),
    });
    expect(await page.text()).toContain("Payment approved.");
    expect(callbacks).toHaveLength(callbacksBefore + 1);
    return { answer, callback: callbacks.at(-1) as Captured };
  }

  const deliver = async (callback: Captured) =>
    (
      await h.app.request(`${origin}/api/payments/callback/sandbox`, {
        method: "POST",
        headers: callback.headers,
        body: callback.body,
      })
    ).status;
  const poll = (answer: InitiatePaymentAnswer) => send<PaymentStatusAnswer>("GET", answer.statusUrl);
  const returnPage = async (answer: InitiatePaymentAnswer) =>
    (await h.call(`/payments/return/${answer.transactionID}`, { cookie: ben })).text();

  /**
   * Everything that can report the result, at once: the callback three times (one settles, two are
   * replays: 409), three polls, the return page twice, two pages that poll and then complete (as the
   * page does once it sees 'A'), and one completion that may come before the result (then 409).
   */
  async function race(answer: InitiatePaymentAnswer, callback: Captured, complete: () => Promise<number>) {
    const pageCompletes = async () => {
      expect(ok(await poll(answer)).status).toBe("approved");
      return complete();
    };
    const [delivered, polled, returned, completed, early] = await Promise.all([
      Promise.all([deliver(callback), deliver(callback), deliver(callback)]),
      Promise.all([poll(answer), poll(answer), poll(answer)]),
      Promise.all([returnPage(answer), returnPage(answer)]),
      Promise.all([pageCompletes(), pageCompletes()]),
      complete(),
    ]);
    expect(delivered.slice().sort(), "one callback settles, the replays are refused").toEqual([
      200, 409, 409,
    ]);
    for (const answered of polled) expect(ok(answered).status).toBe("approved");
    for (const text of returned) {
      expect(text).toContain("Payment approved — you can close this tab and return to the checkout");
    }
    expect(completed).toEqual([200, 200]);
    expect([200, 409]).toContain(early);
    // The page's completion once more, after all of it: the same answer, nothing applied again.
    expect(await complete()).toBe(200);
    const [attempt] = await h.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, answer.transactionID));
    expect(attempt?.status).toBe("approved");
  }

  const mailsAbout = async (purpose: string, text: string) =>
    (await h.services.mailer.outbox({ to: BEN, limit: 500 })).filter(
      (mail) => mail.purpose === purpose && `${mail.subject}\n${mail.text}`.includes(text),
    );
  const orderCount = async () =>
    (await h.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;

  it("PAY-05 PAY-08 ORDER-05 CONST-43 API-49 API-50 ten card orders, each raced by its callback (with replays), the polls, the return page and the page's completion: one paid transition, one order, one confirmation each", async () => {
    for (let round = 0; round < 10; round++) {
      ok(await send("POST", "/api/cart-service/cart/add", { sku: "EDL-4SMD-11-30K", quantity: round + 1 }));
      const checkout = ok(await send<CheckoutPreview>("GET", "/api/order-service/checkout?PaymentType=CARD"));
      const ordersBefore = await orderCount();
      const placed = ok(
        await send<Order>("POST", "/api/order-service/orders", {
          source: { kind: "cart" },
          shipTo: checkout.shipToOptions[0],
          PurchaseOrder: `PO-ONCE-${round}`,
          PaymentType: "CARD",
          expectedTotalCents: checkout.totals.CARD.totalCents,
        }),
        201,
      );
      const { answer, callback } = await payOnHostedPage({ kind: "order", orderId: placed.id }, "card");
      expect(answer.amountCents).toBe(placed.totalCents);
      const complete = async () =>
        (
          await send<Order>("PUT", "/api/order-service/orders/complete", {
            id: placed.id,
            OrderStatus: "PENDING",
            PaymentStatus: "AUTHORIZED",
            PaymentID: answer.transactionID,
            PaymentAmount: (answer.amountCents / 100).toFixed(2),
          })
        ).status;

      await race(answer, callback, complete);

      expect(await orderCount(), "one order").toBe(ordersBefore + 1);
      const [order] = await h.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(order).toMatchObject({
        orderStatus: "PENDING",
        paymentStatus: "AUTHORIZED",
        paymentId: answer.transactionID,
        paymentAmountCents: placed.totalCents,
      });
      const paid = await h.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, placed.id), eq(orderEvents.actor, "payment")));
      expect(paid, "one paid transition").toHaveLength(1);
      expect(await mailsAbout("order-confirmation", placed.number), "one confirmation").toHaveLength(1);
      expect(ok(await send<{ items: unknown[] }>("GET", "/api/cart-service/cart")).items).toEqual([]);
    }
  }, 120_000);

  it("PAY-05 PAY-12 INV-05 INV-06 CONST-43 API-43 API-44 ten payments of two open invoices, each raced by its callback (with replays), the polls, the return page and the page's API-43 call: one invoice payment, each invoice Paid once, one receipt each", async () => {
    for (let round = 0; round < 10; round++) {
      const rows = [await openTestInvoice(h.db, 10_000 + round), await openTestInvoice(h.db, 20_000 + round)];
      const invoiceIds = rows.map((row) => row.id);
      const method = round % 2 === 0 ? "ach" : "card";
      const { answer, callback } = await payOnHostedPage({ kind: "invoices", invoiceIds }, method);
      expect(answer.baseCents).toBe(30_000 + 2 * round);
      const complete = async () =>
        (
          await send("POST", "/api/portal-service/invoices/payment", {
            invoices: invoiceIds,
            paymentId: answer.transactionID,
            paymentAmount: (answer.baseCents / 100).toFixed(2),
            email: BEN,
            bankSurcharge: (answer.surchargeCents / 100).toFixed(2),
          })
        ).status;

      await race(answer, callback, complete);

      const recorded = await h.db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.paymentId, answer.transactionID));
      expect(recorded, "one invoice payment").toHaveLength(1);
      const after = await h.db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
      expect(after.map((invoice) => [invoice.status, invoice.balanceCents])).toEqual([
        ["Paid", 0],
        ["Paid", 0],
      ]);
      expect(await mailsAbout("payment-receipt", answer.transactionID), "one receipt").toHaveLength(1);
    }
  }, 120_000);

  it("#32.4 part of an invoice: more than its balance or nothing is 400; 20 starts at once give one attempt charging exactly that amount (19 × 409); raced settles apply it once (Partly paid, one allocation); the rest pays it in full", async () => {
    const row = await openTestInvoice(h.db, 150_000);
    const start = (amount: string, extra: object = {}) =>
      send<{ error: string; code: string }>("POST", "/api/order-service/paya/initiate-payment", {
        purpose: { kind: "invoices", invoiceIds: [row.id], amounts: { [row.id]: amount }, ...extra },
        ...payer,
        achPayment: false,
        creditCardPayment: true,
      });
    for (const [amount, words] of [
      ["1500.01", `Invoice ${row.number}: $1,500.01 is more than its balance of $1,500.00`],
      ["0", `Invoice ${row.number}: enter an amount to pay of more than $0.00`],
      ["-5", "must be an amount in dollars"],
    ] as const) {
      const refused = await start(amount);
      expect([refused.status, refused.body.error], amount).toEqual([400, expect.stringContaining(words)]);
    }
    expect(
      await h.db.select().from(paymentAttempts).where(sql`${row.id} = any(${paymentAttempts.invoiceIds})`),
    ).toEqual([]);

    // 20 starts of $400.00 of it at once: one pending attempt, the others told it is in progress.
    const starts = await Promise.all(Array.from({ length: 20 }, () => start("400.00")));
    expect(starts.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(starts.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [pending] = await h.db
      .select()
      .from(paymentAttempts)
      .where(sql`${row.id} = any(${paymentAttempts.invoiceIds}) and ${paymentAttempts.status} = 'pending'`);
    // $400.00 + 3 % card surcharge: what the hosted page is asked to charge.
    expect([pending?.baseCents, pending?.surchargeCents, pending?.amountCents]).toEqual([
      40_000, 1_200, 41_200,
    ]);
    expect(pending?.allocations).toEqual([{ invoiceId: row.id, amountCents: 40_000 }]);
    await h.services.payments.abandon(
      await h.services.accounts.sessionUser(pending?.userId as string),
      pending?.reference as string,
    );

    const { answer, callback } = await payOnHostedPage(
      { kind: "invoices", invoiceIds: [row.id], amounts: { [row.id]: "400.00" } },
      "ach",
    );
    expect([answer.baseCents, answer.amountCents]).toEqual([40_000, 40_000]);
    const complete = async () =>
      (
        await send("POST", "/api/portal-service/invoices/payment", {
          invoices: [row.id],
          paymentId: answer.transactionID,
          paymentAmount: "400.00",
          email: BEN,
          bankSurcharge: "0",
        })
      ).status;
    await race(answer, callback, complete);
    const allocations = () =>
      h.db.select().from(invoiceAllocations).where(eq(invoiceAllocations.invoiceId, row.id));
    expect((await allocations()).map((a) => [a.kind, a.paymentId, a.amountCents])).toEqual([
      ["payment", answer.transactionID, 40_000],
    ]);
    const [partly] = await h.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect([partly?.status, partly?.balanceCents, partly?.paidAt]).toEqual(["Partly paid", 110_000, null]);
    expect((await mailsAbout("payment-receipt", answer.transactionID))[0]?.text).toContain(
      `Invoice ${row.number}: $400.00, $1,100.00 still due`,
    );

    // The rest, by default the balance (no amount named).
    const rest = await payOnHostedPage({ kind: "invoices", invoiceIds: [row.id] }, "ach");
    expect(rest.answer.baseCents).toBe(110_000);
    expect(await deliver(rest.callback)).toBe(200);
    const [paid] = await h.db.select().from(invoices).where(eq(invoices.id, row.id));
    expect([paid?.status, paid?.balanceCents, paid?.paymentId]).toEqual([
      "Paid",
      0,
      rest.answer.transactionID,
    ]);
    expect((await allocations()).reduce((sum, a) => sum + a.amountCents, 0)).toBe(150_000);
  }, 120_000);
});
