import type { ApprovalRequest, ApprovalStatus } from "../../../lib/orders/approval-contract.ts";
import { shippingWords } from "../../../lib/orders/shipping-words.ts";
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

/**
 * How a request asks to be shipped, in the order page's words: the method (with the buyer's carrier
 * account) and the requested ship date; for a pending one the goods, the freight priced now ("estimated,
 * LTL quote to follow" when it is an estimate) and the total approving places.
 */
export function RequestShipping({ request }: { request: ApprovalRequest }) {
  const { shipping } = request;
  if (!shipping) {
    return (
      <p className="text-sm text-slate-600" data-testid="request-shipping">
        No shipping method was chosen: the freight is confirmed when the order ships.
      </p>
    );
  }
  const { freight } = shipping;
  const words = shippingWords({
    method: freight?.shipsAs ?? shipping.method,
    carrier: shipping.carrier,
    carrierAccountNumber: shipping.carrierAccountNumber,
    freightCents: freight?.freightCents ?? 0,
    estimated: freight?.estimated ?? false,
    source: freight?.source ?? "rules",
    note: freight?.note ?? "",
    requestedShipDate: shipping.requestedShipDate,
  });
  const row = "flex items-baseline justify-between gap-3";
  return (
    <dl className="space-y-1 text-sm" data-testid="request-shipping">
      <div className={row}>
        <dt className="text-slate-600">Shipping</dt>
        <dd className="min-w-0 break-words text-right text-slate-900" data-testid="request-shipping-method">
          {words.method}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-slate-600">Requested ship date</dt>
        <dd className="text-right text-slate-900" data-testid="request-ship-date">
          {words.shipDate}
        </dd>
      </div>
      {freight && (
        <>
          <div className={row}>
            <dt className="text-slate-600">Goods</dt>
            <dd className="tabular-nums text-slate-900">
              {formatCents(freight.totalCents - freight.freightCents)}
            </dd>
          </div>
          <div className={row}>
            <dt className="text-slate-600">Freight</dt>
            <dd className="min-w-0 text-right tabular-nums text-slate-900" data-testid="request-freight">
              {words.freight}
            </dd>
          </div>
          <div className={`${row} border-t border-slate-200 pt-1 font-semibold`}>
            <dt className="text-slate-900">Total</dt>
            <dd className="tabular-nums text-slate-900" data-testid="request-total">
              {formatCents(freight.totalCents)}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
