import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../lib/cart/contract.ts";
import type { InvoicesAnswer } from "../../../lib/invoices/contract.ts";
import type { CheckoutPreview, Order } from "../../../lib/orders/contract.ts";
import type { InitiatePaymentAnswer, PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import { mailOutbox } from "../../adapters/mail/schema.ts";
import { sandboxCallbackBody, sandboxCallbackHeaders } from "../../adapters/payments/sandbox.ts";
import { sandboxPayments } from "../../adapters/payments/schema.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { createPostgresDatabase } from "../../testing/databases.ts";
import { type NodeServer, serverModule, startNodeServer } from "../../testing/processes.ts";
import { invoicePayments, invoices } from "../invoices/schema.ts";
import { orderEvents, orders } from "../orders/schema.ts";
import { paymentAttempts } from "./schema.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const SECRET = "two-processes-sandbox-secret-0123456789abcdef";
/**
 * PUBLIC_URL: a closed port. The sandbox's own callback delivery fails there (and is only logged), so
 * the test delivers every callback itself, as often and to whichever process it wants.
 */
const PUBLIC_URL = "http://127.0.0.1:9";
const BEN = "ben.buyer@brightline.example";
const approveCard = { cardName: "Ben Buyer", cardNumber: "4111 1111 1111 1111", expiry: "12/39", cvc: "123" };
const payer = {
  firstName: "Ben",
  lastName: "Buyer",
  address1: "1200 Dublin Rd",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  email: BEN,
};
const approveAch = {
  accountHolder: "Brightline Electrical Supply",
  routingNumber: "011000015",
  accountNumber: "000123456789",
  accountType: "checking",
};

/**
 * One API server in its own OS process: the production start-up (boot: migrate and seed under the
 * start-up lock, then the services) and the app with no pages, on a free port it prints.
 */
const serverScript = `
const { serve } = await import("@hono/node-server");
const { boot } = await import(${serverModule("server/boot.ts")});
const { createApp } = await import(${serverModule("server/app.ts")});
const { loadEnv } = await import(${serverModule("server/env.ts")});
const { createLogger } = await import(${serverModule("server/logger.ts")});
const env = loadEnv(process.env);
const logger = createLogger(env.LOG_LEVEL);
const { services, config } = await boot(env, logger);
const app = createApp({
  services,
  config,
  logger,
  publicUrl: env.PUBLIC_URL ?? null,
  mode: "production",
  build: async () => { throw new Error("API only"); },
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => console.log("listening " + info.port));
`;

type Answer<T> = { status: number; body: T & { error?: string; code?: string } };

/**
 * Issue 13 "Exactly once" across processes: two real server processes on one PostgreSQL database,
 * the provider's callbacks (replays among them), the page's status polls, the return page and the
 * page's completion call (API-49, API-43) fired at once and split between them. Nothing is shared between the two but the database, so exactly-once can only rest on
 * it (the attempt's conditional update, the callback events' unique key, the order's own conditional
 * update, the invoice payment's unique reference), never on a lock in one process's memory.
 */
describe.skipIf(!serverUrl)("payments settled by two server processes on one PostgreSQL database", () => {
  const cleanups: (() => Promise<void>)[] = [];
  let servers: NodeServer[] = [];
  let database: Database;
  let token: string;

  beforeAll(async () => {
    const empty = await createPostgresDatabase(serverUrl as string);
    cleanups.push(empty.drop);
    const env = {
      DATABASE_URL: empty.url,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PUBLIC_URL,
      PAYMENT_PROVIDER: "sandbox",
      PAYMENT_SANDBOX_SECRET: SECRET,
      AUTH_SECRET: "two-processes-auth-secret-0123456789abcdef",
      SEED_DEMO_DATA: "true",
    };
    // Started together: they take turns migrating and seeding (#10.8), then both serve.
    const started = await Promise.allSettled([
      startNodeServer(serverScript, env),
      startNodeServer(serverScript, env),
    ]);
    for (const result of started) if (result.status === "fulfilled") cleanups.unshift(result.value.stop);
    const failed = started.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
    servers = started.map((result) => (result as PromiseFulfilledResult<NodeServer>).value);
    database = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 4 });
    cleanups.unshift(() => database.close());
    const signIn = await call<{ token: string }>(0, "POST", "/api/user-service/sign-in", {
      email: BEN,
      password: "Lumen-demo-2026",
    });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    token = signIn.body.token;
  }, 90_000);

  afterAll(async () => {
    // The processes first (they hold connections), then the database; each even when another failed.
    for (const cleanup of cleanups) await cleanup().catch(() => {});
  });

  /** A request to server 0 or 1, as the buyer's browser (its Origin is the site's). */
  async function call<T>(server: number, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const headers: Record<string, string> = { origin: PUBLIC_URL, accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`http://127.0.0.1:${servers[server]?.port}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as Answer<T>["body"] };
  }
  const ok = <T>(answer: Answer<T>, status = 200): T => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };

  /** The hosted page's form, posted to server 1 as the buyer's browser posts it: the result. */
  async function completeHostedPage(answer: InitiatePaymentAnswer, fields: Record<string, string>) {
    const response = await fetch(`http://127.0.0.1:${servers[1]?.port}/sandbox-pay/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: PUBLIC_URL },
      body: new URLSearchParams({ tokenizedRequest: answer.tokenizedRequest, action: "pay", ...fields }),
    });
    expect(await response.text()).toContain("Payment approved.");
  }

  /** A callback as the sandbox signs it, of its stored result, with the given event id. */
  async function signedCallback(reference: string, eventId: string) {
    const [row] = await database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, reference));
    if (!row) throw new Error(`the sandbox has no payment ${reference}`);
    const body = JSON.stringify(
      sandboxCallbackBody.parse({
        eventId,
        reference,
        merchantAccount: row.merchantAccount,
        amountCents: row.amountCents,
        currency: row.currency,
        result: row.result,
      }),
    );
    return { body, headers: sandboxCallbackHeaders(SECRET, body, new Date()) };
  }
  async function deliver(server: number, callback: { body: string; headers: Record<string, string> }) {
    const response = await fetch(`http://127.0.0.1:${servers[server]?.port}/api/payments/callback/sandbox`, {
      method: "POST",
      headers: callback.headers,
      body: callback.body,
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The return page in the provider's tab, on server 0 or 1: its text. */
  async function returnPage(server: number, reference: string) {
    const response = await fetch(`http://127.0.0.1:${servers[server]?.port}/payments/return/${reference}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, text: await response.text() };
  }

  /**
   * The race: the sandbox's own event delivered four times (one is received, three are replays: 409)
   * and six more events of the same result (each received, none applies anything), with ten polls of
   * the status call, four return pages, and four pages that poll and then complete (`complete`: API-49
   * or API-43, as the page does once it sees 'A'), all at once, alternating between the two processes.
   * Answers the polls' bodies.
   */
  async function race(answer: InitiatePaymentAnswer, complete: (server: number) => Promise<number>) {
    const reference = answer.transactionID;
    const [sandboxRow] = await database.db
      .select({ transactionId: sandboxPayments.transactionId })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, reference));
    const genuine = await signedCallback(reference, `evt_${sandboxRow?.transactionId}`);
    const others = await Promise.all(
      Array.from({ length: 6 }, (_, n) => signedCallback(reference, `evt_${sandboxRow?.transactionId}_${n}`)),
    );
    const replays = Array.from({ length: 4 }, (_, n) => deliver(n % 2, genuine));
    const distinct = others.map((callback, n) => deliver((n + 1) % 2, callback));
    const polls = Array.from({ length: 10 }, (_, n) =>
      call<PaymentStatusAnswer>(n % 2, "GET", answer.statusUrl),
    );
    const returns = Array.from({ length: 4 }, (_, n) => returnPage(n % 2, reference));
    const pages = Array.from({ length: 4 }, async (_, n) => {
      ok(await call<PaymentStatusAnswer>(n % 2, "GET", answer.statusUrl));
      return complete((n + 1) % 2);
    });
    // All twenty-eight requests are already in flight (each process gets half): wait for every answer.
    const [replayed, received, polled, returned, completed] = await Promise.all([
      Promise.all(replays),
      Promise.all(distinct),
      Promise.all(polls),
      Promise.all(returns),
      Promise.all(pages),
    ]);
    for (const page of returned) {
      expect(page.status).toBe(200);
      expect(page.text).toContain("Payment approved — you can close this tab and return to the checkout");
    }
    expect(completed, "each page's completion after 'A'").toEqual([200, 200, 200, 200]);
    expect(
      replayed.filter((status) => status === 200),
      `replays answered ${replayed}`,
    ).toHaveLength(1);
    expect(
      replayed.filter((status) => status === 409),
      `replays answered ${replayed}`,
    ).toHaveLength(3);
    expect(received, "distinct events are each received").toEqual(others.map(() => 200));
    const bodies = polled.map((poll) => ok(poll));
    for (const body of bodies) {
      expect(body).toMatchObject({ transactionID: reference, status: "approved", response_indicator: "A" });
    }
    // Every poll answers the same result: the one stored.
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    return bodies[0] as PaymentStatusAnswer;
  }

  /**
   * After the race, the attempt is approved and stays as it was settled: one more event of the same
   * result and one more poll, on either process, rewrite nothing (not even its settle time).
   */
  async function expectSettledOnce({ transactionID: reference, statusUrl }: InitiatePaymentAnswer) {
    const attempt = async () =>
      (await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference)))[0];
    const settled = await attempt();
    expect(settled?.status).toBe("approved");
    expect(await deliver(0, await signedCallback(reference, `evt_late_${randomUUID()}`))).toBe(200);
    expect(await deliver(1, await signedCallback(reference, `evt_late_${randomUUID()}`))).toBe(200);
    await ok(await call<PaymentStatusAnswer>(0, "GET", statusUrl));
    expect(await attempt()).toEqual(settled);
  }

  const mailsOf = (purpose: string, text: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.purpose, purpose), like(mailOutbox.text, `%${text}%`)));

  it("PAY-05 PAY-08 ORDER-05 CONST-43 API-49 API-50 ten card orders, each paid once while ten signed callbacks (replays refused), ten polls, the return page and the page's completion race across two server processes: one paid transition, one event, one confirmation, the cart's ordered lines gone", async () => {
    const countOrders = async () =>
      (await database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;
    for (let round = 0; round < 10; round++) {
      // Build the order on one process and pay it on the other: neither has seen all of it.
      const cart = ok(
        await call<Cart>(round % 2, "POST", "/api/cart-service/cart/add", {
          sku: "EDL-4SMD-11-30K",
          quantity: round + 1,
        }),
      );
      expect(cart.items).toHaveLength(1);
      const checkout = ok(
        await call<CheckoutPreview>(round % 2, "GET", "/api/order-service/checkout?PaymentType=CARD"),
      );
      const shipTo = checkout.shipToOptions[0];
      const ordersBefore = await countOrders();
      const placed = ok(
        await call<Order>((round + 1) % 2, "POST", "/api/order-service/orders", {
          source: { kind: "cart" },
          shipTo,
          PurchaseOrder: `PO-RACE-${round}`,
          PaymentType: "CARD",
          expectedTotalCents: checkout.totals.CARD.totalCents,
        }),
        201,
      );
      expect(placed).toMatchObject({ OrderStatus: "AWAITING_PAYMENT", PaymentStatus: "UNPAID" });
      const answer = ok(
        await call<InitiatePaymentAnswer>(round % 2, "POST", "/api/order-service/paya/initiate-payment", {
          purpose: { kind: "order", orderId: placed.id },
          ...checkout.payer,
          achPayment: false,
          creditCardPayment: true,
        }),
      );
      expect(answer.amountCents).toBe(placed.totalCents);
      await completeHostedPage(answer, approveCard);

      const polled = await race(answer, async (server) => {
        const completed = await call<Order>(server, "PUT", "/api/order-service/orders/complete", {
          id: placed.id,
          OrderStatus: "PENDING",
          PaymentStatus: "AUTHORIZED",
          PaymentID: answer.transactionID,
          PaymentAmount: (placed.totalCents / 100).toFixed(2),
        });
        return completed.status;
      });
      expect(polled).toMatchObject({ orderId: placed.id, amount: (placed.totalCents / 100).toFixed(2) });

      expect(await countOrders(), "one order").toBe(ordersBefore + 1);
      const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.id));
      expect(order).toMatchObject({
        orderStatus: "PENDING",
        paymentStatus: "AUTHORIZED",
        paymentId: answer.transactionID,
        paymentAmountCents: placed.totalCents,
      });
      const paidEvents = await database.db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, placed.id), eq(orderEvents.actor, "payment")));
      expect(paidEvents, "one paid transition").toHaveLength(1);
      const confirmations = (await mailsOf("order-confirmation", placed.number)).filter((mail) =>
        mail.subject.includes(placed.number),
      );
      expect(confirmations, "one confirmation").toHaveLength(1);
      expect(confirmations[0]?.to).toBe(BEN);
      expect(ok(await call<Cart>((round + 1) % 2, "GET", "/api/cart-service/cart")).items).toEqual([]);
      await expectSettledOnce(answer);
    }
  }, 60_000);

  it("PAY-05 CONST-43 API-43 API-44 two open invoices paid by ACH while callbacks, polls, the return page and the page's API-43 call race across two server processes: one invoice payment, each invoice Paid, one receipt", async () => {
    const list = ok(await call<InvoicesAnswer>(1, "GET", "/api/portal-service/invoices/A-10001?status=Open"));
    const open = list.invoices.filter((invoice) => invoice.status === "Open").slice(0, 2);
    expect(open).toHaveLength(2);
    const invoiceIds = open.map((invoice) => invoice.id);
    const answer = ok(
      await call<InitiatePaymentAnswer>(0, "POST", "/api/order-service/paya/initiate-payment", {
        purpose: { kind: "invoices", invoiceIds },
        ...payer,
        achPayment: true,
        creditCardPayment: false,
      }),
    );
    expect(answer).toMatchObject({
      method: "ach",
      surchargeCents: 0,
      amountCents: open.reduce((sum, invoice) => sum + invoice.InvoiceBalance, 0),
    });
    await completeHostedPage(answer, approveAch);

    const polled = await race(
      answer,
      async (server) =>
        (
          await call(server, "POST", "/api/portal-service/invoices/payment", {
            invoices: invoiceIds,
            paymentId: answer.transactionID,
            paymentAmount: (answer.baseCents / 100).toFixed(2),
            email: BEN,
            bankSurcharge: "0",
          })
        ).status,
    );
    expect(polled.invoiceIds?.slice().sort()).toEqual(invoiceIds.slice().sort());

    const payments = await database.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.paymentId, answer.transactionID));
    expect(payments, "one invoice payment").toHaveLength(1);
    const paid = await database.db.select().from(invoices).where(inArray(invoices.id, invoiceIds));
    expect(paid.map((invoice) => [invoice.status, invoice.balanceCents])).toEqual([
      ["Paid", 0],
      ["Paid", 0],
    ]);
    expect(await mailsOf("payment-receipt", answer.transactionID), "one receipt").toHaveLength(1);
    await expectSettledOnce(answer);
  }, 30_000);

  it("issue 30 #1 PAY-01: 20 payment starts of one open invoice at once, split between the two processes, give one pending attempt and 19 × 409", async () => {
    const list = ok(await call<InvoicesAnswer>(0, "GET", "/api/portal-service/invoices/A-10001?status=Open"));
    // An invoice not yet paid in full (the demo's plain open ones may be paid by the tests above).
    const invoice = list.invoices.find((row) => row.status !== "Paid" && !row.paymentInProgress);
    expect(invoice).toBeDefined();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call<InitiatePaymentAnswer>(n % 2, "POST", "/api/order-service/paya/initiate-payment", {
          purpose: { kind: "invoices", invoiceIds: [invoice?.id] },
          ...payer,
          achPayment: false,
          creditCardPayment: true,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const pending = await database.db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.status, "pending"),
          sql`${invoice?.id}::uuid = any(${paymentAttempts.invoiceIds})`,
        ),
      );
    expect(pending).toHaveLength(1);
  }, 30_000);
});
