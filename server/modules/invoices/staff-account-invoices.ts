import { desc, eq, sql } from "drizzle-orm";
import type { StaffAccountRecord, StaffRecent } from "../../../lib/staff/accounts.ts";
import type { Db } from "../../db/client.ts";
import { invoicePayments, invoices, portalPayments } from "./schema.ts";

/** Issue 33 item 2: an account's latest invoices and how many it has, for its page in the staff console. */
export async function invoicesOfAccountForStaff(
  db: Db,
  accountId: string,
  limit: number,
): Promise<StaffRecent<StaffAccountRecord>> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        reference: invoices.number,
        date: invoices.invoiceDate,
        status: invoices.status,
        dueDate: invoices.dueDate,
        amountCents: invoices.amountCents,
        balanceCents: invoices.balanceCents,
      })
      .from(invoices)
      .where(eq(invoices.accountId, accountId))
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.accountId, accountId)),
  ]);
  return {
    total: count?.total ?? 0,
    latest: rows.map(({ dueDate, balanceCents, ...row }) => ({
      ...row,
      status: row.status === "Paid" ? "Paid" : `${row.status}, due ${dueDate}`,
      by: null,
    })),
  };
}

/**
 * Issue 33 item 2: an account's latest payments (of invoices and on account) with their provider
 * references, and how many it has, for its page in the staff console.
 */
export async function paymentsOfAccountForStaff(
  db: Db,
  accountId: string,
  limit: number,
): Promise<StaffRecent<StaffAccountRecord>> {
  const [ofInvoices, onAccount, [invoiceCount], [portalCount]] = await Promise.all([
    db
      .select({
        id: invoicePayments.id,
        reference: invoicePayments.paymentId,
        paidAt: invoicePayments.paidAt,
        method: invoicePayments.method,
        amountCents: invoicePayments.amountCents,
        by: invoicePayments.paidBy,
      })
      .from(invoicePayments)
      .where(eq(invoicePayments.accountId, accountId))
      .orderBy(desc(invoicePayments.paidAt))
      .limit(limit),
    db
      .select({
        id: portalPayments.id,
        reference: portalPayments.paymentId,
        paidAt: portalPayments.paidAt,
        method: portalPayments.paymentType,
        amountCents: portalPayments.amountCents,
        by: sql<string>`${portalPayments.firstName} || ' ' || ${portalPayments.lastName}`,
      })
      .from(portalPayments)
      .where(eq(portalPayments.accountId, accountId))
      .orderBy(desc(portalPayments.paidAt))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoicePayments)
      .where(eq(invoicePayments.accountId, accountId)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(portalPayments)
      .where(eq(portalPayments.accountId, accountId)),
  ]);
  const latest = [
    ...ofInvoices.map((p) => ({ ...p, kind: "Invoices" })),
    ...onAccount.map((p) => ({ ...p, kind: "On account" })),
  ]
    .sort((a, b) => b.paidAt.valueOf() - a.paidAt.valueOf())
    .slice(0, limit);
  return {
    total: (invoiceCount?.n ?? 0) + (portalCount?.n ?? 0),
    latest: latest.map(({ paidAt, method, kind, ...row }) => ({
      ...row,
      date: paidAt.toISOString(),
      status: `${kind} (${method.toUpperCase()})`,
    })),
  };
}
