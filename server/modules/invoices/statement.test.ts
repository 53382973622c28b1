import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  type PaymentHistoryAnswer,
  paymentHistoryAnswer,
  type Statement,
  statementSchema,
} from "../../../lib/invoices/statement.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countQueries } from "../../testing/query-counter.ts";
import { authUsers } from "../accounts/schema.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { seedDemoInvoices } from "./demo/invoices.ts";
import { creditMemos, invoiceAllocations, invoicePayments, invoices, portalPayments } from "./schema.ts";
import { STATEMENT_CSV_HEADER } from "./statement-csv.ts";

const API = "/api/portal-service/invoices";

/**
 * Issue 32 #4: the payment history (invoice payments with what they paid, payments on account, credit
 * applications) and the account statement (opening balance, lines with a running balance, closing
 * balance, ageing at the end date) over the demo data and a history of Northgate's written here with
 * an invoice in every ageing bucket, as JSON, CSV and PDF.
 */
describe.each(testDatabaseKinds())("account statement and payment history on %s", (kind) => {
  let h: AppHarness;
  let ben: { cookie: string; caller: SessionUser };
  let olivia: { cookie: string; caller: SessionUser };

  async function sessionOf(email: string) {
    const { cookie } = await h.signIn(email);
    const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
    return { cookie, caller: await h.services.accounts.sessionUser(user?.id as string) };
  }

  /**
   * Northgate's 2025, before the demo's history: A over 90 days past due at 2025-12-31, B part paid
   * on 12-10 (61–90), C credited on 11-20 and part paid after the range (31–60), D not yet 31 days
   * past due (current), a credit memo part applied and a payment on account.
   */
  async function writeNorthgate2025() {
    const invoice = (
      n: number,
      invoiceDate: string,
      dueDate: string,
      amountCents: number,
      balance: number,
    ) => ({
      number: `INV-2025-00900${n}`,
      accountId: "A-10002",
      purchaseOrder: n === 4 ? 'NG-2025, "rush"' : `NG-2025-${n}`,
      invoiceDate,
      dueDate,
      amountCents,
      balanceCents: balance,
      status: (balance === amountCents ? "Open" : "Partly paid") as "Open" | "Partly paid",
    });
    const [a, b, c, d] = await h.db
      .insert(invoices)
      .values([
        invoice(1, "2025-08-01", "2025-08-31", 100_000, 100_000),
        invoice(2, "2025-10-01", "2025-10-31", 50_000, 30_000),
        invoice(3, "2025-10-15", "2025-11-14", 40_000, 25_000),
        invoice(4, "2025-11-01", "2025-12-01", 25_050, 25_050),
      ])
      .returning();
    if (!a || !b || !c || !d) throw new Error("no invoices");
    const [memo] = await h.db
      .insert(creditMemos)
      .values({
        number: "CM-2025-009001",
        accountId: "A-10002",
        memoDate: "2025-11-15",
        amountCents: 15_000,
        appliedCents: 10_000,
        status: "Open",
        reason: 'Damaged, "cracked" lenses',
      })
      .returning();
    const payment = (paymentId: string, invoiceId: string, cents: number, paidAt: string) => ({
      paymentId,
      accountId: "A-10002",
      paidBy: "test",
      email: "olivia.owner@northgate.example",
      method: "ach" as const,
      invoiceIds: [invoiceId],
      baseCents: cents,
      bankSurchargeCents: 0,
      amountCents: cents,
      paidAt: new Date(paidAt),
    });
    await h.db
      .insert(invoicePayments)
      .values([
        payment("T-NG-P1", b.id, 20_000, "2025-12-10T15:00:00Z"),
        payment("T-NG-P2", c.id, 5_000, "2026-01-05T15:00:00Z"),
      ]);
    await h.db.insert(invoiceAllocations).values([
      {
        accountId: "A-10002",
        invoiceId: b.id,
        kind: "payment",
        paymentId: "T-NG-P1",
        amountCents: 20_000,
        appliedBy: "test",
        appliedAt: new Date("2025-12-10T15:00:00Z"),
      },
      {
        accountId: "A-10002",
        invoiceId: c.id,
        kind: "payment",
        paymentId: "T-NG-P2",
        amountCents: 5_000,
        appliedBy: "test",
        appliedAt: new Date("2026-01-05T15:00:00Z"),
      },
      {
        accountId: "A-10002",
        invoiceId: c.id,
        kind: "credit",
        creditMemoId: memo?.id as string,
        amountCents: 10_000,
        appliedBy: "test",
        appliedAt: new Date("2025-11-20T15:00:00Z"),
      },
    ]);
    await h.db.insert(portalPayments).values({
      paymentId: "T-NG-PP1",
      accountId: "A-10002",
      userId: "test",
      firstName: "Olivia",
      lastName: "Owner",
      email: "olivia.owner@northgate.example",
      paymentType: "ach",
      paymentCents: 7_525,
      feeCents: 0,
      amountCents: 7_525,
      memo: "Year-end payment",
      paidAt: new Date("2025-12-20T23:59:59Z"),
    });
  }

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    await seedDemoInvoices(h.db);
    await writeNorthgate2025();
    ben = await sessionOf("ben.buyer@brightline.example");
    olivia = await sessionOf("olivia.owner@northgate.example");
  });
  afterAll(async () => h?.dispose());

  it("#32.4 the statement of a range: opening balance, every invoice, payment and credit in date order with a running balance, the closing balance and ageing at the end date", async () => {
    const response = await h.getJson<Statement>(`${API}/A-10002/statement?from=2025-11-01&to=2025-12-31`, {
      cookie: olivia.cookie,
    });
    expect(response.status).toBe(200);
    const statement = statementSchema.parse(response.body);
    expect(statement.openingBalanceCents).toBe(190_000);
    expect(
      statement.lines.map((line) => [
        line.date,
        line.kind,
        line.reference,
        line.amountCents,
        line.balanceCents,
      ]),
    ).toEqual([
      ["2025-11-01", "invoice", "INV-2025-009004", 25_050, 215_050],
      ["2025-11-15", "credit", "CM-2025-009001", 15_000, 200_050],
      ["2025-12-10", "payment", "T-NG-P1", 20_000, 180_050],
      ["2025-12-20", "payment", "T-NG-PP1", 7_525, 172_525],
    ]);
    expect(statement.lines[0]?.description).toBe('Invoice, PO NG-2025, "rush"');
    expect(statement.lines[2]?.description).toBe("Payment by ACH of INV-2025-009002");
    expect(statement.lines[3]?.description).toBe("Payment on account by ACH: Year-end payment");
    expect(statement).toMatchObject({
      invoicedCents: 25_050,
      creditedCents: 15_000,
      paidCents: 27_525,
      closingBalanceCents: 172_525,
      // What was applied to C after the end date (T-NG-P2, 2026-01-05) does not count.
      ageing: { current: 25_050, days31to60: 30_000, days61to90: 30_000, over90: 100_000 },
      openInvoicesCents: 185_050,
      // The memo's $50.00 not applied, and the payment on account.
      unappliedCents: 12_525,
    });
    expect(statement.openInvoicesCents - statement.unappliedCents).toBe(statement.closingBalanceCents);

    // The next range opens where this one closed.
    const next = await h.services.invoices.statement(olivia.caller, "A-10002", {
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(next.openingBalanceCents).toBe(172_525);
    expect(next.lines.map((line) => line.reference)).toEqual(["T-NG-P2"]);
    expect(next.closingBalanceCents).toBe(167_525);
  });

  it("#32.4 Brightline's demo statement from the start adds up: invoices less payments and credits, the open invoices less what is unapplied", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const statement = await h.services.invoices.statement(ben.caller, "A-10001", {
      from: "2020-01-01",
      to: today,
    });
    const rows = await h.db.select().from(invoices).where(eq(invoices.accountId, "A-10001"));
    const memos = await h.db.select().from(creditMemos).where(eq(creditMemos.accountId, "A-10001"));
    const paid = await h.db.select().from(invoicePayments).where(eq(invoicePayments.accountId, "A-10001"));
    const onAccount = await h.db.select().from(portalPayments).where(eq(portalPayments.accountId, "A-10001"));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(statement.openingBalanceCents).toBe(0);
    expect(statement.invoicedCents).toBe(sum(rows.map((r) => r.amountCents)));
    expect(statement.creditedCents).toBe(sum(memos.map((m) => m.amountCents)));
    expect(statement.paidCents).toBe(
      sum([...paid.map((p) => p.baseCents), ...onAccount.map((p) => p.paymentCents)]),
    );
    expect(statement.openInvoicesCents).toBe(sum(rows.map((r) => r.balanceCents)));
    // The open memo ($368.90) and the two payments on account ($2,500.00 and $1,000.00).
    expect(statement.unappliedCents).toBe(36_890 + 350_000);
    expect(statement.closingBalanceCents).toBe(statement.openInvoicesCents - statement.unappliedCents);
    expect(statement.lines).toHaveLength(rows.length + memos.length + paid.length + onAccount.length);
    const days = statement.lines.map((line) => line.date);
    expect(days).toEqual([...days].sort());
  });

  it("#32.4 the statement as CSV: a header, the opening row, each line with charges or credits and the balance, the closing row and the ageing, text quoted", async () => {
    const response = await h.call(`${API}/A-10002/statement.csv?from=2025-11-01&to=2025-12-31`, {
      cookie: olivia.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="statement-A-10002-2025-11-01-to-2025-12-31.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, for Excel (TextDecoder drops it by default).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe(STATEMENT_CSV_HEADER.join(","));
    expect(lines[0]).toBe("Date,Type,Reference,Description,Charges,Credits,Balance");
    expect(lines.slice(1, 6)).toEqual([
      "2025-11-01,Opening balance,,Balance before 2025-11-01,,,1900.00",
      '2025-11-01,Invoice,INV-2025-009004,"Invoice, PO NG-2025, ""rush""",250.50,,2150.50',
      '2025-11-15,Credit memo,CM-2025-009001,"Credit memo: Damaged, ""cracked"" lenses",,150.00,2000.50',
      "2025-12-10,Payment,T-NG-P1,Payment by ACH of INV-2025-009002,,200.00,1800.50",
      "2025-12-20,Payment,T-NG-PP1,Payment on account by ACH: Year-end payment,,75.25,1725.25",
    ]);
    expect(lines[6]).toBe(
      "2025-12-31,Closing balance,,Balance at the end of 2025-12-31,250.50,425.25,1725.25",
    );
    expect(lines.slice(7)).toEqual([
      "2025-12-31,Ageing,,Open invoices Current / 0–30 days past due,,,250.50",
      "2025-12-31,Ageing,,Open invoices 31–60 days past due,,,300.00",
      "2025-12-31,Ageing,,Open invoices 61–90 days past due,,,300.00",
      "2025-12-31,Ageing,,Open invoices Over 90 days past due,,,1000.00",
      "2025-12-31,Ageing,,Open invoices in total,,,1850.50",
      "2025-12-31,Unapplied,,Payments and credits not yet applied to an invoice,,,-125.25",
      "",
    ]);
  });

  it("#32.4 the statement as PDF names the account and the range", async () => {
    const response = await h.call(`${API}/A-10002/statement.pdf?from=2025-11-01&to=2025-12-31`, {
      cookie: olivia.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="statement-A-10002-2025-11-01-to-2025-12-31.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const text = (await pdfText(bytes)).replace(/\s+/g, " ");
    for (const words of [
      "Account statement",
      "Northgate Lighting Distributors (A-10002)",
      "November 1, 2025 to December 31, 2025",
      "Opening balance on November 1, 2025 $1,900.00",
      "Payment by ACH of INV-2025-009002",
      "Closing balance on December 31, 2025 $1,725.25",
      "Over 90 days",
    ])
      expect(text).toContain(words);
  });

  it("#32.4 a range that is not one is 400 with what is wrong, before anything is read", async () => {
    for (const [query, message] of [
      ["from=2025-12-31&to=2025-11-01", "The From date must be on or before the To date."],
      ["from=2025-02-30&to=2025-03-01", "Enter a valid From date."],
      ["from=2025-01-01", "to"],
      ["from=1990-01-01&to=2025-01-01", "A statement covers at most ten years."],
    ] as const) {
      const response = await h.getJson<{ error: string; code: string }>(
        `${API}/A-10002/statement.csv?${query}`,
        {
          cookie: olivia.cookie,
        },
      );
      expect(response.status, query).toBe(400);
      expect(response.body.code).toBe("VALIDATION");
      expect(response.body.error).toContain(message);
    }
  });

  it("#32.4 the payment history: invoice payments with the invoices and amounts they paid, payments on account, credit applications as their own entries; newest first, page by page, one statement a page", async () => {
    const counter = countQueries(h.db);
    const seen: PaymentHistoryAnswer["entries"] = [];
    let cursor: string | null = null;
    let pages = 0;
    try {
      do {
        counter.reset();
        const page: PaymentHistoryAnswer = await h.services.invoices.paymentHistory(ben.caller, "A-10001", {
          limit: 5,
          ...(cursor ? { cursor } : {}),
        });
        expect(counter.count).toBe(1);
        paymentHistoryAnswer.parse(page);
        seen.push(...page.entries);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
    } finally {
      counter.stop();
    }
    // Brightline's demo: 12 invoice payments (11 in full, one in part), 2 payments on account, 2 credit applications.
    expect(seen.filter((e) => e.kind === "invoice-payment")).toHaveLength(12);
    expect(seen.filter((e) => e.kind === "payment-on-account")).toHaveLength(2);
    expect(seen.filter((e) => e.kind === "credit-applied")).toHaveLength(2);
    expect(pages).toBe(4);
    expect(new Set(seen.map((e) => e.key)).size).toBe(seen.length);
    const times = seen.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    const partly = (await h.db.select().from(invoices).where(eq(invoices.accountId, "A-10001"))).find(
      (row) => row.status === "Partly paid",
    );
    const part = seen.find((e) => e.reference === partly?.paymentId);
    expect(part).toMatchObject({
      kind: "invoice-payment",
      method: "ach",
      amountCents: 50_000,
      feeCents: 0,
      invoices: [{ invoiceId: partly?.id, number: partly?.number, amountCents: 50_000 }],
    });
    const deposit = seen.find((e) => e.note === "Deposit for the Riverside school project");
    expect(deposit).toMatchObject({
      kind: "payment-on-account",
      method: "card",
      amountCents: 100_000,
      feeCents: 3_000,
      invoices: [],
    });
    const credit = seen.find((e) => e.kind === "credit-applied" && e.amountCents === 48_600);
    expect(credit).toMatchObject({ method: null, feeCents: 0 });
    expect(credit?.reference).toMatch(/^CM-\d{4}-000131$/);
    expect(credit?.invoices).toHaveLength(1);
  });

  it("#32.4 a credit memo applied to two invoices at once is one entry naming both, with the amount each took", async () => {
    const [memo] = await h.db
      .insert(creditMemos)
      .values({
        number: "CM-2026-009101",
        accountId: "A-10002",
        memoDate: "2026-01-10",
        amountCents: 9_000,
        status: "Open",
        reason: "Price correction",
      })
      .returning();
    const open = await h.db
      .select()
      .from(invoices)
      .where(inArray(invoices.number, ["INV-2025-009001", "INV-2025-009004"]));
    const [first, second] = open.sort((x, y) => x.number.localeCompare(y.number));
    await h.services.invoices.applyCreditMemo(olivia.caller, memo?.id as string, {
      allocations: [
        { invoiceId: first?.id as string, amount: 4_000 },
        { invoiceId: second?.id as string, amount: 5_000 },
      ],
    });
    const history = await h.services.invoices.paymentHistory(olivia.caller, "A-10002", { limit: 1 });
    expect(history.entries[0]).toMatchObject({
      kind: "credit-applied",
      reference: "CM-2026-009101",
      amountCents: 9_000,
      note: "Price correction",
      invoices: [
        { invoiceId: first?.id, number: "INV-2025-009001", amountCents: 4_000 },
        { invoiceId: second?.id, number: "INV-2025-009004", amountCents: 5_000 },
      ],
    });
    // Another account's history is not reached: Northgate's entries are not Brightline's.
    const brightline = await h.services.invoices.paymentHistory(ben.caller, "A-10001", { limit: 100 });
    expect(
      brightline.entries.some((e) => e.reference === "CM-2026-009101" || e.reference.startsWith("T-NG")),
    ).toBe(false);
  });
});
