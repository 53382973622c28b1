import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LineOptionSnapshot } from "../../../lib/cart/snapshot.ts";
import { createdUpdatedColumns, lineSnapshotColumns } from "../../db/columns.ts";

/**
 * Projects (PROJ-01 … PROJ-11, API-38 … API-41): a user's working lists within an account. A project
 * belongs to both: every query reaches it through the accounts scope on `account_id` AND the caller's
 * own `user_id`, so another user's or account's project is not found (404). No foreign key reaches the
 * accounts module's tables. A project keeps no prices: its page prices the lines when read.
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    note: text("note").notNull().default(""),
    ...createdUpdatedColumns(),
  },
  (t) => [
    index("projects_owner_updated_idx").on(t.accountId, t.userId, t.updatedAt.desc()),
    check("projects_name_ck", sql`char_length(${t.name}) between 1 and 80`),
    check("projects_note_ck", sql`char_length(${t.note}) <= 2000`),
  ],
);

/**
 * A project's lines: one product in one configuration (the cart's identity: product and sorted option
 * codes), so adding it again raises the quantity through the unique key (parallel adds merge). The
 * snapshot shows the line when its product has left the catalogue.
 */
export const projectLines = pgTable(
  "project_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    productId: uuid("product_id").notNull(),
    optionsKey: text("options_key").notNull(),
    quantity: integer("quantity").notNull(),
    sku: text("sku").notNull(),
    productCode: text("product_code").notNull(),
    ...lineSnapshotColumns<LineOptionSnapshot>(),
    note: text("note").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("project_lines_configuration_uq").on(t.projectId, t.productId, t.optionsKey),
    index("project_lines_project_seq_idx").on(t.projectId, t.seq),
    check("project_lines_quantity_ck", sql`${t.quantity} between 1 and 99999`),
    check("project_lines_note_ck", sql`char_length(${t.note}) <= 500`),
  ],
);
