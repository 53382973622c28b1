import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { type AuditLogQuery, auditLogQuery } from "../../../lib/staff/audit.ts";
import type { StaffPage } from "../../../lib/staff/contract.ts";
import type { Db } from "../../db/client.ts";
import { staffAuditLog } from "./schema.ts";

/** One entry of the audit log as the console shows it. */
export type AuditEntry = {
  id: string;
  at: string;
  staffEmail: string;
  staffName: string;
  action: string;
  objectType: string;
  objectId: string;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string;
};

export { type AuditLogQuery, auditLogQuery };

function entryOf(row: typeof staffAuditLog.$inferSelect): AuditEntry {
  return { ...row, at: row.at.toISOString(), staffUserId: undefined } as unknown as AuditEntry;
}

/** The filter of a search, as one condition. */
function searchCondition(query: Omit<AuditLogQuery, "page" | "pageSize" | "sort" | "dir">): SQL | undefined {
  const parts: SQL[] = [];
  if (query.objectType) parts.push(eq(staffAuditLog.objectType, query.objectType));
  if (query.objectId) parts.push(eq(staffAuditLog.objectId, query.objectId));
  if (query.from) parts.push(gte(staffAuditLog.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) parts.push(lt(staffAuditLog.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`(${staffAuditLog.summary} ilike ${like} or ${staffAuditLog.staffEmail} ilike ${like}
        or ${staffAuditLog.action} ilike ${like} or ${staffAuditLog.objectId} ilike ${like})`,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** Issue 33 item 6: the whole log, newest first, searched and paged. */
export async function searchAuditLog(db: Db, query: AuditLogQuery): Promise<StaffPage<AuditEntry>> {
  const where = searchCondition(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffAuditLog)
      .where(where)
      .orderBy(query.dir === "asc" ? staffAuditLog.at : desc(staffAuditLog.at), desc(staffAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(staffAuditLog).where(where),
  ]);
  return { rows: rows.map(entryOf), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The kinds of object the log has entries for (the search's choice), in one index scan. */
export async function auditObjectTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ objectType: staffAuditLog.objectType })
    .from(staffAuditLog)
    .orderBy(staffAuditLog.objectType);
  return rows.map((row) => row.objectType);
}

/** One object's history (an account, an order, a claim …), newest first: what its page shows. */
export async function auditTrailOf(
  db: Db,
  objectType: string,
  objectId: string,
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.objectType, objectType), eq(staffAuditLog.objectId, objectId)))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit);
  return rows.map(entryOf);
}
