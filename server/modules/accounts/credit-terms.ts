import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/transaction.ts";
import { customerAccounts } from "./schema.ts";

/**
 * An account's credit terms in days (Net 30 is 30), or null for an account that pays by card or ACH
 * only. Orders ask it whether the account may order on account, and the invoice's due date follows
 * it. No caller: the orders module asks only about the working account it has already scoped.
 */
export async function creditTermsOf(db: DbOrTx, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: customerAccounts.creditTermsDays })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  return row?.days ?? null;
}
