import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InitiatePaymentAnswer, PaymentStatusAnswer } from "../../../lib/payments/contract.ts";
import type { PaymentProvider } from "../../adapters/payments/provider.ts";
import { ProviderUnavailableError } from "../../adapters/payments/provider.ts";
import { createApp } from "../../app.ts";
import { toPublicConfig } from "../../config.ts";
import { createPglite, openDatabase } from "../../db/client.ts";
import { loadEnv } from "../../env.ts";
import { createServices, type ServiceSettings } from "../../services.ts";
import { type AppHarness, openAppHarness, origin } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { testServiceSettings } from "../../testing/service-settings.ts";
import { demoPassword, seedDemoAccounts } from "../accounts/demo/accounts.ts";
import { issueCreditMemo } from "../invoices/index.ts";
import { createPaymentsModule } from "./index.ts";
import { addPayable, createTestSubjectTables, effectsOf, testSubjects } from "./subjects.test-support.ts";

const payer = {
  firstName: "Ben",
  lastName: "Buyer",
  address1: "1 Main St",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  email: "ben.buyer@brightline.example",
  achPayment: false,
  creditCardPayment: true,
};

/** A provider that opens sessions but never answers about them (down, timing out). */
const silentProvider: PaymentProvider = {
  name: "silent",
  formOrigins: [],
  initiate: async (request) => ({
    actionUrl: "https://pay.example/checkout",
    actionMethod: "POST",
    tokenizedRequest: "token",
    providerSession: request.reference,
  }),
  status: async () => {
    throw new ProviderUnavailableError();
  },
  verifyCallback: async () => {
    throw new ProviderUnavailableError();
  },
  cancel: async () => {
    throw new ProviderUnavailableError();
  },
  resume: async () => {
    throw new ProviderUnavailableError();
  },
  void: async () => {
    throw new ProviderUnavailableError();
  },
};

describe.each(testDatabaseKinds())("a payment provider that never answers, on %s", (kind) => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    await createTestSubjectTables(h.db);
  });
  afterAll(() => h?.dispose());

  it("PAY-04 API-50 issue 30: the attempt stays pending with providerUnavailable and can be checked again; it cannot be abandoned while the provider cannot confirm the close (503, still pending)", async () => {
    const payments = createPaymentsModule({
      db: h.db,
      provider: silentProvider,
      subjects: testSubjects(() => h.db),
      baseURL: origin,
      issueCreditMemo,
    });
    const { cookie } = await h.signIn("ben.buyer@brightline.example");
    const caller = await h.services.accounts.callerOf(new Headers({ cookie }));
    if (!caller) throw new Error("not signed in");
    const orderId = await addPayable(h.db, "A-10001", 4200);
    const started = await payments.start(caller, { purpose: { kind: "order", orderId }, ...payer });
    const expected: PaymentStatusAnswer = {
      transactionID: started.transactionID,
      status: "pending",
      providerUnavailable: true,
    };
    expect(await payments.status(caller, started.transactionID, "order")).toEqual(expected);
    expect(await payments.status(caller, started.transactionID, "order")).toEqual(expected);
    await expect(payments.abandon(caller, started.transactionID)).rejects.toMatchObject({
      code: "UNAVAILABLE",
    });
    expect(await payments.status(caller, started.transactionID, "order")).toEqual(expected);
    expect(await effectsOf(h.db, started.transactionID)).toBe(0);
  });
});

const migrations = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/**
 * A restart in the middle of a payment loses nothing: the payment starts on one server, the payer pays
 * on the hosted page while it runs, the server stops before any result reached the payments module
 * (the callback was not delivered), and a new server on the same PGlite directory settles it once.
 */
describe("a server restart in the middle of a payment", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "payments-restart-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  async function boot(settings: ServiceSettings) {
    const database = await openDatabase({ kind: "pglite", client: await createPglite(dir) });
    const services = await createServices(database, settings);
    const app = createApp({
      services,
      config: toPublicConfig(loadEnv({})),
      logger: settings.logger,
      mode: "production",
      build: async () => {
        throw new Error("no pages");
      },
    });
    const call = (url: string, init: RequestInit = {}) =>
      app.request(`${origin}${url}`, { ...init, headers: { origin, ...(init.headers as object) } });
    return { database, services, call };
  }

  it("PAY-04 API-50 started on one server, settled once by the next one on the same database", async () => {
    const setup = await openDatabase({ kind: "pglite", client: await createPglite(dir) });
    await setup.migrate(migrations);
    await seedDemoAccounts(setup.db);
    await createTestSubjectTables(setup.db);
    await setup.close();
    let db = null as unknown as Awaited<ReturnType<typeof boot>>["database"]["db"];
    const settings = testServiceSettings({
      payments: {
        provider: "sandbox",
        subjects: testSubjects(() => db),
        // The callback never arrives: the first server stops before it could.
        fetch: async () => {
          throw new Error("connection refused");
        },
      },
    });

    const one = await boot(settings);
    db = one.database.db;
    const signIn = await one.call("/api/user-service/sign-in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ben.buyer@brightline.example", password: demoPassword }),
    });
    const cookie = (signIn.headers.getSetCookie() ?? []).map((c) => c.split(";")[0]).join("; ");
    const orderId = await addPayable(db, "A-10001", 9999);
    const started = (await (
      await one.call("/api/order-service/paya/initiate-payment", {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ purpose: { kind: "order", orderId }, ...payer }),
      })
    ).json()) as InitiatePaymentAnswer;
    const paid = await one.call("/sandbox-pay/checkout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        tokenizedRequest: started.tokenizedRequest,
        action: "pay",
        cardName: "Ben Buyer",
        cardNumber: "4111111111111111",
        expiry: "12/39",
        cvc: "123",
      }).toString(),
    });
    expect(paid.status).toBe(200);
    await one.database.close();

    // The same settings: the auth secret (and so the derived sandbox secret and the sessions) survive.
    const two = await boot(settings);
    db = two.database.db;
    try {
      const answers = await Promise.all(
        [1, 2, 3].map(async () => (await two.call(started.statusUrl, { headers: { cookie } })).json()),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ status: "approved", response_indicator: "A" });
      expect(await effectsOf(db, started.transactionID)).toBe(1);
    } finally {
      await two.database.close();
    }
  });
});
