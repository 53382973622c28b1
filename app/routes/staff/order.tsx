import { Link } from "react-router";
import { roleMay } from "../../../lib/staff/contract.ts";
import { staffCancelOrderBody, staffShipOrderBody } from "../../../lib/staff/orders-contract.ts";
import { getPageContext } from "../../context.ts";
import {
  OrderBillTo,
  OrderHistory,
  OrderLinesCard,
  OrderPayment,
  OrderShipping,
  OrderShipTo,
  OrderTotals,
  OrderTracking,
} from "../../features/orders/OrderDetailCards.tsx";
import { OrderStatusBadge } from "../../features/orders/OrderStatusBadge.tsx";
import { AuditTrail } from "../../features/staff/AuditTrail.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { AttemptsTable } from "../../features/staff/orders/AttemptsTable.tsx";
import { OrderActions } from "../../features/staff/orders/OrderActions.tsx";
import { staffCardClass, staffTime } from "../../features/staff/orders/staff-format.ts";
import { pageActor, staffAction } from "../../features/staff/staff-form-action.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import { loaderCall } from "../../page-errors.ts";
import type { Route } from "./+types/order";

/**
 * `/staff/orders/:order` (issue 33 item 4): an order of any account by number or id — its lines,
 * totals, addresses, PO and approver, its payment attempts, its status history and the staff actions
 * on it; cancel or mark shipped with a reason.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context, "orders.read");
  const page = getPageContext(context);
  const { order, attempts } = await loaderCall(page.orders.staff.get(params.order));
  return {
    order,
    attempts,
    trail: await page.audit.trailOf("order", order.id),
    mayWrite: roleMay(staff.role, "orders.write"),
    erpConnected: Boolean(page.orders.integrationApiKey),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const staff = requireStaffPage(request, context, "orders.write");
  const { orders } = getPageContext(context);
  const form = Object.fromEntries(await request.formData());
  const { intent, ...fields } = form;
  const actor = pageActor(context, staff);
  if (intent === "ship") {
    return staffAction(context, "ship", staffShipOrderBody, fields, async (body) => {
      const order = await orders.staff.ship(actor, params.order, body);
      return `Order ${order.number} is marked shipped (${body.carrier} ${body.trackingNumber}); the buyer was mailed.`;
    });
  }
  return staffAction(context, "cancel", staffCancelOrderBody, fields, async (body) => {
    const order = await orders.staff.cancel(actor, params.order, body);
    return `Order ${order.number} is cancelled; the buyer was mailed.`;
  });
}

export const headers = staffPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(`${loaderData?.order.number ?? "Order"}`);
}

export default function StaffOrder({ loaderData }: Route.ComponentProps) {
  const { order, attempts, trail, mayWrite, erpConnected } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/staff/orders" className="text-brand-navy underline">
          ← Orders
        </Link>
      </p>
      <StaffPageHeader
        title={`Order ${order.number}`}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.OrderStatus} />
            <span>
              {order.accountName} ({order.accountId}) · placed {staffTime(order.createdAt)} UTC
            </span>
          </span>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <section aria-labelledby="order-facts-title" className={staffCardClass}>
            <h2 id="order-facts-title" className="text-lg font-semibold text-slate-900">
              Order
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-500">Account</dt>
              <dd className="break-words">
                <Link to={`/staff/orders?accountId=${order.accountId}`} className="text-brand-navy underline">
                  {order.accountName} ({order.accountId})
                </Link>
              </dd>
              <dt className="text-slate-500">PO</dt>
              <dd className="break-all">{order.PurchaseOrder}</dd>
              <dt className="text-slate-500">Placed by</dt>
              <dd className="break-words">{order.placedByName}</dd>
              <dt className="text-slate-500">Approved by</dt>
              <dd>{order.approvedByName ?? "—"}</dd>
              <dt className="text-slate-500">From</dt>
              <dd>{order.quoteNumber ? `Quote ${order.quoteNumber}` : "Cart"}</dd>
            </dl>
          </section>
          <OrderLinesCard order={order} />
          <AttemptsTable attempts={attempts} />
          <OrderHistory order={order} date={(iso) => `${staffTime(iso)} UTC`} />
          <AuditTrail entries={trail} title="Staff actions" />
        </div>
        <div className="min-w-0 space-y-4">
          {mayWrite && <OrderActions order={order} erpConnected={erpConnected} />}
          <OrderTotals order={order} />
          <OrderPayment order={order} />
          <OrderTracking order={order} />
          <OrderShipping order={order} />
          <OrderBillTo order={order} />
          <OrderShipTo order={order} />
        </div>
      </div>
    </>
  );
}
