import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PaymentMethod } from "../../../lib/payments/contract.ts";
import { centsToAmount } from "../../../lib/payments/contract.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/transaction.ts";
import type { PaymentSubject, PricedPurpose } from "../payments/index.ts";
import { paymentAttempts } from "../payments/schema.ts";
import { invoices } from "./schema.ts";

/**
 * What the payments module does around the invoices module's subjects, done here the same way so the
 * subjects are tested as they will run, without the hosted page: an attempt row priced by the
 * subject, and the settle, one conditional UPDATE (pending or abandoned → approved) inside a held
 * mail's transaction, after which only the winner applies the subject's effect.
 */

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** The attempt the payments module would insert when the payment starts. */
export async function startAttempt(
  db: Db,
  caller: SessionUser,
  flow: "invoices" | "portal",
  priced: PricedPurpose,
  method: PaymentMethod,
): Promise<AttemptRow> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({
      reference: `T-${randomUUID()}`,
      provider: "sandbox",
      flow,
      accountId: priced.accountId,
      userId: caller.userId,
      firstName: "Ben",
      lastName: "Buyer",
      email: "payer@brightline.example",
      address: { address1: "1 Main St", city: "Columbus", state: "OH", zip: "43215" },
      memo: priced.memo ?? "",
      method,
      baseCents: priced.baseCents,
      surchargeCents: priced.surchargeCents,
      amountCents: priced.baseCents + priced.surchargeCents,
      invoiceIds: flow === "invoices" ? (priced.invoiceIds ?? []) : null,
      allocations: flow === "invoices" ? (priced.allocations ?? null) : null,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    })
    .returning();
  if (!row) throw new Error("no attempt inserted");
  return row;
}

/**
 * Settles the attempt as approved the way the payments module does: whoever flips it from pending
 * wins and applies the effect in the same transaction; the held receipt goes out after the commit.
 * Answers whether this call won.
 */
export async function settleApproved(
  db: Db,
  mailer: Pick<Mailer, "hold">,
  subject: Pick<PaymentSubject, "applyApproved">,
  reference: string,
): Promise<boolean> {
  const held = await mailer.hold(() =>
    inTransaction(db, async (tx) => {
      const [won] = await tx
        .update(paymentAttempts)
        .set({ status: "approved", settledAt: new Date(), result: approvedResult(reference) })
        .where(
          and(
            eq(paymentAttempts.reference, reference),
            inArray(paymentAttempts.status, ["pending", "abandoned"]),
          ),
        )
        .returning();
      if (!won) return false;
      await subject.applyApproved(tx, won);
      return true;
    }),
  );
  await held.release();
  return held.value;
}

function approvedResult(reference: string) {
  return {
    id: `R-${reference}`,
    response_indicator: "A",
    status_description: "APPROVED",
    transaction_id: reference,
    amount: centsToAmount(0),
  };
}

let nextInvoiceNumber = 700;

/** A new open invoice of the account, as a shipped order's billing leaves it, so a test pays its own. */
export async function openTestInvoice(db: Db, balanceCents: number, accountId = "A-10001") {
  nextInvoiceNumber += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      number: `INV-2026-${String(nextInvoiceNumber).padStart(6, "0")}`,
      accountId,
      purchaseOrder: `PO-${nextInvoiceNumber}`,
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
