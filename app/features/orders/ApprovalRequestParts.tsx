import type { ApprovalRequest, ApprovalStatus } from "../../../lib/orders/approval-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { Badge, type BadgeTone } from "../../components/ui/Badge.tsx";

export const approvalStatusBadge: Record<ApprovalStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: "Waiting for approval", tone: "amber" },
  approved: { label: "Approved", tone: "green" },
  declined: { label: "Declined", tone: "red" },
  withdrawn: { label: "Withdrawn", tone: "slate" },
};

export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  const badge = approvalStatusBadge[status];
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

/** "3 lines, 14 units" */
export function linesCountText(items: readonly { quantity: number }[]): string {
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  const lines = `${items.length} ${items.length === 1 ? "line" : "lines"}`;
  return `${lines}, ${units.toLocaleString("en-US")} ${units === 1 ? "unit" : "units"}`;
}

/**
 * A submitted cart's lines, read-only and compact: quantity, name, SKU and the line's total; the
 * request's total (priced now, on account) below.
 */
export function RequestLines({ cart }: { cart: NonNullable<ApprovalRequest["cart"]> }) {
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-slate-700">{linesCountText(cart.items)}</p>
      <ul className="divide-y divide-slate-100 rounded border border-slate-200" data-testid="request-lines">
        {cart.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block break-words text-slate-900">
                <span className="font-semibold tabular-nums">{item.quantity.toLocaleString("en-US")} ×</span>{" "}
                {item.productDetails.name}
              </span>
              <span className="block break-words text-xs text-slate-500">{item.catalogNumber}</span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-slate-900">
              {formatCents(item.lineTotalCents)}
            </span>
          </li>
        ))}
      </ul>
      {cart.discountCents > 0 && (
        <p className="text-right text-sm text-slate-600">Discount −{formatCents(cart.discountCents)}</p>
      )}
    </div>
  );
}
