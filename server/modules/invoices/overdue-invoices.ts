import { and, lt, ne, sql } from "drizzle-orm";
import type { OverdueInvoices } from "../../../lib/staff/dashboard.ts";
import type { InvoicesDeps } from "./deps.ts";
import { invoices } from "./schema.ts";

/**
 * Issue 33, the staff dashboard: every account's invoices past their due date and not paid, counted,
 * with what they still owe. One statement on `invoices_unpaid_due_idx`.
 */
export async function overdueInvoices(
  { db }: Pick<InvoicesDeps, "db">,
  now = new Date(),
): Promise<OverdueInvoices> {
  const today = now.toISOString().slice(0, 10);
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      balanceCents: sql<number>`coalesce(sum(${invoices.balanceCents}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(and(ne(invoices.status, "Paid"), lt(invoices.dueDate, today)));
  return row ?? { count: 0, balanceCents: 0 };
}
