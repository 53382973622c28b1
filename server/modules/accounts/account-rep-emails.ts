import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/transaction.ts";
import { salesRepAccounts, salesReps } from "./schema.ts";

/**
 * The addresses of the sales reps assigned to a customer account (issue 32: a quote request of the
 * account is mailed to them). No caller: the quotes module asks for an account its caller reached.
 */
export async function salesRepEmailsOf(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ email: salesReps.email })
    .from(salesRepAccounts)
    .innerJoin(salesReps, eq(salesReps.id, salesRepAccounts.salesRepId))
    .where(eq(salesRepAccounts.accountId, accountId))
    .orderBy(salesReps.email);
  return [...new Set(rows.map((row) => row.email.toLowerCase()))];
}
