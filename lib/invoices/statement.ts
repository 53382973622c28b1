import { z } from "zod";

/**
 * Issue 32 #4: the account statement and the payment history, shared by the server and the pages.
 * Money is integer cents; dates are UTC days ("2026-11-25"). The statement's arithmetic is here, pure,
 * so the property test and the server compute it the same way.
 */

const cents = z.number().int();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-11-25");

/** The longest range one statement covers: ten years of days. */
export const MAX_STATEMENT_DAYS = 3_660;
/** The form's default range: the last 90 days, ending today. */
export const DEFAULT_STATEMENT_DAYS = 90;

const DAY_MS = 86_400_000;

/** A real calendar day (2026-02-30 is not one). */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (both UTC days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `today` moved by `days` (negative: back), as a UTC day. */
export function addDays(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The statement form's default range: the last 90 days up to today. */
export function defaultStatementRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -DEFAULT_STATEMENT_DAYS), to: today };
}

/** What a statement range must be: two calendar days, `from` on or before `to`, at most ten years. */
export function statementRangeProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !isCalendarDay(from)) return "Enter a valid From date.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(to) || !isCalendarDay(to)) return "Enter a valid To date.";
  if (from > to) return "The From date must be on or before the To date.";
  if (daysBetween(from, to) > MAX_STATEMENT_DAYS) return "A statement covers at most ten years.";
  return null;
}

/** `GET portal-service/invoices/{accountId}/statement[.csv|.pdf]?from=&to=`. */
export const statementQuery = z
  .object({ from: day, to: day })
  .strict()
  .superRefine((range, ctx) => {
    const problem = statementRangeProblem(range.from, range.to);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["from"] });
  });
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementLineKinds = ["invoice", "payment", "credit"] as const;
export type StatementLineKind = (typeof statementLineKinds)[number];

/** One movement of the account: an invoice (a charge), a payment or a credit memo (credits). */
export const statementEntrySchema = z
  .object({
    date: day,
    kind: z.enum(statementLineKinds),
    reference: z.string(),
    description: z.string(),
    /** Always positive: an invoice adds it, a payment or credit takes it off. */
    amountCents: cents,
  })
  .strict();
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementLineSchema = statementEntrySchema.extend({ balanceCents: cents }).strict();
export type StatementLine = z.infer<typeof statementLineSchema>;

/** An invoice open at the statement's end date: what was left of it then, and when it was due. */
export type OpenItem = { reference: string; dueDate: string; balanceCents: number };

export const ageingBucketKeys = ["current", "days31to60", "days61to90", "over90"] as const;
export type AgeingBucket = (typeof ageingBucketKeys)[number];
export const ageingBucketLabels: Record<AgeingBucket, string> = {
  current: "Current / 0–30 days",
  days31to60: "31–60 days",
  days61to90: "61–90 days",
  over90: "Over 90 days",
};

export const statementSchema = z
  .object({
    accountId: z.string(),
    from: day,
    to: day,
    openingBalanceCents: cents,
    lines: z.array(statementLineSchema),
    invoicedCents: cents,
    paidCents: cents,
    creditedCents: cents,
    closingBalanceCents: cents,
    /** The open invoices at `to`, by days past due then. */
    ageing: z.object({ current: cents, days31to60: cents, days61to90: cents, over90: cents }).strict(),
    /** Their sum: what the invoices still owed at `to`. */
    openInvoicesCents: cents,
    /** Payments on account and credits not applied to an invoice by `to`: the closing balance is the rest. */
    unappliedCents: cents,
  })
  .strict();
export type Statement = z.infer<typeof statementSchema>;

/** The bucket of an invoice `to - dueDate` days past due (not yet due is current). */
export function ageingBucketOf(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 30) return "current";
  if (daysPastDue <= 60) return "days31to60";
  if (daysPastDue <= 90) return "days61to90";
  return "over90";
}

const order: Record<StatementLineKind, number> = { invoice: 0, credit: 1, payment: 2 };

/**
 * The statement from its parts: the balance before `from`, the movements in the range (put in date
 * order: on one day invoices, then credits, then payments, each by reference) each with the running
 * balance after it, the closing balance, and the open invoices at `to` in their ageing buckets.
 */
export function buildStatement(input: {
  accountId: string;
  from: string;
  to: string;
  openingBalanceCents: number;
  entries: readonly StatementEntry[];
  openItems: readonly OpenItem[];
  unappliedCents: number;
}): Statement {
  const sorted = [...input.entries].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || order[a.kind] - order[b.kind] || a.reference.localeCompare(b.reference),
  );
  let balance = input.openingBalanceCents;
  const totals = { invoice: 0, payment: 0, credit: 0 };
  const lines = sorted.map((entry) => {
    totals[entry.kind] += entry.amountCents;
    balance += entry.kind === "invoice" ? entry.amountCents : -entry.amountCents;
    return { ...entry, balanceCents: balance };
  });
  const ageing = { current: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const item of input.openItems) {
    ageing[ageingBucketOf(daysBetween(item.dueDate, input.to))] += item.balanceCents;
  }
  return {
    accountId: input.accountId,
    from: input.from,
    to: input.to,
    openingBalanceCents: input.openingBalanceCents,
    lines,
    invoicedCents: totals.invoice,
    paidCents: totals.payment,
    creditedCents: totals.credit,
    closingBalanceCents: balance,
    ageing,
    openInvoicesCents: input.openItems.reduce((sum, item) => sum + item.balanceCents, 0),
    unappliedCents: input.unappliedCents,
  };
}

/** The statement's file name: `statement-A-10001-2026-09-01-to-2026-11-30.csv`. */
export function statementFileName(accountId: string, from: string, to: string, ext: "csv" | "pdf"): string {
  return `statement-${accountId.replace(/[^A-Za-z0-9_-]/g, "_")}-${from}-to-${to}.${ext}`;
}

// The payment history: invoice payments, payments on account and credit memo applications.

export const paymentHistoryKinds = ["invoice-payment", "payment-on-account", "credit-applied"] as const;
export type PaymentHistoryKind = (typeof paymentHistoryKinds)[number];

export const paymentHistoryEntrySchema = z
  .object({
    /** Unique in the list: the kind's letter and its reference. */
    key: z.string(),
    kind: z.enum(paymentHistoryKinds),
    at: z.iso.datetime({ offset: true }),
    /** The payment's reference, or the credit memo's number. */
    reference: z.string(),
    /** How it was paid; none for a credit. */
    method: z.enum(["card", "ach"]).nullable(),
    /** What went toward the account (before a card's surcharge or fee), or what the credit applied. */
    amountCents: cents,
    /** A card's surcharge or fee charged on top; 0 for ACH and credits. */
    feeCents: cents,
    /** The payer's memo, or the credit memo's reason. */
    note: z.string(),
    /** Which invoices it paid or credited, and how much of it each took (none for a payment on account). */
    invoices: z.array(z.object({ invoiceId: z.uuid(), number: z.string(), amountCents: cents }).strict()),
  })
  .strict();
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

export const paymentHistoryAnswer = z
  .object({
    accountId: z.string(),
    entries: z.array(paymentHistoryEntrySchema),
    nextCursor: z.string().nullable(),
  })
  .strict();
export type PaymentHistoryAnswer = z.infer<typeof paymentHistoryAnswer>;

export const PAYMENT_HISTORY_PAGE_SIZE = 10;

export const paymentHistoryQuery = z
  .object({
    cursor: z.string().max(300).optional(),
    limit: z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(100))
      .optional(),
  })
  .strict();
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuery>;
