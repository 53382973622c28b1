import { formatCents } from "../../../lib/shared/format.ts";
import { roleMay, type StaffPermission } from "../../../lib/staff/contract.ts";
import { getPageContext } from "../../context.ts";
import { AgeBucketList, DashboardTile, Figure } from "../../features/staff/DashboardTiles.tsx";
import { StaffPageHeader } from "../../features/staff/DataTable.tsx";
import { OrdersChart } from "../../features/staff/OrdersChart.tsx";
import { staffNavItem } from "../../features/staff/staff-nav.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/dashboard";

/** The queue or list each tile links to: its address and permission are the menu's (staff-nav.ts). */
const tiles = {
  orders: staffNavItem("/staff/orders"),
  layouts: staffNavItem("/staff/layout-requests"),
  warranty: staffNavItem("/staff/warranty-claims"),
  quotes: staffNavItem("/staff/quote-requests"),
  invoices: staffNavItem("/staff/payments"),
};

/** A figure the member's role may see, read from its module; else nothing (the tile is not shown). */
function mayRead<T>(
  permission: StaffPermission,
  allowed: (p: StaffPermission) => boolean,
  read: () => Promise<T>,
) {
  return allowed(permission) ? read() : Promise.resolve(null);
}

/**
 * `/staff` (issue 33 item 7): the console's start page: today's orders and a chart of the last 30
 * days, open layout requests, warranty claims and quote requests by age, overdue invoices. Each
 * tile only for a role that opens its queue; each figure one indexed statement of its module.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context, "dashboard.read");
  const { orders, layouts, warranty, quotes, invoices } = getPageContext(context);
  const may = (permission: StaffPermission) => roleMay(staff.role, permission);
  const [today, perDay, layoutAges, claimAges, quoteAges, overdue] = await Promise.all([
    mayRead(tiles.orders.permission, may, () => orders.todayOrders()),
    mayRead(tiles.orders.permission, may, () => orders.ordersPerDay(30)),
    mayRead(tiles.layouts.permission, may, () => layouts.openAges()),
    mayRead(tiles.warranty.permission, may, () => warranty.openAges()),
    mayRead(tiles.quotes.permission, may, () => quotes.openRequestAges()),
    mayRead(tiles.invoices.permission, may, () => invoices.overdue()),
  ]);
  return { name: staff.name, today, perDay, layoutAges, claimAges, quoteAges, overdue };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Dashboard");
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  const { today, perDay, layoutAges, claimAges, quoteAges, overdue } = loaderData;
  const nothing = !today && !layoutAges && !claimAges && !quoteAges && !overdue;
  return (
    <>
      <StaffPageHeader title="Dashboard" intro={`Signed in as ${loaderData.name}. Days are UTC.`} />
      {nothing ? (
        <p className="rounded border border-slate-200 bg-white p-4 text-slate-700">
          Your role has no queues to sum up here; the menu lists your pages.
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {today && (
            <DashboardTile title="Today's orders" to={tiles.orders.to} linkLabel="All orders">
              <Figure
                value={today.count.toLocaleString("en-US")}
                label={today.count === 1 ? "order placed today" : "orders placed today"}
              />
              <p className="mt-2 text-sm text-slate-700">
                Worth <span className="font-semibold tabular-nums">{formatCents(today.totalCents)}</span>
              </p>
            </DashboardTile>
          )}
          {overdue && (
            <DashboardTile title="Overdue invoices" to={tiles.invoices.to} linkLabel="Payments">
              <Figure value={overdue.count.toLocaleString("en-US")} label="unpaid past their due date" />
              <p className="mt-2 text-sm text-slate-700">
                Owing <span className="font-semibold tabular-nums">{formatCents(overdue.balanceCents)}</span>
              </p>
            </DashboardTile>
          )}
          {quoteAges && (
            <DashboardTile title="Quote requests" to={tiles.quotes.to} linkLabel="Quote requests">
              <AgeBucketList buckets={quoteAges} noun="requests waiting for prices" />
            </DashboardTile>
          )}
          {layoutAges && (
            <DashboardTile title="Layout requests" to={tiles.layouts.to} linkLabel="Layout requests">
              <AgeBucketList buckets={layoutAges} noun="requests not completed" />
            </DashboardTile>
          )}
          {claimAges && (
            <DashboardTile title="Warranty claims" to={tiles.warranty.to} linkLabel="Warranty claims">
              <AgeBucketList buckets={claimAges} noun="claims to decide" />
            </DashboardTile>
          )}
          {perDay && (
            <DashboardTile
              title="Orders per day, last 30 days"
              to={tiles.orders.to}
              linkLabel="All orders"
              wide
            >
              <OrdersChart days={perDay} />
            </DashboardTile>
          )}
        </div>
      )}
    </>
  );
}
