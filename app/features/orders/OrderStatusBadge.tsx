import type { OrderStatus } from "../../../lib/orders/contract.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { orderStatusBadge } from "./order-format.ts";

/** ORDER-04: the order's status with its icon and colour; the word carries the meaning. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const badge = orderStatusBadge[status];
  const Icon = badge.icon;
  return (
    <span data-testid="order-status" data-status={status}>
      <Badge tone={badge.tone}>
        <Icon aria-hidden size={12} className="mr-1" />
        {badge.label}
      </Badge>
    </span>
  );
}
