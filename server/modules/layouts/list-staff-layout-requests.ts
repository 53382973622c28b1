import { and, count, eq, type SQL, sql } from "drizzle-orm";
import type { StaffLayoutListQuery, StaffLayoutRow } from "../../../lib/layouts/staff-contract.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import { likePattern, orderOf, windowOf } from "../../staff-list.ts";
import type { LayoutsDeps } from "./deps.ts";
import { layoutRequestFiles, layoutRequests } from "./schema.ts";

// The files of the row of the outer query (named by its table: drizzle leaves columns unqualified).
const filesOf = (role: "PLAN" | "LAYOUT") =>
  sql<number>`(select count(*)::int from ${layoutRequestFiles} f
    where f.request_id = "layout_requests"."id" and f.role = ${role})`;

/**
 * Issue 33 item 3: the design team's queue, every requester's (guests' too): by status, searched by
 * number, requester, company or project, the oldest waiting first unless sorted otherwise; with the
 * plans and returned layouts counted and the designer it is assigned to. `csvLimit`: every match.
 */
export async function listStaffLayoutRequests(
  deps: LayoutsDeps,
  query: StaffLayoutListQuery,
  csvLimit?: number,
): Promise<StaffPage<StaffLayoutRow>> {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(layoutRequests.status, query.status));
  const like = likePattern(query.q);
  if (like) {
    parts.push(sql`(${layoutRequests.number} ilike ${like} or ${layoutRequests.name} ilike ${like}
      or ${layoutRequests.email} ilike ${like} or ${layoutRequests.company} ilike ${like}
      or ${layoutRequests.projectName} ilike ${like})`);
  }
  const where = parts.length ? and(...parts) : undefined;
  const { orderBy } = orderOf(
    query,
    {
      createdAt: layoutRequests.createdAt,
      number: layoutRequests.number,
      dueDate: layoutRequests.dueDate,
      projectName: layoutRequests.projectName,
    },
    { sort: "createdAt", dir: "asc" },
    layoutRequests.id,
  );
  const { limit, offset } = windowOf(query, csvLimit);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        number: layoutRequests.number,
        status: layoutRequests.status,
        name: layoutRequests.name,
        email: layoutRequests.email,
        company: layoutRequests.company,
        projectName: layoutRequests.projectName,
        dueDate: layoutRequests.dueDate,
        createdAt: layoutRequests.createdAt,
        planCount: filesOf("PLAN"),
        layoutCount: filesOf("LAYOUT"),
        assignedName: layoutRequests.assignedStaffName,
      })
      .from(layoutRequests)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(layoutRequests).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      planCount: Number(row.planCount),
      layoutCount: Number(row.layoutCount),
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
