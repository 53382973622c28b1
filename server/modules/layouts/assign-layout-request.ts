import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type LayoutsDeps, layoutNotFound } from "./deps.ts";
import { layoutRequests } from "./schema.ts";
import { LAYOUT_AUDIT_TYPE } from "./set-layout-status.ts";

/**
 * Issue 33 item 3: a request given to a designer (an active staff member of the design team, checked
 * here), or taken back (`designerId` ""). The requester is not mailed: who designs is the team's
 * business. The change and its audit entry commit together; the same designer again changes nothing.
 */
export async function assignLayoutRequest(
  deps: LayoutsDeps,
  number: string,
  designerId: string,
  actor: StaffActor,
): Promise<{ number: string; assignedTo: { userId: string; name: string } | null; changed: boolean }> {
  const designer = designerId ? await deps.findDesigner(designerId) : null;
  if (designerId && !designer) {
    throw new AppError("VALIDATION", "Choose a designer of the design team");
  }
  const assignedTo = designer ? { userId: designer.userId, name: designer.name || designer.email } : null;
  return inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(layoutRequests)
      .where(eq(layoutRequests.number, number))
      .for("update");
    if (!row) throw layoutNotFound();
    if ((row.assignedStaffUserId ?? null) === (assignedTo?.userId ?? null)) {
      return { number, assignedTo, changed: false };
    }
    await tx
      .update(layoutRequests)
      .set({
        assignedStaffUserId: assignedTo?.userId ?? null,
        assignedStaffName: assignedTo?.name ?? null,
        updatedAt: new Date(),
      })
      .where(eq(layoutRequests.id, row.id));
    await recordStaffAction(tx, actor, {
      action: "layout.assign",
      objectType: LAYOUT_AUDIT_TYPE,
      objectId: number,
      summary: assignedTo
        ? `Assigned ${number} to ${assignedTo.name}`
        : `Took ${number} back from its designer`,
      before: { designer: row.assignedStaffName },
      after: { designer: assignedTo?.name ?? null },
    });
    return { number, assignedTo, changed: true };
  });
}
