import { sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import { bankSurchargeCents, type PaymentMethod } from "../../../lib/payments/contract.ts";
import { selectRows } from "../../db/rows.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { reachedAccount } from "../accounts/index.ts";
import type { PricedPurpose } from "../payments/index.ts";
import { accountNotFound, type InvoicesDeps } from "./deps.ts";
import { requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";

/** A portal payment's bounds: $1.00 to $1,000,000.00. */
export const PORTAL_PAYMENT_MIN_CENTS = 100;
export const PORTAL_PAYMENT_MAX_CENTS = 100_000_000;

/**
 * What an on-account portal payment charges (PAY-10, PAY-12, PAY-21), asked by the payments module
 * when the buyer starts one: the amount the buyer chose, between $1.00 and $1,000,000.00 (else 400),
 * for the caller's working account (reached, else 404), and a fee by the bank surcharge's rule (OPEN
 * default of PAY: 3 % rounded half up for card, 0 for ACH).
 */
export async function pricePortalPayment(
  deps: InvoicesDeps,
  caller: SessionUser,
  paymentCents: number,
  method: PaymentMethod,
  memo = "",
  db: DbOrTx = deps.db,
): Promise<PricedPurpose> {
  requireInvoiceAccess(caller);
  const accountId = workingAccount(deps, caller);
  if (
    !Number.isSafeInteger(paymentCents) ||
    paymentCents < PORTAL_PAYMENT_MIN_CENTS ||
    paymentCents > PORTAL_PAYMENT_MAX_CENTS
  ) {
    throw new AppError("VALIDATION", "paymentAmount: must be between $1.00 and $1,000,000.00");
  }
  const [reached] = await selectRows(
    db,
    sql`select 1 as ok where ${reachedAccount(sql`${accountId}::text`, caller)}`,
    z.object({ ok: z.number() }),
  );
  if (!reached) throw accountNotFound();
  return {
    accountId,
    baseCents: paymentCents,
    surchargeCents: bankSurchargeCents(paymentCents, method),
    description: memo ? `Payment on account: ${memo}` : "Payment on account",
    memo,
  };
}
