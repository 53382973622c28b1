import { doublePrecision, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Stocking distributors' branches (issue 15, Help me buy: `find-my-wholeseller`): where a contractor
 * buys the catalogue over the counter. Reference data, seeded (demo/distributors.ts); a branch's
 * coordinates are its own, the searched ZIP code's come from the table shipped with the code
 * (zip-centroids.ts). The table holds tens of branches: the distance is computed for each.
 */
export const distributorBranches = pgTable("distributor_branches", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  branch: text("branch").notNull(),
  street: text("street").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zip: text("zip").notNull(),
  phone: text("phone").notNull(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});
