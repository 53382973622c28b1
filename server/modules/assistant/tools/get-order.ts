import { z } from "zod";
import { ok, orderNotFoundMessage, refused } from "../../../../lib/assistant/tools.ts";
import { formatCents } from "../../../../lib/shared/money.ts";
import { text } from "../../../../lib/shared/safe-text.ts";
import { toAssistantOrder } from "../shape.ts";
import { defineTool, signedIn } from "../tool.ts";

const input = z
  .object({
    orderNumber: text().trim().min(1).max(40).describe('The order number, e.g. "SO-2026-900101"'),
  })
  .strict();

/**
 * One order of the working account by number, with its status and tracking. Another account's order
 * is "not found", in the same words as a number that does not exist: the orders module's scope
 * decides, so nothing of it is read.
 */
export const getOrderTool = defineTool({
  name: "get_order",
  description:
    "One order of the signed-in buyer's account by order number: status, tracking number, total and items.",
  input,
  account: true,
  run: signedIn(async (caller, { deps }, { orderNumber }) => {
    const number = orderNumber.toUpperCase();
    const found = await deps.orders.findByNumber(caller, number);
    if (!found) return refused(orderNotFoundMessage(orderNumber));
    const order = toAssistantOrder(await deps.orders.get(caller, found.id));
    const tracking = order.trackingNumber ? `, tracking ${order.trackingNumber}` : "";
    return ok(`Order ${order.orderNumber}: ${order.status}, ${formatCents(order.total)}${tracking}.`, {
      order,
    });
  }),
});
