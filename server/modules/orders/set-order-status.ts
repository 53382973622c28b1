import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus, SetOrderStatusAnswer, SetOrderStatusBody } from "../../../lib/orders/contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import { inTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { creditTermsOf } from "../accounts/index.ts";
import { recordStaffAction } from "../audit/index.ts";
import { type OrdersDeps, orderNotFound } from "./deps.ts";
import { readOrder, toOrder } from "./load-order.ts";
import { statusMail } from "./order-mail.ts";
import { orderEvents, orders } from "./schema.ts";

/**
 * Who moves an order on: the ERP through the integration API, someone at the CLI, or (issue 33 item
 * 4, no ERP reporting it) a staff member in the console, whose change is also written to the audit
 * log in the same transaction.
 */
export type FulfilmentActor =
  | { kind: "integration" | "cli"; name: string }
  | {
      kind: "staff";
      staff: StaffActor;
      /** The statuses this staff action may move from (checked under the order's lock). */
      onlyFrom?: readonly OrderStatus[];
    };

const actorNameOf = (actor: FulfilmentActor) =>
  actor.kind === "staff" ? `${actor.staff.name} (staff)` : actor.name;

/**
 * Where fulfilment may take an order from each status (issue 13 item 5): PENDING → PROCESSING →
 * SHIPPED → DELIVERED, PENDING → SHIPPED directly, and anything not yet DELIVERED or CANCELLED →
 * CANCELLED; an order awaiting payment can only be cancelled.
 */
const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  AWAITING_PAYMENT: ["CANCELLED"],
  PENDING: ["PROCESSING", "SHIPPED", "CANCELLED"],
  PROCESSING: ["SHIPPED", "CANCELLED"],
  SHIPPED: ["DELIVERED", "CANCELLED"],
  DELIVERED: [],
  CANCELLED: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

/**
 * `PUT order-service/integration/orders/{number}/status` and the CLI: moves an order (of any account:
 * the caller is the manufacturer's system, not a buyer) on. The same status again is answered
 * unchanged (200, nothing written, no mail, no second invoice); a move the order cannot make is 409.
 * In one transaction, with the order's row locked: the status (SHIPPED with its carrier and tracking
 * number), an event, and for a shipped on-account order its invoice (due after the account's credit
 * terms); the buyer's mail goes out after the commit.
 */
export async function setOrderStatus(
  deps: OrdersDeps,
  number: string,
  body: SetOrderStatusBody,
  actor: FulfilmentActor,
): Promise<SetOrderStatusAnswer> {
  const held = await deps.mailer.hold(() =>
    inTransaction(deps.db, async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
      if (!row) throw orderNotFound();
      if (row.orderStatus !== body.status) {
        const refused = actor.kind === "staff" && actor.onlyFrom && !actor.onlyFrom.includes(row.orderStatus);
        if (refused || !canMove(row.orderStatus, body.status)) {
          throw new AppError(
            "CONFLICT",
            `Order ${row.number} is ${row.orderStatus}: it cannot become ${body.status}`,
          );
        }
        const shipped = body.status === "SHIPPED";
        const [moved] = await tx
          .update(orders)
          .set({
            orderStatus: body.status,
            updatedAt: sql`now()`,
            ...(shipped
              ? {
                  carrier: body.carrier ?? null,
                  trackingNumber: body.trackingNumber ?? null,
                  shippedAt: sql`now()`,
                }
              : {}),
            ...(body.status === "DELIVERED" ? { deliveredAt: sql`now()` } : {}),
            ...(body.status === "CANCELLED" ? { cancelledAt: sql`now()` } : {}),
          })
          .where(and(eq(orders.id, row.id), eq(orders.orderStatus, row.orderStatus)))
          .returning();
        if (!moved) throw new Error("The locked order changed under its lock");
        await tx.insert(orderEvents).values({
          orderId: moved.id,
          orderStatus: moved.orderStatus,
          paymentStatus: moved.paymentStatus,
          actor: actor.kind,
          actorName: actorNameOf(actor),
          note: body.note ?? "",
          carrier: shipped ? moved.carrier : null,
          trackingNumber: shipped ? moved.trackingNumber : null,
        });
        // Nothing to bill for an order a coupon made free (an invoice is for more than 0).
        if (shipped && moved.paymentType === "ON_ACCOUNT" && moved.totalCents > 0) {
          await deps.invoiceShippedOrder(tx, {
            orderId: moved.id,
            orderNumber: moved.number,
            accountId: moved.accountId,
            purchaseOrder: moved.purchaseOrder,
            amountCents: moved.totalCents,
            // Terms withdrawn since the order was placed: due on shipping.
            creditTermsDays: (await creditTermsOf(tx, moved.accountId)) ?? 0,
            shippedAt: moved.shippedAt ?? new Date(),
          });
        }
        if (actor.kind === "staff") {
          await recordStaffAction(tx, actor.staff, {
            action: `order.${moved.orderStatus.toLowerCase()}`,
            objectType: "order",
            objectId: moved.id,
            summary: `Order ${moved.number} ${row.orderStatus} → ${moved.orderStatus}: ${body.note ?? ""}`,
            before: {
              orderStatus: row.orderStatus,
              carrier: row.carrier,
              trackingNumber: row.trackingNumber,
            },
            after: {
              orderStatus: moved.orderStatus,
              carrier: moved.carrier,
              trackingNumber: moved.trackingNumber,
            },
          });
        }
        await deps.mailer.send(statusMail(deps, moved));
      }
      const { row: now, lines, events } = await readOrder(tx, eq(orders.id, row.id));
      return { changed: now.orderStatus !== row.orderStatus, order: toOrder(now, lines, events) };
    }),
  );
  await held.release();
  return held.value;
}

/** `GET order-service/integration/orders/{number}`: the ERP reads an order (of any account). */
export async function integrationOrder(deps: OrdersDeps, number: string) {
  const { row, lines, events } = await readOrder(deps.db, eq(orders.number, number));
  return toOrder(row, lines, events);
}
