import { eq } from "drizzle-orm";
import type { AgeBuckets } from "../../../lib/staff/dashboard.ts";
import { ageBucketFields, ageBucketsOf } from "../../db/age-buckets.ts";
import type { QuotesDeps } from "./deps.ts";
import { quoteNegotiations } from "./schema.ts";

/**
 * Issue 33, the staff dashboard: the quote requests waiting for prices, by how long since the buyer
 * asked (last asked: a request asked again waits from then). One statement on
 * `quote_negotiations_status_updated_idx`.
 */
export async function openRequestAges({ db }: Pick<QuotesDeps, "db">): Promise<AgeBuckets> {
  const [row] = await db
    .select(ageBucketFields(quoteNegotiations.updatedAt))
    .from(quoteNegotiations)
    .where(eq(quoteNegotiations.status, "requested"));
  return ageBucketsOf(row);
}
