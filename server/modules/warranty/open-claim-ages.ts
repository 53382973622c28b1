import { inArray } from "drizzle-orm";
import type { AgeBuckets } from "../../../lib/staff/dashboard.ts";
import { ageBucketFields, ageBucketsOf } from "../../db/age-buckets.ts";
import type { WarrantyDeps } from "./deps.ts";
import { warrantyClaims } from "./schema.ts";

/**
 * Issue 33, the staff dashboard: the warranty claims still to decide (submitted or under review), by
 * how long since they were filed. One statement on `warranty_claims_status_created_idx`.
 */
export async function openClaimAges({ db }: Pick<WarrantyDeps, "db">): Promise<AgeBuckets> {
  const [row] = await db
    .select(ageBucketFields(warrantyClaims.createdAt))
    .from(warrantyClaims)
    .where(inArray(warrantyClaims.status, ["SUBMITTED", "UNDER_REVIEW"]));
  return ageBucketsOf(row);
}
