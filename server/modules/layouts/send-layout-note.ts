import { eq } from "drizzle-orm";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type LayoutsDeps, layoutNotFound } from "./deps.ts";
import { layoutNoteMail } from "./layout-mail.ts";
import { layoutRequests } from "./schema.ts";
import { LAYOUT_AUDIT_TYPE } from "./set-layout-status.ts";

/**
 * Issue 33 item 3: a note to the requester from the design team without a change of status (a
 * question about the plans, a date): mailed after the commit, and kept in the request's audit trail,
 * which is where the console shows the notes sent.
 */
export async function sendLayoutNote(
  deps: LayoutsDeps,
  number: string,
  note: string,
  actor: StaffActor,
): Promise<{ number: string; sent: true }> {
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      const [row] = await tx.select().from(layoutRequests).where(eq(layoutRequests.number, number));
      if (!row) throw layoutNotFound();
      await recordStaffAction(tx, actor, {
        action: "layout.note",
        objectType: LAYOUT_AUDIT_TYPE,
        objectId: number,
        summary: `Sent a note to ${row.email}`,
        after: { note },
      });
      await deps.mailer.send(layoutNoteMail(deps, row, note));
      return { number, sent: true as const };
    }),
  );
  await held.release();
  return held.value;
}
