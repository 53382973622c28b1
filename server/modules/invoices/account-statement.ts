import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import {
  buildStatement,
  type Statement,
  type StatementQuery,
  statementLineKinds,
} from "../../../lib/invoices/statement.ts";
import { selectRows } from "../../db/rows.ts";
import { reachedAccount } from "../accounts/index.ts";
import { accountNotFound, type InvoicesDeps } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { creditMemos, invoiceAllocations, invoicePayments, invoices, portalPayments } from "./schema.ts";

/** A timestamptz's day in UTC, the day the statement files it under. */
const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;

const movementRow = z.object({
  kind: z.enum(["opening", ...statementLineKinds]),
  day: z.string().nullable(),
  reference: z.string(),
  description: z.string(),
  amount: z.coerce.number(),
});

const openRow = z.object({ reference: z.string(), due: z.string(), balance: z.coerce.number() });

/**
 * The account's movements up to `to`, as rows of (day, kind, reference, description, amount): its
 * invoices (charges), its invoice payments and payments on account (before any card surcharge or
 * fee, which pay the card's cost, not the account), and its credit memos (credits). A credit memo
 * applied to an invoice moves nothing: the credit was counted when the memo was issued.
 */
function movements(deps: InvoicesDeps, caller: SessionUser, to: string): SQL {
  const method = (column: SQL) => sql`case ${column} when 'card' then 'card' else 'ACH' end`;
  return sql`
    select ${invoices.invoiceDate} as day, 'invoice' as kind, ${invoices.number} as reference,
      'Invoice' || case when ${invoices.purchaseOrder} <> '' then ', PO ' || ${invoices.purchaseOrder} else '' end
        || coalesce(', order ' || ${invoices.orderNumber}, '') as description,
      ${invoices.amountCents} as amount
    from ${invoices} where ${ownRows(deps, caller, invoices.accountId)} and ${invoices.invoiceDate} <= ${to}::date
    union all
    select ${utcDay(sql`${invoicePayments.paidAt}`)}, 'payment', ${invoicePayments.paymentId},
      'Payment by ' || ${method(sql`${invoicePayments.method}`)} || coalesce(' of ' || (
        select string_agg(${invoices.number}, ', ' order by ${invoices.number})
        from ${invoiceAllocations} join ${invoices} on ${invoices.id} = ${invoiceAllocations.invoiceId}
        where ${invoiceAllocations.paymentId} = ${invoicePayments.paymentId}), ''),
      ${invoicePayments.baseCents}
    from ${invoicePayments} where ${ownRows(deps, caller, invoicePayments.accountId)}
      and ${utcDay(sql`${invoicePayments.paidAt}`)} <= ${to}::date
    union all
    select ${utcDay(sql`${portalPayments.paidAt}`)}, 'payment', ${portalPayments.paymentId},
      'Payment on account by ' || ${method(sql`${portalPayments.paymentType}`)}
        || case when ${portalPayments.memo} <> '' then ': ' || ${portalPayments.memo} else '' end,
      ${portalPayments.paymentCents}
    from ${portalPayments} where ${ownRows(deps, caller, portalPayments.accountId)}
      and ${utcDay(sql`${portalPayments.paidAt}`)} <= ${to}::date
    union all
    select ${creditMemos.memoDate}, 'credit', ${creditMemos.number}, 'Credit memo: ' || ${creditMemos.reason},
      ${creditMemos.amountCents}
    from ${creditMemos} where ${ownRows(deps, caller, creditMemos.accountId)} and ${creditMemos.memoDate} <= ${to}::date`;
}

/** What of each allocation was applied by the end of `to`. */
const appliedBy = (to: string, match: SQL) => sql`coalesce((select sum(${invoiceAllocations.amountCents})
    from ${invoiceAllocations} where ${match}
      and ${utcDay(sql`${invoiceAllocations.appliedAt}`)} <= ${to}::date), 0)`;

/**
 * Issue 32 #4 `GET portal-service/invoices/{accountId}/statement?from=&to=`: the account statement
 * of the caller's working account for a range of UTC days: the balance before `from`, every invoice,
 * payment and credit in the range in date order with the running balance, the closing balance, and
 * the invoices open at `to` aged by days past due then (what was applied to them after `to` does not
 * count), with the payments and credits not yet applied to an invoice by then. Three statements, each
 * scoped to the account; the path's account must be the caller's working account (else 404).
 */
export async function accountStatement(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  range: StatementQuery,
): Promise<Statement> {
  requireInvoiceAccess(caller);
  workingAccount(deps, caller, accountId);
  const { from, to } = range;
  const [moves, open, unapplied] = await Promise.all([
    selectRows(
      deps.db,
      sql`with m as (${movements(deps, caller, to)})
        select 'opening' as kind, null as day, '' as reference, '' as description,
          coalesce(sum(case when kind = 'invoice' then amount else -amount end), 0) as amount
        from m where day < ${from}::date
          having ${reachedAccount(sql`${accountId}::text`, caller)}
        union all
        select kind, day::text, reference, description, amount from m where day >= ${from}::date`,
      movementRow,
    ),
    selectRows(
      deps.db,
      sql`select * from (
          select ${invoices.number} as reference, ${invoices.dueDate}::text as due,
            ${invoices.amountCents} - ${appliedBy(to, sql`${invoiceAllocations.invoiceId} = ${invoices.id}`)} as balance
          from ${invoices} where ${ownRows(deps, caller, invoices.accountId)} and ${invoices.invoiceDate} <= ${to}::date
        ) o where balance > 0 order by due, reference`,
      openRow,
    ),
    selectRows(
      deps.db,
      sql`select coalesce(sum(rest), 0) as unapplied from (
          select ${creditMemos.amountCents} - ${appliedBy(to, sql`${invoiceAllocations.creditMemoId} = ${creditMemos.id}`)} as rest
          from ${creditMemos} where ${ownRows(deps, caller, creditMemos.accountId)} and ${creditMemos.memoDate} <= ${to}::date
          union all
          select ${invoicePayments.baseCents} - ${appliedBy(to, sql`${invoiceAllocations.paymentId} = ${invoicePayments.paymentId}`)}
          from ${invoicePayments} where ${ownRows(deps, caller, invoicePayments.accountId)}
            and ${utcDay(sql`${invoicePayments.paidAt}`)} <= ${to}::date
          union all
          select ${portalPayments.paymentCents} from ${portalPayments}
          where ${ownRows(deps, caller, portalPayments.accountId)} and ${utcDay(sql`${portalPayments.paidAt}`)} <= ${to}::date
        ) u`,
      z.object({ unapplied: z.coerce.number() }),
    ),
  ]);
  const opening = moves.find((row) => row.kind === "opening");
  if (!opening) throw accountNotFound();
  return buildStatement({
    accountId,
    from,
    to,
    openingBalanceCents: opening.amount,
    entries: moves.flatMap((row) =>
      row.kind === "opening" || row.day === null
        ? []
        : [
            {
              date: row.day,
              kind: row.kind,
              reference: row.reference,
              description: row.description,
              amountCents: row.amount,
            },
          ],
    ),
    openItems: open.map((row) => ({ reference: row.reference, dueDate: row.due, balanceCents: row.balance })),
    unappliedCents: unapplied[0]?.unapplied ?? 0,
  });
}
