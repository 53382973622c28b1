import type { FreightRules } from "../../../lib/orders/freight.ts";
import type { StaffAttempt } from "../../../lib/staff/orders-contract.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { Db } from "../../db/client.ts";
import type { DbOrTx, Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { AccountsModule } from "../accounts/index.ts";
import type { CartModule } from "../cart/index.ts";
import type { ShippingFacts } from "../catalog/index.ts";
import type { PaymentInFlight, PaymentSubjectIds } from "../payments/index.ts";
import type { QuotesModule } from "../quotes/index.ts";

/** What the invoices module needs to bill a shipped on-account order. */
export type ShippedOrderInvoiceInput = {
  orderId: string;
  orderNumber: string;
  accountId: string;
  purchaseOrder: string;
  amountCents: number;
  creditTermsDays: number;
  /** The day it shipped: the invoice's date; due `creditTermsDays` later. */
  shippedAt: Date;
};
export type ShippedOrderInvoice = { id: string; number: string };

/** An approved payment attempt as the payments module recorded it (PAY-08's `PaymentID`). */
export type ApprovedAttempt = {
  reference: string;
  orderId: string | null;
  accountId: string;
  amountCents: number;
};

/** What the orders module's use cases work with; index.ts binds them to one set. */
export type OrdersDeps = {
  db: Db;
  /** USER-23, AMB-35: the configured fallback account, or none. */
  fallbackAccountId?: string | undefined;
  /** The cart an order is placed from, and where a reorder goes; a quote's coupon use is spent there. */
  cart: Pick<
    CartModule,
    | "pricedCart"
    | "addLines"
    | "takeOrderedLines"
    | "spendCoupon"
    | "setAsideCart"
    | "returnSubmittedCart"
    | "submittedCart"
  >;
  /** The quote an order is placed from (its frozen lines and totals), marked ordered and reopened. */
  quotes: Pick<QuotesModule, "get" | "markOrdered" | "reopen">;
  /** API-62: the account's addresses and contacts, to prefill checkout. */
  accounts: Pick<AccountsModule, "peopleAccounts" | "approversOf">;
  mailer: Pick<Mailer, "send" | "hold">;
  /**
   * The invoices module's `createForShippedOrder`: bills a shipped on-account order inside the
   * transaction that ships it (once: the invoices table allows one invoice per order).
   */
  invoiceShippedOrder: (tx: Tx, order: ShippedOrderInvoiceInput) => Promise<ShippedOrderInvoice>;
  /** The payments module's record of an approved attempt, by its reference (API-49); null if none. */
  approvedAttempt: (reference: string) => Promise<ApprovedAttempt | null>;
  /**
   * The payments module's pending attempts of these orders (paymentsInFlight), read through the
   * caller's transaction with the orders locked: an order being paid is neither replaced nor cancelled.
   */
  paymentsInFlight: (db: DbOrTx, accountId: string, subject: PaymentSubjectIds) => Promise<PaymentInFlight[]>;
  /** Issue 33 item 4: the payments module's attempts of an order, for the staff order page. */
  orderAttempts: (orderId: string) => Promise<StaffAttempt[]>;
  /** The payments module closes the account's expired attempts at the provider (before the check above). */
  releaseExpiredPayments: (accountId: string) => Promise<void>;
  /** Issue 32 item 1: the manufacturer's freight rules (FREIGHT_RULES_FILE), validated at start. */
  freightRules: FreightRules;
  /** The catalogue's weights, cartons and lead times of the ordered products. */
  shippingFacts: (productIds: readonly string[]) => Promise<ShippingFacts[]>;
  /** INTEGRATION_API_KEY: the ERP's key for the integration API; unset, that API answers 503. */
  integrationApiKey?: string | undefined;
  /** The site's origin, for the links in mail. */
  baseURL: string;
  brandName: string;
  now?: () => Date;
};

export const orderNotFound = () => new AppError("NOT_FOUND", "Order not found");
export const accountNotFound = () => new AppError("NOT_FOUND", "Account not found");
/** USER-10, CART-02: orders are the cart bought; a caller without cart access is refused. */
export const noOrderAccess = () =>
  new AppError("FORBIDDEN", "You do not have access to the orders of this account");
