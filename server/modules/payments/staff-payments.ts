import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { StaffAttempt, StaffPaymentsQuery, StaffRefund } from "../../../lib/staff/orders-contract.ts";
import { indexedOrder, likePrefix, withinDays } from "../../db/list-sql.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { paymentNotFound } from "./deps.ts";
import { paymentAttempts, paymentRefunds } from "./schema.ts";

/** What was refunded or credited of an attempt so far: a correlated sum on the refunds' attempt index. */
const refundedOf = sql<number>`(select coalesce(sum(${paymentRefunds.amountCents}), 0)::bigint from ${paymentRefunds} where ${paymentRefunds}.attempt_id = ${paymentAttempts}.id)`;

type AttemptRow = typeof paymentAttempts.$inferSelect;

function toStaffAttempt(row: AttemptRow, refundedCents: number): StaffAttempt {
  return {
    id: row.id,
    reference: row.reference,
    provider: row.provider,
    providerSession: row.providerSession,
    providerTransactionId: row.result?.transaction_id ?? null,
    flow: row.flow,
    status: row.status,
    method: row.method,
    accountId: row.accountId,
    payerName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    orderId: row.orderId,
    invoiceIds: row.invoiceIds ?? [],
    baseCents: row.baseCents,
    surchargeCents: row.surchargeCents,
    amountCents: row.amountCents,
    refundedCents: Number(refundedCents),
    memo: row.memo,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

function paymentsWhere(query: StaffPaymentsQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.flow) conditions.push(eq(paymentAttempts.flow, query.flow));
  if (query.status) conditions.push(eq(paymentAttempts.status, query.status));
  if (query.accountId) conditions.push(eq(paymentAttempts.accountId, query.accountId));
  conditions.push(...withinDays(paymentAttempts.createdAt, query.from, query.to));
  if (query.q) {
    const prefix = likePrefix(query.q);
    conditions.push(
      or(
        sql`lower(${paymentAttempts.reference}) like ${prefix}`,
        sql`lower(${paymentAttempts.email}) like ${prefix}`,
        eq(paymentAttempts.accountId, query.q),
      ),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const sortColumns = {
  created: paymentAttempts.createdAt,
  amount: paymentAttempts.amountCents,
  account: paymentAttempts.accountId,
  status: paymentAttempts.status,
} as const;

function paymentsPage(db: DbOrTx, query: StaffPaymentsQuery, limit: number, offset: number) {
  const dir = query.dir ?? (query.sort && query.sort !== "created" ? "asc" : "desc");
  return db
    .select({ attempt: paymentAttempts, refunded: refundedOf })
    .from(paymentAttempts)
    .where(paymentsWhere(query))
    .orderBy(indexedOrder(sortColumns[query.sort ?? "created"], dir), indexedOrder(paymentAttempts.id, dir))
    .limit(limit)
    .offset(offset);
}

/**
 * Issue 33 item 4: every payment attempt of every account (order payments, invoice payments, portal
 * payments on account) with the provider's references, for staff holding `payments.read`: filtered
 * by a prefix of the reference or the payer's address (or an account id), flow, status, account and
 * started from / to; sorted, paged. Two statements: the page (with each row's refunded sum) and its count.
 */
export async function staffListPayments(
  db: DbOrTx,
  query: StaffPaymentsQuery,
): Promise<StaffPage<StaffAttempt>> {
  const rows = await paymentsPage(db, query, query.pageSize, (query.page - 1) * query.pageSize);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(paymentAttempts)
    .where(paymentsWhere(query));
  return {
    rows: rows.map(({ attempt, refunded }) => toStaffAttempt(attempt, refunded)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The same list for "Export CSV": every matching attempt up to `limit`. */
export async function staffExportPayments(db: DbOrTx, query: StaffPaymentsQuery, limit: number) {
  const rows = await paymentsPage(db, query, limit, 0);
  return rows.map(({ attempt, refunded }) => toStaffAttempt(attempt, refunded));
}

/** An order's payment attempts, oldest first (the staff order page). */
export async function staffAttemptsOfOrder(db: DbOrTx, orderId: string): Promise<StaffAttempt[]> {
  const rows = await db
    .select({ attempt: paymentAttempts, refunded: refundedOf })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.createdAt));
  return rows.map(({ attempt, refunded }) => toStaffAttempt(attempt, refunded));
}

/** A payment's page: the attempt with its provider's references and the refunds and credits against it. */
export type StaffPayment = { attempt: StaffAttempt; refunds: StaffRefund[] };

export async function staffPayment(db: DbOrTx, reference: string): Promise<StaffPayment> {
  const [found] = await db
    .select({ attempt: paymentAttempts, refunded: refundedOf })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, reference));
  if (!found) throw paymentNotFound();
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.attemptId, found.attempt.id))
    .orderBy(asc(paymentRefunds.createdAt));
  return {
    attempt: toStaffAttempt(found.attempt, found.refunded),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      kind: refund.kind,
      amountCents: refund.amountCents,
      reason: refund.reason,
      providerReference: refund.providerReference,
      creditMemoNumber: refund.creditMemoNumber,
      staffName: refund.staffName,
      createdAt: refund.createdAt.toISOString(),
    })),
  };
}
