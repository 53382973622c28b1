import type { SessionUser } from "../../../lib/accounts/users.ts";
import type { ReorderResult } from "../../../lib/orders/contract.ts";
import type { OrdersDeps } from "./deps.ts";
import { readOrder } from "./load-order.ts";
import { ownOrder, requireOrderAccess } from "./order-scope.ts";

/**
 * `POST order-service/orders/{id}/reorder` (issue 13 item 4): the order's lines ADDED to the cart
 * (what a buyer expects: the cart keeps what it holds; a configuration already in it gets the
 * quantity added), each checked against today's catalogue and priced at today's prices by the cart.
 * Lines whose product or option is no longer offered are answered in `unavailable` and not added.
 */
export async function reorder(
  deps: OrdersDeps,
  caller: SessionUser,
  orderId: string,
): Promise<ReorderResult> {
  requireOrderAccess(caller);
  const { lines } = await readOrder(deps.db, ownOrder(deps, caller, orderId));
  const result = await deps.cart.addLines(
    caller,
    lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      options: line.options.map((option) => option.code),
    })),
  );
  return {
    added: result.added.map((added) => ({
      position: lines[added.index]?.position ?? 0,
      sku: added.sku,
      quantity: added.quantity,
    })),
    unavailable: result.refused.map((refused) => {
      const line = lines[refused.index];
      return {
        position: line?.position ?? 0,
        sku: line?.sku ?? "",
        name: line?.name ?? "",
        reason: refused.reason,
      };
    }),
    cart: result.cart,
  };
}
