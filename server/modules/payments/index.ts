import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { InitiatePaymentBody } from "../../../lib/payments/contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { StaffPaymentsQuery, StaffRefundBody } from "../../../lib/staff/orders-contract.ts";
import { abandonPayment } from "./abandon-payment.ts";
import type { PaymentFlow } from "./attempt-scope.ts";
import { releaseExpiredAttempts } from "./close-attempt.ts";
import type { PaymentsDeps } from "./deps.ts";
import { getPaymentStatus } from "./get-payment-status.ts";
import { handleCallback } from "./handle-callback.ts";
import { recordPaymentRefund } from "./record-refund.ts";
import { resumePayment } from "./resume-payment.ts";
import {
  staffAttemptsOfOrder,
  staffExportPayments,
  staffListPayments,
  staffPayment,
} from "./staff-payments.ts";
import { startPayment } from "./start-payment.ts";

export type { PaymentFlow } from "./attempt-scope.ts";
export type { PaymentAttemptRow, PaymentSubject, PaymentsDeps, PricedPurpose } from "./deps.ts";
export { DEFAULT_ATTEMPT_TTL_MS } from "./deps.ts";
export type { InvoiceAllocation } from "./schema.ts";
/**
 * The payments module (issue 13, PAY-01 … PAY-21, API-44, API-46, API-50, API-51): hosted payments of
 * an order, a set of invoices or an amount on account, through the configured provider adapter. The
 * subjects (orders, invoices, portal payments) say what to charge and apply an approval; this module
 * keeps the attempts and settles each exactly once, whichever of the callback, the polling and the
 * return page reports first, on any number of processes (settle-attempt.ts).
 */
export type { StaffPayment } from "./staff-payments.ts";
export { REFERENCE_PATTERN } from "./start-payment.ts";

export function createPaymentsModule(deps: PaymentsDeps) {
  return {
    /** The configured adapter's name: the `:provider` of its callback route. */
    providerName: deps.provider.name,
    /** API-51. */
    start: (caller: SessionUser, body: InitiatePaymentBody) => startPayment(deps, caller, body),
    /** API-50 (order), API-44 (invoices), API-46 (portal); any flow for the return page. */
    status: (caller: SessionUser, reference: string, flow?: PaymentFlow) =>
      getPaymentStatus(deps, caller, reference, flow),
    /** The provider's signed server-to-server report. */
    callback: (provider: string, rawBody: string, headers: Headers) =>
      handleCallback(deps, provider, rawBody, headers),
    /** The buyer gives a payment in progress up (closed at the provider, then abandoned). */
    abandon: (caller: SessionUser, reference: string) => abandonPayment(deps, caller, reference),
    /** The hosted page of a payment in progress again (a closed tab, a crashed browser). */
    resume: (caller: SessionUser, reference: string) => resumePayment(deps, caller, reference),
    /** Closes the account's expired attempts at the provider (before a placement looks for payments in flight). */
    releaseExpired: (accountId: string) => releaseExpiredAttempts(deps, accountId),
    /** Issue 33 item 4: the staff console's payments of every account (the staff door checks the role). */
    staff: {
      list: (query: StaffPaymentsQuery) => staffListPayments(deps.db, query),
      export: (query: StaffPaymentsQuery, limit: number) => staffExportPayments(deps.db, query, limit),
      get: (reference: string) => staffPayment(deps.db, reference),
      ofOrder: (orderId: string) => staffAttemptsOfOrder(deps.db, orderId),
      refund: (actor: StaffActor, reference: string, body: StaffRefundBody) =>
        recordPaymentRefund(deps, actor, reference, body),
    },
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;
export { approvedAttemptOf } from "./approved-attempt.ts";
export {
  type PaymentInFlight,
  type PaymentSubjectIds,
  paymentsInFlight,
  toPaymentInProgress,
} from "./in-flight.ts";
export { type RecordedAttempt, recordedAttemptOf } from "./recorded-attempt.ts";

// The routers the server mounts: thin, one call of this module a route.
export { paymentPages, paymentRoutes } from "./routes.ts";
export { staffPaymentRoutes } from "./staff-routes.ts";
