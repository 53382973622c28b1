import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import {
  type SetWarrantyStatusBody,
  type WarrantyStatus,
  warrantyStatusLabels,
} from "../../../lib/warranty/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { claimNotFound, type WarrantyDeps } from "./deps.ts";
import { warrantyClaims } from "./schema.ts";
import { warrantyStatusMail } from "./warranty-mail.ts";

/**
 * Who decides: the warranty team's system through the integration API, the CLI, or a member of the
 * warranty team in the staff console (issue 33), whose change is recorded in the audit log.
 */
export type WarrantyActor =
  | { kind: "integration" | "cli"; name: string }
  | { kind: "staff"; staff: StaffActor };

/** The audit log's object type of a warranty claim (its id there is the claim number). */
export const WARRANTY_AUDIT_TYPE = "warranty-claim";

export type SetWarrantyStatusAnswer = { number: string; status: WarrantyStatus; changed: boolean };

/** Where each status may go: reviewed, then decided; a decision is final. */
const next: Record<WarrantyStatus, readonly WarrantyStatus[]> = {
  SUBMITTED: ["UNDER_REVIEW", "APPROVED", "DENIED"],
  UNDER_REVIEW: ["APPROVED", "DENIED"],
  APPROVED: [],
  DENIED: [],
};

/**
 * The integration API's, the CLI's and the console's change of a claim (any claimant's: the caller is the
 * manufacturer's warranty team): SUBMITTED → UNDER_REVIEW → APPROVED (with its RMA number) or DENIED
 * (with the reason); deciding straight from SUBMITTED is allowed. The same status again with the same
 * RMA or reason changes nothing and mails nobody; anything else out of order, or a decision changed,
 * is a 409. The claimant is mailed after the commit; a staff member's decision is audited in the same
 * transaction.
 */
export async function setWarrantyStatus(
  deps: WarrantyDeps,
  number: string,
  body: SetWarrantyStatusBody,
  actor: WarrantyActor,
): Promise<SetWarrantyStatusAnswer> {
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .select()
        .from(warrantyClaims)
        .where(eq(warrantyClaims.number, number))
        .for("update");
      if (!row) throw claimNotFound();
      const rmaNumber = body.status === "APPROVED" ? (body.rmaNumber ?? null) : null;
      const reason = body.status === "DENIED" ? (body.reason ?? null) : null;
      if (row.status === body.status && row.rmaNumber === rmaNumber && row.reason === reason) {
        return { number, status: row.status, changed: false };
      }
      if (!next[row.status].includes(body.status)) {
        throw new AppError("CONFLICT", `Claim ${number} is ${row.status} and cannot become ${body.status}`);
      }
      const [updated] = await tx
        .update(warrantyClaims)
        .set({ status: body.status, rmaNumber, reason, updatedAt: new Date() })
        .where(eq(warrantyClaims.id, row.id))
        .returning();
      if (updated) await deps.mailer.send(warrantyStatusMail(deps, updated, body.status));
      if (actor.kind === "staff") {
        const summary = {
          SUBMITTED: `Moved ${number} back to submitted`,
          UNDER_REVIEW: `Moved ${number} to ${warrantyStatusLabels.UNDER_REVIEW}`,
          APPROVED: `Approved ${number} with RMA ${rmaNumber}`,
          DENIED: `Denied ${number}: ${reason}`,
        }[body.status];
        await recordStaffAction(tx, actor.staff, {
          action: "warranty.status",
          objectType: WARRANTY_AUDIT_TYPE,
          objectId: number,
          summary,
          before: { status: row.status, rmaNumber: row.rmaNumber, reason: row.reason },
          after: { status: body.status, rmaNumber, reason },
        });
      }
      return { number, status: body.status, changed: true };
    }),
  );
  await held.release();
  return held.value;
}
