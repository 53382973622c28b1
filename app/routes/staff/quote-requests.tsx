import { Link } from "react-router";
import { negotiationStatuses, negotiationStatusLabels } from "../../../lib/quotes/negotiation-contract.ts";
import { type StaffQuoteRow, staffQuoteListQuery } from "../../../lib/quotes/staff-contract.ts";
import { formatCents } from "../../../lib/shared/money.ts";
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
import { quoteTone } from "../../features/staff/queue-tones.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/quote-requests";

/** `/staff/quote-requests` (issue 33 item 3): every account's negotiated quote requests, oldest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "quotes.answer");
  const query = listQueryOf(request, staffQuoteListQuery);
  const list = await getPageContext(context).quotes.staffList(query);
  return {
    ...list,
    q: query.q ?? "",
    sort: query.sort ?? "requestedAt",
    dir: query.sort ? (query.dir ?? "asc") : "asc",
  };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Quote requests");
}

const columns: Column<StaffQuoteRow>[] = [
  {
    key: "number",
    label: "Quote",
    sort: "number",
    render: (r) => (
      <Link
        to={`/staff/quote-requests/${r.id}`}
        className="whitespace-nowrap font-semibold text-brand-navy underline"
      >
        {r.number}
      </Link>
    ),
  },
  {
    key: "status",
    label: "Status",
    render: (r) => <StatusBadge label={negotiationStatusLabels[r.status]} tone={quoteTone[r.status]} />,
  },
  {
    key: "requestedAt",
    label: "Age",
    sort: "requestedAt",
    render: (r) => (
      <span className="block whitespace-nowrap">
        {ageOf(r.requestedAt)}
        <span className="block text-xs text-slate-600">needed by {r.neededBy}</span>
      </span>
    ),
  },
  {
    key: "accountName",
    label: "Account",
    sort: "accountName",
    render: (r) => (
      <span className="block min-w-32">
        {r.accountName}
        <span className="block text-xs text-slate-600">{r.accountId}</span>
      </span>
    ),
  },
  {
    key: "requester",
    label: "Requester",
    render: (r) => (
      <span className="block min-w-36">
        {r.requestedBy}
        <span className="block break-all text-xs text-slate-600">{r.requestedByEmail}</span>
      </span>
    ),
  },
  {
    key: "answered",
    label: "Answered",
    render: (r) =>
      r.answeredBy ? (
        <span className="block min-w-32">
          {r.answeredBy}
          <span className="block text-xs text-slate-600">{r.answeredByRep ? "by the rep" : "by staff"}</span>
        </span>
      ) : (
        <span className="font-semibold text-amber-800">No answer yet</span>
      ),
  },
  {
    key: "totalCents",
    label: "Total",
    sort: "totalCents",
    numeric: true,
    render: (r) => formatCents(r.totalCents),
  },
];

export default function QuoteRequests({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageSize, q, sort, dir } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Quote requests"
        intro="Buyers' requests for negotiated prices. The account's rep answers them in the portal; answer here when no rep does."
      />
      <StatusTabs
        statuses={negotiationStatuses}
        labels={negotiationStatusLabels}
        label="Quote request status"
      />
      <div className="space-y-4">
        <ListFilters label="Search quote requests">
          <FilterField label="Search" id="quote-q">
            <input
              id="quote-q"
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Number, account, requester"
              className={`${filterInputClass} w-72 max-w-full`}
            />
          </FilterField>
        </ListFilters>
        <DataTable
          caption="Quote requests"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          total={total}
          page={page}
          pageSize={pageSize}
          sort={sort}
          dir={dir}
          csvHref="/api/staff/quote-requests"
          empty={q ? "No quote request matches this search." : "No quote requests here."}
        />
      </div>
    </>
  );
}
