import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { InvoicesAnswer, ListInvoicesQuery } from "../../../lib/invoices/contract.ts";
import { selectRows } from "../../db/rows.ts";
import { AppError } from "../../errors.ts";
import { reachedAccount } from "../accounts/index.ts";
import { toPaymentInProgress } from "../payments/index.ts";
import { type InvoiceRow, toCreditMemo, toInvoice, toRma } from "./answers.ts";
import { accountNotFound, type InvoicesDeps, todayOf } from "./deps.ts";
import { ownRows, requireInvoiceAccess, workingAccount } from "./invoice-scope.ts";
import { creditMemos, invoices, rmas } from "./schema.ts";

/** API-42's page size when the query names none. */
export const DEFAULT_INVOICES_PAGE_SIZE = 50;
/** Credit memos and open RMAs: the newest, at most this many (an account has a handful). */
const SIDE_LIST_LIMIT = 50;

/**
 * Where a page ends, in the list's order: open invoices by due date, then paid ones newest first.
 * `s` is the segment ("o" open, "p" paid), `d` the key date (due date or invoice date), `id` the tie.
 */
const cursorSchema = z.object({
  s: z.enum(["o", "p"]),
  d: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  id: z.uuid(),
});
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(value: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
  } catch {
    throw new AppError("VALIDATION", "cursor: is not a cursor this list answered");
  }
}

/**
 * API-42 `GET portal-service/invoices/{accountId}` (INV-01 … INV-04): the working account's invoices
 * (open first, by due date; then paid, newest first; a page at a time by keyset), its credit memos and
 * open RMAs, and its open and overdue balances summed by the database. The path's account must be the
 * caller's working account, reached (else 404). Each segment is read by one of the table's indexes:
 * open ones by (account, status, due date), paid ones by (account, invoice date, id).
 */
export async function listInvoices(
  deps: InvoicesDeps,
  caller: SessionUser,
  accountId: string,
  query: ListInvoicesQuery,
): Promise<InvoicesAnswer> {
  requireInvoiceAccess(caller);
  workingAccount(deps, caller, accountId);
  const today = todayOf(deps);
  const limit = query.limit ?? DEFAULT_INVOICES_PAGE_SIZE;
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const own = ownRows(deps, caller, invoices.accountId);

  // One row when the caller reaches the account (else 404), with both balances.
  const [totals] = await selectRows(
    deps.db,
    sql`select
        (select coalesce(sum(${invoices.balanceCents}), 0) from ${invoices}
          where ${own} and ${invoices.status} in ('Open', 'Partly paid'))::float8 as open,
        (select coalesce(sum(${invoices.balanceCents}), 0) from ${invoices}
          where ${own} and ${invoices.status} in ('Open', 'Partly paid') and ${invoices.dueDate} < ${today}::date)::float8 as overdue
      where ${reachedAccount(sql`${accountId}::text`, caller)}`,
    z.object({ open: z.coerce.number(), overdue: z.coerce.number() }),
  );
  if (!totals) throw accountNotFound();

  // One more than the page, to know whether another follows.
  const rows: InvoiceRow[] = [];
  const wantOpen = query.status !== "Paid" && (cursor === undefined || cursor.s === "o");
  if (wantOpen) {
    const after: SQL | undefined = cursor
      ? sql`(${invoices.dueDate}, ${invoices.id}) > (${cursor.d}::date, ${cursor.id}::uuid)`
      : undefined;
    rows.push(
      ...(await deps.db
        .select()
        .from(invoices)
        .where(and(own, ne(invoices.status, "Paid"), after))
        .orderBy(asc(invoices.dueDate), asc(invoices.id))
        .limit(limit + 1)),
    );
  }
  if (query.status !== "Open" && rows.length <= limit) {
    const after: SQL | undefined =
      cursor?.s === "p"
        ? sql`(${invoices.invoiceDate}, ${invoices.id}) < (${cursor.d}::date, ${cursor.id}::uuid)`
        : undefined;
    rows.push(
      ...(await deps.db
        .select()
        .from(invoices)
        .where(and(own, eq(invoices.status, "Paid"), after))
        // NULLS LAST as the index is built (drizzle-kit's default): plain DESC means NULLS FIRST, which
        // the planner cannot read from (account, invoice_date desc, id desc), so it would sort them all.
        .orderBy(sql`${invoices.invoiceDate} desc nulls last`, sql`${invoices.id} desc nulls last`)
        .limit(limit + 1 - rows.length)),
    );
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(
          last.status !== "Paid"
            ? { s: "o", d: last.dueDate, id: last.id }
            : { s: "p", d: last.invoiceDate, id: last.id },
        )
      : null;

  const [memos, openRmas] = await Promise.all([
    deps.db
      .select()
      .from(creditMemos)
      .where(ownRows(deps, caller, creditMemos.accountId))
      .orderBy(desc(creditMemos.memoDate), desc(creditMemos.id))
      .limit(SIDE_LIST_LIMIT),
    deps.db
      .select()
      .from(rmas)
      .where(and(ownRows(deps, caller, rmas.accountId), inArray(rmas.status, ["Open", "Received"])))
      .orderBy(desc(rmas.rmaDate), desc(rmas.id))
      .limit(SIDE_LIST_LIMIT),
  ]);

  // Issue 30: an open invoice whose payment is in progress says so (Resume, Abandon), in one statement.
  const openIds = page.filter((row) => row.status !== "Paid").map((row) => row.id);
  const inFlight =
    openIds.length > 0 ? await deps.paymentsInFlight(deps.db, accountId, { invoiceIds: openIds }) : [];
  return {
    accountId,
    invoices: page.map((row) => {
      const invoice = toInvoice(row, today);
      const payment = inFlight.find((attempt) => attempt.invoiceIds.includes(row.id));
      return payment ? { ...invoice, paymentInProgress: toPaymentInProgress(payment) } : invoice;
    }),
    creditMemos: memos.map(toCreditMemo),
    openRmas: openRmas.map(toRma),
    openBalanceCents: totals.open,
    overdueBalanceCents: totals.overdue,
    nextCursor,
  };
}
