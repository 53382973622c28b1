/**
 * The staff dashboard's figures (issue 33 item 7), as the owning modules answer them: each module
 * counts its own rows in one indexed statement.
 */

/** Open work by how long it has waited: under 2 days, 2 to 7 days, more than 7 days. */
export type AgeBuckets = { under2Days: number; days2to7: number; over7Days: number };

/** Today's orders (since midnight UTC): how many, and what they total. */
export type TodayOrders = { count: number; totalCents: number };

/** One day of the orders chart (UTC date, "2026-12-07"). */
export type OrdersPerDay = { day: string; count: number }[];

/** Invoices past their due date and not paid: how many, and what is still owed. */
export type OverdueInvoices = { count: number; balanceCents: number };

/** The ages of the buckets, in days, as the dashboard labels them. */
export const AGE_BUCKET_DAYS = { fresh: 2, stale: 7 } as const;

export function ageBucketTotal(buckets: AgeBuckets): number {
  return buckets.under2Days + buckets.days2to7 + buckets.over7Days;
}
