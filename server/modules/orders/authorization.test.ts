import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { submitApprovalBody } from "../../../lib/orders/approval-contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import {
  type MatrixRole,
  matrixEmails,
  matrixRoles,
  type SignedInMatrixRole,
} from "../../testing/callers.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers, memberships } from "../accounts/schema.ts";
import { orderLines, orders } from "./schema.ts";

/**
 * The authorization matrix of the orders (issue 13): every /api/order-service… endpoint × every kind
 * of caller, every cell asserted, and the integration API against every way of calling it. The objects
 * are Brightline's (A-10001): a demo order and a quote. A guest gets 401; a caller without cart access
 * (a basic customer; a Brightline member without `cart`) 403 before anything is read; Northgate's
 * admin, whose working account is another, 404. Brightline's buyer, admin and representative reach
 * them (a 409 is the use case's own refusal: the caller got through).
 */
const roles = matrixRoles;
type Role = MatrixRole;
type SignedInRole = SignedInMatrixRole;
const emails = matrixEmails;
const statuses = (...values: [number, number, number, number, number, number, number]) =>
  Object.fromEntries(roles.map((role, i) => [role, values[i]])) as Record<Role, number>;
const brightline = (ok: number) => statuses(401, 403, ok, 403, ok, ok, 404);
const KEY = "integration-key-for-tests-0123456789";
const shipTo = { name: "Dock", address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" };
/** A decided request: its deciders (Dana, Rita) get through to 409; its requester and others 404. */
const deciders = (ok: number) => statuses(401, 403, 404, 403, ok, ok, 404);

describe.each(testDatabaseKinds())("orders authorization matrix on %s", (kind) => {
  let h: AppHarness;
  const sessions = {} as Record<SignedInRole, { cookie: string; token: string; caller: SessionUser }>;
  let orderId: string;
  let quoteId: string;
  let declinedId: string;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true, integrationApiKey: KEY });
    for (const role of roles) {
      if (role === "guest") continue;
      const { cookie, token } = await h.signIn(emails[role]);
      const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, emails[role]));
      sessions[role] = { cookie, token, caller: await h.services.accounts.sessionUser(user?.id as string) };
    }
    const [demo] = await h.db.select().from(orders).where(eq(orders.number, "SO-2026-900105"));
    orderId = demo?.id as string;
    await h.services.cart.add(sessions.distributor.caller, { sku: "EDL-4SMD-11-30K", quantity: 2 });
    quoteId = (await h.services.quotes.create(sessions.distributor.caller, { PurchaseOrder: "PO-M" })).body
      .id;
    // #32.2: a request of Ben's, declined by Dana (its cart back in the open one), and Ben's demo limit again.
    const ben = sessions.distributor.caller;
    await setLimit(ben.userId, { kind: "always" });
    const request = await h.services.orders.submitApproval(
      ben,
      submitApprovalBody.parse({ shipTo, PurchaseOrder: "PO-A" }),
    );
    await h.services.orders.decline(sessions.distributorAdmin.caller, request.id, { reason: "Not now" });
    declinedId = request.id;
    await setLimit(ben.userId, { kind: "amount", cents: 250_000 });
  });

  async function setLimit(userId: string, limit: { kind: "always" } | { kind: "amount"; cents: number }) {
    await h.db
      .update(memberships)
      .set({ orderLimitKind: limit.kind, orderLimitCents: limit.kind === "amount" ? limit.cents : null })
      .where(and(eq(memberships.userId, userId), eq(memberships.accountId, "A-10001")));
  }
  afterAll(async () => h?.dispose());

  const rows: {
    name: string;
    expected: Record<Role, number>;
    method?: string;
    path: () => string;
    body?: () => unknown;
  }[] = [
    {
      name: "API-47 GET user/me",
      expected: statuses(401, 403, 200, 403, 200, 200, 200),
      path: () => "/user/me",
    },
    {
      name: "GET checkout of a quote",
      expected: brightline(200),
      path: () => `/checkout?quoteId=${quoteId}`,
    },
    {
      // The cart is the working account's: Brightline's for its three; Northgate's (empty: 400) for its admin.
      name: "GET checkout of the cart",
      expected: statuses(401, 403, 200, 403, 200, 200, 400),
      path: () => "/checkout?PaymentType=CARD",
    },
    {
      name: "API-48 POST orders from a quote (a stale total: refused, nothing written)",
      expected: brightline(409),
      method: "POST",
      path: () => "/orders",
      body: () => ({
        source: { kind: "quote", quoteId },
        shipTo: { name: "Dock", address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
        PurchaseOrder: "PO-M",
        PaymentType: "CARD",
        expectedTotalCents: 1,
      }),
    },
    {
      name: "API-49 PUT orders/complete (not its payment)",
      expected: brightline(409),
      method: "PUT",
      path: () => "/orders/complete",
      body: () => ({
        id: orderId,
        OrderStatus: "PENDING",
        PaymentStatus: "AUTHORIZED",
        PaymentID: "nope",
        PaymentAmount: "1.00",
      }),
    },
    { name: "GET orders/:id", expected: brightline(200), path: () => `/orders/${orderId}` },
    { name: "GET orders/:id/pdf", expected: brightline(200), path: () => `/orders/${orderId}/pdf` },
    {
      // The working account's list: Northgate's admin gets Northgate's (never Brightline's: see below).
      name: "#32.6 GET previously-purchased",
      expected: statuses(401, 403, 200, 403, 200, 200, 200),
      path: () => "/previously-purchased?limit=5",
    },
    {
      // #32.2: the working account's requests; Northgate's admin gets Northgate's (none of Brightline's).
      name: "#32.2 GET approvals",
      expected: statuses(401, 403, 200, 403, 200, 200, 200),
      path: () => "/approvals",
    },
    {
      // Brightline's callers need no approval for this cart (409); Northgate's admin names another account.
      name: "#32.2 POST approvals (no approval needed: refused, nothing written)",
      expected: brightline(409),
      method: "POST",
      path: () => "/approvals",
      body: () => ({ shipTo, PurchaseOrder: "PO-A2", accountId: "A-10001" }),
    },
    {
      name: "#32.2 POST approvals/:id/approve (decided: 409)",
      expected: deciders(409),
      method: "POST",
      path: () => `/approvals/${declinedId}/approve`,
    },
    {
      name: "#32.2 POST approvals/:id/decline (decided: 409)",
      expected: deciders(409),
      method: "POST",
      path: () => `/approvals/${declinedId}/decline`,
      body: () => ({ reason: "Again" }),
    },
    {
      // Only the requester withdraws: Ben gets through (decided: 409), anyone else 404.
      name: "#32.2 POST approvals/:id/withdraw (decided: 409)",
      expected: statuses(401, 403, 409, 403, 404, 404, 404),
      method: "POST",
      path: () => `/approvals/${declinedId}/withdraw`,
    },
    {
      name: "POST orders/:id/reorder",
      expected: brightline(200),
      method: "POST",
      path: () => `/orders/${orderId}/reorder`,
    },
  ];

  for (const row of rows) {
    it(`API-47 API-48 API-49 ORDER-05 #32.2 ${row.name}: guest 401, no cart access 403, another account 404`, async () => {
      for (const role of roles) {
        const body = row.body?.();
        const response = await h.call(`/api/order-service${row.path()}`, {
          method: row.method ?? "GET",
          ...(body === undefined ? {} : { body }),
          ...(role === "guest" ? {} : { cookie: sessions[role].cookie }),
        });
        expect(response.status, `${role}: ${await response.text()}`).toBe(row.expected[role]);
      }
    });
  }

  it("#32.6 previously purchased: the working account's distinct SKUs, last ordered first, with the last quantity and date, a page at a time", async () => {
    type List = {
      items: { sku: string; lastQuantity: number; lastOrderedAt: string; lastOrderNumber: string }[];
      total: number;
    };
    const listOf = async (role: SignedInRole, search = "") => {
      const answer = await h.getJson<List>(`/api/order-service/previously-purchased${search}`, {
        cookie: sessions[role].cookie,
      });
      expect(answer.status).toBe(200);
      return answer.body;
    };
    // Worked out here apart from the module's statement: every placed order's lines, newest order first.
    const expected = async (accountId: string) => {
      const rows = await h.db
        .select({
          sku: orderLines.sku,
          quantity: orderLines.quantity,
          at: orders.createdAt,
          number: orders.number,
          status: orders.orderStatus,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.accountId, accountId));
      const latest = new Map<string, { sku: string; at: Date; number: string; quantity: number }>();
      for (const r of rows.filter((r) => r.status !== "CANCELLED" && r.status !== "AWAITING_PAYMENT")) {
        const known = latest.get(r.sku.toLowerCase());
        if (!known || known.at < r.at)
          latest.set(r.sku.toLowerCase(), { sku: r.sku, at: r.at, number: r.number, quantity: r.quantity });
        else if (known.number === r.number) known.quantity += r.quantity;
      }
      return [...latest.values()].sort(
        (a, b) => b.at.getTime() - a.at.getTime() || a.sku.localeCompare(b.sku),
      );
    };
    const mine = await expected("A-10001");
    expect(mine.length).toBeGreaterThan(2);
    const all = await listOf("distributor", "?limit=50");
    expect(all.total).toBe(mine.length);
    expect(all.items.map((i) => [i.sku, i.lastQuantity, i.lastOrderNumber, i.lastOrderedAt])).toEqual(
      mine.map((m) => [m.sku, m.quantity, m.number, m.at.toISOString()]),
    );
    // A page at a time.
    const second = await listOf("distributor", "?limit=2&offset=2");
    expect(second.items.map((i) => i.sku)).toEqual(mine.slice(2, 4).map((m) => m.sku));
    // Rita, working for Brightline, sees Brightline's; Olivia only Northgate's.
    expect((await listOf("representative", "?limit=50")).items).toEqual(all.items);
    const northgate = await expected("A-10002");
    expect((await listOf("otherAdmin", "?limit=50")).items.map((i) => i.lastOrderNumber)).toEqual(
      northgate.map((m) => m.number),
    );
    const bad = await h.getJson("/api/order-service/previously-purchased?limit=500", {
      cookie: sessions.distributor.cookie,
    });
    expect(bad.status).toBe(400);
  });

  it("#32.6 the warranty claim's orders: the working account's latest placed orders with their lines; none without cart access", async () => {
    const claimable = await h.services.orders.claimableOrders(sessions.distributor.caller);
    const placed = await h.db
      .select({ id: orders.id, number: orders.number, at: orders.createdAt, status: orders.orderStatus })
      .from(orders)
      .where(eq(orders.accountId, "A-10001"));
    const expected = placed
      .filter((o) => o.status !== "CANCELLED" && o.status !== "AWAITING_PAYMENT")
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id))
      .slice(0, 25);
    expect(expected.length).toBeGreaterThan(2);
    expect(claimable.map((o) => o.number)).toEqual(expected.map((o) => o.number));
    const first = expected[0] as (typeof expected)[number];
    const lines = await h.db
      .select({ sku: orderLines.sku, quantity: orderLines.quantity, position: orderLines.position })
      .from(orderLines)
      .where(eq(orderLines.orderId, first.id));
    expect(claimable[0]?.lines.map((l) => [l.sku, l.quantity])).toEqual(
      lines.sort((a, b) => a.position - b.position).map((l) => [l.sku, l.quantity]),
    );
    expect(await h.services.orders.claimableOrders(sessions.distributorNoCart.caller)).toEqual([]);
    const northgate = await h.services.orders.claimableOrders(sessions.otherAdmin.caller);
    expect(northgate.every((o) => !claimable.some((mine) => mine.number === o.number))).toBe(true);
  });

  it("ORDER-05 the integration API takes only its key: none, a wrong one, a user's session or bearer token are refused (401)", async () => {
    const number = "SO-2026-900105";
    const tries: [string, Record<string, string>, string | undefined, string | undefined][] = [
      ["no key", {}, undefined, undefined],
      ["wrong key", { "x-api-key": `${KEY}x` }, undefined, undefined],
      ["a user's session", {}, sessions.distributorAdmin.cookie, undefined],
      ["a user's bearer token", {}, undefined, sessions.distributorAdmin.token],
      ["a session beside a wrong key", { "x-api-key": "short" }, sessions.distributor.cookie, undefined],
    ];
    for (const [name, headers, cookie, token] of tries) {
      for (const [method, path, body] of [
        ["GET", `/orders/${number}`, undefined],
        ["PUT", `/orders/${number}/status`, { status: "CANCELLED" }],
      ] as const) {
        const response = await h.call(`/api/order-service/integration${path}`, {
          method,
          headers,
          ...(body ? { body } : {}),
          ...(cookie ? { cookie } : {}),
          ...(token ? { token } : {}),
        });
        expect(response.status, `${name} ${method} ${path}`).toBe(401);
      }
    }
    expect((await h.db.select().from(orders).where(eq(orders.number, number)))[0]?.orderStatus).toBe(
      "DELIVERED",
    );
    const read = await h.call(`/api/order-service/integration/orders/${number}`, {
      headers: { "x-api-key": KEY },
    });
    expect(read.status).toBe(200);
  });

  it("ORDER-05 without INTEGRATION_API_KEY every integration call answers 503", async () => {
    const bare = await openAppHarness(kind, { accounts: true });
    try {
      for (const [method, path] of [
        ["GET", "/orders/SO-2026-900105"],
        ["PUT", "/orders/SO-2026-900105/status"],
      ] as const) {
        const response = await bare.call(`/api/order-service/integration${path}`, {
          method,
          headers: { "x-api-key": KEY },
          ...(method === "PUT" ? { body: { status: "CANCELLED" } } : {}),
        });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          code: "UNAVAILABLE",
          error: "The integration API is not configured",
        });
      }
    } finally {
      await bare.dispose();
    }
  });
});
