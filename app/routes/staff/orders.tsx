import { Link } from "react-router";
import { orderStatuses } from "../../../lib/orders/contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
import { type StaffOrderRow, staffOrdersQuery } from "../../../lib/staff/orders-contract.ts";
import { getPageContext } from "../../context.ts";
import { OrderStatusBadge } from "../../features/orders/OrderStatusBadge.tsx";
import { orderStatusBadge, paymentTypeLabel } from "../../features/orders/order-format.ts";
import {
  type Column,
  DataTable,
  DateRangeFilters,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { searchOf, staffDay } from "../../features/staff/orders/staff-format.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/orders";

/** `/staff/orders` (issue 33 item 4): every account's orders, filtered, sorted, paged, exported. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "orders.read");
  const parsed = staffOrdersQuery.safeParse({ ...searchOf(request), format: undefined });
  const query = parsed.success ? parsed.data : staffOrdersQuery.parse({});
  const list = await getPageContext(context).orders.staff.list(query);
  return { ...list, query, invalid: !parsed.success };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Orders");
}

const columns: Column<StaffOrderRow>[] = [
  {
    key: "number",
    label: "Order",
    sort: "number",
    render: (row) => (
      <Link
        to={`/staff/orders/${row.number}`}
        className="whitespace-nowrap font-semibold text-brand-navy underline"
      >
        {row.number}
      </Link>
    ),
  },
  {
    key: "placed",
    label: "Placed",
    sort: "placed",
    render: (row) => <span className="whitespace-nowrap">{staffDay(row.createdAt)}</span>,
  },
  {
    key: "account",
    label: "Account",
    sort: "account",
    render: (row) => (
      <span className="block min-w-40">
        {row.accountName} <span className="text-xs text-slate-500">{row.accountId}</span>
      </span>
    ),
  },
  { key: "po", label: "PO", render: (row) => <span className="whitespace-nowrap">{row.purchaseOrder}</span> },
  {
    key: "status",
    label: "Status",
    sort: "status",
    render: (row) => <OrderStatusBadge status={row.orderStatus} />,
  },
  {
    key: "payment",
    label: "Payment",
    render: (row) => <span className="whitespace-nowrap">{paymentTypeLabel[row.paymentType]}</span>,
  },
  {
    key: "total",
    label: "Total",
    sort: "total",
    numeric: true,
    render: (row) => formatCents(row.totalCents),
  },
];

export default function StaffOrders({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Orders"
        intro="Every account's orders. Find one by its number, purchase order or account name; open it to cancel an unpaid order or mark it shipped."
      />
      <div className="space-y-4">
        <ListFilters label="Filter orders">
          <FilterField label="Search" id="orders-q">
            <input
              id="orders-q"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder="SO-2026-…, PO, account"
              className={filterInputClass}
            />
          </FilterField>
          <FilterField label="Status" id="orders-status">
            <select
              id="orders-status"
              name="status"
              defaultValue={query.status ?? ""}
              className={filterInputClass}
            >
              <option value="">Any status</option>
              {orderStatuses.map((status) => (
                <option key={status} value={status}>
                  {orderStatusBadge[status].label}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Account ID" id="orders-account">
            <input
              id="orders-account"
              name="accountId"
              defaultValue={query.accountId ?? ""}
              placeholder="A-10001"
              className={`${filterInputClass} w-28`}
            />
          </FilterField>
          <DateRangeFilters
            idPrefix="orders"
            from={query.from}
            to={query.to}
            fromLabel="Placed from"
            toLabel="Placed to"
          />
          {query.sort && <input type="hidden" name="sort" value={query.sort} />}
          {query.dir && <input type="hidden" name="dir" value={query.dir} />}
        </ListFilters>
        {loaderData.invalid && (
          <p role="alert" className="text-sm text-brand-red">
            Some filters were not understood and were left out.
          </p>
        )}
        <DataTable
          caption="Orders"
          columns={columns}
          rows={loaderData.rows}
          rowKey={(row) => row.id}
          total={loaderData.total}
          page={loaderData.page}
          pageSize={loaderData.pageSize}
          sort={query.sort ?? "placed"}
          dir={query.dir ?? (query.sort && query.sort !== "placed" ? "asc" : "desc")}
          csvHref="/api/staff/orders"
          empty="No order matches these filters."
        />
      </div>
    </>
  );
}
