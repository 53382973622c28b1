import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { ScxSelection } from "../../../lib/builder/scx.ts";
import { createdUpdatedColumns } from "../../db/columns.ts";

/**
 * Saved custom designs (DESIGN-03, DESIGN-04, API-23, API-24): a person's configuration of the SCX
 * builder under a name and a note, kept within the account they worked for when saving it (null for
 * someone who works for no account: a basic customer's designs are their own). No foreign key reaches
 * the accounts module's tables; every query reaches a design through the caller's own user id and
 * working account (designs/design-scope.ts), so another person's or account's design is not found.
 * The catalog number is stored for the list's order and search by people; prices are never stored:
 * they follow the catalogue and the account's price list when read.
 */
export const customDesigns = pgTable(
  "custom_designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").notNull(),
    accountId: text("account_id"),
    series: text("series", { enum: ["SCX"] }).notNull(),
    name: text("name").notNull(),
    note: text("note").notNull().default(""),
    configuration: jsonb("configuration").$type<ScxSelection>().notNull(),
    catalogNumber: text("catalog_number").notNull(),
    ...createdUpdatedColumns(),
  },
  (t) => [
    index("custom_designs_owner_created_idx").on(t.userId, t.accountId, t.createdAt.desc(), t.id.desc()),
    check("custom_designs_series_ck", sql`${t.series} in ('SCX')`),
    check("custom_designs_name_ck", sql`char_length(${t.name}) between 1 and 80`),
    check("custom_designs_note_ck", sql`char_length(${t.note}) <= 1000`),
  ],
);
