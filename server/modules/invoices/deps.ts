import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { Order } from "../../../lib/orders/contract.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { PaymentInFlight } from "../payments/index.ts";
import type { RemitTo } from "./remit-to.ts";

/** What the invoices module's use cases work with; index.ts binds them to one set. */
export type InvoicesDeps = {
  db: Db;
  /** Receipts of invoice and portal payments; sent through the settle's `mailer.hold`, after commit. */
  mailer: Pick<Mailer, "send">;
  logger: Pick<Logger, "warn" | "info">;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
  /** The brand named in receipts. */
  brandName: string;
  /** Issue 32 #4: where and how to pay, on invoices and statements. */
  remitTo: RemitTo;
  /** The payments module's pending attempts of these invoices (issue 30: "payment in progress"). */
  paymentsInFlight: (
    db: Db,
    accountId: string,
    subject: { invoiceIds: readonly string[] },
  ) => Promise<PaymentInFlight[]>;
  /**
   * Issue 32 #4: the order an invoice bills, as the caller reaches it through the orders module (its
   * lines and addresses go on the invoice's PDF); null when not found. Unset: PDFs go without lines.
   */
  orderForInvoice?: (caller: SessionUser, orderId: string) => Promise<Order | null>;
  /** The clock: "overdue" is open and due before today (tests move it). */
  now?: () => Date;
};

export const accountNotFound = () => new AppError("NOT_FOUND", "Account not found");
export const invoiceNotFound = () => new AppError("NOT_FOUND", "Invoice not found");
export const paymentNotFound = () => new AppError("NOT_FOUND", "Payment not found");
/** USER-10, SEC-05: invoices are the account's business, shown to those who buy for it (cart access). */
export const noInvoiceAccess = () =>
  new AppError("FORBIDDEN", "You do not have access to the invoices of this account");

/** Today in UTC ("2026-11-25"): the day due dates are compared with. */
export function todayOf(deps: Pick<InvoicesDeps, "now">): string {
  return (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
}
