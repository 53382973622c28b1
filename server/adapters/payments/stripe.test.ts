import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { ProviderUnavailableError } from "./provider.ts";
import { createStripeProvider } from "./stripe.ts";

const webhookSecret = "whsec_test_secret_for_offline_tests";
const sdk = new Stripe("sk_test_offline");

function session(fields: Record<string, unknown> = {}) {
  return {
    id: "cs_test_1",
    object: "checkout.session",
    client_reference_id: "PAY-ABCDEFGHIJKLMNOPQRST",
    metadata: { reference: "PAY-ABCDEFGHIJKLMNOPQRST", account: "A-10001" },
    amount_total: 10_352,
    currency: "usd",
    payment_intent: "pi_test_1",
    status: "complete",
    payment_status: "paid",
    url: "https://checkout.stripe.com/c/pay/cs_test_1#abc",
    ...fields,
  };
}

function event(type: string, object: Record<string, unknown>, id = "evt_test_1") {
  return JSON.stringify({ id, object: "event", type, data: { object } });
}

function signedHeaders(payload: string, timestamp = Math.floor(Date.now() / 1000), secret = webhookSecret) {
  return new Headers({
    "stripe-signature": sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  });
}

/** Stripe Checkout behind the adapter interface, offline: the SDK's own test signatures, a local stub API. */
describe("the Stripe adapter", () => {
  let server: Server;
  let port = 0;
  const requests: { method: string; url: string; body: string }[] = [];
  let nextSession: Record<string, unknown> = session();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        requests.push({ method: req.method ?? "", url: req.url ?? "", body });
        res.writeHead(200, { "content-type": "application/json", "request-id": "req_test" });
        res.end(JSON.stringify(nextSession));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const provider = () =>
    createStripeProvider({
      secretKey: "sk_test_offline",
      webhookSecret,
      client: { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 },
    });

  it("PAY-05 a genuine checkout.session.completed (paid) verifies as approved, with the PAY-18 fields", async () => {
    const payload = event("checkout.session.completed", session());
    const verified = await provider().verifyCallback(payload, signedHeaders(payload), new Date());
    expect(verified).toEqual({
      eventId: "evt_test_1",
      reference: "PAY-ABCDEFGHIJKLMNOPQRST",
      outcome: "approved",
      amountCents: 10_352,
      currency: "USD",
      merchantAccount: "A-10001",
      result: {
        id: "pi_test_1",
        response_indicator: "A",
        status_description: "Approved",
        transaction_id: "PAY-ABCDEFGHIJKLMNOPQRST",
        amount: "103.52",
      },
    });
  });

  it("PAY-06 PAY-07 async_payment_failed is a decline, expired a cancel ('user cancelled'); an unpaid completion and other events settle nothing", async () => {
    const at = new Date();
    const failed = event("checkout.session.async_payment_failed", session({ payment_status: "unpaid" }));
    expect((await provider().verifyCallback(failed, signedHeaders(failed), at))?.outcome).toBe("declined");
    const expired = event(
      "checkout.session.expired",
      session({ status: "expired", payment_status: "unpaid" }),
    );
    const cancelled = await provider().verifyCallback(expired, signedHeaders(expired), at);
    expect(cancelled?.result).toMatchObject({
      response_indicator: "C",
      status_description: "user cancelled",
    });
    const processing = event("checkout.session.completed", session({ payment_status: "unpaid" }));
    expect(await provider().verifyCallback(processing, signedHeaders(processing), at)).toBeNull();
    const other = event("customer.created", { id: "cus_1", object: "customer" });
    expect(await provider().verifyCallback(other, signedHeaders(other), at)).toBeNull();
  });

  it("a forged signature, a changed body and a stale timestamp are refused (VALIDATION)", async () => {
    const payload = event("checkout.session.completed", session());
    const refused = (body: string, headers: Headers, at = new Date()) =>
      provider()
        .verifyCallback(body, headers, at)
        .then(
          () => "accepted",
          (error: unknown) => (error instanceof AppError ? error.code : String(error)),
        );
    expect(await refused(payload, signedHeaders(payload, undefined, "whsec_another_secret"))).toBe(
      "VALIDATION",
    );
    expect(await refused(payload.replace("10352", "100"), signedHeaders(payload))).toBe("VALIDATION");
    expect(await refused(payload, new Headers())).toBe("VALIDATION");
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    expect(await refused(payload, signedHeaders(payload, old))).toBe("VALIDATION");
    expect(await refused(payload, signedHeaders(payload, old), new Date(old * 1000 + 60_000))).toBe(
      "accepted",
    );
  });

  it("PAY-01 PAY-02 PAY-20 initiate opens a Checkout Session for the attempt: its URL by GET, the amount, the method, the reference and the account", async () => {
    nextSession = session({ status: "open", payment_status: "unpaid" });
    requests.length = 0;
    const opened = await provider().initiate({
      reference: "PAY-ABCDEFGHIJKLMNOPQRST",
      amountCents: 10_050,
      currency: "USD",
      method: "ach",
      description: "Order SO-1",
      merchantAccount: "A-10001",
      payer: {
        firstName: "B",
        lastName: "B",
        email: "b@example.com",
        address1: "1",
        city: "C",
        state: "OH",
        zip: "43215",
      },
      returnUrl: "http://localhost:3000/payments/return/PAY-ABCDEFGHIJKLMNOPQRST",
      callbackUrl: "http://localhost:3000/api/payments/callback/stripe",
      sale: true,
      expiresAt: new Date(Date.now() + 45 * 60_000),
    });
    expect(opened).toEqual({
      actionUrl: "https://checkout.stripe.com/c/pay/cs_test_1#abc",
      actionMethod: "GET",
      tokenizedRequest: "",
      providerSession: "cs_test_1",
    });
    const sent = new URLSearchParams(requests[0]?.body);
    expect(requests[0]?.url).toBe("/v1/checkout/sessions");
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: "payment",
      client_reference_id: "PAY-ABCDEFGHIJKLMNOPQRST",
      "metadata[account]": "A-10001",
      "allowed_payment_method_types[0]": "us_bank_account",
      "line_items[0][price_data][unit_amount]": "10050",
      "line_items[0][price_data][currency]": "usd",
      success_url: "http://localhost:3000/payments/return/PAY-ABCDEFGHIJKLMNOPQRST",
      cancel_url: "http://localhost:3000/payments/return/PAY-ABCDEFGHIJKLMNOPQRST",
    });
    // Issue 30: the session expires with the attempt (45 minutes here), so it cannot be paid after.
    const expiresAt = Number(sent.get("expires_at")) * 1000;
    expect(Math.abs(expiresAt - (Date.now() + 45 * 60_000))).toBeLessThan(60_000);
  });

  it("PAY-04 status retrieves the session: null while open, approved once paid; a provider that does not answer is ProviderUnavailableError", async () => {
    nextSession = session({ status: "open", payment_status: "unpaid" });
    const ref = { reference: "PAY-ABCDEFGHIJKLMNOPQRST", providerSession: "cs_test_1" };
    expect(await provider().status(ref)).toBeNull();
    nextSession = session();
    expect((await provider().status(ref))?.outcome).toBe("approved");
    expect(requests.at(-1)?.url).toBe("/v1/checkout/sessions/cs_test_1");
    const down = createStripeProvider({
      secretKey: "sk_test_offline",
      webhookSecret,
      // A port nothing listens on.
      client: { host: "127.0.0.1", port: 9, protocol: "http", maxNetworkRetries: 0 },
    });
    await expect(down.status(ref)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it("issue 30 cancel expires an open session (nothing charged: null); a session the payer completed first answers its result; void refunds the payment intent once", async () => {
    const ref = { reference: "PAY-ABCDEFGHIJKLMNOPQRST", providerSession: "cs_test_1" };
    nextSession = session({ status: "open", payment_status: "unpaid" });
    requests.length = 0;
    // The stub answers the same session to the expire call; an expired one reads as no payment.
    expect(await provider().cancel(ref)).toBeNull();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_1",
      "POST /v1/checkout/sessions/cs_test_1/expire",
    ]);
    nextSession = session({ status: "complete", payment_status: "paid" });
    requests.length = 0;
    expect(await provider().cancel(ref)).toMatchObject({ outcome: "approved", reference: ref.reference });
    expect(requests).toHaveLength(1);
    requests.length = 0;
    await provider().void(ref);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET /v1/checkout/sessions/cs_test_1",
      "POST /v1/refunds",
    ]);
    expect(new URLSearchParams(requests[1]?.body).get("payment_intent")).toBe("pi_test_1");
  });
});
