import { sql } from "drizzle-orm";
import { z } from "zod";
import { selectRows } from "../../db/rows.ts";
import type { Tx } from "../../db/transaction.ts";
import { creditMemos } from "./schema.ts";

/** What a credit memo is issued for: the account, the amount and why (the statement shows the reason). */
export type CreditMemoInput = { accountId: string; amountCents: number; reason: string; issuedAt: Date };

/**
 * Issue 33 item 4: a credit memo issued to an account inside the caller's transaction (a staff credit
 * against a double payment, recorded by the payments module in the same transaction): `CM-<year>-
 * <sequence>`, dated the day, Open for its whole amount, so the account's invoices page lists it, the
 * buyer can apply it to unpaid invoices (apply-credit-memo.ts) and the statement counts it as a credit.
 */
export async function issueCreditMemo(
  tx: Tx,
  input: CreditMemoInput,
): Promise<{ id: string; number: string }> {
  const [taken] = await selectRows(
    tx,
    sql`select nextval('credit_memo_number_seq') as sequence`,
    z.object({ sequence: z.coerce.number().int() }),
  );
  if (!taken) throw new Error("No credit memo number was taken");
  const [row] = await tx
    .insert(creditMemos)
    .values({
      number: `CM-${input.issuedAt.getUTCFullYear()}-${String(taken.sequence).padStart(6, "0")}`,
      accountId: input.accountId,
      memoDate: input.issuedAt.toISOString().slice(0, 10),
      amountCents: input.amountCents,
      status: "Open",
      reason: input.reason,
    })
    .returning({ id: creditMemos.id, number: creditMemos.number });
  if (!row) throw new Error("The credit memo was not written");
  return row;
}
