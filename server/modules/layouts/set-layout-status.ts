import { and, eq } from "drizzle-orm";
import {
  type LayoutStatus,
  layoutStatusLabels,
  type SetLayoutStatusBody,
} from "../../../lib/layouts/contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { type UploadedFile, withStoredFiles } from "../../uploads.ts";
import { recordStaffAction } from "../audit/index.ts";
import { LAYOUT_FILES_PREFIX, type LayoutsDeps, layoutNotFound } from "./deps.ts";
import { layoutStatusMail } from "./layout-mail.ts";
import { layoutFileRows, layoutRequestFiles, layoutRequests } from "./schema.ts";

const order: Record<LayoutStatus, number> = { RECEIVED: 0, IN_DESIGN: 1, COMPLETED: 2 };

/**
 * Who moves a request on: the design team's system through the integration API, the CLI, or a
 * designer in the staff console (issue 33), whose change is recorded in the audit log.
 */
export type LayoutActor =
  | { kind: "integration" | "cli"; name: string }
  | { kind: "staff"; staff: StaffActor };

/** The audit log's object type of a layout request (its id there is the request number). */
export const LAYOUT_AUDIT_TYPE = "layout-request";

export type SetLayoutStatusAnswer = {
  number: string;
  status: LayoutStatus;
  changed: boolean;
  filesAdded: number;
};

/**
 * The integration API's, the CLI's and the console's change of a request (any requester's: the caller is the
 * manufacturer's design team): RECEIVED → IN_DESIGN → COMPLETED (or straight to COMPLETED), with the
 * returned layouts as files. Backwards is a 409; the same status without files changes nothing and
 * mails nobody. The files are stored before the transaction and removed if it fails; the requester is
 * mailed after the commit. A staff member's change is audited in the same transaction.
 */
export async function setLayoutStatus(
  deps: LayoutsDeps,
  number: string,
  body: SetLayoutStatusBody,
  files: UploadedFile[],
  actor: LayoutActor,
): Promise<SetLayoutStatusAnswer> {
  const held = await deps.mailer.hold(() =>
    withStoredFiles(deps.storage, LAYOUT_FILES_PREFIX, files, (stored) =>
      inTransaction(deps.db, async (tx) => {
        const [row] = await tx
          .select()
          .from(layoutRequests)
          .where(eq(layoutRequests.number, number))
          .for("update");
        if (!row) throw layoutNotFound();
        if (order[body.status] < order[row.status]) {
          throw new AppError(
            "CONFLICT",
            `Request ${number} is ${row.status} and cannot go back to ${body.status}`,
          );
        }
        const changed = row.status !== body.status;
        if (!changed && stored.length === 0) return { number, status: row.status, changed, filesAdded: 0 };
        if (stored.length) {
          await tx.insert(layoutRequestFiles).values(layoutFileRows(row.id, "LAYOUT", stored));
        }
        const [updated] = await tx
          .update(layoutRequests)
          .set({ status: body.status, updatedAt: new Date() })
          .where(and(eq(layoutRequests.id, row.id)))
          .returning();
        if (changed && updated)
          await deps.mailer.send(layoutStatusMail(deps, updated, body.status, body.note));
        if (actor.kind === "staff") {
          const files = stored.map((file) => file.name);
          await recordStaffAction(tx, actor.staff, {
            action: "layout.status",
            objectType: LAYOUT_AUDIT_TYPE,
            objectId: number,
            summary: changed
              ? `Moved ${number} to ${layoutStatusLabels[body.status]}${files.length ? ` with ${files.length} layout file(s)` : ""}`
              : `Added ${files.length} layout file(s) to ${number}`,
            before: { status: row.status },
            // Only what there is: the trail shows each field of `after` that `before` lacks.
            after: {
              status: body.status,
              ...(body.note ? { note: body.note } : {}),
              ...(files.length ? { files } : {}),
            },
          });
        }
        return { number, status: body.status, changed, filesAdded: stored.length };
      }),
    ),
  );
  await held.release();
  return held.value;
}
