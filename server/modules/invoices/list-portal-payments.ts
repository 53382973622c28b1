import { desc } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PortalPaymentsAnswer } from "../../../lib/invoices/contract.ts";
import { toPortalPayment } from "./answers.ts";
import type { InvoicesDeps } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { portalPayments } from "./schema.ts";

/** How many of the account's latest portal payments the payments page shows. */
export const PORTAL_PAYMENTS_SHOWN = 20;

/**
 * `GET portal-service/payments`: the working account's latest on-account portal payments, newest
 * first, for the payments page (scoped: only the caller's working account, reached).
 */
export async function listPortalPayments(
  deps: InvoicesDeps,
  caller: SessionUser,
): Promise<PortalPaymentsAnswer> {
  requireInvoiceAccess(caller);
  const accountId = workingAccount(deps, caller);
  const rows = await deps.db
    .select()
    .from(portalPayments)
    .where(ownRows(deps, caller, portalPayments.accountId))
    .orderBy(desc(portalPayments.paidAt), desc(portalPayments.id))
    .limit(PORTAL_PAYMENTS_SHOWN);
  return { accountId, payments: rows.map(toPortalPayment) };
}
