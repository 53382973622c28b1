import { type AnyColumn, sql } from "drizzle-orm";
import { AGE_BUCKET_DAYS, type AgeBuckets } from "../../lib/staff/dashboard.ts";

/**
 * The select fields that count rows by the age of `since` (issue 33, the dashboard's open work by
 * age): one pass over the rows the statement's condition picks, three counts.
 */
export function ageBucketFields(since: AnyColumn) {
  const fresh = sql`now() - make_interval(days => ${AGE_BUCKET_DAYS.fresh})`;
  const stale = sql`now() - make_interval(days => ${AGE_BUCKET_DAYS.stale})`;
  return {
    under2Days: sql<number>`count(*) filter (where ${since} > ${fresh})`.mapWith(Number),
    days2to7: sql<number>`count(*) filter (where ${since} <= ${fresh} and ${since} > ${stale})`.mapWith(
      Number,
    ),
    over7Days: sql<number>`count(*) filter (where ${since} <= ${stale})`.mapWith(Number),
  };
}

/** The buckets of a statement's one row (none when the table is empty: all zero). */
export function ageBucketsOf(row: AgeBuckets | undefined): AgeBuckets {
  return row ?? { under2Days: 0, days2to7: 0, over7Days: 0 };
}
