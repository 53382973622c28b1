import { sql } from "drizzle-orm";
import { z } from "zod";
import { selectRows } from "../../db/rows.ts";
import type { Tx } from "../../db/transaction.ts";
import { invoices } from "./schema.ts";

export type InvoiceForOrderInput = {
  orderId: string;
  orderNumber: string;
  accountId: string;
  purchaseOrder: string;
  amountCents: number;
  creditTermsDays: number;
  /** The invoice's date (UTC day); due `creditTermsDays` later. */
  shippedAt: Date;
};

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A shipped on-account order's invoice (issue 13 item 5, INV-01), inside the transaction that ships
 * it: `INV-<year>-<sequence>`, dated the shipping day, due after the account's credit terms, open for
 * the order's total. One invoice per order: an order billed already answers its invoice (the unique
 * index `invoices_order_uq` holds it under races). Owned by the orders engineer; the invoices module
 * exposes it as `createForShippedOrder`.
 */
export async function createInvoiceForOrder(
  tx: Tx,
  input: InvoiceForOrderInput,
): Promise<{ id: string; number: string }> {
  const [taken] = await selectRows(
    tx,
    sql`select nextval('invoice_number_seq') as sequence`,
    z.object({ sequence: z.coerce.number().int() }),
  );
  if (!taken) throw new Error("No invoice number was taken");
  const number = `INV-${input.shippedAt.getUTCFullYear()}-${String(taken.sequence).padStart(6, "0")}`;
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      accountId: input.accountId,
      orderId: input.orderId,
      orderNumber: input.orderNumber,
      purchaseOrder: input.purchaseOrder,
      invoiceDate: isoDay(input.shippedAt),
      dueDate: isoDay(new Date(input.shippedAt.getTime() + input.creditTermsDays * DAY_MS)),
      amountCents: input.amountCents,
      balanceCents: input.amountCents,
      status: "Open",
    })
    .onConflictDoNothing({ target: invoices.orderId, where: sql`${invoices.orderId} is not null` })
    .returning({ id: invoices.id, number: invoices.number });
  if (row) return row;
  const [existing] = await tx
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(sql`${invoices.orderId} = ${input.orderId}`);
  if (!existing) throw new Error("The order's invoice was neither written nor found");
  return existing;
}
