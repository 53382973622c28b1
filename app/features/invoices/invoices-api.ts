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
  payments: (): Promise<PortalPayment[]> =>
    serviceCall("GET", `${PORTAL_SERVICE}/payments`, portalPaymentList),
};

const base = (accountId: string) => `${PORTAL_SERVICE}/invoices/${segment(accountId)}`;
export const pdfHrefs = {
  invoice: (accountId: string, id: string) => `${base(accountId)}/invoice/${segment(id)}/pdf`,
  creditMemo: (accountId: string, id: string) => `${base(accountId)}/credit-memo/${segment(id)}/pdf`,
  rma: (accountId: string, id: string) => `${base(accountId)}/rma/${segment(id)}/pdf`,
};
