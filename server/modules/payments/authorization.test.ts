import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import type { InitiatePaymentAnswer, PaymentPurpose } from "../../../lib/payments/contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  type MatrixRole,
  type MatrixSessions,
  matrixRoles,
  matrixStatuses,
  sessionUserOf,
  signInMatrix,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { invoices } from "../invoices/schema.ts";
import { paymentAttempts } from "./schema.ts";

/**
 * The authorization matrix of the payments API (issue 13: API-51, API-50, API-44, API-46, abandon and
 * the provider's return page) × every kind of caller, every cell asserted, on the real subjects: a
 * Brightline (A-10001) card order placed by its buyer and awaiting payment, Brightline's open invoices
 * and payments on its account. A guest gets 401; a signed-in caller without cart access (a basic
 * customer; a Brightline member without `cart`) 403 before anything is read (paying is ordering,
 * CART-02, USER-10); Northgate's admin, whose working account is another, 404. Brightline's buyer,
 * admin and representative (SEC-10) reach them. "Check again" (AMB-14) is the page polling the same
 * status call again: the API-50/44/46 rows are its cells.
 */
type Role = MatrixRole;
type Statuses = Record<Role, number>;
const brightline = (ok: number) => matrixStatuses(401, 403, ok, 403, ok, ok, 404);
const payer = {
  firstName: "Ben",
  lastName: "Buyer",
  address1: "1200 Dublin Rd",
  city: "Columbus",
  state: "OH",
  zip: "43215",
  email: "ben.buyer@brightline.example",
};
const card = { achPayment: false, creditCardPayment: true };
const ach = { achPayment: true, creditCardPayment: false };

type Row = {
  name: string;
  expected: Statuses;
  method?: string;
  path: () => string;
  body?: () => unknown;
  /** What the row's 200s did, checked after every caller had their turn. */
  after?: () => Promise<void>;
};

describe.each(testDatabaseKinds())("payments authorization matrix on %s", (kind) => {
  let h: AppHarness;
  let sessions: MatrixSessions;
  let ben: SessionUser;
  /** A card order awaiting payment, with no payment in flight (each API-51 cell's attempt is abandoned). */
  let orderId: string;
  let openInvoiceId: string;
  /** Pending attempts of Ben's, one per flow, and one the abandon row abandons. */
  const attempts = { order: "", invoices: "", portal: "", toAbandon: "" };

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    sessions = await signInMatrix(h);
    ben = await sessionUserOf(h, "ben.buyer@brightline.example");
    // One unpaid order per cart (issue 30): the second is placed from a quote of the cart.
    const placeCardOrder = async (po: string, fromQuote = false) => {
      await h.services.cart.add(ben, { sku: "EDL-4SMD-11-30K", quantity: 2 });
      const source = fromQuote
        ? { kind: "quote", quoteId: (await h.services.quotes.create(ben, { PurchaseOrder: po })).body.id }
        : { kind: "cart" };
      const placed = await h.postJson<Order>(
        "/api/order-service/orders",
        {
          source,
          shipTo: { name: "Dock", address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
          PurchaseOrder: po,
          PaymentType: "CARD",
        },
        { cookie: sessions.distributor.cookie },
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body.OrderStatus).toBe("AWAITING_PAYMENT");
      return placed.body.id;
    };
    orderId = await placeCardOrder("PO-MATRIX-1");
    const polled = await placeCardOrder("PO-MATRIX-2", true);
    const open = (await h.db.select().from(invoices).where(eq(invoices.accountId, "A-10001"))).filter(
      (invoice) => invoice.status === "Open",
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    openInvoiceId = open[0]?.id as string;
    const start = async (purpose: PaymentPurpose, method = card) =>
      (await h.services.payments.start(ben, { purpose, ...payer, ...method })).transactionID;
    attempts.order = await start({ kind: "order", orderId: polled });
    attempts.invoices = await start({ kind: "invoices", invoiceIds: [open[1]?.id as string] }, ach);
    attempts.portal = await start({ kind: "portal", paymentAmount: 25_000 }, ach);
    attempts.toAbandon = await start({ kind: "portal", paymentAmount: 12_500 }, ach);
  });
  afterAll(async () => h?.dispose());

  const startRows: Row[] = [
    {
      name: "API-51 PAY-13 POST paya/initiate-payment of Brightline's order",
      expected: brightline(200),
      method: "POST",
      path: () => "/api/order-service/paya/initiate-payment",
      body: () => ({ purpose: { kind: "order", orderId }, ...payer, ...card }),
    },
    {
      name: "API-51 INV-05 POST paya/initiate-payment of Brightline's open invoice",
      expected: brightline(200),
      method: "POST",
      path: () => "/api/order-service/paya/initiate-payment",
      body: () => ({ purpose: { kind: "invoices", invoiceIds: [openInvoiceId] }, ...payer, ...ach }),
    },
  ];

  it.each(startRows)(
    "$name: guest 401, no cart access 403, another account 404, nothing started but the 200s",
    async (row) => {
      const before = await attemptCount();
      let started = 0;
      const actual = {} as Statuses;
      for (const role of matrixRoles) {
        const response = await send(row, role);
        actual[role] = response.status;
        expect(response.headers.get("cache-control"), role).toBe("private, no-store");
        if (response.status !== 200) {
          await expectErrorBody(response, role);
          continue;
        }
        started += 1;
        // The next caller may start again: the attempt is abandoned by its payer, as the page does.
        const { transactionID } = (await response.json()) as InitiatePaymentAnswer;
        await h.services.payments.abandon(ben, transactionID);
      }
      expect(actual).toEqual(row.expected);
      expect(await attemptCount()).toBe(before + started);
    },
  );

  const rows: Row[] = [
    {
      name: "API-50 PAY-19 GET paya/{transactionId} polls Brightline's order payment",
      expected: brightline(200),
      path: () => `/api/order-service/paya/${attempts.order}`,
    },
    {
      name: "API-44 PAY-19 GET invoices/payment/{transactionId} polls Brightline's invoice payment",
      expected: brightline(200),
      path: () => `/api/portal-service/invoices/payment/${attempts.invoices}`,
    },
    {
      name: "API-46 PAY-19 GET payments/{transactionId} polls Brightline's payment on account",
      expected: brightline(200),
      path: () => `/api/portal-service/payments/${attempts.portal}`,
    },
    {
      name: "SEC-05 POST payments/{transactionId}/abandon abandons Brightline's pending payment",
      expected: brightline(200),
      method: "POST",
      path: () => `/api/payments/${attempts.toAbandon}/abandon`,
      body: () => ({}),
      after: async () => {
        const [row] = await h.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.reference, attempts.toAbandon));
        expect(row?.status).toBe("abandoned");
      },
    },
  ];

  it.each(rows)("$name: guest 401, no cart access 403, another account 404", async (row) => {
    const pending = await attemptsOtherThan(row.after ? attempts.toAbandon : "");
    const actual = {} as Statuses;
    for (const role of matrixRoles) {
      const response = await send(row, role);
      actual[role] = response.status;
      expect(response.headers.get("cache-control"), role).toBe("private, no-store");
      if (response.status !== 200) await expectErrorBody(response, role);
    }
    expect(actual).toEqual(row.expected);
    await row.after?.();
    // Only the abandon row changes an attempt, and only the one it names.
    expect(await attemptsOtherThan(row.after ? attempts.toAbandon : "")).toEqual(pending);
  });

  it("SEC-05 the return page GET /payments/return/{reference}: a guest is told to close the tab (no payment shown), no cart access 403, another account 404, Brightline's callers see its state", async () => {
    const expected = matrixStatuses(200, 403, 200, 403, 200, 200, 404);
    const actual = {} as Statuses;
    for (const role of matrixRoles) {
      const response = await send({ path: () => `/payments/return/${attempts.order}` }, role);
      const text = await response.text();
      actual[role] = response.status;
      expect(response.headers.get("content-type"), role).toContain("text/html");
      if (role === "guest") expect(text).toContain("Please close this tab and return to the checkout");
      else if (response.status === 200) expect(text, role).toContain("Your payment is still pending");
      // Nobody but Brightline's callers learns anything of the payment.
      if (response.status !== 200 || role === "guest") expect(text, role).not.toContain("pending");
    }
    expect(actual).toEqual(expected);
  });

  function send(row: Pick<Row, "method" | "path" | "body">, role: Role) {
    const body = row.body?.();
    return h.call(row.path(), {
      method: row.method ?? "GET",
      ...(body === undefined ? {} : { body }),
      ...(role === "guest" ? {} : { cookie: sessions[role].cookie }),
    });
  }

  async function expectErrorBody(response: Response, role: Role) {
    const code = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" }[response.status];
    expect(await response.json(), role).toEqual({ error: expect.any(String), code });
  }

  async function attemptCount() {
    return (await h.db.select().from(paymentAttempts)).length;
  }

  async function attemptsOtherThan(reference: string) {
    const rows = await h.db.select().from(paymentAttempts).orderBy(paymentAttempts.reference);
    return rows
      .filter((row) => row.reference !== reference)
      .map((row) => [row.reference, row.status, row.settledAt]);
  }
});
