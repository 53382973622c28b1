import { and, sql } from "drizzle-orm";
import type { AccountsDeps } from "./deps.ts";
import { salesReps } from "./schema.ts";

/** API-63: sales reps by email (exact, case-insensitive) and territory (a state code); public. */
export async function findSalesReps(
  { db }: AccountsDeps,
  filter: { email?: string | undefined; territory?: string | undefined },
) {
  const conditions = [];
  if (filter.email) conditions.push(sql`lower(${salesReps.email}) = ${filter.email.toLowerCase()}`);
  if (filter.territory) {
    const territory = filter.territory.toLowerCase().replace(/[%_\\]/g, "");
    conditions.push(sql`lower(${salesReps.territory}) like ${`%${territory}%`}`);
  }
  return db
    .select({
      id: salesReps.id,
      name: salesReps.name,
      email: salesReps.email,
      phone: salesReps.phone,
      territory: salesReps.territory,
    })
    .from(salesReps)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(salesReps.name)
    .limit(50);
}
