import type { Order } from "../../../lib/orders/contract.ts";
import type { StaffActor } from "../../../lib/staff/contract.ts";
import type { StaffShipOrderBody } from "../../../lib/staff/orders-contract.ts";
import type { OrdersDeps } from "./deps.ts";
import { readOrder } from "./load-order.ts";
import { setOrderStatus } from "./set-order-status.ts";
import { staffOrderWhere } from "./staff-order.ts";

/**
 * Issue 33 item 4: staff mark an order shipped with its carrier and tracking number when no ERP
 * reports it. The very use case of the integration API's status call and `npm run orders:ship`
 * (setOrderStatus: the same moves allowed, the buyer's mail with the tracking link, the invoice of an
 * on-account order), with the staff member as the actor: the history names them, and the audit
 * entry is written in the same transaction. Shipping a shipped order again changes nothing.
 */
export async function staffShipOrder(
  deps: OrdersDeps,
  actor: StaffActor,
  key: string,
  body: StaffShipOrderBody,
): Promise<Order> {
  const { row } = await readOrder(deps.db, staffOrderWhere(key));
  const { order } = await setOrderStatus(
    deps,
    row.number,
    { status: "SHIPPED", carrier: body.carrier, trackingNumber: body.trackingNumber, note: body.reason },
    { kind: "staff", staff: actor },
  );
  return order;
}
