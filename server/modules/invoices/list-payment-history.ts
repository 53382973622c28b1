import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  type PaymentHistoryAnswer,
  type PaymentHistoryQuery,
  paymentHistoryKinds,
} from "../../../lib/invoices/statement.ts";
import { selectRows } from "../../db/rows.ts";
import { AppError } from "../../errors.ts";
import { reachedAccount } from "../accounts/index.ts";
import { accountNotFound, type InvoicesDeps } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { creditMemos, invoiceAllocations, invoicePayments, invoices, portalPayments } from "./schema.ts";

/** Where a page ends: the last entry's time (microseconds, as the database holds it) and key. */
const cursorSchema = z.object({ at: z.string().min(20).max(40), key: z.string().min(3).max(200) });
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(value: string): Cursor {
  try {
    const cursor = cursorSchema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    if (Number.isNaN(Date.parse(cursor.at))) throw new Error("not a time");
    return cursor;
  } catch {
    throw new AppError("VALIDATION", "cursor: is not a cursor this list answered");
  }
}

const allocated = z.array(
  z.object({ invoiceId: z.string(), number: z.string(), amountCents: z.coerce.number() }),
);

const historyRow = z.object({
  key: z.string(),
  kind: z.enum(paymentHistoryKinds),
  at_text: z.string(),
  reference: z.string(),
  method: z.enum(["card", "ach"]).nullable(),
  amount: z.coerce.number(),
  fee: z.coerce.number(),
  note: z.string(),
  // PGlite answers json as parsed values, node-postgres too; a string is parsed here all the same.
  invoices: z.union([allocated, z.string().transform((text) => allocated.parse(JSON.parse(text)))]),
});

/** A timestamptz as text to the microsecond, in UTC, so a cursor compares exactly. */
const microText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Issue 32 #4 `GET portal-service/invoices/{accountId}/payment-history`: the working account's
 * payments, newest first, a page at a time by keyset, in one statement: invoice payments (with the
 * invoices each paid and how much each took), payments on account, and credit memo applications as
 * their own kind of entry (one an application: the memo, the invoices it credited, the amounts).
 * Every branch carries the account scope; the path's account must be the caller's working account.
 */
export async function listPaymentHistory(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  query: PaymentHistoryQuery,
): Promise<PaymentHistoryAnswer> {
  requireInvoiceAccess(caller);
  workingAccount(deps, caller, accountId);
  const limit = query.limit ?? PAYMENT_HISTORY_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const after = cursor ? sql`where (h.at, h.key) < (${cursor.at}::timestamptz, ${cursor.key}::text)` : sql``;
  const allocationsOf = (kind: "payment" | "credit", match: SQL) => sql`
    coalesce((select json_agg(json_build_object('invoiceId', ${invoices.id}, 'number', ${invoices.number},
        'amountCents', ${invoiceAllocations.amountCents}) order by ${invoices.number})
      from ${invoiceAllocations} join ${invoices} on ${invoices.id} = ${invoiceAllocations.invoiceId}
      where ${invoiceAllocations.kind} = ${kind} and ${match}), '[]'::json)`;
  // Each application of a memo is one call's rows: the same memo and the same transaction time.
  const credit = sql`select 'c:' || ${creditMemos.id}::text || ':' || ${microText(sql`a.applied_at`)} as key,
        'credit-applied' as kind, a.applied_at as at, ${creditMemos.number} as reference,
        null::text as method, sum(a.amount_cents) as amount, 0 as fee, ${creditMemos.reason} as note,
        json_agg(json_build_object('invoiceId', i.id, 'number', i.number, 'amountCents', a.amount_cents)
          order by i.number) as invoices
      from ${invoiceAllocations} a
        join ${creditMemos} on ${creditMemos.id} = a.credit_memo_id
        join ${invoices} i on i.id = a.invoice_id
      where a.kind = 'credit' and ${ownRows(deps, caller, creditMemos.accountId)}
      group by ${creditMemos.id}, ${creditMemos.number}, ${creditMemos.reason}, a.applied_at`;
  const rows = await selectRows(
    deps.db,
    sql`select h.*, ${microText(sql`h.at`)} as at_text from (
        select 'i:' || ${invoicePayments.paymentId} as key, 'invoice-payment' as kind,
          ${invoicePayments.paidAt} as at, ${invoicePayments.paymentId} as reference,
          ${invoicePayments.method}::text as method, ${invoicePayments.baseCents} as amount,
          ${invoicePayments.bankSurchargeCents} as fee, '' as note,
          ${allocationsOf("payment", sql`${invoiceAllocations.paymentId} = ${invoicePayments.paymentId}`)} as invoices
        from ${invoicePayments} where ${ownRows(deps, caller, invoicePayments.accountId)}
        union all
        select 'p:' || ${portalPayments.paymentId}, 'payment-on-account', ${portalPayments.paidAt},
          ${portalPayments.paymentId}, ${portalPayments.paymentType}::text, ${portalPayments.paymentCents},
          ${portalPayments.feeCents}, ${portalPayments.memo}, '[]'::json
        from ${portalPayments} where ${ownRows(deps, caller, portalPayments.accountId)}
        union all
        ${credit}
      ) h ${after}
      order by h.at desc, h.key desc
      limit ${limit + 1}`,
    historyRow,
  );
  if (rows.length === 0 && !cursor) await requireReached(deps, caller, accountId);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    accountId,
    entries: page.map((row) => ({
      key: row.key,
      kind: row.kind,
      at: new Date(row.at_text).toISOString(),
      reference: row.reference,
      method: row.method,
      amountCents: row.amount,
      feeCents: row.fee,
      note: row.note,
      invoices: row.invoices,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at_text, key: last.key }) : null,
  };
}

/** An empty history of an account the caller no longer reaches is not found, as the invoices list. */
async function requireReached(deps: InvoicesDeps, caller: SessionUser, accountId: string) {
  const [row] = await selectRows(
    deps.db,
    sql`select 1 as ok where ${reachedAccount(sql`${accountId}::text`, caller)}`,
  );
  if (!row) throw accountNotFound();
}
