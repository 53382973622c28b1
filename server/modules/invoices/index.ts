import type { SessionUser } from "../../../lib/accounts/users.ts";
import type {
  ApplyCreditMemoRequest,
  ListInvoicesQuery,
  PayInvoicesBody,
  PortalPaymentBody,
} from "../../../lib/invoices/contract.ts";
import type { PaymentHistoryQuery, StatementQuery } from "../../../lib/invoices/statement.ts";
import type { PaymentPurpose } from "../../../lib/payments/contract.ts";
import type { PublicConfig } from "../../../lib/shared/public-config.ts";
import type { PaymentSubject } from "../payments/index.ts";
import { accountStatement } from "./account-statement.ts";
import { applyCreditMemo } from "./apply-credit-memo.ts";
import { applyInvoicePayment } from "./apply-invoice-payment.ts";
import { applyPortalPayment } from "./apply-portal-payment.ts";
import { creditMemoPdf } from "./credit-memo-pdf.ts";
import type { InvoicesDeps } from "./deps.ts";
import { findInvoiceByNumber } from "./find-invoice-by-number.ts";
import { invoicePdf } from "./invoice-pdf.ts";
import { listInvoices } from "./list-invoices.ts";
import { listPaymentHistory } from "./list-payment-history.ts";
import { listPortalPayments } from "./list-portal-payments.ts";
import { overdueInvoices } from "./overdue-invoices.ts";
import { priceInvoicePayment } from "./price-invoice-payment.ts";
import { pricePortalPayment } from "./price-portal-payment.ts";
import { recordInvoicePayment } from "./record-invoice-payment.ts";
import { recordPortalPayment } from "./record-portal-payment.ts";
import { rmaPdf } from "./rma-pdf.ts";
import { invoicesOfAccountForStaff, paymentsOfAccountForStaff } from "./staff-account-invoices.ts";
import { statementCsvFile } from "./statement-csv.ts";
import { statementPdfFile } from "./statement-pdf.ts";

export { seedDemoInvoices } from "./demo/invoices.ts";
export type { InvoicesDeps } from "./deps.ts";
export { DEMO_REMIT_TO, type RemitTo } from "./remit-to.ts";

/**
 * The invoices module (issue 13, INV-01 … INV-08, API-42 … API-45, PAY-10, PAY-21): an account's
 * invoices, credit memos and RMAs (listed, downloaded as PDFs), the payment subjects the payments
 * module charges for invoices and for on-account portal payments, and the calls the page makes after
 * an approved payment. One use case per file; this binds them to the module's dependencies. Every
 * query reaches the caller's working account through the accounts scope: another account's invoice
 * is not found (404); a caller without cart access is refused (403).
 */
export function createInvoicesModule(deps: InvoicesDeps) {
  const paymentSubject: PaymentSubject<Extract<PaymentPurpose, { kind: "invoices" }>> = {
    price: (caller, purpose, method, lock) =>
      priceInvoicePayment(deps, caller, purpose.invoiceIds, method, lock, purpose.amounts),
    applyApproved: (tx, attempt) => applyInvoicePayment(deps, tx, attempt),
  };
  const portalPaymentSubject: PaymentSubject<Extract<PaymentPurpose, { kind: "portal" }>> = {
    price: (caller, purpose, method, lock) =>
      pricePortalPayment(deps, caller, purpose.paymentAmount, method, purpose.memo, lock),
    applyApproved: (tx, attempt) => applyPortalPayment(deps, tx, attempt),
  };
  return {
    /** Issue 33, the staff dashboard: every account's overdue invoices, counted and summed. */
    overdue: () => overdueInvoices(deps),
    /** Issue 33 item 2: an account's latest invoices and payments and their counts, for the staff console. */
    invoicesOfAccountForStaff: (accountId: string, limit: number) =>
      invoicesOfAccountForStaff(deps.db, accountId, limit),
    paymentsOfAccountForStaff: (accountId: string, limit: number) =>
      paymentsOfAccountForStaff(deps.db, accountId, limit),
    /** API-42. */
    list: (caller: SessionUser, accountId: string, query: ListInvoicesQuery = {}) =>
      listInvoices(deps, caller, accountId, query),
    /** An invoice of the working account by number, for another module (warranty claims); null if none. */
    findByNumber: (caller: SessionUser, number: string) => findInvoiceByNumber(deps, caller, number),
    invoicePdf: (caller: SessionUser, accountId: string, invoiceId: string, config: PublicConfig) =>
      invoicePdf(deps, caller, accountId, invoiceId, config),
    creditMemoPdf: (caller: SessionUser, accountId: string, memoId: string, config: PublicConfig) =>
      creditMemoPdf(deps, caller, accountId, memoId, config),
    rmaPdf: (caller: SessionUser, accountId: string, rmaId: string, config: PublicConfig) =>
      rmaPdf(deps, caller, accountId, rmaId, config),
    /** API-43. */
    recordInvoicePayment: (caller: SessionUser, body: PayInvoicesBody) =>
      recordInvoicePayment(deps, caller, body),
    /** API-45. */
    recordPortalPayment: (caller: SessionUser, body: PortalPaymentBody) =>
      recordPortalPayment(deps, caller, body),
    listPortalPayments: (caller: SessionUser) => listPortalPayments(deps, caller),
    /** Issue 32 #4: invoice payments, payments on account and credit applications, newest first. */
    paymentHistory: (caller: SessionUser, accountId: string, query: PaymentHistoryQuery = {}) =>
      listPaymentHistory(deps, caller, accountId, query),
    /** Issue 32 #4: the account statement for a range of days, as data, CSV or PDF. */
    statement: (caller: SessionUser, accountId: string, range: StatementQuery) =>
      accountStatement(deps, caller, accountId, range),
    statementCsv: (caller: SessionUser, accountId: string, range: StatementQuery) =>
      statementCsvFile(deps, caller, accountId, range),
    statementPdf: (caller: SessionUser, accountId: string, range: StatementQuery, config: PublicConfig) =>
      statementPdfFile(deps, caller, accountId, range, config),
    /** Issue 32 #4: an open credit memo applied to some of the account's unpaid invoices. */
    applyCreditMemo: (caller: SessionUser, memoId: string, body: ApplyCreditMemoRequest) =>
      applyCreditMemo(deps, caller, memoId, body),
    /** The payments module's subject of the "invoices" flow. */
    paymentSubject,
    /** The payments module's subject of the "portal" flow. */
    portalPaymentSubject,
  };
}

export type InvoicesModule = ReturnType<typeof createInvoicesModule>;
export { createInvoiceForOrder } from "./create-invoice-for-order.ts";
export { type CreditMemoInput, issueCreditMemo } from "./issue-credit-memo.ts";

// The routers the server mounts: thin, one call of this module a route.
export { invoiceRoutes } from "./routes.ts";
