import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PortalPayment, PortalPaymentBody } from "../../../lib/invoices/contract.ts";
import { AppError } from "../../errors.ts";
import { toPortalPayment } from "./answers.ts";
import type { InvoicesDeps } from "./deps.ts";
import { ownRows, requireInvoiceAccess } from "./invoice-scope.ts";
import { approvedAttempt, hintCents, requireSameFigures } from "./payment-attempts.ts";
import { portalPayments } from "./schema.ts";

/**
 * API-45 `POST portal-service/payments` (PAY-10, PAY-21): sent by the page after an approved portal
 * payment. The payment was recorded when the attempt settled; this checks the body against the
 * server's record of the attempt `paymentId` (the caller's account's, of the portal flow, approved:
 * else 404 / 409) — `paymentAmount`, `fee` and `paymentType` must be the attempt's, else 409 — and
 * answers the recorded payment. Repeating it answers the same; it writes nothing.
 */
export async function recordPortalPayment(
  deps: InvoicesDeps,
  caller: SessionUser,
  body: PortalPaymentBody,
): Promise<PortalPayment> {
  requireInvoiceAccess(caller);
  const attempt = await approvedAttempt(deps, caller, body.paymentId, "portal");
  requireSameFigures([
    ["paymentAmount", hintCents("paymentAmount", body.paymentAmount), attempt.baseCents],
    ["fee", hintCents("fee", body.fee), attempt.surchargeCents],
    ["paymentType", body.paymentType, attempt.method],
  ]);
  const [row] = await deps.db
    .select()
    .from(portalPayments)
    .where(
      and(eq(portalPayments.paymentId, attempt.reference), ownRows(deps, caller, portalPayments.accountId)),
    );
  if (!row) throw new AppError("CONFLICT", "The payment has not been recorded yet: try again shortly");
  return toPortalPayment(row);
}
