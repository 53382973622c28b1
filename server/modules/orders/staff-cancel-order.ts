import type { Order, OrderStatus } from "../../../lib/orders/contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { StaffCancelOrderBody } from "../../../lib/staff/orders-contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type OrdersDeps, orderNotFound } from "./deps.ts";
import { readOrder, toOrder } from "./load-order.ts";
import { statusMail } from "./order-mail.ts";
import { orders } from "./schema.ts";
import { setOrderStatus } from "./set-order-status.ts";
import { staffOrderWhere } from "./staff-order.ts";
import { cancelUnpaidOrder, refusePaymentInFlight } from "./unpaid-order.ts";

/** An on-account order not yet shipped (so not yet invoiced) is unpaid and may be cancelled. */
const onAccountCancellable: readonly OrderStatus[] = ["PENDING", "PROCESSING"];

/**
 * Issue 33 item 4: staff cancel an unpaid order of any account, with a reason. Awaiting its card or
 * ACH payment: cancelled as the buyer's own cancel does (cancelUnpaidOrder; refused while a payment is
 * in progress); on account and not yet shipped: moved to CANCELLED by the fulfilment use case
 * (setOrderStatus) the ERP and the CLI use. A paid order is refused (409: its payment is refunded or
 * credited instead), and so is one already shipped or delivered. Either way the order's history
 * names the staff member, the buyer is mailed, and the audit entry is written in the transaction of
 * the change. Cancelling a cancelled order answers it unchanged.
 */
export async function staffCancelOrder(
  deps: OrdersDeps,
  actor: StaffActor,
  key: string,
  body: StaffCancelOrderBody,
): Promise<Order> {
  const where = staffOrderWhere(key);
  const { row: seen } = await readOrder(deps.db, where);
  if (seen.paymentStatus === "AUTHORIZED") {
    throw new AppError(
      "CONFLICT",
      `Order ${seen.number} is paid (payment ${seen.paymentId}): it cannot be cancelled here. Record a refund or credit on its payment instead.`,
    );
  }
  if (seen.orderStatus === "CANCELLED") {
    const { row, lines, events } = await readOrder(deps.db, where);
    return toOrder(row, lines, events);
  }
  if (seen.orderStatus !== "AWAITING_PAYMENT") {
    if (seen.paymentType !== "ON_ACCOUNT" || !onAccountCancellable.includes(seen.orderStatus)) {
      throw new AppError(
        "CONFLICT",
        `Order ${seen.number} is ${seen.orderStatus}: only an unpaid order not yet shipped can be cancelled`,
      );
    }
    const { order } = await setOrderStatus(
      deps,
      seen.number,
      { status: "CANCELLED", note: body.reason },
      { kind: "staff", staff: actor, onlyFrom: onAccountCancellable },
    );
    return order;
  }
  // Expired payments are closed at the provider first: they no longer hold the order.
  await deps.releaseExpiredPayments(seen.accountId);
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      const [row] = await tx.select().from(orders).where(where).for("update");
      if (!row) throw orderNotFound();
      if (row.orderStatus !== "AWAITING_PAYMENT") {
        throw new AppError(
          "CONFLICT",
          `Order ${row.number} is now ${row.orderStatus}: reload it and try again`,
        );
      }
      await refusePaymentInFlight(deps, tx, row).catch((error: unknown) => {
        // The buyer's wording tells them to finish or abandon it; staff wait for it to end.
        if (!(error instanceof AppError)) throw error;
        throw new AppError(
          "CONFLICT",
          `Order ${row.number} is being paid right now: it can be cancelled once that payment is finished, abandoned or expired`,
        );
      });
      const cancelled = await cancelUnpaidOrder(deps, tx, row, {
        actor: "staff",
        actorName: `${actor.name} (staff)`,
        note: body.reason,
      });
      await recordStaffAction(tx, actor, {
        action: "order.cancelled",
        objectType: "order",
        objectId: row.id,
        summary: `Order ${row.number} cancelled before payment: ${body.reason}`,
        before: { orderStatus: row.orderStatus },
        after: { orderStatus: cancelled.orderStatus },
      });
      await deps.mailer.send(statusMail(deps, cancelled));
      const now = await readOrder(tx, where);
      return toOrder(now.row, now.lines, now.events);
    }),
  );
  await held.release();
  return held.value;
}
