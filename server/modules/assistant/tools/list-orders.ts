import { z } from "zod";
import { ok } from "../../../../lib/assistant/tools.ts";
import { orderStatuses } from "../../../../lib/orders/contract.ts";
import { toAssistantOrder } from "../shape.ts";
import { defineTool, signedIn } from "../tool.ts";

/** CHAT-26 shows 5 order cards a page; a reply carries at most 20. */
export const MAX_ORDERS = 20;

const input = z
  .object({
    status: z.enum(orderStatuses).optional(),
    limit: z.number().int().min(1).max(MAX_ORDERS).default(5),
  })
  .strict();

/** API-47's list of the working account's orders (newest first), each read whole for its order card. */
export const listOrdersTool = defineTool({
  name: "list_orders",
  description:
    "The signed-in buyer's orders (their selected account's), newest first, with status, total, tracking number and items. Optionally of one status.",
  input,
  account: true,
  run: signedIn(async (caller, { deps }, input) => {
    const list = await deps.orders.list(caller, "me", {
      ...(input.status ? { status: input.status } : {}),
      limit: input.limit,
    });
    // Each listed order read whole (its items) in three statements, not a read per order.
    const orders = await deps.orders.getMany(
      caller,
      list.orders.map((order) => order.id),
    );
    if (orders.length === 0) {
      return ok(
        input.status ? `Your account has no ${input.status} orders.` : "Your account has no orders yet.",
        {
          orders: [],
        },
      );
    }
    return ok(`Your ${orders.length === 1 ? "latest order" : `${orders.length} latest orders`}.`, {
      orders: orders.map(toAssistantOrder),
      more: list.nextCursor !== null,
    });
  }),
});
