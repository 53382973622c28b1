import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { type InvoicesAnswer, invoicesAnswer } from "../../../lib/invoices/contract.ts";
import { selectRows } from "../../db/rows.ts";
import { createLogger } from "../../logger.ts";
import { type AppHarness, openAppHarness } from "../../testing/app-harness.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { nodesOf, planOf, recordingDb } from "../../testing/query-plans.ts";
import { authUsers } from "../accounts/schema.ts";
import { pdfText } from "../media/pdf-text.test-support.ts";
import { paymentsInFlight } from "../payments/index.ts";
import { seedDemoInvoices } from "./demo/invoices.ts";
import { createInvoicesModule, DEMO_REMIT_TO, type InvoicesDeps } from "./index.ts";
import { creditMemos, invoices, rmas } from "./schema.ts";

const API = "/api/portal-service";
const DAY_MS = 86_400_000;

async function sessionOf(h: AppHarness, email: string): Promise<{ cookie: string; caller: SessionUser }> {
  const { cookie } = await h.signIn(email);
  const [user] = await h.db.select().from(authUsers).where(eq(authUsers.email, email));
  return { cookie, caller: await h.services.accounts.sessionUser(user?.id as string) };
}

/**
 * The invoices tab's data over HTTP (issue 13, INV-01 … INV-04, API-42) on the demo accounts and the
 * demo billing history, seeded at a fixed moment; the PDFs; and the list's plan at 5,000 invoices.
 */
describe.each(testDatabaseKinds())("invoices on %s", (kind) => {
  let h: AppHarness;
  let ben: { cookie: string; caller: SessionUser };
  let olivia: { cookie: string; caller: SessionUser };
  const seededAt = new Date();
  const daysAgo = (n: number) => new Date(seededAt.getTime() - n * DAY_MS).toISOString().slice(0, 10);
  const moduleAt = (now: Date) =>
    createInvoicesModule({
      db: h.db,
      paymentsInFlight,
      mailer: h.services.mailer,
      logger: createLogger("silent"),
      brandName: "Lumenor",
      remitTo: DEMO_REMIT_TO,
      now: () => now,
    } satisfies InvoicesDeps);

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    expect(await seedDemoInvoices(h.db, seededAt)).toEqual({
      invoices: 18,
      invoicePayments: 14,
      creditMemos: 3,
      rmas: 3,
      portalPayments: 2,
    });
    ben = await sessionOf(h, "ben.buyer@brightline.example");
    olivia = await sessionOf(h, "olivia.owner@northgate.example");
  });
  afterAll(async () => h?.dispose());

  it("the demo history is seeded once: a second run writes nothing, and the sequence starts above it", async () => {
    expect(await seedDemoInvoices(h.db, seededAt)).toEqual({
      invoices: 0,
      invoicePayments: 0,
      creditMemos: 0,
      rmas: 0,
      portalPayments: 0,
    });
    const [seq] = await selectRows(
      h.db,
      sql`select nextval('invoice_number_seq')::int as n`,
      z.object({ n: z.number() }),
    );
    expect(seq?.n).toBeGreaterThan(1000);
  });

  it("API-42 INV-01 INV-02 INV-03 INV-04 lists the working account's invoices (open by due date, then paid newest first), credit memos, open RMAs and balances", async () => {
    const answer = await h.getJson<InvoicesAnswer>(`${API}/invoices/A-10001`, { cookie: ben.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const body = invoicesAnswer.parse(answer.body);
    expect(body.accountId).toBe("A-10001");
    expect(body.invoices).toHaveLength(14);
    const open = body.invoices.filter((i) => i.status !== "Paid");
    // The seeded unpaid ones: issued 45, 38 (with $500.00 paid, #32.4) and 21 days ago on Net 30 terms.
    expect(open.map((i) => [i.dueDate, i.overdue, i.status, i.InvoiceBalance, i.orderNumber])).toEqual([
      [daysAgo(15), true, "Open", 486_720, null],
      [daysAgo(8), true, "Partly paid", 73_455, null],
      [daysAgo(-9), false, "Open", 912_080, "SO-2026-900108"],
    ]);
    expect(body.invoices.slice(0, 3)).toEqual(open);
    const paid = body.invoices.slice(3);
    expect(paid.every((i) => i.status === "Paid" && i.InvoiceBalance === 0 && !i.overdue)).toBe(true);
    const dates = paid.map((i) => i.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.openBalanceCents).toBe(486_720 + 73_455 + 912_080);
    expect(body.overdueBalanceCents).toBe(486_720 + 73_455);
    // #32.6: the seeded invoices that name an order name a demo order (orders/demo/orders.ts).
    expect(body.invoices.flatMap((i) => (i.orderNumber ? [i.orderNumber] : [])).sort()).toEqual([
      "SO-2026-900102",
      "SO-2026-900105",
      "SO-2026-900106",
      "SO-2026-900108",
    ]);
    // INV-02: number, balance and status of each.
    expect(body.invoices[0]).toMatchObject({
      Invoice: expect.stringMatching(/^INV-\d{4}-0004\d\d$/),
      InvoiceBalance: 486_720,
      status: "Open",
      PurchaseOrder: "PO-25117",
      amountCents: 486_720,
    });
    expect(body.creditMemos.map((m) => [m.status, m.balanceCents])).toEqual([
      ["Open", 36_890],
      ["Applied", 0],
      ["Applied", 0],
    ]);
    expect(body.openRmas.map((r) => r.status).sort()).toEqual(["Open", "Received"]);
    expect(body.nextCursor).toBeNull();
  });

  it("API-42 the path's account must be the caller's working account: Northgate's admin gets 404 for Brightline and her own list", async () => {
    const refused = await h.getJson(`${API}/invoices/A-10001`, { cookie: olivia.cookie });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: expect.any(String), code: "NOT_FOUND" });
    const own = await h.getJson<InvoicesAnswer>(`${API}/invoices/A-10002`, { cookie: olivia.cookie });
    expect(own.status).toBe(200);
    expect(own.body.invoices.map((i) => i.status)).toEqual(["Open", "Open", "Paid", "Paid"]);
    expect(own.body.creditMemos).toEqual([]);
  });

  it("API-42 overdue is open and due before today (UTC): due today is not overdue, the day after it is", async () => {
    const dueIn18 = daysAgo(-9);
    const onDueDate = await moduleAt(new Date(`${dueIn18}T23:59:59Z`)).list(ben.caller, "A-10001");
    const dayAfter = await moduleAt(new Date(Date.parse(`${dueIn18}T00:00:00Z`) + DAY_MS)).list(
      ben.caller,
      "A-10001",
    );
    const notYet = onDueDate.invoices.find((i) => i.dueDate === dueIn18);
    expect(notYet?.overdue).toBe(false);
    expect(onDueDate.overdueBalanceCents).toBe(486_720 + 73_455);
    expect(dayAfter.invoices.find((i) => i.dueDate === dueIn18)?.overdue).toBe(true);
    expect(dayAfter.overdueBalanceCents).toBe(486_720 + 73_455 + 912_080);
  });

  it("API-42 pages by keyset: limit 5 gives 5, 5 and 4 invoices in the list's order, across the open and paid parts", async () => {
    const all = (await h.getJson<InvoicesAnswer>(`${API}/invoices/A-10001`, { cookie: ben.cookie })).body;
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = cursor ? `?limit=5&cursor=${encodeURIComponent(cursor)}` : "?limit=5";
      const page: InvoicesAnswer = (
        await h.getJson<InvoicesAnswer>(`${API}/invoices/A-10001${query}`, { cookie: ben.cookie })
      ).body;
      sizes.push(page.invoices.length);
      seen.push(...page.invoices.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([5, 5, 4]);
    expect(seen).toEqual(all.invoices.map((i) => i.id));
    const paidOnly = await h.getJson<InvoicesAnswer>(`${API}/invoices/A-10001?status=Paid&limit=200`, {
      cookie: ben.cookie,
    });
    expect(paidOnly.body.invoices.map((i) => i.id)).toEqual(all.invoices.slice(3).map((i) => i.id));
    const bad = await h.getJson(`${API}/invoices/A-10001?cursor=not-a-cursor`, { cookie: ben.cookie });
    expect(bad.status).toBe(400);
    expect(await h.getJson(`${API}/invoices/A-10001?limit=0`, { cookie: ben.cookie })).toMatchObject({
      status: 400,
    });
  });

  it("INV-02 INV-03 INV-04 the invoice, credit memo and RMA PDFs: the document's figures; another account's is 404", async () => {
    const [invoice] = await h.db.select().from(invoices).where(eq(invoices.purchaseOrder, "PO-25117"));
    const [memo] = await h.db.select().from(creditMemos).where(eq(creditMemos.status, "Open"));
    const [rma] = await h.db.select().from(rmas).where(eq(rmas.status, "Received"));
    if (!invoice || !memo || !rma) throw new Error("the demo history is missing");
    const cases = [
      [`invoice/${invoice.id}`, [invoice.number, "PO-25117", "Balance due", "$4,867.20", "Open, overdue"]],
      [`credit-memo/${memo.id}`, [memo.number, "Credit amount", "$368.90", "damaged in transit"]],
      [`rma/${rma.id}`, [rma.number, "Received: being inspected", "$368.90"]],
    ] as const;
    for (const [path, expected] of cases) {
      const response = await h.call(`${API}/invoices/A-10001/${path}/pdf`, { cookie: ben.cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="[A-Z]+-\d{4}-\d{6}\.pdf"$/,
      );
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      for (const words of expected) expect(text, path).toContain(words);
      // Northgate's admin, on her own account's path, does not find Brightline's document.
      const other = await h.call(`${API}/invoices/A-10002/${path}/pdf`, { cookie: olivia.cookie });
      expect(other.status, path).toBe(404);
    }
  });
});

describe.each(testDatabaseKinds())("the invoice list's plan on %s", (kind) => {
  let h: AppHarness;
  let ben: SessionUser;

  beforeAll(async () => {
    h = await openAppHarness(kind, { accounts: true });
    // 5,000 invoices of Brightline (a fifth open) and 5,000 of three other accounts, in one statement each.
    await h.db.execute(sql`insert into invoices
        (number, account_id, purchase_order, invoice_date, due_date, amount_cents, balance_cents, status, paid_at)
      select 'INV-T-' || lpad(n::text, 6, '0'), ${"A-10001"}, 'PO-' || n,
        date '2026-01-01' - (n % 400), date '2026-01-31' - (n % 400), 10000 + n,
        case when n % 5 = 0 then 10000 + n else 0 end,
        case when n % 5 = 0 then 'Open' else 'Paid' end,
        case when n % 5 = 0 then null else now() end
      from generate_series(1, 5000) as n`);
    await h.db.execute(sql`insert into invoices
        (number, account_id, invoice_date, due_date, amount_cents, balance_cents, status)
      select 'INV-U-' || lpad(n::text, 6, '0'), 'A-1000' || (2 + n % 3), date '2026-01-01' - (n % 400),
        date '2026-01-31' - (n % 400), 5000, 5000, 'Open'
      from generate_series(1, 5000) as n`);
    await h.db.execute(sql`analyze invoices`);
    const [user] = await h.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, "ben.buyer@brightline.example"));
    ben = await h.services.accounts.sessionUser(user?.id as string);
  }, 60_000);
  afterAll(async () => h?.dispose());

  it("API-42 at 5,000 invoices each page of the list is read by an index of invoices in the page's order, never by reading the table whole or sorting it", async () => {
    const { db, statements } = recordingDb(h.database);
    const list = createInvoicesModule({
      db,
      paymentsInFlight,
      mailer: h.services.mailer,
      logger: createLogger("silent"),
      brandName: "Lumenor",
      remitTo: DEMO_REMIT_TO,
    });
    const first = await list.list(ben, "A-10001", { limit: 50 });
    expect(first.invoices).toHaveLength(50);
    expect(first.openBalanceCents).toBeGreaterThan(0);
    // The paid part (newest first) is read by the other index.
    const paid = await list.list(ben, "A-10001", { limit: 50, status: "Paid" });
    expect(paid.invoices.map((i) => i.status)).toEqual(Array(50).fill("Paid"));
    const invoiceStatements = statements.filter((s) => /from "invoices"|from invoices/i.test(s.sql));
    expect(invoiceStatements.length).toBeGreaterThan(0);
    for (const statement of invoiceStatements) {
      // The planner's own choice (sequential scans allowed): at this size an index must win.
      const nodes = nodesOf(await planOf(h.database, statement, { seqscan: true }));
      const seq = nodes.filter((n) => n["Node Type"] === "Seq Scan" && n["Relation Name"] === "invoices");
      expect(seq, statement.sql).toEqual([]);
      const indexes = nodes.map((n) => n["Index Name"] ?? "").filter((name) => name.startsWith("invoices_"));
      expect(indexes.length, statement.sql).toBeGreaterThan(0);
      // A page comes in the index's order: a sort above the invoices would read all of the account's first.
      const sorted = nodes.filter(
        (n) => n["Node Type"] === "Sort" && nodesOf(n).some((m) => m["Relation Name"] === "invoices"),
      );
      if (/\blimit\b/i.test(statement.sql)) expect(sorted, statement.sql).toEqual([]);
    }
  });
});
