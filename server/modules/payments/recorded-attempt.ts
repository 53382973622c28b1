import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { reachedAttempt } from "./attempt-scope.ts";
import type { PaymentAttemptRow } from "./deps.ts";
import { paymentAttempts } from "./schema.ts";

/** What the server recorded of an attempt: the figures a subject checks a body against (API-43, API-45). */
export type RecordedAttempt = Pick<
  PaymentAttemptRow,
  | "reference"
  | "flow"
  | "accountId"
  | "status"
  | "method"
  | "baseCents"
  | "surchargeCents"
  | "amountCents"
  | "invoiceIds"
>;

/**
 * The attempt `reference` of `flow` made for `accountId` (the caller's working account, which the
 * subject resolved), only while the caller reaches that account; else undefined. Read-only: the
 * invoices module answers API-43 and API-45 from these figures instead of the body's.
 */
export async function recordedAttemptOf(
  db: DbOrTx,
  caller: SessionUser,
  attempt: { reference: string; flow: PaymentAttemptRow["flow"]; accountId: string },
): Promise<RecordedAttempt | undefined> {
  const [row] = await db
    .select({
      reference: paymentAttempts.reference,
      flow: paymentAttempts.flow,
      accountId: paymentAttempts.accountId,
      status: paymentAttempts.status,
      method: paymentAttempts.method,
      baseCents: paymentAttempts.baseCents,
      surchargeCents: paymentAttempts.surchargeCents,
      amountCents: paymentAttempts.amountCents,
      invoiceIds: paymentAttempts.invoiceIds,
    })
    .from(paymentAttempts)
    .where(
      and(
        reachedAttempt(caller, attempt.reference, attempt.flow),
        eq(paymentAttempts.accountId, attempt.accountId),
      ),
    );
  return row;
}
