import { asc, desc, sql } from "drizzle-orm";
import type { StaffAccountRow, StaffAccountsQuery } from "../../../lib/staff/accounts.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { AccountsDeps } from "./deps.ts";
import { customerAccounts } from "./schema.ts";

const sortColumns = {
  number: customerAccounts.id,
  name: customerAccounts.name,
  city: customerAccounts.city,
  state: customerAccounts.state,
  zip: customerAccounts.billingZip,
  created: customerAccounts.createdAt,
} as const;

/** A LIKE pattern that matches the typed text literally (its % and _ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Issue 33 item 2: customer service searches every account, by number, name, city, state or ZIP,
 * sorted and paged (or all of them up to `limit`, for the CSV export). Staff see every account.
 */
export async function searchAccountsForStaff(
  { db }: AccountsDeps,
  query: StaffAccountsQuery,
  limit?: number,
): Promise<StaffPage<StaffAccountRow>> {
  const conditions = [sql`true`];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${customerAccounts.id} ilike ${pattern} or ${customerAccounts.name} ilike ${pattern}
        or ${customerAccounts.city} ilike ${pattern} or ${customerAccounts.state} ilike ${pattern}
        or ${customerAccounts.billingZip} ilike ${pattern})`,
    );
  }
  if (query.state) conditions.push(sql`${customerAccounts.state} = ${query.state}`);
  const where = sql.join(conditions, sql` and `);
  const column = sortColumns[query.sort ?? "number"];
  const order = query.dir === "desc" ? desc(column) : asc(column);
  const pageSize = limit ?? query.pageSize;
  const offset = limit ? 0 : (query.page - 1) * query.pageSize;
  // Written out: drizzle leaves columns of a select list's subquery unqualified, which is ambiguous here.
  const members = sql<number>`(select count(*)::int from memberships m
    where m.account_id = customer_accounts.id and m.status = 'active')`;
  const pending = sql<number>`(select count(*)::int from memberships m
    where m.account_id = customer_accounts.id and m.status = 'pending')`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: customerAccounts.id,
        name: customerAccounts.name,
        city: customerAccounts.city,
        state: customerAccounts.state,
        billingZip: customerAccounts.billingZip,
        creditTermsDays: customerAccounts.creditTermsDays,
        members,
        pending,
      })
      .from(customerAccounts)
      .where(where)
      .orderBy(order, asc(customerAccounts.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(customerAccounts).where(where),
  ]);
  return { rows, total: count?.total ?? 0, page: limit ? 1 : query.page, pageSize };
}
