import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { InvoicesDeps } from "./deps.ts";
import { ownRows } from "./invoice-scope.ts";
import { invoices } from "./schema.ts";

/**
 * An invoice of the caller's working account by its number, for another module that names one (a
 * warranty claim): its id, number and account, or null when the account has no such invoice (another
 * account's is null too). Only that it exists is told, not what it holds, so no cart access is asked.
 */
export async function findInvoiceByNumber(
  deps: InvoicesDeps,
  caller: SessionUser,
  number: string,
): Promise<{ id: string; number: string; accountId: string } | null> {
  const [row] = await deps.db
    .select({ id: invoices.id, number: invoices.number, accountId: invoices.accountId })
    .from(invoices)
    .where(and(eq(invoices.number, number), ownRows(deps, caller, invoices.accountId)));
  return row ?? null;
}
