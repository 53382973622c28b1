import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type PayInvoicesAnswer,
  type PortalPayment,
  type PortalPaymentsAnswer,
  payInvoicesAnswer,
  portalPaymentSchema,
} from "../../../lib/invoices/contract.ts";
import { AppError } from "../../errors.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { authUsers } from "../accounts/schema.ts";
import { paymentAttempts } from "../payments/schema.ts";
import { seedDemoInvoices } from "./demo/invoices.ts";
import { settleApproved, startAttempt } from "./payments.test-support.ts";
import { creditMemos, invoiceAllocations, invoicePayments, invoices, portalPayments } from "./schema.ts";

const API = "/api/portal-service";

/** What `work` threw: its code and message. */
async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

/**
 * Paying invoices and paying on account (issue 13, INV-05 … INV-07, API-43, API-45, PAY-10 … PAY-12,
 * PAY-21, CONST-35, CONST-43) through the invoices module's payment subjects, settled the way the
 * payments module settles (payments.test-support.ts), and the calls the page makes afterwards.
 */
describe.each(testDatabaseKinds())("invoice and portal payments on %s", (kind) => {
  let h: AppHarness;
  let ben: { cookie: string; caller: SessionUser };
  let olivia: { cookie: string; caller: SessionUser };
  let nextNumber = 900;

  /** A new open invoice of the account, so each test pays invoices of its own. */
  async function openInvoice(balanceCents: number, accountId = "A-10001") {
    nextNumber += 1;
    const [row] = await h.db
      .insert(invoices)
      .values({
        number: `INV-2026-${String(nextNumber).padStart(6, "0")}`,
        accountId,
        purchaseOrder: `PO-${nextNumber}`,
        invoiceDate: "2026-10-01",
        dueDate: "2026-10-31",
        amountCents: balanceCents,
        balanceCents,
        status: "Open",
      })
      .returning();
    if (!row) throw new Error("no invoice");
    return row;
  }
  const invoicesOf = (ids: string[]) => h.db.select().from(invoices).where(inArray(invoices.id, ids));
  const receiptsTo = async (email: string) =>
    (await h.services.mailer.outbox({ to: email, limit: 100 })).filter(
      (m) => m.purpose === "payment-receipt",
    );
  const subjects = () => h.services.invoices;

  async function sessionOf(email: string) {
    const { cookie } = await h.signIn(email);
    const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
    return { cookie, caller: await h.services.accounts.sessionUser(user?.id as string) };
  }

  /** Invoices priced, an attempt started and settled approved: what the buyer's payment leaves. */
  async function paidInvoices(balances: number[], method: "card" | "ach" = "ach") {
    const rows = await Promise.all(balances.map((b) => openInvoice(b)));
    const ids = rows.map((r) => r.id);
    const priced = await subjects().paymentSubject.price(
      ben.caller,
      { kind: "invoices", invoiceIds: ids },
      method,
    );
    const attempt = await startAttempt(h.db, ben.caller, "invoices", priced, method);
    expect(await settleApproved(h.db, h.services.mailer, subjects().paymentSubject, attempt.reference)).toBe(
      true,
    );
    return { rows, ids, attempt };
  }

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    await seedDemoInvoices(h.db);
    ben = await sessionOf("ben.buyer@brightline.example");
    olivia = await sessionOf("olivia.owner@northgate.example");
  });
  afterAll(async () => h?.dispose());

  it("INV-07 PAY-11 CONST-35 AMB-10 the card surcharge is 3 % of the sum of the balances, rounded half up once; ACH adds none", async () => {
    // Each alone would round to $146.02 + $37.04 = $183.06; on the sum, $6,101.75 × 3 % = $183.0525 → $183.05.
    const a = await openInvoice(486_720);
    const b = await openInvoice(123_455);
    const both = { kind: "invoices" as const, invoiceIds: [a.id, b.id] };
    const card = await subjects().paymentSubject.price(ben.caller, both, "card");
    expect(card).toEqual({
      accountId: "A-10001",
      baseCents: 610_175,
      surchargeCents: 18_305,
      description: `Invoices ${a.number}, ${b.number}`,
      invoiceIds: [a.id, b.id],
      allocations: [
        { invoiceId: a.id, amountCents: 486_720 },
        { invoiceId: b.id, amountCents: 123_455 },
      ],
      labels: { [a.id]: `Invoice ${a.number}`, [b.id]: `Invoice ${b.number}` },
    });
    expect((await subjects().paymentSubject.price(ben.caller, both, "ach")).surchargeCents).toBe(0);
    // $1.50 × 3 % = 4.5 cents: half up gives 5 (half to even would give 4).
    const small = await openInvoice(150);
    const half = await subjects().paymentSubject.price(
      ben.caller,
      { kind: "invoices", invoiceIds: [small.id] },
      "card",
    );
    expect(half.surchargeCents).toBe(5);
  });

  it("INV-05 an invoice of another account or an unknown one is 404; a paid one is 409 'Invoice … is already paid'; starting a payment of one in a pending attempt is 409", async () => {
    const northgate = await openInvoice(10_000, "A-10002");
    const mine = await openInvoice(20_000);
    const price = (ids: string[]) =>
      subjects().paymentSubject.price(ben.caller, { kind: "invoices", invoiceIds: ids }, "card");
    expect(await refusal(price([mine.id, northgate.id]))).toMatchObject({ code: "NOT_FOUND" });
    expect(await refusal(price(["00000000-0000-4000-8000-000000000000"]))).toMatchObject({
      code: "NOT_FOUND",
    });
    const { rows } = await paidInvoices([30_000]);
    const paid = rows[0];
    expect(await refusal(price([mine.id, paid?.id as string]))).toEqual({
      code: "CONFLICT",
      message: `Invoice ${paid?.number} is already paid`,
    });
    const priced = await price([mine.id]);
    await startAttempt(h.db, ben.caller, "invoices", priced, "card");
    // The payments module's own check, under the invoices' lock (issue 30).
    const payer = {
      firstName: "Ben",
      lastName: "Buyer",
      email: "payer@brightline.example",
      address1: "1 Main St",
      city: "Columbus",
      state: "OH",
      zip: "43215",
      creditCardPayment: true,
      achPayment: false,
    };
    expect(
      await refusal(
        h.services.payments.start(ben.caller, {
          purpose: { kind: "invoices", invoiceIds: [mine.id] },
          ...payer,
        }),
      ),
    ).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining(mine.number),
    });
  });

  it("INV-06 CONST-43 PAY-12 an approved payment pays each invoice in full ('Paid', balance 0), records the charge once and mails one receipt", async () => {
    const { rows, ids, attempt } = await paidInvoices([45_000, 12_340], "card");
    // 57,340 × 3 % = 1,720.2 → 1,720.
    expect([attempt.baseCents, attempt.surchargeCents, attempt.amountCents]).toEqual([57_340, 1_720, 59_060]);
    const after = await invoicesOf(ids);
    expect(after.map((r) => [r.status, r.balanceCents, r.paymentId, r.paidAt !== null])).toEqual(
      rows.map(() => ["Paid", 0, attempt.reference, true]),
    );
    const records = await h.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.paymentId, attempt.reference));
    expect(records.map((r) => [r.baseCents, r.bankSurchargeCents, r.amountCents, r.method])).toEqual([
      [57_340, 1_720, 59_060, "card"],
    ]);
    const mails = (await receiptsTo("payer@brightline.example")).filter((m) =>
      m.text.includes(attempt.reference),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("$590.60");
  });

  it("PAY-12 INV-06 ten settles of one attempt racing: one wins, the invoices are paid once, one invoice_payments row, one receipt", async () => {
    const rows = await Promise.all([openInvoice(70_000), openInvoice(8_125)]);
    const ids = rows.map((r) => r.id);
    const priced = await subjects().paymentSubject.price(
      ben.caller,
      { kind: "invoices", invoiceIds: ids },
      "ach",
    );
    const attempt = await startAttempt(h.db, ben.caller, "invoices", priced, "ach");
    const wins = await Promise.all(
      Array.from({ length: 10 }, () =>
        settleApproved(h.db, h.services.mailer, subjects().paymentSubject, attempt.reference),
      ),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
    // Applying the same attempt again (a second route reaching applyApproved) changes nothing either.
    const [settled] = await h.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, attempt.reference));
    const again = await h.services.mailer.hold(() =>
      h.db.transaction((tx) => subjects().paymentSubject.applyApproved(tx, settled as typeof attempt)),
    );
    await again.release();
    const [records] = await h.db
      .select({ n: count() })
      .from(invoicePayments)
      .where(eq(invoicePayments.paymentId, attempt.reference));
    expect(records?.n).toBe(1);
    expect(
      (await invoicesOf(ids)).every((r) => r.status === "Paid" && r.paymentId === attempt.reference),
    ).toBe(true);
    const mails = (await receiptsTo("payer@brightline.example")).filter((m) =>
      m.text.includes(attempt.reference),
    );
    expect(mails).toHaveLength(1);
  });

  it("INV-06 an invoice paid meanwhile by another payment is left as it was and logged; the others are paid", async () => {
    const rows = await Promise.all([openInvoice(11_000), openInvoice(22_000)]);
    const [first, second] = rows;
    const priced = await subjects().paymentSubject.price(
      ben.caller,
      { kind: "invoices", invoiceIds: rows.map((r) => r.id) },
      "ach",
    );
    const attempt = await startAttempt(h.db, ben.caller, "invoices", priced, "ach");
    await h.db
      .update(invoices)
      .set({ balanceCents: 0, status: "Paid", paymentId: "OTHER-ROUTE", paidAt: sql`now()` })
      .where(eq(invoices.id, first?.id as string));
    await settleApproved(h.db, h.services.mailer, subjects().paymentSubject, attempt.reference);
    const after = await invoicesOf(rows.map((r) => r.id));
    expect(after.find((r) => r.id === first?.id)?.paymentId).toBe("OTHER-ROUTE");
    expect(after.find((r) => r.id === second?.id)?.paymentId).toBe(attempt.reference);
    expect(
      h.logLines.some((line) => line.includes(attempt.reference) && line.includes(first?.id as string)),
    ).toBe(true);
  });

  it("API-43 INV-05 INV-06 the page's call after approval answers the recorded payment, each invoice 'Paid'; a repeat answers the same", async () => {
    const { ids, attempt } = await paidInvoices([31_240, 9_999], "card");
    const body = {
      invoices: [...ids].reverse(),
      paymentId: attempt.reference,
      paymentAmount: "412.39",
      email: "ben.buyer@brightline.example",
      bankSurcharge: 12.37,
    };
    const first = await h.postJson<PayInvoicesAnswer>(`${API}/invoices/payment`, body, {
      cookie: ben.cookie,
    });
    expect(first.status).toBe(200);
    const answer = payInvoicesAnswer.parse(first.body);
    expect(answer.invoices.map((i) => [i.id, i.status, i.InvoiceBalance])).toEqual(
      ids.map((id) => [id, "Paid", 0]),
    );
    expect([answer.amountCents, answer.bankSurchargeCents]).toEqual([42_476, 1_237]);
    const repeat = await h.postJson(`${API}/invoices/payment`, body, { cookie: ben.cookie });
    expect(repeat).toMatchObject({ status: 200, body: first.body });
  });

  it("API-43 a body that differs from the attempt (invoices, amount, surcharge) is 409; pending is 409; unknown or another account's is 404; nothing is written", async () => {
    const { ids, attempt } = await paidInvoices([50_000], "card");
    const pendingInvoice = await openInvoice(7_700);
    const pending = await startAttempt(
      h.db,
      ben.caller,
      "invoices",
      await subjects().paymentSubject.price(
        ben.caller,
        { kind: "invoices", invoiceIds: [pendingInvoice.id] },
        "ach",
      ),
      "ach",
    );
    const other = await openInvoice(4_000);
    const good = {
      invoices: ids,
      paymentId: attempt.reference,
      paymentAmount: "500.00",
      email: "ben.buyer@brightline.example",
      bankSurcharge: "15.00",
    };
    const snapshot = async () => ({
      invoices: await h.db.select().from(invoices).orderBy(invoices.number),
      records: await h.db.select().from(invoicePayments).orderBy(invoicePayments.paymentId),
      attempts: await h.db.select().from(paymentAttempts).orderBy(paymentAttempts.reference),
    });
    const before = await snapshot();
    const cases: [string, object, string, number, string?][] = [
      ["another invoice added", { ...good, invoices: [...ids, other.id] }, "ben", 409, "invoices"],
      ["a lower amount", { ...good, paymentAmount: "499.99" }, "ben", 409, "paymentAmount"],
      ["the charged total as the amount", { ...good, paymentAmount: "515.00" }, "ben", 409, "paymentAmount"],
      ["no surcharge on a card payment", { ...good, bankSurcharge: 0 }, "ben", 409, "bankSurcharge"],
      [
        "a pending attempt",
        {
          ...good,
          invoices: [pendingInvoice.id],
          paymentId: pending.reference,
          paymentAmount: "77.00",
          bankSurcharge: "0",
        },
        "ben",
        409,
        "not approved yet",
      ],
      ["an unknown attempt", { ...good, paymentId: "T-unknown" }, "ben", 404],
      ["another account's caller", good, "olivia", 404],
    ];
    for (const [name, body, who, status, words] of cases) {
      const response = await h.postJson<{ error: string; code: string }>(`${API}/invoices/payment`, body, {
        cookie: (who === "ben" ? ben : olivia).cookie,
      });
      expect(response.status, name).toBe(status);
      if (words) expect(response.body.error, name).toContain(words);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("PAY-10 PAY-12 PAY-21 API-45 a portal payment: $1.00 to $1,000,000.00, fee by the surcharge's rule, recorded once, answered by API-45 and listed", async () => {
    const portal = subjects().portalPaymentSubject;
    const price = (cents: number, method: "card" | "ach", memo?: string) =>
      portal.price(ben.caller, { kind: "portal", paymentAmount: cents, memo }, method);
    expect(await refusal(price(99, "card"))).toMatchObject({ code: "VALIDATION" });
    expect(await refusal(price(100_000_001, "ach"))).toMatchObject({ code: "VALIDATION" });
    expect((await price(100, "ach")).baseCents).toBe(100);
    // $1,234.50 × 3 % = $37.035 → $37.04 (half up).
    const priced = await price(123_450, "card", "October statement");
    expect(priced).toEqual({
      accountId: "A-10001",
      baseCents: 123_450,
      surchargeCents: 3_704,
      description: "Payment on account: October statement",
      memo: "October statement",
    });
    const attempt = await startAttempt(h.db, ben.caller, "portal", priced, "card");
    const body = {
      paymentId: attempt.reference,
      paymentAmount: "1,234.50",
      fee: "37.04",
      firstName: "Ben",
      lastName: "Buyer",
      email: "ben.buyer@brightline.example",
      paymentType: "card",
    };
    const early = await h.postJson<{ error: string }>(`${API}/payments`, body, { cookie: ben.cookie });
    expect([early.status, early.body.error]).toEqual([409, "The payment is not approved yet"]);
    await Promise.all(
      [1, 2, 3].map(() => settleApproved(h.db, h.services.mailer, portal, attempt.reference)),
    );
    const rows = await h.db
      .select()
      .from(portalPayments)
      .where(eq(portalPayments.paymentId, attempt.reference));
    expect(rows.map((r) => [r.paymentCents, r.feeCents, r.amountCents, r.paymentType, r.memo])).toEqual([
      [123_450, 3_704, 127_154, "card", "October statement"],
    ]);
    expect(
      (await receiptsTo("payer@brightline.example")).filter((m) => m.text.includes(attempt.reference)),
    ).toHaveLength(1);
    const recorded = await h.postJson<PortalPayment>(`${API}/payments`, body, { cookie: ben.cookie });
    expect(recorded.status).toBe(200);
    expect(portalPaymentSchema.parse(recorded.body)).toMatchObject({
      paymentId: attempt.reference,
      amountCents: 127_154,
    });
    for (const wrong of [{ fee: "0" }, { paymentAmount: "1234.00" }, { paymentType: "ach" }]) {
      const response = await h.postJson(`${API}/payments`, { ...body, ...wrong }, { cookie: ben.cookie });
      expect(response.status, JSON.stringify(wrong)).toBe(409);
    }
    expect((await h.postJson(`${API}/payments`, body, { cookie: olivia.cookie })).status).toBe(404);
    expect(
      await h.db
        .select({ n: count() })
        .from(portalPayments)
        .where(eq(portalPayments.paymentId, attempt.reference)),
    ).toEqual([{ n: 1 }]);
    const list = await h.getJson<PortalPaymentsAnswer>(`${API}/payments`, { cookie: ben.cookie });
    expect(list.body.payments[0]?.paymentId).toBe(attempt.reference);
    // The demo's two payments on account follow.
    expect(list.body.payments.slice(1).map((p) => p.paymentId)).toEqual([
      "DEMO-PP-A-10001-2",
      "DEMO-PP-A-10001-1",
    ]);
    const northgate = await h.getJson<PortalPaymentsAnswer>(`${API}/payments`, { cookie: olivia.cookie });
    expect(northgate.body).toEqual({ accountId: "A-10002", payments: [] });
  });

  it("a settle of an invoices attempt never touches another account's invoices, even named in the attempt", async () => {
    const northgate = await openInvoice(5_500, "A-10002");
    const mine = await openInvoice(6_600);
    const priced = await subjects().paymentSubject.price(
      ben.caller,
      { kind: "invoices", invoiceIds: [mine.id] },
      "ach",
    );
    const attempt = await startAttempt(
      h.db,
      ben.caller,
      "invoices",
      { ...priced, invoiceIds: [mine.id, northgate.id] },
      "ach",
    );
    await settleApproved(h.db, h.services.mailer, subjects().paymentSubject, attempt.reference);
    const [theirs] = await invoicesOf([northgate.id]);
    expect([theirs?.status, theirs?.balanceCents]).toEqual(["Open", 5_500]);
  });

  let memoNumber = 500;
  async function openMemo(amountCents: number, accountId = "A-10001") {
    memoNumber += 1;
    const [memo] = await h.db
      .insert(creditMemos)
      .values({
        number: `CM-2026-${String(memoNumber).padStart(6, "0")}`,
        accountId,
        memoDate: "2026-10-05",
        amountCents,
        status: "Open",
        reason: "Returned fixtures",
      })
      .returning();
    if (!memo) throw new Error("no memo");
    return memo;
  }
  const apply = (
    memoId: string,
    allocations: { invoiceId: string; amount?: string }[],
    cookie = ben.cookie,
  ) =>
    h.postJson<{ error: string; code: string; creditMemo: { balanceCents: number; status: string } }>(
      `${API}/credit-memos/${memoId}/apply`,
      { allocations },
      { cookie },
    );
  const allocationsOfMemo = (memoId: string) =>
    h.db.select().from(invoiceAllocations).where(eq(invoiceAllocations.creditMemoId, memoId));

  it("#32.4 a credit memo applied to two invoices: each balance goes down (Partly paid, Paid), the memo's too until Applied; too much or nothing is 400, an applied memo 409, another account's memo or invoice 404, nothing written", async () => {
    const memo = await openMemo(30_000);
    const a = await openInvoice(20_000);
    const b = await openInvoice(50_000);
    const northgate = await openInvoice(9_000, "A-10002");
    const theirMemo = await openMemo(5_000, "A-10002");
    const refusals: [object[], number, string, string?][] = [
      [
        [{ invoiceId: a.id, amount: "200.01" }],
        400,
        `Invoice ${a.number}: $200.01 is more than its balance of $200.00`,
      ],
      [[{ invoiceId: a.id, amount: "0" }], 400, "more than $0.00"],
      [
        [
          { invoiceId: a.id, amount: "200.00" },
          { invoiceId: b.id, amount: "100.01" },
        ],
        400,
        `That is more than what is left of credit memo ${memo.number}: $300.00`,
      ],
      [[{ invoiceId: northgate.id, amount: "1.00" }], 404, "Invoice not found"],
      [[{ invoiceId: a.id }], 404, "Credit memo not found", theirMemo.id],
    ];
    for (const [allocations, status, words, memoId] of refusals) {
      const answer = await apply(memoId ?? memo.id, allocations as { invoiceId: string }[]);
      expect([answer.status, answer.body.error], words).toEqual([status, expect.stringContaining(words)]);
    }
    expect(await allocationsOfMemo(memo.id)).toEqual([]);

    const first = await apply(memo.id, [{ invoiceId: a.id }]);
    expect(first.status).toBe(200);
    expect(first.body.creditMemo).toMatchObject({ balanceCents: 10_000, status: "Open" });
    const second = await apply(memo.id, [{ invoiceId: b.id }]);
    expect(second.body).toMatchObject({
      creditMemo: { balanceCents: 0, status: "Applied" },
      invoices: [{ id: b.id, status: "Partly paid", InvoiceBalance: 40_000 }],
      appliedCents: 10_000,
    });
    const after = await invoicesOf([a.id, b.id]);
    expect(after.map((r) => [r.number, r.status, r.balanceCents]).sort()).toEqual(
      [
        [a.number, "Paid", 0],
        [b.number, "Partly paid", 40_000],
      ].sort(),
    );
    expect((await allocationsOfMemo(memo.id)).map((r) => r.amountCents).sort()).toEqual([10_000, 20_000]);
    const again = await apply(memo.id, [{ invoiceId: b.id }]);
    expect([again.status, again.body.error]).toEqual([
      409,
      `Credit memo ${memo.number} has no balance left to apply`,
    ]);
    expect((await apply(memo.id, [{ invoiceId: b.id }], olivia.cookie)).status).toBe(404);
  });

  it("#32.4 20 applications of one memo at once: to one invoice, one applies and 19 are 409; $50.00 at a time of a $200.00 memo to two invoices, exactly four apply; nothing below zero, nothing twice", async () => {
    const memo = await openMemo(12_500);
    const invoice = await openInvoice(80_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apply(memo.id, [{ invoiceId: invoice.id }])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await allocationsOfMemo(memo.id)).map((r) => r.amountCents)).toEqual([12_500]);
    const [credited] = await invoicesOf([invoice.id]);
    expect([credited?.status, credited?.balanceCents]).toEqual(["Partly paid", 67_500]);

    const big = await openMemo(20_000);
    const x = await openInvoice(15_000);
    const y = await openInvoice(15_000);
    const parts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        apply(big.id, [{ invoiceId: i % 2 ? x.id : y.id, amount: "50.00" }]),
      ),
    );
    expect(parts.filter((a) => a.status === 200)).toHaveLength(4);
    // Each refusal is what the other applications left: the memo used up, or an invoice credited to zero.
    expect(parts.every((a) => a.status === 200 || a.status === 409 || a.status === 400)).toBe(true);
    const [memoAfter] = await h.db.select().from(creditMemos).where(eq(creditMemos.id, big.id));
    expect([memoAfter?.status, memoAfter?.appliedCents]).toEqual(["Applied", 20_000]);
    const balances = (await invoicesOf([x.id, y.id])).reduce((sum, r) => sum + r.balanceCents, 0);
    expect(balances).toBe(30_000 - 20_000);
    expect((await allocationsOfMemo(big.id)).reduce((sum, r) => sum + r.amountCents, 0)).toBe(20_000);
  });

  it("#32.4 a credit is refused for an invoice whose payment is in progress (409), and a payment paying part of an invoice already credited takes what is left", async () => {
    const memo = await openMemo(10_000);
    const invoice = await openInvoice(40_000);
    const priced = await subjects().paymentSubject.price(
      ben.caller,
      { kind: "invoices", invoiceIds: [invoice.id], amounts: { [invoice.id]: 15_000 } },
      "ach",
    );
    expect(priced.allocations).toEqual([{ invoiceId: invoice.id, amountCents: 15_000 }]);
    const attempt = await startAttempt(h.db, ben.caller, "invoices", priced, "ach");
    const refused = await apply(memo.id, [{ invoiceId: invoice.id }]);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      `Invoice ${invoice.number} has a payment in progress: finish or abandon it before applying a credit`,
    ]);
    await settleApproved(h.db, h.services.mailer, subjects().paymentSubject, attempt.reference);
    expect((await apply(memo.id, [{ invoiceId: invoice.id }])).status).toBe(200);
    const [after] = await invoicesOf([invoice.id]);
    // $400.00 − $150.00 paid − $100.00 credited, exactly.
    expect([after?.status, after?.balanceCents]).toEqual(["Partly paid", 15_000]);
    expect(
      (await h.db.select().from(invoiceAllocations).where(eq(invoiceAllocations.invoiceId, invoice.id)))
        .map((r) => [r.kind, r.amountCents])
        .sort(),
    ).toEqual([
      ["credit", 10_000],
      ["payment", 15_000],
    ]);
  });
});
