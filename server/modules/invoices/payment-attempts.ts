import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { amountToCents } from "../../../lib/payments/contract.ts";
import { selectRows } from "../../db/rows.ts";
import { AppError } from "../../errors.ts";
import { type InvoicesDeps, paymentNotFound } from "./deps.ts";
import { ownRawRows } from "./invoice-scope.ts";

/**
 * Cross-module reads of the payments module's `payment_attempts` table, read-only and in raw SQL
 * (decision 005 forbids importing its schema): the invoices module needs to know what the server
 * recorded for an attempt, to answer API-43 and API-45 from its own figures instead of the body's.
 * (Whether an invoice has a payment in flight is the payments module's own check, paymentsInFlight.) The payments
 * module owns every write of the table; the columns read here are part of its migration (0014).
 */

const attemptSchema = z.object({
  reference: z.string(),
  flow: z.enum(["order", "invoices", "portal"]),
  accountId: z.string(),
  status: z.enum(["pending", "approved", "declined", "cancelled", "abandoned", "voided"]),
  method: z.enum(["card", "ach"]),
  baseCents: z.coerce.number(),
  surchargeCents: z.coerce.number(),
  amountCents: z.coerce.number(),
  invoiceIds: z.array(z.string()).nullable(),
});
export type RecordedAttempt = z.infer<typeof attemptSchema>;

const columns = sql`reference, flow, account_id as "accountId", status, method,
  base_cents::float8 as "baseCents", surcharge_cents::float8 as "surchargeCents",
  amount_cents::float8 as "amountCents", to_json(invoice_ids) as "invoiceIds"`;

/** The attempt `reference` of `flow`, of the caller's working account (reached); else undefined. */
export async function recordedAttempt(
  deps: InvoicesDeps,
  caller: SessionUser,
  reference: string,
  flow: "invoices" | "portal",
): Promise<RecordedAttempt | undefined> {
  const [row] = await selectRows(
    deps.db,
    sql`select ${columns} from payment_attempts
      where reference = ${reference} and flow = ${flow} and ${ownRawRows(deps, caller, sql`account_id`)}`,
    attemptSchema,
  );
  return row;
}

/**
 * API-43, API-45: the caller's approved attempt `reference` of `flow`, as the server recorded it.
 * Unknown, of another account or of another flow is 404; one not approved is 409.
 */
export async function approvedAttempt(
  deps: InvoicesDeps,
  caller: SessionUser,
  reference: string,
  flow: "invoices" | "portal",
): Promise<RecordedAttempt> {
  const attempt = await recordedAttempt(deps, caller, reference, flow);
  if (!attempt) throw paymentNotFound();
  if (attempt.status === "pending") throw new AppError("CONFLICT", "The payment is not approved yet");
  if (attempt.status !== "approved") throw new AppError("CONFLICT", "The payment was not approved");
  return attempt;
}

/** A money hint of a body ("123.45", 123.45) in cents; 400 when it is not an amount. */
export function hintCents(field: string, value: string | number): number {
  const cents = amountToCents(String(value));
  if (cents === null) throw new AppError("VALIDATION", `${field}: must be an amount in dollars, like 123.45`);
  return cents;
}

/**
 * The body's figures against the attempt's: any difference is 409 and nothing is written (the body
 * is only ever checked, never trusted).
 */
export function requireSameFigures(
  figures: readonly (readonly [field: string, body: unknown, recorded: unknown])[],
): void {
  const differing = figures.filter(([, body, recorded]) => body !== recorded).map(([field]) => field);
  if (differing.length > 0) {
    throw new AppError(
      "CONFLICT",
      `The payment's ${differing.join(", ")} differ from what was charged: reload the page and check the payment`,
    );
  }
}
