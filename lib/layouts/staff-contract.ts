import { z } from "zod";
import { text } from "../shared/safe-text.ts";
import { staffListQuery } from "../staff/contract.ts";
import { layoutStatuses, type StaffLayoutRequest } from "./contract.ts";

/**
 * The staff console's side of the layout requests (issue 33 item 3): the design team's queue, the
 * assignment to a designer and the notes to the requester. The status change itself is the
 * integration API's body (`setLayoutStatusBody`), the same use case.
 */

/** The queue's filters: a status tab, free text (number, requester, project), sorting and paging. */
export const staffLayoutListQuery = staffListQuery
  .extend({ status: z.enum(layoutStatuses).optional() })
  .strict();
export type StaffLayoutListQuery = z.infer<typeof staffLayoutListQuery>;

/** The sortable columns of the queue. */
export const layoutQueueSorts = ["createdAt", "number", "dueDate", "projectName"] as const;

/** One row of the queue. */
export type StaffLayoutRow = {
  number: string;
  status: (typeof layoutStatuses)[number];
  name: string;
  email: string;
  company: string;
  projectName: string;
  dueDate: string | null;
  createdAt: string;
  planCount: number;
  layoutCount: number;
  assignedName: string | null;
};

/** A designer the request can be given to (a staff member of the design team). */
export type Designer = { userId: string; name: string; email: string };

/** The assignment: a designer's user id, or "" for nobody. */
export const assignLayoutBody = z.object({ designerId: z.string().trim().max(100) }).strict();
export type AssignLayoutBody = z.infer<typeof assignLayoutBody>;

/** A note to the requester, mailed without changing the status. */
export const layoutNoteBody = z
  .object({
    note: text()
      .trim()
      .min(1, "Write the note to the customer")
      .max(1000, "The note is at most 1000 characters"),
  })
  .strict();

/** The request as the console's page shows it: the integration API's view and who works on it. */
export type StaffLayoutDetail = StaffLayoutRequest & { assignedTo: { userId: string; name: string } | null };
