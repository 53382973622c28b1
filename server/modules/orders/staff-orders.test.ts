import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../../lib/orders/contract.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffOrderRow } from "../../../lib/staff/orders-contract.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";
import { invoices } from "../invoices/schema.ts";
import { paymentAttempts } from "../payments/schema.ts";
import { orders } from "./schema.ts";
import type { StaffOrder } from "./staff-order.ts";

const BUYER = "ben.buyer@brightline.example";

/** Issue 33 item 4: customer service works every account's orders in the console. */
describe.each(testDatabaseKinds())("staff orders on %s", (kind) => {
  let h: AppHarness;
  let service: StaffSession;
  let design: StaffSession;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
    service = await signInStaff(h, demoStaffEmail("customer-service"));
    design = await signInStaff(h, demoStaffEmail("design"));
  }, 60_000);
  afterAll(async () => h?.dispose());

  const list = async (query: string) => {
    const response = await h.call(`/api/staff/orders?${query}`, { cookie: service.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as StaffPage<StaffOrderRow>;
  };
  const mailsTo = async (to: string) =>
    (
      await h.getJson<{ purpose: string; subject: string; text: string }[]>(
        `/dev/outbox?to=${encodeURIComponent(to)}`,
      )
    ).body;
  const idOf = async (number: string) =>
    (await h.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]?.id ?? "";

  it("#33.4 every account's orders: text (number, PO, account), status, account and date filters, sorting, pages, CSV", async () => {
    const all = await list("pageSize=5");
    expect(all.total).toBeGreaterThanOrEqual(15);
    expect(all.rows).toHaveLength(5);
    expect(new Set((await list("pageSize=100")).rows.map((row) => row.accountId))).toEqual(
      new Set(["A-10001", "A-10002"]),
    );
    const newestFirst = all.rows.map((row) => row.createdAt);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
    const second = await list("pageSize=5&page=2");
    expect(second.rows.map((row) => row.id)).not.toContain(all.rows[0]?.id);

    expect((await list("q=so-2026-90011")).rows.map((row) => row.number).sort()).toEqual([
      "SO-2026-900110",
      "SO-2026-900111",
      "SO-2026-900112",
    ]);
    const northgate = await list("q=northgate");
    expect(northgate.total).toBe(3);
    expect((await list("accountId=A-10002")).total).toBe(3);
    const pending = await list("status=PENDING&pageSize=100");
    expect(pending.rows.every((row) => row.orderStatus === "PENDING")).toBe(true);
    expect(pending.total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=2000-01-01&to=${today}`)).total).toBe(all.total);
    expect((await list("from=2999-01-01")).total).toBe(0);
    const byTotal = (await list("sort=total&dir=asc&pageSize=100")).rows.map((row) => row.totalCents);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));

    const csv = await h.call("/api/staff/orders?accountId=A-10002&format=csv", { cookie: service.cookie });
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Number,Placed,Account/);
    expect(lines).toHaveLength(4);

    expect((await h.call("/api/staff/orders?status=LOST", { cookie: service.cookie })).status).toBe(400);
  });

  it("#33.4 an order's page: lines, totals, addresses, its status history and its payment attempts; unknown is 404; other roles 403, customers 404", async () => {
    const response = await h.call("/api/staff/orders/SO-2026-900110", { cookie: service.cookie });
    expect(response.status).toBe(200);
    const { order, attempts } = (await response.json()) as StaffOrder;
    expect(order.number).toBe("SO-2026-900110");
    expect(order.items.length).toBeGreaterThan(0);
    expect(order.events.length).toBeGreaterThan(0);
    expect(order.shipTo.city).toBeTruthy();
    expect(Array.isArray(attempts)).toBe(true);
    const byId = await h.call(`/api/staff/orders/${order.id}`, { cookie: service.cookie });
    expect(((await byId.json()) as StaffOrder).order.number).toBe("SO-2026-900110");

    expect((await h.call("/api/staff/orders/SO-2026-123456", { cookie: service.cookie })).status).toBe(404);
    expect((await h.call("/api/staff/orders", { cookie: design.cookie })).status).toBe(403);
    expect((await h.call("/api/staff/orders/SO-2026-900110", { cookie: design.cookie })).status).toBe(403);
    const buyer = await h.signIn(BUYER);
    expect((await h.call("/api/staff/orders", { cookie: buyer.cookie })).status).toBe(404);
    expect((await h.call("/api/staff/orders")).status).toBe(404);
    const cancel = await h.call("/api/staff/orders/SO-2026-900111/cancel", {
      cookie: design.cookie,
      body: { reason: "not mine to cancel" },
    });
    expect(cancel.status).toBe(403);
  });

  it("#33.4 cancelling an unpaid on-account order with a reason: CANCELLED, the history names the staff member, the buyer is mailed, the audit entry written; a paid order is refused and leaves no entry", async () => {
    const id = await idOf("SO-2026-900111");
    const missing = await h.call("/api/staff/orders/SO-2026-900111/cancel", {
      cookie: service.cookie,
      body: { reason: "" },
    });
    expect(missing.status).toBe(400);
    const response = await h.call("/api/staff/orders/SO-2026-900111/cancel", {
      cookie: service.cookie,
      body: { reason: "Customer phoned: ordered twice" },
    });
    expect(response.status).toBe(200);
    const order = (await response.json()) as Order;
    expect(order.OrderStatus).toBe("CANCELLED");
    expect(order.events.at(-1)).toMatchObject({
      OrderStatus: "CANCELLED",
      actor: "staff",
      actorName: expect.stringMatching(/ \(staff\)$/),
      note: "Customer phoned: ordered twice",
    });
    const [placed] = await h.db.select().from(orders).where(eq(orders.id, id));
    const mail = (await mailsTo(placed?.placedByEmail ?? "")).find((m) =>
      m.subject.includes("SO-2026-900111"),
    );
    expect(mail?.subject).toMatch(/has been cancelled/);
    const [entry, ...more] = await h.services.audit.trailOf("order", id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: "order.cancelled",
      staffEmail: service.email,
      before: { orderStatus: "PENDING" },
      after: { orderStatus: "CANCELLED" },
    });
    expect(entry?.summary).toContain("ordered twice");
    // Again: answered as it is, nothing more written.
    const again = await h.call("/api/staff/orders/SO-2026-900111/cancel", {
      cookie: service.cookie,
      body: { reason: "Customer phoned: ordered twice" },
    });
    expect(again.status).toBe(200);
    expect(await h.services.audit.trailOf("order", id)).toHaveLength(1);

    const paidId = await idOf("SO-2026-900112");
    const paid = await h.call("/api/staff/orders/SO-2026-900112/cancel", {
      cookie: service.cookie,
      body: { reason: "Trying to cancel a paid order" },
    });
    expect(paid.status).toBe(409);
    expect(((await paid.json()) as { error: string }).error).toMatch(/is paid .*refund/);
    expect(await h.services.audit.trailOf("order", paidId)).toEqual([]);
    const shipped = await h.call("/api/staff/orders/SO-2026-900108/cancel", {
      cookie: service.cookie,
      body: { reason: "Too late for this one" },
    });
    expect(shipped.status).toBe(409);
  });

  it("#33.4 cancelling an order awaiting its card payment: refused while a payment is in progress (no entry), then cancelled as the buyer's own cancel would, mailed, audited", async () => {
    // The demo's Northgate card order, set back to awaiting its payment (as placed, before paying).
    await h.db
      .update(orders)
      .set({
        orderStatus: "AWAITING_PAYMENT",
        paymentStatus: "UNPAID",
        paymentId: null,
        paymentAmountCents: null,
      })
      .where(eq(orders.number, "SO-2026-900203"));
    const id = await idOf("SO-2026-900203");
    // A payment of it in progress: refused until that payment ends, and nothing is written.
    const reference = `PAY-T${Date.now()}`;
    await h.db.insert(paymentAttempts).values({
      reference,
      provider: "sandbox",
      flow: "order",
      orderId: id,
      accountId: "A-10002",
      userId: "u-test",
      firstName: "Nora",
      lastName: "Buyer",
      email: "payer@northgate.example",
      address: { address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
      method: "card",
      baseCents: 100,
      surchargeCents: 0,
      amountCents: 100,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    const busy = await h.call(`/api/staff/orders/${id}/cancel`, {
      cookie: service.cookie,
      body: { reason: "Buyer asked by phone" },
    });
    expect(busy.status).toBe(409);
    expect(((await busy.json()) as { error: string }).error).toMatch(/being paid right now/);
    expect(await h.services.audit.trailOf("order", id)).toEqual([]);
    const staffView = (await (
      await h.call(`/api/staff/orders/${id}`, { cookie: service.cookie })
    ).json()) as StaffOrder;
    expect(staffView.attempts.map((attempt) => attempt.reference)).toEqual([reference]);
    await h.db
      .update(paymentAttempts)
      .set({ status: "abandoned" })
      .where(eq(paymentAttempts.reference, reference));

    const response = await h.call(`/api/staff/orders/${id}/cancel`, {
      cookie: service.cookie,
      body: { reason: "Buyer asked by phone" },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Order).OrderStatus).toBe("CANCELLED");
    const [row] = await h.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.placedByEmail).toBeTruthy();
    expect(
      (await mailsTo(row?.placedByEmail ?? "")).some((m) =>
        m.subject.includes("SO-2026-900203 has been cancelled"),
      ),
    ).toBe(true);
    expect((await h.services.audit.trailOf("order", id)).map((e) => e.action)).toEqual(["order.cancelled"]);
  });

  it("#33.4 marking an order shipped with carrier and tracking: the fulfilment use case (invoice of an on-account order, the buyer's mail with the tracking link), the staff member in the history and the audit log", async () => {
    const id = await idOf("SO-2026-900109");
    const bad = await h.call("/api/staff/orders/SO-2026-900109/ship", {
      cookie: service.cookie,
      body: { carrier: "UPS", trackingNumber: "!", reason: "Left the dock" },
    });
    expect(bad.status).toBe(400);
    const response = await h.call("/api/staff/orders/SO-2026-900109/ship", {
      cookie: service.cookie,
      body: {
        carrier: "UPS",
        trackingNumber: "1Z999AA10123456784",
        reason: "Left the dock today, no ERP yet",
      },
    });
    expect(response.status).toBe(200);
    const order = (await response.json()) as Order;
    expect(order).toMatchObject({
      OrderStatus: "SHIPPED",
      carrier: "UPS",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(order.events.at(-1)).toMatchObject({ actor: "staff", note: "Left the dock today, no ERP yet" });
    const [invoice] = await h.db.select().from(invoices).where(eq(invoices.orderId, id));
    expect(invoice?.amountCents).toBe(order.totalCents);
    const [placed] = await h.db.select().from(orders).where(eq(orders.id, id));
    const mail = (await mailsTo(placed?.placedByEmail ?? "")).find((m) =>
      m.subject.includes("SO-2026-900109 has shipped"),
    );
    expect(mail?.text).toContain("1Z999AA10123456784");
    const trail = await h.services.audit.trailOf("order", id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: "order.shipped",
      before: { orderStatus: "PROCESSING", trackingNumber: null },
      after: { orderStatus: "SHIPPED", carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
    });
    // A delivered order cannot be shipped: 409, and no entry.
    const deliveredId = await idOf("SO-2026-900101");
    const delivered = await h.call("/api/staff/orders/SO-2026-900101/ship", {
      cookie: service.cookie,
      body: { carrier: "UPS", trackingNumber: "1Z999AA10123456785", reason: "Wrong order" },
    });
    expect(delivered.status).toBe(409);
    expect(await h.services.audit.trailOf("order", deliveredId)).toEqual([]);
  });
});
