import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { DbOrTx } from "../../db/transaction.ts";
import { staffAuditLog } from "./schema.ts";

/** What a staff action changed, as the use case that made the change describes it. */
export type StaffActionRecord = {
  action: string;
  objectType: string;
  objectId: string;
  summary: string;
  before?: unknown;
  after?: unknown;
};

/** Who acts when it is not a person in the console: the operator at the command line. */
export type CommandLineActor = { kind: "command-line"; label: string };

/**
 * Issue 33 item 6: records a staff action. Called with the transaction of the change itself, so the
 * entry and the change land together or not at all.
 */
export async function recordStaffAction(
  tx: DbOrTx,
  actor: StaffActor | CommandLineActor,
  record: StaffActionRecord,
): Promise<void> {
  const who =
    "kind" in actor
      ? { staffUserId: null, staffEmail: actor.label, staffName: "Command line", ip: "command line" }
      : { staffUserId: actor.userId, staffEmail: actor.email, staffName: actor.name, ip: actor.ip };
  await tx.insert(staffAuditLog).values({
    ...who,
    action: record.action,
    objectType: record.objectType,
    objectId: record.objectId,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
