import { sql } from "drizzle-orm";
import { bankSurchargeCents } from "../../../../lib/payments/contract.ts";
import type { Db } from "../../../db/client.ts";
import { inTransaction, type Tx } from "../../../db/transaction.ts";
import { customerAccountExists } from "../../accounts/index.ts";
import { statusFor } from "../apply-invoice-payment.ts";
import {
  creditMemos,
  invoiceAllocations,
  invoicePayments,
  invoices,
  portalPayments,
  rmas,
} from "../schema.ts";

/**
 * The demo accounts' billing history (docs/orders-and-payments.md, "Invoices, credit memos, RMAs and portal payments"): what a lighting distributor on Net 30
 * terms would find after five months of ordering: paid invoices, a few open ones (two overdue), credit
 * memos for returned fixtures and a price correction, open and closed RMAs and a couple of payments
 * on account. Dates are relative to `now`, so the history always ends today. Numbers use a block
 * (…-0004xx) the invoice sequence never reaches: seeding moves the sequence past 1000.
 */

const DAY_MS = 86_400_000;
/** A Net 30 account (the orders module's `credit_terms_days` of the demo accounts). */
const TERMS_DAYS = 30;

type DemoInvoice = {
  /** Days before now the invoice was issued. */
  ago: number;
  /** Its amount; one that names a seeded demo order bills that order's total instead (`billed`). */
  cents: number;
  po: string;
  /** Days after issue it was paid; undefined: still open. */
  paidAfter?: number;
  /** The demo order it bills (orders/demo/orders.ts: the shipped on-account ones); none for older ones. */
  order?: string;
  /** Issue 32 #4: part of it paid (cents), this many days after issue: the invoice is Partly paid. */
  partPaid?: { cents: number; after: number };
};

const brightlineInvoices: DemoInvoice[] = [
  { ago: 149, cents: 412_650, po: "PO-24863", paidAfter: 28, order: "SO-2026-900102" },
  { ago: 143, cents: 31_240, po: "PO-24833", paidAfter: 27 },
  { ago: 134, cents: 1_894_000, po: "PO-24869", paidAfter: 30 },
  { ago: 121, cents: 268_775, po: "PO-24902", paidAfter: 29 },
  { ago: 113, cents: 97_320, po: "PO-24915", paidAfter: 24 },
  { ago: 104, cents: 655_410, po: "PO-24951", paidAfter: 30 },
  { ago: 95, cents: 143_888, po: "PO-25012", paidAfter: 31, order: "SO-2026-900105" },
  { ago: 84, cents: 1_126_500, po: "PO-25010", paidAfter: 26 },
  { ago: 75, cents: 58_960, po: "PO-25036", paidAfter: 22 },
  { ago: 62, cents: 329_145, po: "PO-25088", paidAfter: 29, order: "SO-2026-900106" },
  { ago: 53, cents: 774_230, po: "PO-25091", paidAfter: 30 },
  // Not paid: two past their due date (due 15 and 8 days ago; $500.00 of the second paid), one not yet due.
  { ago: 45, cents: 486_720, po: "PO-25117" },
  { ago: 38, cents: 123_455, po: "PO-25140", partPaid: { cents: 50_000, after: 20 } },
  { ago: 21, cents: 912_080, po: "PO-25177", order: "SO-2026-900108" },
];

const northgateInvoices: DemoInvoice[] = [
  { ago: 97, cents: 218_400, po: "NG-7713", paidAfter: 29 },
  { ago: 61, cents: 545_075, po: "NG-7742", paidAfter: 30 },
  { ago: 33, cents: 96_250, po: "NG-7768" },
  { ago: 9, cents: 370_190, po: "NG-7790" },
];

const day = (now: Date, daysAgo: number) =>
  new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const at = (now: Date, daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);

/** What a demo invoice bills for the demo order it names (the orders module's `demoOrderBilling`). */
export type BilledOrders = ReadonlyMap<string, { id: string; purchaseOrder: string; totalCents: number }>;

/**
 * Issue 32 #4: the demo invoices with those that name a seeded order billing it: its total, its
 * purchase order, its id. Without the orders (a database seeded without the catalogue) they keep theirs.
 */
function billed(list: readonly DemoInvoice[], orders: BilledOrders): (DemoInvoice & { orderId?: string })[] {
  return list.map((invoice) => {
    const order = invoice.order ? orders.get(invoice.order) : undefined;
    return order && order.totalCents > 0
      ? { ...invoice, cents: order.totalCents, po: order.purchaseOrder, orderId: order.id }
      : invoice;
  });
}

function invoiceRows(
  accountId: string,
  list: readonly (DemoInvoice & { orderId?: string })[],
  firstNumber: number,
  now: Date,
) {
  return list.map((invoice, index) => {
    const issued = day(now, invoice.ago);
    const paid = invoice.paidAfter !== undefined;
    const serial = firstNumber + index;
    const balanceCents = paid ? 0 : invoice.cents - (invoice.partPaid?.cents ?? 0);
    return {
      number: `INV-${issued.slice(0, 4)}-${String(serial).padStart(6, "0")}`,
      accountId,
      orderId: invoice.orderId ?? null,
      orderNumber: invoice.order ?? null,
      purchaseOrder: invoice.po,
      invoiceDate: issued,
      dueDate: day(now, invoice.ago - TERMS_DAYS),
      amountCents: invoice.cents,
      balanceCents,
      status: statusFor(invoice.cents, balanceCents),
      paymentId: paid || invoice.partPaid ? `DEMO-IP-${accountId}-${serial}` : null,
      paidAt: paid ? at(now, invoice.ago - (invoice.paidAfter ?? 0)) : null,
      createdAt: at(now, invoice.ago),
    };
  });
}

/** Brightline's applied credit memos (below): the invoice (by index) each credited, and how much. */
const brightlineCredits = new Map([
  [2, 48_600],
  [7, 21_475],
]);

type WrittenInvoice = typeof invoices.$inferSelect;

/**
 * Issue 32 #4: what paid the seeded invoices, as a payment would have recorded it: one ACH payment an
 * invoice paid or part paid (Dana, the account admin), for its amount less the credits applied to it,
 * with its allocation. So the payment history and the account statement add up.
 */
async function seedInvoicePayments(
  tx: Tx,
  plan: { accountId: string; list: DemoInvoice[] },
  written: WrittenInvoice[],
  credits: ReadonlyMap<number, number>,
  now: Date,
): Promise<number> {
  const paid = plan.list.flatMap((demo, index) => {
    const row = written[index];
    if (!row?.paymentId) return [];
    const cents = demo.partPaid ? demo.partPaid.cents : demo.cents - (credits.get(index) ?? 0);
    const after = demo.partPaid ? demo.partPaid.after : (demo.paidAfter ?? 0);
    return [{ row, cents, paidAt: at(now, demo.ago - after) }];
  });
  if (paid.length === 0) return 0;
  await tx.insert(invoicePayments).values(
    paid.map(({ row, cents, paidAt }) => ({
      paymentId: row.paymentId as string,
      accountId: plan.accountId,
      paidBy: "demo-seed",
      email:
        plan.accountId === "A-10001" ? "dana.admin@brightline.example" : "olivia.owner@northgate.example",
      method: "ach" as const,
      invoiceIds: [row.id],
      baseCents: cents,
      bankSurchargeCents: 0,
      amountCents: cents,
      paidAt,
    })),
  );
  await tx.insert(invoiceAllocations).values(
    paid.map(({ row, cents, paidAt }) => ({
      accountId: plan.accountId,
      invoiceId: row.id,
      kind: "payment" as const,
      paymentId: row.paymentId as string,
      amountCents: cents,
      appliedBy: "demo-seed",
      appliedAt: paidAt,
    })),
  );
  return paid.length;
}

/** Whether the account has any invoice yet: the seed writes only into an account without one. */
async function hasInvoices(db: Db, accountId: string): Promise<boolean> {
  const result = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(sql`${invoices.accountId} = ${accountId}`)
    .limit(1);
  return result.length > 0;
}

/**
 * Seeds the history into A-10001 (Brightline) and A-10002 (Northgate) when the account exists and has
 * no invoice yet; answers what it wrote. Safe to run on every start. `orders`: the seeded demo orders
 * (seed them first), so the invoices naming one bill what it charged.
 */
export async function seedDemoInvoices(db: Db, now = new Date(), orders: BilledOrders = new Map()) {
  const counts = { invoices: 0, invoicePayments: 0, creditMemos: 0, rmas: 0, portalPayments: 0 };
  const plans = [
    { accountId: "A-10001", list: billed(brightlineInvoices, orders), firstNumber: 401 },
    { accountId: "A-10002", list: billed(northgateInvoices, orders), firstNumber: 451 },
  ];
  for (const plan of plans) {
    if (!(await customerAccountExists(db, plan.accountId)) || (await hasInvoices(db, plan.accountId)))
      continue;
    await inTransaction(db, async (tx) => {
      const rows = invoiceRows(plan.accountId, plan.list, plan.firstNumber, now);
      const written = await tx.insert(invoices).values(rows).returning();
      counts.invoices += rows.length;
      const credits = plan.accountId === "A-10001" ? brightlineCredits : new Map<number, number>();
      counts.invoicePayments += await seedInvoicePayments(tx, plan, written, credits, now);
      if (plan.accountId !== "A-10001") return;
      const numberOf = (index: number) => rows[index]?.number ?? null;
      const orderOf = (index: number) => rows[index]?.orderNumber ?? null;
      const year = (ago: number) => day(now, ago).slice(0, 4);
      const memos = [
        {
          number: `CM-${year(118)}-000131`,
          memoDate: day(now, 118),
          amountCents: 48_600,
          status: "Applied" as const,
          appliedCents: 48_600,
          reason: "Returned fixtures: 6 × 4 ft LED strip, wrong CCT (3500K ordered, 4000K wanted)",
          invoiceNumber: numberOf(2),
        },
        {
          number: `CM-${year(71)}-000148`,
          memoDate: day(now, 71),
          amountCents: 21_475,
          status: "Applied" as const,
          appliedCents: 21_475,
          reason: "Price correction: project pricing not applied to 25 × 6 in downlights",
          invoiceNumber: numberOf(7),
        },
        {
          number: `CM-${year(19)}-000162`,
          memoDate: day(now, 19),
          amountCents: 36_890,
          status: "Open" as const,
          appliedCents: 0,
          reason: "Returned fixtures: 2 × high-bay, damaged in transit",
          invoiceNumber: numberOf(10),
        },
      ].map((memo) => ({ ...memo, accountId: plan.accountId }));
      const memoRows = await tx.insert(creditMemos).values(memos).returning();
      // The applied memos' applications: each credited the invoice it names, in full.
      await tx.insert(invoiceAllocations).values(
        memoRows.flatMap((memo) => {
          const invoice = written.find((row) => row.number === memo.invoiceNumber);
          if (memo.status !== "Applied" || !invoice) return [];
          return [
            {
              accountId: plan.accountId,
              invoiceId: invoice.id,
              kind: "credit" as const,
              creditMemoId: memo.id,
              amountCents: memo.appliedCents,
              appliedBy: "demo-seed",
              appliedAt: new Date(`${memo.memoDate}T12:00:00Z`),
            },
          ];
        }),
      );
      const returns = [
        {
          number: `RMA-${year(64)}-000207`,
          rmaDate: day(now, 64),
          orderNumber: orderOf(7),
          amountCents: 21_475,
          status: "Closed" as const,
          reason: "Wrong trim color (white ordered, black shipped): 25 × 6 in downlight trims",
        },
        {
          number: `RMA-${year(21)}-000219`,
          rmaDate: day(now, 21),
          orderNumber: orderOf(10),
          amountCents: 36_890,
          status: "Received" as const,
          reason: "Damaged in transit: 2 × 150 W high-bay, cracked lenses",
        },
        {
          number: `RMA-${year(6)}-000226`,
          rmaDate: day(now, 6),
          orderNumber: orderOf(12),
          amountCents: 15_840,
          status: "Open" as const,
          reason: "Driver failure under warranty: 4 × 2x4 flat panels, flicker at 10 % dimming",
        },
      ].map((rma) => ({ ...rma, accountId: plan.accountId }));
      await tx.insert(rmas).values(returns);
      const payments = [
        { ago: 57, cents: 250_000, method: "ach" as const, memo: "Partial payment toward May statement" },
        {
          ago: 16,
          cents: 100_000,
          method: "card" as const,
          memo: "Deposit for the Riverside school project",
        },
      ].map((payment, index) => {
        const fee = bankSurchargeCents(payment.cents, payment.method);
        return {
          paymentId: `DEMO-PP-${plan.accountId}-${index + 1}`,
          accountId: plan.accountId,
          userId: "demo-seed",
          firstName: "Dana",
          lastName: "Admin",
          email: "dana.admin@brightline.example",
          paymentType: payment.method,
          paymentCents: payment.cents,
          feeCents: fee,
          amountCents: payment.cents + fee,
          memo: payment.memo,
          paidAt: at(now, payment.ago),
        };
      });
      await tx.insert(portalPayments).values(payments);
      counts.creditMemos += memos.length;
      counts.rmas += returns.length;
      counts.portalPayments += payments.length;
    });
  }
  // The sequence's numbers (INV-<year>-000001 …) must never meet the seeded block.
  await db.execute(
    sql`select setval('invoice_number_seq', 1000) where (select last_value from invoice_number_seq) < 1000`,
  );
  // Statistics for the tables just filled, as after the catalogue (PGlite runs no autovacuum).
  if (counts.invoices > 0)
    await db.execute(
      sql`analyze ${invoices}, ${creditMemos}, ${rmas}, ${portalPayments}, ${invoicePayments}, ${invoiceAllocations}`,
    );
  return counts;
}
