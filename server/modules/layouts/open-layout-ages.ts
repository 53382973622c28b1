import { ne } from "drizzle-orm";
import type { AgeBuckets } from "../../../lib/staff/dashboard.ts";
import { ageBucketFields, ageBucketsOf } from "../../db/age-buckets.ts";
import type { LayoutsDeps } from "./deps.ts";
import { layoutRequests } from "./schema.ts";

/**
 * Issue 33, the staff dashboard: the layout requests not yet completed, by how long since they came
 * in. One statement on `layout_requests_open_created_idx`.
 */
export async function openLayoutAges({ db }: Pick<LayoutsDeps, "db">): Promise<AgeBuckets> {
  const [row] = await db
    .select(ageBucketFields(layoutRequests.createdAt))
    .from(layoutRequests)
    .where(ne(layoutRequests.status, "COMPLETED"));
  return ageBucketsOf(row);
}
