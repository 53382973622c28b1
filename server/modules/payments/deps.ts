import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { PaymentMethod, PaymentPurpose } from "../../../lib/payments/contract.ts";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import type { PaymentProvider } from "../../adapters/payments/provider.ts";
import type { Db } from "../../db/client.ts";
import type { Tx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import type { Logger } from "../../logger.ts";
import type { InvoiceAllocation, paymentAttempts } from "./schema.ts";

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/** What a payment pays, priced by the module that owns it, for this caller, now. */
export type PricedPurpose = {
  /** The caller's working account the subject belongs to (another account's subject threw 404). */
  accountId: string;
  /** The order total, the invoices' balances, or the portal payment's amount. */
  baseCents: number;
  /** PAY-11/PAY-12: the bank surcharge (orders, invoices) or fee (portal) for the method. */
  surchargeCents: number;
  /** For the provider's page and the records: "Order SO-2026-000042". */
  description: string;
  orderId?: string;
  invoiceIds?: string[];
  /** Issue 32 #4: how much of the base goes to each of `invoiceIds` (they sum to `baseCents`). */
  allocations?: InvoiceAllocation[];
  /** The payer's note (a portal payment's memo), kept on the attempt for its subject. */
  memo?: string;
  /** How the refusal of a second payment names the subject one of `invoiceIds` is ("Invoice INV-…"). */
  labels?: Record<string, string>;
};

/**
 * The owner of one flow's subject: the orders module for "order", the invoices module for "invoices"
 * and "portal". The payments module asks it what to charge when a payment starts, and hands it an
 * approved attempt exactly once, inside the transaction that settles the attempt, so the attempt's
 * approval and its effect (the order PENDING / AUTHORIZED, the invoices Paid, the portal payment
 * recorded) commit together or not at all. Mail goes through mailer.hold, after the commit.
 */
export type PaymentSubject<P extends PaymentPurpose = PaymentPurpose> = {
  /**
   * Refuses (AppError) a subject the caller may not pay (404 for another account's; 409 when it is
   * already paid or cancelled) and answers what to charge. Given the transaction that starts the
   * payment (`lock`), it reads through it and locks the subject's rows (FOR UPDATE) until it commits:
   * the payments module then checks for a payment in flight and writes the new one under that lock.
   */
  price(caller: SessionUser, purpose: P, method: PaymentMethod, lock?: Tx): Promise<PricedPurpose>;
  /**
   * The approved attempt's effect. Called once per attempt, by whichever report settled it. Answers
   * false when the subject can no longer take the payment (the order was cancelled meanwhile, the
   * invoices were all paid another way): nothing is applied, and the payments module voids it.
   */
  applyApproved(tx: Tx, attempt: PaymentAttemptRow): Promise<boolean>;
};

export type PaymentsDeps = {
  db: Db;
  provider: PaymentProvider;
  subjects: {
    order: PaymentSubject<Extract<PaymentPurpose, { kind: "order" }>>;
    invoices: PaymentSubject<Extract<PaymentPurpose, { kind: "invoices" }>>;
    portal: PaymentSubject<Extract<PaymentPurpose, { kind: "portal" }>>;
  };
  /** The site's own origin (PUBLIC_URL or the served port), for the return page and the callback. */
  baseURL: string;
  /** Holds the subjects' mail until a settle commits (without it, mail goes out as it is sent). */
  mailer?: Pick<Mailer, "hold">;
  /** Refused callbacks and results are logged as warnings (without card data). */
  logger?: Logger;
  now?: () => Date;
  /**
   * Issue 33 item 4: the invoices module's issueCreditMemo, for a staff credit against a payment,
   * inside the transaction that records it.
   */
  issueCreditMemo: (
    tx: Tx,
    input: { accountId: string; amountCents: number; reason: string; issuedAt: Date },
  ) => Promise<{ id: string; number: string }>;
  /** PAYMENT_ATTEMPT_TTL_MINUTES in ms: how long a started payment holds its subject (30 minutes). */
  attemptTtlMs?: number;
};

export const DEFAULT_ATTEMPT_TTL_MS = 30 * 60_000;

/** Another account's attempt, one of another flow, or none at all: the same answer. */
export const paymentNotFound = () => new AppError("NOT_FOUND", "Payment not found");

/** The subject that owns a flow's payments (a switch, so each subject gets its own purpose type). */
export function subjectOf(deps: PaymentsDeps, flow: PaymentAttemptRow["flow"]): PaymentSubject {
  return deps.subjects[flow] as PaymentSubject;
}
