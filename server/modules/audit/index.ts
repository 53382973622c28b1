import type { Db } from "../../db/client.ts";
import { type AuditLogQuery, auditObjectTypes, auditTrailOf, searchAuditLog } from "./list-audit-entries.ts";

/**
 * The audit module (issue 33 item 6): the log of every staff action. Other modules record their
 * staff changes with `recordStaffAction`, inside the transaction of the change; the console reads
 * the log here. Nothing here changes or removes an entry.
 */
export function createAuditModule({ db }: { db: Db }) {
  return {
    search: (query: AuditLogQuery) => searchAuditLog(db, query),
    trailOf: (objectType: string, objectId: string) => auditTrailOf(db, objectType, objectId),
    /** The kinds of object with entries, for the log's search. */
    objectTypes: () => auditObjectTypes(db),
  };
}

export type AuditModule = ReturnType<typeof createAuditModule>;

export { type AuditEntry, type AuditLogQuery, auditLogQuery } from "./list-audit-entries.ts";
export {
  type CommandLineActor,
  recordStaffAction,
  type StaffActionRecord,
} from "./record-staff-action.ts";
export { staffAuditRoutes } from "./staff-routes.ts";
