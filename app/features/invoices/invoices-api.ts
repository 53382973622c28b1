import { z } from "zod";
import {
  type ApplyCreditMemoAnswer,
  type ApplyCreditMemoBody,
  applyCreditMemoAnswer,
  type InvoicesAnswer,
  invoicesAnswer,
  type PayInvoicesAnswer,
  type PayInvoicesBody,
  type PortalPayment,
  type PortalPaymentBody,
  payInvoicesAnswer,
  portalPaymentSchema,
} from "../../../lib/invoices/contract.ts";
import {
  type PaymentHistoryAnswer,
  paymentHistoryAnswer,
  type StatementQuery,
} from "../../../lib/invoices/statement.ts";
import { segment, serviceCall } from "../../service-call.ts";

/**
 * The browser's calls to `/api/portal-service…` (decision 004): the account's invoices, credit memos
 * and open RMAs (API-42), recording an approved invoice payment (API-43) or portal payment (API-45),
 * the recent portal payments, and the PDFs' links.
 */
export const PORTAL_SERVICE = "/api/portal-service";

/** The list of portal payments: an array, or `{ payments }` (both read the same). */
const portalPaymentList = z
  .union([z.array(portalPaymentSchema), z.object({ payments: z.array(portalPaymentSchema) }).passthrough()])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.payments));

export const invoicesApi = {
  /** API-42 (INV-01). */
  list: (accountId: string, cursor?: string | null): Promise<InvoicesAnswer> =>
    serviceCall(
      "GET",
      `${PORTAL_SERVICE}/invoices/${segment(accountId)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
      invoicesAnswer,
    ),
  /** API-43 (INV-05). */
  pay: (body: PayInvoicesBody): Promise<PayInvoicesAnswer> =>
    serviceCall("POST", `${PORTAL_SERVICE}/invoices/payment`, payInvoicesAnswer, { body }),
  /** API-45 (PAY-10, PAY-21). */
  submitPortalPayment: (body: PortalPaymentBody): Promise<PortalPayment> =>
    serviceCall("POST", `${PORTAL_SERVICE}/payments`, portalPaymentSchema, { body }),
  /** Issue 32 #4: an open credit memo applied to some unpaid invoices. */
  applyCreditMemo: (memoId: string, body: ApplyCreditMemoBody): Promise<ApplyCreditMemoAnswer> =>
    serviceCall("POST", `${PORTAL_SERVICE}/credit-memos/${segment(memoId)}/apply`, applyCreditMemoAnswer, {
      body,
    }),
  /** Issue 32 #4: invoice payments, payments on account and credit applications, a page at a time. */
  paymentHistory: (accountId: string, cursor?: string | null): Promise<PaymentHistoryAnswer> =>
    serviceCall(
      "GET",
      `${PORTAL_SERVICE}/invoices/${segment(accountId)}/payment-history${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`,
      paymentHistoryAnswer,
    ),
  payments: (): Promise<PortalPayment[]> =>
    serviceCall("GET", `${PORTAL_SERVICE}/payments`, portalPaymentList),
};

const base = (accountId: string) => `${PORTAL_SERVICE}/invoices/${segment(accountId)}`;
export const pdfHrefs = {
  invoice: (accountId: string, id: string) => `${base(accountId)}/invoice/${segment(id)}/pdf`,
  creditMemo: (accountId: string, id: string) => `${base(accountId)}/credit-memo/${segment(id)}/pdf`,
  rma: (accountId: string, id: string) => `${base(accountId)}/rma/${segment(id)}/pdf`,
};

/** Issue 32 #4: the account statement's file for a range of days. */
export function statementHref(accountId: string, format: "csv" | "pdf", range: StatementQuery): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `${base(accountId)}/statement.${format}?${query}`;
}
