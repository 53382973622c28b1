import { Link } from "react-router";
import { warrantyStatuses, warrantyStatusLabels } from "../../../lib/warranty/contract.ts";
import { type StaffWarrantyRow, staffWarrantyListQuery } from "../../../lib/warranty/staff-contract.ts";
import { getPageContext } from "../../context.ts";
import {
  type Column,
  DataTable,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { listQueryOf } from "../../features/staff/list-query.ts";
import { ageOf, StatusBadge, StatusTabs } from "../../features/staff/QueueParts.tsx";
import { warrantyTone } from "../../features/staff/queue-tones.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/warranty-claims";

/** `/staff/warranty-claims` (issue 33 item 3): the warranty team's queue, oldest waiting first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "warranty.work");
  const query = listQueryOf(request, staffWarrantyListQuery);
  const list = await getPageContext(context).warranty.staffList(query);
  return {
    ...list,
    q: query.q ?? "",
    sort: query.sort ?? "createdAt",
    dir: query.sort ? (query.dir ?? "asc") : "asc",
  };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Warranty claims");
}

const columns: Column<StaffWarrantyRow>[] = [
  {
    key: "number",
    label: "Claim",
    sort: "number",
    render: (r) => (
      <Link
        to={`/staff/warranty-claims/${r.number}`}
        className="whitespace-nowrap font-semibold text-brand-navy underline"
      >
        {r.number}
      </Link>
    ),
  },
  {
    key: "status",
    label: "Status",
    render: (r) => (
      <>
        <StatusBadge label={warrantyStatusLabels[r.status]} tone={warrantyTone[r.status]} />
        {r.rmaNumber && (
          <span className="mt-1 block whitespace-nowrap text-xs text-slate-600">{r.rmaNumber}</span>
        )}
      </>
    ),
  },
  {
    key: "createdAt",
    label: "Age",
    sort: "createdAt",
    render: (r) => <span className="whitespace-nowrap">{ageOf(r.createdAt)}</span>,
  },
  {
    key: "claimant",
    label: "Claimant",
    render: (r) => (
      <span className="block min-w-40">
        {r.claimantName}
        <span className="block text-xs text-slate-600">Account {r.accountId}</span>
      </span>
    ),
  },
  {
    key: "reference",
    label: "Order or invoice",
    render: (r) => <span className="whitespace-nowrap">{r.reference}</span>,
  },
  {
    key: "sku",
    label: "Product",
    sort: "sku",
    render: (r) => (
      <span className="block min-w-40">
        {r.sku} × {r.quantity}
        <span className="block text-xs text-slate-600">{r.productName}</span>
      </span>
    ),
  },
  { key: "photos", label: "Photos", numeric: true, render: (r) => String(r.photoCount) },
];

export default function WarrantyClaims({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, q, sort, dir } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Warranty claims"
        intro="Claims filed by customers for their orders and invoices. Open one to review the photos and decide it."
      />
      <StatusTabs statuses={warrantyStatuses} labels={warrantyStatusLabels} label="Warranty claim status" />
      <div className="space-y-4">
        <ListFilters label="Search warranty claims">
          <FilterField label="Search" id="warranty-q">
            <input
              id="warranty-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Number, claimant, account, order, SKU"
              className={`${filterInputClass} w-72 max-w-full`}
            />
          </FilterField>
        </ListFilters>
        <DataTable
          caption="Warranty claims"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.number}
          total={total}
          page={page}
          pageSize={pageSize}
          sort={sort}
          dir={dir}
          csvHref="/api/staff/warranty-claims"
          empty={q ? "No warranty claim matches this search." : "No warranty claims here."}
        />
      </div>
    </>
  );
}
