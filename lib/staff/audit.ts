import { z } from "zod";
import { staffListQuery } from "./contract.ts";

/** The audit log's search (issue 33 item 6): free text (who, what, which object, the summary), a kind of object, dates. */
export const auditLogQuery = staffListQuery
  .extend({
    objectType: z.string().trim().max(40).optional(),
    objectId: z.string().trim().max(80).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
