import { randomUUID } from "node:crypto";
import { inArray, notInArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "./modules/invoices/schema.ts";
import { layoutRequests } from "./modules/layouts/schema.ts";
import { orders } from "./modules/orders/schema.ts";
import { seedDemoNegotiations } from "./modules/quotes/index.ts";
import { quoteNegotiations } from "./modules/quotes/schema.ts";
import { warrantyClaims } from "./modules/warranty/schema.ts";
import { type AppHarness, openAppHarness } from "./testing/app-harness.ts";
import { testDatabaseKinds } from "./testing/databases.ts";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/**
 * Issue 33 item 7: the staff dashboard's figures, each read by its own module in one statement:
 * today's orders and orders per day, open layout requests, warranty claims and quote requests by
 * age, overdue invoices. The rows are placed at known ages here, then counted.
 */
describe.each(testDatabaseKinds())("staff dashboard figures on %s", (kind) => {
  let h: AppHarness;
  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true, catalog: true });
  });
  afterAll(async () => h?.dispose());

  it("#33.7 today's orders count and sum the orders placed since midnight UTC (not the unpaid card ones, not the cancelled); the chart has 30 days", async () => {
    const placed = await h.db
      .select({ id: orders.id, totalCents: orders.totalCents })
      .from(orders)
      .where(notInArray(orders.orderStatus, ["AWAITING_PAYMENT", "CANCELLED"]));
    expect(placed.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = placed;
    await h.db.update(orders).set({ createdAt: ago(40) });
    await h.db
      .update(orders)
      .set({ createdAt: new Date() })
      .where(inArray(orders.id, [a?.id ?? "", b?.id ?? ""]));
    await h.db
      .update(orders)
      .set({ createdAt: ago(3) })
      .where(inArray(orders.id, [c?.id ?? ""]));
    // An order not placed (awaiting its payment or cancelled) today does not count, if the demo has one.
    await h.db
      .update(orders)
      .set({ createdAt: new Date() })
      .where(inArray(orders.orderStatus, ["AWAITING_PAYMENT", "CANCELLED"]));
    const midnight = new Date(new Date().toISOString().slice(0, 10)).valueOf();
    const today = await h.services.orders.todayOrders();
    // (Right after midnight UTC the order of 3 days ago is still 3 days ago: the count is exact.)
    expect(today).toEqual({ count: 2, totalCents: (a?.totalCents ?? 0) + (b?.totalCents ?? 0) });
    const perDay = await h.services.orders.ordersPerDay(30);
    expect(perDay).toHaveLength(30);
    expect(perDay.at(-1)).toEqual({ day: new Date(midnight).toISOString().slice(0, 10), count: 2 });
    expect(perDay.reduce((sum, d) => sum + d.count, 0)).toBe(3);
    expect(perDay.find((d) => d.count === 1)?.day).toBe(
      new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10),
    );
  });

  it("#33.7 open layout requests and warranty claims by age: under 2 days, 2–7, over 7; finished ones left out", async () => {
    const layout = (status: "RECEIVED" | "IN_DESIGN" | "COMPLETED", days: number) => ({
      number: `LR-T-${randomUUID().slice(0, 8)}`,
      status,
      name: "Ada",
      email: "ada@example.com",
      projectName: "Warehouse",
      siteAddress: "1 Main St",
      spaceType: "Warehouse",
      dimensions: "100x50",
      ceilingHeight: "30 ft",
      createdAt: ago(days),
    });
    await h.db.delete(layoutRequests);
    await h.db
      .insert(layoutRequests)
      .values([
        layout("RECEIVED", 0.5),
        layout("IN_DESIGN", 1.5),
        layout("RECEIVED", 3),
        layout("IN_DESIGN", 10),
        layout("COMPLETED", 1),
      ]);
    expect(await h.services.layouts.openAges()).toEqual({ under2Days: 2, days2to7: 1, over7Days: 1 });

    const claim = (status: "SUBMITTED" | "UNDER_REVIEW" | "APPROVED" | "DENIED", days: number) => ({
      number: `WC-T-${randomUUID().slice(0, 8)}`,
      userId: "u",
      accountId: "A-10001",
      status,
      referenceKind: "ORDER" as const,
      reference: "SO-1",
      sku: "SKU-1",
      productName: "Downlight",
      quantity: 1,
      installDate: "2026-01-05",
      failureDescription: "Flickers",
      claimantName: "Ada",
      claimantEmail: "ada@example.com",
      rmaNumber: status === "APPROVED" ? "RMA-1" : null,
      reason: status === "DENIED" ? "Out of warranty" : null,
      createdAt: ago(days),
    });
    await h.db.delete(warrantyClaims);
    await h.db
      .insert(warrantyClaims)
      .values([claim("SUBMITTED", 6), claim("UNDER_REVIEW", 8), claim("APPROVED", 1), claim("DENIED", 9)]);
    expect(await h.services.warranty.openAges()).toEqual({ under2Days: 0, days2to7: 1, over7Days: 1 });
  });

  it("#33.7 quote requests waiting for prices by how long since the buyer last asked", async () => {
    await seedDemoNegotiations(h.db, { designatedSkus: [] });
    const rows = await h.db.select({ id: quoteNegotiations.quoteId }).from(quoteNegotiations);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    await h.db
      .update(quoteNegotiations)
      .set({ status: "answered", answeredAt: new Date(), answeredBy: "rep" });
    const [first] = rows;
    await h.db
      .update(quoteNegotiations)
      .set({ status: "requested", updatedAt: ago(12) })
      .where(inArray(quoteNegotiations.quoteId, [first?.id ?? ""]));
    expect(await h.services.quotes.openRequestAges()).toEqual({ under2Days: 0, days2to7: 0, over7Days: 1 });
  });

  it("#33.7 overdue invoices: unpaid past their due date, counted with what they still owe", async () => {
    const unpaid = await h.db
      .select({ id: invoices.id, balanceCents: invoices.balanceCents })
      .from(invoices)
      .where(sql`${invoices.status} <> 'Paid'`);
    expect(unpaid.length).toBeGreaterThanOrEqual(2);
    const in30 = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const past = new Date(Date.now() - 5 * DAY).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    await h.db.update(invoices).set({ invoiceDate: past, dueDate: in30 });
    const [x, y, z] = unpaid;
    await h.db
      .update(invoices)
      .set({ dueDate: past })
      .where(inArray(invoices.id, [x?.id ?? "", y?.id ?? ""]));
    // Due today is not overdue yet; a paid invoice past its date is not overdue at all.
    if (z)
      await h.db
        .update(invoices)
        .set({ dueDate: today })
        .where(inArray(invoices.id, [z.id]));
    await h.db.update(invoices).set({ dueDate: past }).where(sql`${invoices.status} = 'Paid'`);
    expect(await h.services.invoices.overdue()).toEqual({
      count: 2,
      balanceCents: (x?.balanceCents ?? 0) + (y?.balanceCents ?? 0),
    });
  });
});
