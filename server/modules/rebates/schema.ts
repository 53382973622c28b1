import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Utility rebate programs (issue 15 item 4, `/available-rebates`): a utility's program for one state,
 * the ZIP codes it serves (3- to 5-digit prefixes or `from-to` ranges, lib/rebates/rebate.ts), its last
 * day, an optional cap as a share of the fixture's price, and its custom track (cents per kWh saved in
 * the first year, capped at a share of the project cost) when it has one.
 */
export const rebatePrograms = pgTable(
  "rebate_programs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    utility: text("utility").notNull(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    zipAreas: text("zip_areas").array().notNull(),
    description: text("description").notNull(),
    /** Where and how to apply, as text: the page links out to nothing it has not checked. */
    howToApply: text("how_to_apply").notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    capPercent: integer("cap_percent"),
    customCentsPerKwh: numeric("custom_cents_per_kwh", { precision: 6, scale: 2, mode: "number" }),
    customCapPercent: integer("custom_cap_percent"),
  },
  (t) => [
    index("rebate_programs_state_idx").on(t.state),
    // ZIP lookups read every program (a few dozen rows) and match areas in code.
    check("rebate_programs_state_ck", sql`${t.state} ~ '^[A-Z]{2}$'`),
    check("rebate_programs_cap_ck", sql`${t.capPercent} is null or ${t.capPercent} between 1 and 100`),
    check(
      "rebate_programs_custom_cap_ck",
      sql`${t.customCapPercent} is null or ${t.customCapPercent} between 1 and 100`,
    ),
  ],
);

/**
 * A prescriptive measure of a program: a fixed amount per fixture of a catalogue category in a
 * wattage band, by DLC tier (`standardCents` null: DLC Premium only), and the wattage of the fixture it
 * typically replaces (the payback calculator's existing wattage).
 */
export const rebateMeasures = pgTable(
  "rebate_measures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    programId: integer("program_id")
      .notNull()
      .references(() => rebatePrograms.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    /** The catalogue category by name, asked of the catalogue module; narrowed to a sub-category when set. */
    categoryName: text("category_name").notNull(),
    subCategoryName: text("sub_category_name"),
    wattageMin: integer("wattage_min").notNull(),
    wattageMax: integer("wattage_max").notNull(),
    baselineWatts: integer("baseline_watts").notNull(),
    standardCents: integer("standard_cents"),
    premiumCents: integer("premium_cents").notNull(),
  },
  (t) => [
    index("rebate_measures_program_idx").on(t.programId, t.position),
    check("rebate_measures_band_ck", sql`${t.wattageMin} between 0 and ${t.wattageMax}`),
    check(
      "rebate_measures_amounts_ck",
      sql`${t.premiumCents} > 0 and (${t.standardCents} is null or ${t.standardCents} between 1 and ${t.premiumCents})`,
    ),
  ],
);
