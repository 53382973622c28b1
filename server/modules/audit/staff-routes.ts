import { type StaffApi, staffCsv, staffListRequest } from "../../staff-api.ts";
import type { AuditModule } from "./index.ts";
import { auditLogQuery } from "./list-audit-entries.ts";

/**
 * `GET /api/staff/audit` (issue 33 item 6, permission audit.read): the one searchable log of every
 * staff action, as JSON pages or (`?format=csv`) a file. Only a read: no call changes the log.
 */
export function staffAuditRoutes(api: StaffApi, audit: AuditModule) {
  api.get("/audit", "audit.read", async (c) => {
    const { query, csv } = staffListRequest(c, auditLogQuery);
    const page = await audit.search(query);
    if (!csv) return c.json(page);
    return staffCsv(
      "audit-log.csv",
      [
        "At",
        "Staff email",
        "Staff name",
        "Action",
        "Object type",
        "Object id",
        "Summary",
        "Before",
        "After",
        "IP",
      ],
      page.rows.map((e) => [
        e.at,
        e.staffEmail,
        e.staffName,
        e.action,
        e.objectType,
        e.objectId,
        e.summary,
        e.before === null ? "" : JSON.stringify(e.before),
        e.after === null ? "" : JSON.stringify(e.after),
        e.ip,
      ]),
    );
  });
}
