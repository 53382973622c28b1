import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type InitiatePaymentAnswer,
  initiatePaymentAnswer,
  type PaymentStatusAnswer,
  paymentMessages,
  paymentStatusAnswer,
} from "../../../lib/payments/contract.ts";
import { sandboxCallbackHeaders, signSandboxCallback } from "../../adapters/payments/sandbox.ts";
import { RETRY_MESSAGE } from "../../adapters/payments/sandbox-pages.ts";
import { sandboxPayments } from "../../adapters/payments/schema.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { loadEnv } from "../../env.ts";
import { createServices } from "../../services.ts";
import { type AppHarness, openAppHarness, origin } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { issueCreditMemo } from "../invoices/index.ts";
import { paymentAttempts, paymentCallbackEvents } from "./schema.ts";
import { settleAttempt } from "./settle-attempt.ts";
import {
  addPayable,
  allEffects,
  createTestSubjectTables,
  effectsOf,
  testSubjects,
} from "./subjects.test-support.ts";

const SECRET = "sandbox-test-secret-0123456789abcdefghij";
type ErrorBody = { error: string; code: string };
type Captured = { url: string; headers: Record<string, string>; body: string };

const payer = {
  firstName: "Ben",
  lastName: "Buyer",
  address1: "1 Main St",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  email: "ben.buyer@brightline.example",
};
const card = { achPayment: false, creditCardPayment: true };
const ach = { achPayment: true, creditCardPayment: false };
const approveCard = { cardName: "Ben Buyer", cardNumber: "4111 1111 1111 1111", expiry: "12/39", cvc: "123" };

/**
 * The payments module over HTTP with the sandbox provider (issue 13; PAY-01 … PAY-20, API-44, API-46,
 * API-50, API-51), on the demo accounts and the test subjects of subjects.test-support.ts: payables on real
 * tables and an effects table with no unique constraint, so a double application would be counted.
 * The sandbox's callbacks are captured (the in-process app listens on no port) and delivered by the
 * tests, when and as often as each test wants.
 */
describe.each(testDatabaseKinds())("payments on %s", (kind) => {
  let h: AppHarness;
  let ben: string;
  let olivia: string;
  const callbacks: Captured[] = [];

  beforeAll(async () => {
    h = await openAppHarness(kind, {
      accounts: true,
      payments: {
        provider: "sandbox",
        sandboxSecret: SECRET,
        subjects: testSubjects(() => h.db),
        fetch: async (url, init) => {
          callbacks.push({
            url: String(url),
            headers: init?.headers as Record<string, string>,
            body: String(init?.body),
          });
          return new Response(null, { status: 204 });
        },
      },
    });
    await createTestSubjectTables(h.db);
    ben = (await h.signIn("ben.buyer@brightline.example")).cookie;
    olivia = (await h.signIn("olivia.owner@northgate.example").catch(() => ({ cookie: "" }))).cookie;
  });
  afterAll(() => h?.dispose());

  async function start(purpose: unknown, method = card, extra: Record<string, unknown> = {}, cookie = ben) {
    return h.postJson<InitiatePaymentAnswer & ErrorBody>(
      "/api/order-service/paya/initiate-payment",
      { purpose, ...payer, ...method, ...extra },
      { cookie },
    );
  }
  async function startOrder(baseCents = 10_050, method = card) {
    const orderId = await addPayable(h.db, "A-10001", baseCents);
    const answer = await start({ kind: "order", orderId }, method);
    expect(answer.status).toBe(200);
    return { orderId, answer: answer.body };
  }
  /** The hosted page's form, posted as the browser posts it. */
  async function sandboxPost(fields: Record<string, string>) {
    const response = await h.app.request(`${origin}/sandbox-pay/checkout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, text: await response.text(), headers: response.headers };
  }
  const pay = (answer: InitiatePaymentAnswer, fields: Record<string, string> = approveCard, action = "pay") =>
    sandboxPost({ tokenizedRequest: answer.tokenizedRequest, action, ...fields });
  const lastCallback = () => callbacks.at(-1) as Captured;
  async function deliver(callback: { headers: Record<string, string>; body: string }, app = h.app) {
    const response = await app.request(`${origin}/api/payments/callback/sandbox`, {
      method: "POST",
      headers: callback.headers,
      body: callback.body,
    });
    return { status: response.status, body: (await response.json()) as { received?: true } & ErrorBody };
  }
  const status = (answer: InitiatePaymentAnswer, cookie = ben) =>
    h.getJson<PaymentStatusAnswer & ErrorBody>(answer.statusUrl, { cookie });
  async function attemptRow(reference: string) {
    const [row] = await h.db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
    return row;
  }

  it("PAY-01 PAY-02 PAY-20 PAY-11 CONST-35 API-51 a card payment of an order starts a hosted session: actionUrl, a signed tokenizedRequest, a new reference, and 3 % of 100.50 rounded half up (3.02) on top", async () => {
    const { answer } = await startOrder(10_050);
    expect(initiatePaymentAnswer.parse(answer)).toEqual(answer);
    expect(answer).toMatchObject({
      actionUrl: "http://localhost:3000/sandbox-pay/checkout",
      actionMethod: "POST",
      baseCents: 10_050,
      surchargeCents: 302,
      amountCents: 10_352,
      method: "card",
      statusUrl: `/api/order-service/paya/${answer.transactionID}`,
    });
    expect(answer.transactionID).toMatch(/^PAY-[A-Z2-7]{20}$/);
    expect(answer.tokenizedRequest).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    const row = await attemptRow(answer.transactionID);
    expect(row).toMatchObject({
      status: "pending",
      method: "card",
      amountCents: 10_352,
      accountId: "A-10001",
    });
    expect(row?.providerSession).toBe(answer.tokenizedRequest.split(".")[0]);
  });

  it("PAY-20 PAY-11 API-51 an ACH payment adds no surcharge; a portal payment adds the fee of the same rule", async () => {
    const { answer } = await startOrder(10_050, ach);
    expect(answer).toMatchObject({ method: "ach", surchargeCents: 0, amountCents: 10_050 });
    const portal = await start({ kind: "portal", paymentAmount: "1,000.50" });
    expect(portal.body).toMatchObject({ baseCents: 100_050, surchargeCents: 3002, amountCents: 103_052 });
    expect(portal.body.statusUrl).toBe(`/api/portal-service/payments/${portal.body.transactionID}`);
  });

  it("API-51 an amount in the body other than the server's is refused (409) and nothing is written; the server's own amount is accepted", async () => {
    const orderId = await addPayable(h.db, "A-10001", 10_050);
    const before = await h.db.select().from(paymentAttempts);
    const refused = await start({ kind: "order", orderId }, card, { amount: "100.50" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^The amount changed: the amount to pay is now \$103\.52/);
    expect(await h.db.select().from(paymentAttempts)).toHaveLength(before.length);
    const accepted = await start({ kind: "order", orderId }, card, { amount: "103.52" });
    expect(accepted.status).toBe(200);
  });

  it("PAY-13 API-51 without a session: 401 'No logged in user detected'; without cart access 403; another account's order 404; nothing written", async () => {
    const orderId = await addPayable(h.db, "A-10002", 5000);
    const count = (await h.db.select().from(paymentAttempts)).length;
    const guest = await h.postJson<ErrorBody>("/api/order-service/paya/initiate-payment", {
      purpose: { kind: "order", orderId },
      ...payer,
      ...card,
    });
    expect(guest).toMatchObject({
      status: 401,
      body: { error: paymentMessages.noUser, code: "UNAUTHENTICATED" },
    });
    const bob = (await h.signIn("bob.basic@example.com")).cookie;
    expect((await start({ kind: "order", orderId }, card, {}, bob)).status).toBe(403);
    expect((await start({ kind: "order", orderId })).status).toBe(404);
    expect(await h.db.select().from(paymentAttempts)).toHaveLength(count);
  });

  it("PAY-04 PAY-05 PAY-18 API-50 pending without an id until the approved card's result; then 'A' with the PAY-18 fields, applied once; the callback's replay is refused (409)", async () => {
    const { answer } = await startOrder(10_050);
    const pending = await status(answer);
    expect(pending.body).toEqual({ transactionID: answer.transactionID, status: "pending" });

    const page = await pay(answer);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Payment approved.");
    expect(page.text).toContain(`url=http://localhost:3000/payments/return/${answer.transactionID}`);
    const callback = lastCallback();
    expect(callback.url).toBe("http://localhost:3000/api/payments/callback/sandbox");
    const body = JSON.parse(callback.body);
    expect(body).toMatchObject({
      reference: answer.transactionID,
      merchantAccount: "A-10001",
      amountCents: 10_352,
      currency: "USD",
    });
    expect(callback.headers["x-sandbox-signature"]).toBe(
      signSandboxCallback(SECRET, callback.body, Number(callback.headers["x-sandbox-timestamp"])),
    );

    expect(await deliver(callback)).toEqual({ status: 200, body: { received: true } });
    const approved = await status(answer);
    expect(paymentStatusAnswer.parse(approved.body)).toEqual(approved.body);
    expect(approved.body).toMatchObject({
      transactionID: answer.transactionID,
      status: "approved",
      response_indicator: "A",
      status_description: "Approved",
      transaction_id: answer.transactionID,
      amount: "103.52",
    });
    expect(approved.body.id).toMatch(/^SBX-/);
    expect(approved.body.orderId).toBeDefined();

    const replay = await deliver(callback);
    expect(replay.status).toBe(409);
    expect(await effectsOf(h.db, answer.transactionID)).toBe(1);
  });

  it("PAY-07 PAY-19 API-44 a declined card settles 'declined' (polled on the invoices' own status call); a new payment gets a new reference, the declined one is never reused", async () => {
    const invoiceId = await addPayable(h.db, "A-10001", 20_000);
    const first = (await start({ kind: "invoices", invoiceIds: [invoiceId] })).body;
    expect(first.statusUrl).toBe(`/api/portal-service/invoices/payment/${first.transactionID}`);
    const page = await pay(first, { ...approveCard, cardNumber: "4000000000000002" });
    expect(page.text).toContain("Payment declined.");
    // The callback is not delivered: the status call alone finds the result at the provider.
    const declined = await status(first);
    expect(declined.body).toMatchObject({
      status: "declined",
      response_indicator: "D",
      status_description: "Declined",
    });
    expect(declined.body.id).toMatch(/^SBX-/);
    const second = (await start({ kind: "invoices", invoiceIds: [invoiceId] })).body;
    expect(second.transactionID).not.toBe(first.transactionID);
    expect(second.tokenizedRequest).not.toBe(first.tokenizedRequest);
    expect((await pay(first)).text).toContain("This payment is already complete");
    expect((await status(first)).body.status).toBe("declined");
    expect(await effectsOf(h.db, first.transactionID)).toBe(0);
  });

  it("PAY-06 CONST-42 API-46 Cancel on the hosted page reports 'user cancelled' with indicator C", async () => {
    const answer = (await start({ kind: "portal", paymentAmount: "25" })).body;
    const page = await pay(answer, {}, "cancel");
    expect(page.text).toContain("Payment cancelled.");
    const cancelled = await status(answer);
    expect(cancelled.body).toMatchObject({
      status: "cancelled",
      response_indicator: "C",
      status_description: "user cancelled",
    });
  });

  it("PAY-19 API-44 API-46 API-50 each status call finds only attempts of its own flow; another account's member and an unknown reference get 404", async () => {
    const { answer } = await startOrder();
    const ref = answer.transactionID;
    expect((await h.getJson(`/api/portal-service/invoices/payment/${ref}`, { cookie: ben })).status).toBe(
      404,
    );
    expect((await h.getJson(`/api/portal-service/payments/${ref}`, { cookie: ben })).status).toBe(404);
    expect((await h.getJson(`/api/order-service/paya/${ref}`, { cookie: ben })).status).toBe(200);
    expect((await h.getJson(`/api/order-service/paya/${ref}`, { cookie: olivia })).status).toBe(404);
    expect(
      (await h.getJson("/api/order-service/paya/PAY-AAAAAAAAAAAAAAAAAAAA", { cookie: ben })).status,
    ).toBe(404);
    expect((await h.getJson(`/api/order-service/paya/${ref}`)).status).toBe(401);
    expect((await h.postJson(`/api/payments/${ref}/abandon`, {}, { cookie: olivia })).status).toBe(404);
  });

  it("sandbox page: the card form checks the Luhn digit, the expiry and the CVC and re-renders with messages (400) without echoing the card number; the retry card asks once, then approves", async () => {
    const { answer } = await startOrder();
    const shown = await sandboxPost({ tokenizedRequest: answer.tokenizedRequest });
    expect(shown.text).toContain("Card number");
    expect(shown.text).toContain("$103.52 USD");
    expect(shown.headers.get("content-security-policy")).toContain("form-action 'self'");
    const bad = await pay(answer, {
      cardName: "Ben",
      cardNumber: "4111 1111 1111 1112",
      expiry: "01/20",
      cvc: "12",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Enter a valid card number");
    expect(bad.text).toContain("Enter an expiry date in MM/YY that has not passed");
    expect(bad.text).toContain("Enter the 3 or 4 digit security code");
    expect(bad.text).not.toContain("4111 1111 1111 1112");
    const retry = { ...approveCard, cardNumber: "4000 0000 0000 9995" };
    const first = await pay(answer, retry);
    expect(first.text).toContain(RETRY_MESSAGE);
    expect((await status(answer)).body.status).toBe("pending");
    expect((await pay(answer, retry)).text).toContain("Payment approved.");
    expect((await status(answer)).body.status).toBe("approved");
    expect(await effectsOf(h.db, answer.transactionID)).toBe(1);
  });

  it("sandbox page: the ACH form checks the ABA routing checksum and the account number; 000123456789 approves, 000111111116 declines; a forged token opens nothing", async () => {
    const { answer } = await startOrder(5000, ach);
    expect((await sandboxPost({ tokenizedRequest: answer.tokenizedRequest })).text).toContain(
      "Routing number",
    );
    const bad = await pay(answer, {
      accountHolder: "Ben",
      routingNumber: "011000016",
      accountNumber: "123",
      accountType: "checking",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Enter a valid 9-digit ABA routing number");
    expect(bad.text).toContain("Enter an account number of 4 to 17 digits");
    const good = { accountHolder: "Ben Buyer", routingNumber: "011000015", accountType: "savings" };
    expect((await pay(answer, { ...good, accountNumber: "000123456789" })).text).toContain(
      "Payment approved.",
    );
    const other = (await startOrder(5000, ach)).answer;
    expect((await pay(other, { ...good, accountNumber: "000111111116" })).text).toContain(
      "Payment declined.",
    );
    const [id] = answer.tokenizedRequest.split(".");
    const forged = await sandboxPost({
      tokenizedRequest: `${id}.${"A".repeat(43)}`,
      action: "pay",
      ...approveCard,
    });
    expect(forged.status).toBe(404);
  });

  describe("callback verification: refused with no state change", () => {
    let answer: InitiatePaymentAnswer;
    let good: SandboxBody;
    type SandboxBody = {
      eventId: string;
      reference: string;
      merchantAccount: string;
      amountCents: number;
      currency: string;
      result: Record<string, string>;
    };
    const signed = (body: unknown, at = new Date()) => {
      const raw = JSON.stringify(body);
      return { headers: sandboxCallbackHeaders(SECRET, raw, at), body: raw };
    };

    beforeAll(async () => {
      answer = (await startOrder(10_000)).answer;
      good = {
        eventId: "evt_test_1",
        reference: answer.transactionID,
        merchantAccount: "A-10001",
        amountCents: 10_300,
        currency: "USD",
        result: {
          id: "SBX-TEST",
          response_indicator: "A",
          status_description: "Approved",
          transaction_id: answer.transactionID,
          amount: "103.00",
        },
      };
    });

    async function expectRefused(callback: { headers: Record<string, string>; body: string }, code: number) {
      const before = await attemptRow(answer.transactionID);
      const events = (await h.db.select().from(paymentCallbackEvents)).length;
      const response = await deliver(callback);
      expect(response.status).toBe(code);
      expect(await attemptRow(answer.transactionID)).toEqual(before);
      expect(before?.status).toBe("pending");
      expect(await effectsOf(h.db, answer.transactionID)).toBe(0);
      expect((await h.db.select().from(paymentCallbackEvents)).length).toBe(events);
    }

    it("a forged signature", async () => {
      const callback = signed(good);
      await expectRefused(
        { ...callback, headers: { ...callback.headers, "x-sandbox-signature": "0".repeat(64) } },
        400,
      );
      const other = JSON.stringify(good);
      const wrongKey = signSandboxCallback(
        "another-secret-of-at-least-32-chars!",
        other,
        Math.floor(Date.now() / 1000),
      );
      await expectRefused(
        { body: other, headers: { ...callback.headers, "x-sandbox-signature": wrongKey } },
        400,
      );
      await expectRefused({ body: callback.body, headers: { "content-type": "application/json" } }, 400);
    });

    it("a stale timestamp (and one from the future)", async () => {
      await expectRefused(signed(good, new Date(Date.now() - 6 * 60_000)), 400);
      await expectRefused(signed(good, new Date(Date.now() + 6 * 60_000)), 400);
    });

    it("an amount, a currency or an account different from the attempt's", async () => {
      await expectRefused(
        signed({ ...good, amountCents: 100, result: { ...good.result, amount: "1.00" } }),
        400,
      );
      await expectRefused(signed({ ...good, currency: "EUR" }), 400);
      await expectRefused(signed({ ...good, merchantAccount: "A-10002" }), 400);
      expect(
        h.logLines.some((line) => line.includes("payment result refused") && line.includes("currency")),
      ).toBe(true);
      // The card number in any spacing; not "4111" alone, which a request id (a UUID) can hold.
      expect(h.logLines.join("\n")).not.toMatch(/4111[\s-]?1111/);
    });

    it("an unknown reference (404) or another provider's route (404)", async () => {
      await expectRefused(signed({ ...good, reference: "PAY-AAAAAAAAAAAAAAAAAAAA" }), 404);
      const response = await h.app.request(`${origin}/api/payments/callback/stripe`, {
        method: "POST",
        ...signed(good),
      });
      expect(response.status).toBe(404);
    });

    it("the genuine callback settles; its replay is refused (409) and changes nothing", async () => {
      const callback = signed(good);
      expect((await deliver(callback)).status).toBe(200);
      const settled = await attemptRow(answer.transactionID);
      expect(settled?.status).toBe("approved");
      const replay = await deliver(callback);
      expect(replay.status).toBe(409);
      expect(await attemptRow(answer.transactionID)).toEqual(settled);
      expect(await effectsOf(h.db, answer.transactionID)).toBe(1);
    });
  });

  it("exactly once: the callback, the polls and the return page race ten times, split between two app instances on one database: one approval applied per attempt", async () => {
    const second = await createServices(h.database, h.services.settings);
    const otherApp = createApp({
      services: second,
      config: toPublicConfig(loadEnv({})),
      logger: h.services.settings.logger,
      mode: "production",
      build: async () => {
        throw new Error("no pages");
      },
    });
    const effectsBefore = await allEffects(h.db);
    for (let round = 0; round < 10; round++) {
      const { answer } = await startOrder(1000 + round);
      await pay(answer);
      const callback = lastCallback();
      const poll = (app: typeof h.app) =>
        app.request(`${origin}${answer.statusUrl}`, { headers: { cookie: ben, origin } });
      const returnPage = (app: typeof h.app) =>
        app.request(`${origin}/payments/return/${answer.transactionID}`, { headers: { cookie: ben } });
      const results = await Promise.all([
        deliver(callback),
        deliver(callback, otherApp),
        poll(h.app),
        poll(otherApp),
        returnPage(otherApp),
        deliver(callback),
        poll(h.app),
        returnPage(h.app),
        poll(otherApp),
      ]);
      const deliveries = [results[0], results[1], results[5]] as { status: number }[];
      expect(deliveries.filter((r) => r.status === 200)).toHaveLength(1);
      expect(deliveries.filter((r) => r.status === 409)).toHaveLength(2);
      for (const response of [results[2], results[3], results[6], results[8]] as Response[]) {
        expect(((await response.json()) as PaymentStatusAnswer).status).toBe("approved");
      }
      expect(await (results[4] as Response).text()).toContain(
        "Payment approved — you can close this tab and return to the checkout",
      );
      expect(await effectsOf(h.db, answer.transactionID)).toBe(1);
    }
    expect((await allEffects(h.db)) - effectsBefore).toBe(10);
  });

  it("exactly once at the core: ten settlements of one approved result at once, each having read the attempt pending, apply it once; the losers answer the stored state", async () => {
    const deps = {
      db: h.db,
      provider: h.services.paymentProvider,
      subjects: testSubjects(() => h.db),
      baseURL: origin,
      issueCreditMemo,
    };
    for (let round = 0; round < 3; round++) {
      const { answer } = await startOrder(2000 + round);
      await pay(answer);
      const report = await h.services.paymentProvider.status({
        reference: answer.transactionID,
        providerSession: null,
      });
      if (!report) throw new Error("the sandbox has no result");
      const settled = await Promise.all(Array.from({ length: 10 }, () => settleAttempt(deps, report)));
      expect(new Set(settled.map((row) => row.status))).toEqual(new Set(["approved"]));
      expect(new Set(settled.map((row) => row.settledAt?.getTime()))).toHaveProperty("size", 1);
      expect(await effectsOf(h.db, answer.transactionID)).toBe(1);
    }
  });

  it("the return page: the result for the signed-in payer, and 'close this tab' without a session", async () => {
    const { answer } = await startOrder();
    const pending = await h.app.request(`${origin}/payments/return/${answer.transactionID}`, {
      headers: { cookie: ben },
    });
    expect(await pending.text()).toContain("Your payment is still pending");
    await pay(answer, {}, "cancel");
    const cancelled = await h.app.request(`${origin}/payments/return/${answer.transactionID}`, {
      headers: { cookie: ben },
    });
    expect(cancelled.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await cancelled.text()).toContain(
      "Payment cancelled — you can close this tab and return to the checkout",
    );
    const guest = await h.app.request(`${origin}/payments/return/${answer.transactionID}`);
    expect(await guest.text()).toContain("Please close this tab and return to the checkout");
  });

  it("issue 30 abandon: a pending attempt is closed at the provider and abandoned, which frees its order for a new attempt; its hosted page can no longer be paid", async () => {
    const { orderId, answer } = await startOrder();
    // One payment of an order in flight at a time.
    expect((await start({ kind: "order", orderId })).status).toBe(409);
    const abandoned = await h.postJson<PaymentStatusAnswer>(
      `/api/payments/${answer.transactionID}/abandon`,
      {},
      { cookie: ben },
    );
    expect(abandoned.body).toEqual({ transactionID: answer.transactionID, status: "abandoned" });
    expect((await start({ kind: "order", orderId })).status).toBe(200);
    const callbacksBefore = callbacks.length;
    expect((await pay(answer)).text).not.toContain("Payment approved.");
    expect(callbacks).toHaveLength(callbacksBefore);
    expect((await status(answer)).body.status).toBe("abandoned");
    expect(await effectsOf(h.db, answer.transactionID)).toBe(0);
    const [sandbox] = await h.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.reference, answer.transactionID));
    expect(sandbox?.status).toBe("cancelled");
  });

  it("issue 30 abandon after the payer finished (the close came too late): the provider's result stands and is applied, once", async () => {
    const { answer } = await startOrder();
    await pay(answer);
    const abandoned = await h.postJson<PaymentStatusAnswer>(
      `/api/payments/${answer.transactionID}/abandon`,
      {},
      { cookie: ben },
    );
    expect(abandoned.body.status).toBe("approved");
    expect((await deliver(lastCallback())).status).toBe(200);
    expect((await status(answer)).body.status).toBe("approved");
    expect(await effectsOf(h.db, answer.transactionID)).toBe(1);
  });

  it("issue 30 abandon after a decline: the decline stands", async () => {
    const { answer } = await startOrder();
    await pay(answer, { ...approveCard, cardNumber: "4000000000000002" });
    const abandoned = await h.postJson<PaymentStatusAnswer>(
      `/api/payments/${answer.transactionID}/abandon`,
      {},
      { cookie: ben },
    );
    expect(abandoned.body.status).toBe("declined");
    expect(await effectsOf(h.db, answer.transactionID)).toBe(0);
  });

  it("PAY-15 a provider that fails to open a session leaves no attempt behind and answers 503 'Initiating payment failed…'", async () => {
    const orderId = await addPayable(h.db, "A-10001", 1234);
    // The sandbox's table refuses the session (a constraint the migration does not have): its insert fails.
    await h.db.execute(
      sql`alter table sandbox_payments add constraint test_refuse check (amount_cents <> 1271)`,
    );
    try {
      const refused = await start({ kind: "order", orderId });
      expect(refused.status).toBe(503);
      expect(refused.body.error).toMatch(/^Initiating payment failed/);
      const rows = await h.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
      expect(rows).toHaveLength(0);
    } finally {
      await h.db.execute(sql`alter table sandbox_payments drop constraint test_refuse`);
    }
  });
});
