import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { layoutStatuses } from "../../../lib/layouts/contract.ts";
import { createdUpdatedColumns, storedFileColumns, storedFileValues } from "../../db/columns.ts";

/**
 * A lighting layout request (LAYOUT-01 … LAYOUT-04). A signed-in requester's is theirs within the
 * account they worked for (none for a basic customer); a guest's has no user and no account and is
 * reached by nobody through the portal, only by the design team.
 */
export const layoutRequests = pgTable(
  "layout_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    userId: text("user_id"),
    accountId: text("account_id"),
    status: text("status", { enum: layoutStatuses }).notNull().default("RECEIVED"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    projectName: text("project_name").notNull(),
    siteAddress: text("site_address").notNull(),
    spaceType: text("space_type").notNull(),
    dimensions: text("dimensions").notNull(),
    ceilingHeight: text("ceiling_height").notNull(),
    targetLightLevels: text("target_light_levels").notNull().default(""),
    fixturePreferences: text("fixture_preferences").notNull().default(""),
    dueDate: date("due_date", { mode: "string" }),
    /** Issue 33: the designer (a staff member of the design team) working on it, and their name then. */
    assignedStaffUserId: text("assigned_staff_user_id"),
    assignedStaffName: text("assigned_staff_name"),
    ...createdUpdatedColumns(),
  },
  (t) => [
    index("layout_requests_user_idx").on(t.userId, t.createdAt),
    // Issue 33: the staff dashboard's open requests by age.
    index("layout_requests_open_created_idx").on(t.createdAt).where(sql`${t.status} <> 'COMPLETED'`),
    index("layout_requests_status_idx").on(t.status, t.createdAt),
    check("layout_requests_status_ck", sql`${t.status} in ('RECEIVED','IN_DESIGN','COMPLETED')`),
  ],
);

/** The files of a request: the requester's plans, and the layouts the design team returned. */
export const layoutRequestFiles = pgTable(
  "layout_request_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => layoutRequests.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["PLAN", "LAYOUT"] }).notNull(),
    ...storedFileColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("layout_request_files_request_idx").on(t.requestId),
    check("layout_request_files_role_ck", sql`${t.role} in ('PLAN','LAYOUT')`),
  ],
);

/** The rows of stored uploads of one request, in the role they play. */
export function layoutFileRows(
  requestId: string,
  role: "PLAN" | "LAYOUT",
  stored: { storageKey: string; name: string; contentType: string; sizeBytes: number }[],
) {
  return stored.map((file) => ({ requestId, role, ...storedFileValues(file) }));
}
