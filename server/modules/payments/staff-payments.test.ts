import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffAttempt } from "../../../lib/staff/orders-contract.ts";
import type { Db } from "../../db/client.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { demoStaffEmail, type StaffSession, signInStaff } from "../../testing/staff.ts";
import { creditMemos } from "../invoices/schema.ts";
import { paymentAttempts, paymentRefunds } from "./schema.ts";
import type { StaffPayment } from "./staff-payments.ts";

/** A settled payment on account, as the payments module leaves an approved portal payment. */
async function approvedPayment(db: Db, amountCents: number, status: "approved" | "declined" = "approved") {
  const reference = `PAY-T${randomUUID().replace(/-/g, "").slice(0, 19).toUpperCase()}`;
  await db.insert(paymentAttempts).values({
    reference,
    provider: "sandbox",
    providerSession: `sbx_${reference}`,
    flow: "portal",
    accountId: "A-10001",
    userId: "u-test",
    firstName: "Ben",
    lastName: "Buyer",
    email: "ben.buyer@brightline.example",
    address: { address1: "1200 Dublin Rd", city: "Columbus", state: "OH", zip: "43215" },
    method: "card",
    baseCents: amountCents,
    surchargeCents: 0,
    amountCents,
    status,
    result: {
      id: reference,
      response_indicator: status === "approved" ? "A" : "D",
      status_description: status,
      transaction_id: `txn_${reference}`,
      amount: (amountCents / 100).toFixed(2),
    },
    settledAt: new Date(),
  });
  return reference;
}

/** Issue 33 item 4: payments in the console, and the refunds or credits recorded against them. */
describe.each(testDatabaseKinds())("staff payments on %s", (kind) => {
  let h: AppHarness;
  let service: StaffSession;
  let catalog: StaffSession;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    service = await signInStaff(h, demoStaffEmail("customer-service"));
    catalog = await signInStaff(h, demoStaffEmail("catalog"));
  }, 60_000);
  afterAll(async () => h?.dispose());

  const refund = (reference: string, body: unknown, cookie = service.cookie) =>
    h.call(`/api/staff/payments/${reference}/refunds`, { cookie, body });

  it("#33.4 every payment with its provider references: filters (reference, flow, status, account, dates), CSV, the payment's page; unknown is 404, other roles 403, customers 404", async () => {
    const reference = await approvedPayment(h.db, 12_345);
    await approvedPayment(h.db, 500, "declined");
    const list = async (query: string) =>
      (await (
        await h.call(`/api/staff/payments?${query}`, { cookie: service.cookie })
      ).json()) as StaffPage<StaffAttempt>;
    const found = await list(`q=${reference.slice(0, 12).toLowerCase()}`);
    expect(found.rows.map((row) => row.reference)).toEqual([reference]);
    expect(found.rows[0]).toMatchObject({
      provider: "sandbox",
      providerSession: `sbx_${reference}`,
      providerTransactionId: `txn_${reference}`,
      amountCents: 12_345,
      refundedCents: 0,
    });
    expect((await list("status=declined")).rows.every((row) => row.status === "declined")).toBe(true);
    expect((await list("flow=order")).total).toBe(0);
    expect((await list("accountId=A-10001")).total).toBeGreaterThanOrEqual(2);
    expect((await list("from=2999-01-01")).total).toBe(0);
    const csv = await h.call(`/api/staff/payments?q=${reference}&format=csv`, { cookie: service.cookie });
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`txn_${reference}`);

    const page = await h.call(`/api/staff/payments/${reference}`, { cookie: service.cookie });
    expect(((await page.json()) as StaffPayment).attempt.reference).toBe(reference);
    expect((await h.call("/api/staff/payments/PAY-NOPE", { cookie: service.cookie })).status).toBe(404);
    expect((await h.call("/api/staff/payments", { cookie: catalog.cookie })).status).toBe(403);
    expect(
      (await refund(reference, { kind: "refund", amountCents: 1, reason: "not mine" }, catalog.cookie))
        .status,
    ).toBe(403);
    const buyer = await h.signIn("ben.buyer@brightline.example");
    expect((await h.call("/api/staff/payments", { cookie: buyer.cookie })).status).toBe(404);
    expect(
      (await refund(reference, { kind: "refund", amountCents: 1, reason: "mine" }, buyer.cookie)).status,
    ).toBe(404);
  });

  it("#33.4 twenty refund requests at once against one payment never record more than it charged: exactly as many as fit succeed, the rest are 409, one audit entry each", async () => {
    const reference = await approvedPayment(h.db, 10_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(reference, {
          kind: "refund",
          amountCents: 1_000,
          reason: `Double payment, part ${i + 1}`,
          providerReference: `re_${i}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const [attempt] = await h.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, reference));
    const rows = await h.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.attemptId, attempt?.id ?? ""));
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(10_000);
    const trail = await h.services.audit.trailOf("payment", reference);
    expect(trail).toHaveLength(10);
    expect(
      trail.every((entry) => entry.action === "payment.refund" && entry.staffEmail === service.email),
    ).toBe(true);
    const page = (await (
      await h.call(`/api/staff/payments/${reference}`, { cookie: service.cookie })
    ).json()) as StaffPayment;
    expect(page.attempt.refundedCents).toBe(10_000);
    expect(page.refunds).toHaveLength(10);
    const over = await refund(reference, { kind: "refund", amountCents: 1, reason: "One cent more" });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { error: string }).error).toMatch(/\$0\.00 left/);
  });

  it("#33.4 a credit memo against a double payment: issued to the account in the same transaction (on the buyer's invoices page), bounded by the payment; a declined payment is refused and writes nothing", async () => {
    const reference = await approvedPayment(h.db, 4_200);
    const tooMuch = await refund(reference, {
      kind: "credit-memo",
      amountCents: 4_201,
      reason: "Double payment",
    });
    expect(tooMuch.status).toBe(409);
    const created = await refund(reference, {
      kind: "credit-memo",
      amountCents: 4_200,
      reason: "Paid twice on the portal",
    });
    expect(created.status).toBe(201);
    const payment = (await created.json()) as StaffPayment;
    const memoNumber = payment.refunds[0]?.creditMemoNumber ?? "";
    expect(memoNumber).toMatch(/^CM-\d{4}-\d{6}$/);
    const [memo] = await h.db.select().from(creditMemos).where(eq(creditMemos.number, memoNumber));
    expect(memo).toMatchObject({ accountId: "A-10001", amountCents: 4_200, status: "Open" });
    expect(memo?.reason).toContain(reference);

    const buyer = await h.signIn("ben.buyer@brightline.example");
    const invoices = await h.getJson<{ creditMemos: { number?: string; CreditMemo?: string }[] }>(
      "/api/portal-service/invoices/A-10001",
      { cookie: buyer.cookie },
    );
    expect(JSON.stringify(invoices.body.creditMemos)).toContain(memoNumber);
    const [entry] = await h.services.audit.trailOf("payment", reference);
    expect(entry).toMatchObject({ action: "payment.credit-memo", after: { creditMemoNumber: memoNumber } });

    const declined = await approvedPayment(h.db, 900, "declined");
    const refused = await refund(declined, {
      kind: "credit-memo",
      amountCents: 100,
      reason: "Not paid at all",
    });
    expect(refused.status).toBe(409);
    expect(await h.services.audit.trailOf("payment", declined)).toEqual([]);
    expect((await refund(reference, { kind: "refund", amountCents: 0, reason: "Nothing" })).status).toBe(400);
  });
});
