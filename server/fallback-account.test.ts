import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../lib/accounts/users.ts";
import { toPublicConfig } from "./config.ts";
import { loadEnv } from "./env.ts";
import { invoices } from "./modules/invoices/schema.ts";
import { orders } from "./modules/orders/schema.ts";
import type { Services } from "./services.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";
import {
  expectNotFound,
  fallbackOutsider,
  matrixFallbackAccountId,
  sessionUserOf,
} from "./testing/callers.ts";
import { testDatabaseKinds } from "./testing/databases.ts";

/**
 * The authorization matrices' fallback case (USER-23, AMB-35, SEC-10: "the fallback account, not
 * reached → 404") for the modules whose every call the cart access rule guards: orders, quotes,
 * invoices, the cart and payments. Over HTTP their endpoints refuse a caller of no account (403)
 * before anything is read, so the case is asked of the modules themselves, as the outsider past that
 * rule (`fallbackOutsider`): with FALLBACK_ACCOUNT_ID set to Brightline (A-10001), Bob, whose every
 * account-scoped call works for Brightline, finds none of Brightline's objects. The matrices that run
 * `expectMatrixRow` (projects, designs, layouts, warranty) ask it over HTTP as well.
 */
describe.each(testDatabaseKinds())("the fallback account, not reached, on %s", (kind) => {
  let h: AppHarness;
  let configured: Services;
  let ben: SessionUser;
  let bob: SessionUser;
  const config = toPublicConfig(loadEnv({}));
  const brightline = { orderId: "", orderNumber: "", quoteId: "", invoiceId: "", invoiceNumber: "" };
  const payer = {
    firstName: "Bob",
    lastName: "Basic",
    address1: "1 Main St",
    city: "Columbus",
    state: "OH",
    zip: "43215",
    email: "bob.basic@example.com",
    achPayment: false,
    creditCardPayment: true,
  };

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    configured = (await h.withFallbackAccount(matrixFallbackAccountId)).services;
    ben = await sessionUserOf(h, "ben.buyer@brightline.example");
    bob = await fallbackOutsider(h);
    const [order] = await h.db.select().from(orders).where(eq(orders.accountId, matrixFallbackAccountId));
    const [invoice] = await h.db
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, matrixFallbackAccountId));
    if (!order || !invoice) throw new Error("the demo data has no order or invoice of Brightline");
    Object.assign(brightline, {
      orderId: order.id,
      orderNumber: order.number,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
    });
    // Brightline's cart and a quote of it: something there to be found.
    await h.services.cart.add(ben, { sku: "EDL-4SMD-11-30K", quantity: 2 });
    brightline.quoteId = (await h.services.quotes.create(ben, { PurchaseOrder: "PO-FALLBACK" })).body.id;
    await h.services.cart.add(ben, { sku: "EDL-4SMD-11-30K", quantity: 3 });
  });
  afterAll(async () => h?.dispose());

  it("USER-23 AMB-35 #30.6 the fallback case's objects are there: Brightline's buyer finds each of them on the app so configured", async () => {
    expect((await configured.orders.get(ben, brightline.orderId)).id).toBe(brightline.orderId);
    expect((await configured.orders.findByNumber(ben, brightline.orderNumber))?.id).toBe(brightline.orderId);
    expect((await configured.orders.list(ben, "me")).orders.length).toBeGreaterThan(0);
    expect((await configured.quotes.get(ben, brightline.quoteId)).id).toBe(brightline.quoteId);
    expect(await configured.invoices.findByNumber(ben, brightline.invoiceNumber)).not.toBeNull();
    expect((await configured.cart.countLines(ben))?.lines).toBeGreaterThan(0);
  });

  it("USER-23 AMB-35 SEC-10 #30.6 the fallback account, not reached → 404: its orders, quotes, invoices, cart and payments are not found for a caller who works for it without reaching it", async () => {
    const probes: [string, () => Promise<unknown>][] = [
      ["orders.get", () => configured.orders.get(bob, brightline.orderId)],
      ["orders.reorder", () => configured.orders.reorder(bob, brightline.orderId)],
      ["orders.pdf", () => configured.orders.pdf(bob, brightline.orderId, config)],
      ["orders.checkout of a quote", () => configured.orders.checkout(bob, { quoteId: brightline.quoteId })],
      ["orders.checkout of the cart", () => configured.orders.checkout(bob, { PaymentType: "CARD" })],
      ["quotes.get", () => configured.quotes.get(bob, brightline.quoteId)],
      ["quotes.list", () => configured.quotes.list(bob, matrixFallbackAccountId)],
      ["quotes.copyToCart", () => configured.quotes.copyToCart(bob, brightline.quoteId)],
      ["invoices.list", () => configured.invoices.list(bob, matrixFallbackAccountId)],
      [
        "invoices.invoicePdf",
        () => configured.invoices.invoicePdf(bob, matrixFallbackAccountId, brightline.invoiceId, config),
      ],
      ["cart.getCart", () => configured.cart.getCart(bob)],
      [
        "payments.start of an order",
        () =>
          configured.payments.start(bob, {
            purpose: { kind: "order", orderId: brightline.orderId },
            ...payer,
          }),
      ],
      [
        "payments.start of invoices",
        () =>
          configured.payments.start(bob, {
            purpose: { kind: "invoices", invoiceIds: [brightline.invoiceId] },
            ...payer,
          }),
      ],
      [
        "payments.start on account",
        () =>
          configured.payments.start(bob, { purpose: { kind: "portal", paymentAmount: 25_000 }, ...payer }),
      ],
    ];
    for (const [name, call] of probes) await expectNotFound(name, call);
  });

  it("USER-23 AMB-35 SEC-10 #30.6 the fallback account, not reached: its lists and look-ups by number answer such a caller nothing of it", async () => {
    expect(await configured.orders.list(bob, "me")).toEqual({ orders: [], nextCursor: null });
    expect(await configured.orders.getMany(bob, [brightline.orderId])).toEqual([]);
    expect(await configured.orders.findByNumber(bob, brightline.orderNumber)).toBeNull();
    expect(await configured.invoices.findByNumber(bob, brightline.invoiceNumber)).toBeNull();
    expect((await configured.invoices.listPortalPayments(bob)).payments).toEqual([]);
    expect((await configured.cart.countLines(bob))?.lines ?? 0).toBe(0);
  });
});
