import { z } from "zod";
import { amountToCents, paymentInProgressSchema } from "../payments/contract.ts";
import { text } from "../shared/safe-text.ts";

/**
 * The contract of /api/portal-service… (spec §7 "Invoices and payments": API-42 … API-46; INV-01 …
 * INV-08, PAY-10, PAY-21): the account's invoices, credit memos and open RMAs, paying invoices and
 * on-account portal payments. Shared by the server and the pages. Money is integer cents in `…Cents`
 * fields; the spec's names (`Invoice`, `InvoiceBalance`, `status`, `creditMemos`, `openRmas`) are kept.
 */

/** The strings of spec §8 for invoices and portal payments, character for character. */
export const invoiceMessages = {
  creditMemosLoadError: "Failed to load credit memos",
  /** OPEN default of INV (pending copy approval). */
  invoicesLoadError: "Failed to load invoices",
  paid: "Invoices paid successfully!",
  paymentSubmitted: "Payment submitted successfully!",
} as const;

/** CONST-43: a paid invoice's status. */
export const PAID_STATUS = "Paid";

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** INV-02: an invoice, with `Invoice` (its number), `InvoiceBalance` (cents) and `status`. */
export const invoiceSchema = z
  .object({
    id: z.uuid(),
    Invoice: z.string(),
    orderId: z.uuid().nullable(),
    orderNumber: z.string().nullable(),
    PurchaseOrder: z.string(),
    invoiceDate: day,
    dueDate: day,
    amountCents: cents,
    InvoiceBalance: cents,
    /** Issue 32 #4: `Partly paid` once part of it was paid or credited; `Paid` with no balance left. */
    status: z.enum(["Open", "Partly paid", "Paid"]),
    /** Not paid and past its due date (computed when read, in the account's day: UTC dates). */
    overdue: z.boolean(),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
    /** An open invoice's payment in progress (API-42's list only), issue 30. */
    paymentInProgress: paymentInProgressSchema.optional(),
  })
  .strict();
export type Invoice = z.infer<typeof invoiceSchema>;

/** OPEN default of INV: a credit memo's number, date, amount and status. */
export const creditMemoSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    date: day,
    amountCents: cents,
    /** Issue 32 #4: what is left to apply to invoices (0 once `Applied`). */
    balanceCents: cents,
    status: z.enum(["Open", "Applied"]),
    reason: z.string(),
    invoiceNumber: z.string().nullable(),
  })
  .strict();
export type CreditMemo = z.infer<typeof creditMemoSchema>;

/** INV-04: an open RMA's number, date, amount and status. */
export const rmaSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    date: day,
    orderNumber: z.string().nullable(),
    amountCents: cents,
    status: z.enum(["Open", "Received", "Closed"]),
    reason: z.string(),
  })
  .strict();
export type Rma = z.infer<typeof rmaSchema>;

/**
 * API-42 `GET portal-service/invoices/{accountId}` (INV-01): the working account's invoices (open
 * first by due date, then paid, newest first), credit memos and open RMAs. The account id in the path
 * must be the caller's working account; another is 404.
 */
export const invoicesAnswer = z
  .object({
    accountId: z.string(),
    invoices: z.array(invoiceSchema),
    creditMemos: z.array(creditMemoSchema),
    openRmas: z.array(rmaSchema),
    /** The sum of the open balances, and of those overdue. */
    openBalanceCents: cents,
    overdueBalanceCents: cents,
    nextCursor: z.string().nullable(),
  })
  .strict();
export type InvoicesAnswer = z.infer<typeof invoicesAnswer>;

export const listInvoicesQuery = z
  .object({
    /** `Open`: every invoice with a balance (Open and Partly paid); `Paid`: those paid in full. */
    status: z.enum(["Open", "Paid"]).optional(),
    cursor: z.string().max(200).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(200))
      .optional(),
  })
  .strict();
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuery>;

const moneyHint = z.union([z.string(), z.number()]);

/**
 * API-43 `POST portal-service/invoices/payment` (INV-05): `{ invoices, paymentId, paymentAmount,
 * email, bankSurcharge }`, sent after an approved payment. The server records the payment from its
 * own record of the approved attempt `paymentId` (idempotent: a repeat answers the same result);
 * the invoices, amount and surcharge must be the attempt's, else 409. `paymentAmount` is the sum of
 * the balances paid, before the surcharge (as a portal payment's `paymentAmount` is before its fee);
 * the amount charged is `paymentAmount + bankSurcharge` (PAY-12).
 */
export const payInvoicesBody = z
  .object({
    invoices: z.array(z.uuid()).min(1).max(200),
    paymentId: z.string().trim().min(1).max(100),
    paymentAmount: moneyHint,
    email: z.email().max(200),
    bankSurcharge: moneyHint,
  })
  .strict();
export type PayInvoicesBody = z.infer<typeof payInvoicesBody>;

export const payInvoicesAnswer = z
  .object({
    paymentId: z.string(),
    invoices: z.array(invoiceSchema),
    amountCents: cents,
    bankSurchargeCents: cents,
  })
  .strict();
export type PayInvoicesAnswer = z.infer<typeof payInvoicesAnswer>;

/**
 * API-45 `POST portal-service/payments` (PAY-10, PAY-21): `paymentAmount`, `fee`, `firstName`,
 * `lastName`, `email`, `paymentType` and `paymentId`, sent after an approved portal payment; recorded
 * from the server's record of the attempt (idempotent; figures that differ from it are 409).
 */
export const portalPaymentBody = z
  .object({
    paymentId: z.string().trim().min(1).max(100),
    paymentAmount: moneyHint,
    fee: moneyHint,
    firstName: text().trim().min(1).max(80),
    lastName: text().trim().min(1).max(80),
    email: z.email().max(200),
    paymentType: z.enum(["card", "ach"]),
  })
  .strict();
export type PortalPaymentBody = z.infer<typeof portalPaymentBody>;

export const portalPaymentSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.string(),
    paymentType: z.enum(["card", "ach"]),
    paymentCents: cents,
    feeCents: cents,
    amountCents: cents,
    memo: z.string(),
    paidAt: z.iso.datetime({ offset: true }),
  })
  .strict();
export type PortalPayment = z.infer<typeof portalPaymentSchema>;

/** `GET portal-service/payments`: the working account's latest portal payments, newest first (20). */
export const portalPaymentsAnswer = z
  .object({
    accountId: z.string(),
    payments: z.array(portalPaymentSchema),
  })
  .strict();
export type PortalPaymentsAnswer = z.infer<typeof portalPaymentsAnswer>;

const dollars = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const amount = amountToCents(String(value));
  if (amount === null) {
    ctx.addIssue({ code: "custom", message: "must be an amount in dollars, like 123.45" });
    return z.NEVER;
  }
  return amount;
});

/**
 * Issue 32 #4 `POST portal-service/credit-memos/{id}/apply`: an open credit memo of the working
 * account applied to one or more of its unpaid invoices. Each `amount` (dollars) is at most the
 * invoice's balance; without one, the invoice takes what is left of the memo, up to its balance.
 * Together at most the memo's balance. Another account's memo or invoice is 404.
 */
export const applyCreditMemoBody = z
  .object({
    allocations: z
      .array(z.object({ invoiceId: z.uuid("must be an invoice id"), amount: dollars.optional() }).strict())
      .min(1, "choose at least one invoice")
      .max(50),
  })
  .strict();
export type ApplyCreditMemoBody = z.input<typeof applyCreditMemoBody>;
export type ApplyCreditMemoRequest = z.output<typeof applyCreditMemoBody>;

export const applyCreditMemoAnswer = z
  .object({
    creditMemo: creditMemoSchema,
    /** The invoices credited, with their new balances and statuses. */
    invoices: z.array(invoiceSchema),
    appliedCents: cents,
  })
  .strict();
export type ApplyCreditMemoAnswer = z.infer<typeof applyCreditMemoAnswer>;
