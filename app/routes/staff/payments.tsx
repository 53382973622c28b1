import { Link } from "react-router";
import { formatCents } from "../../../lib/shared/money.ts";
import {
  attemptStatusesList,
  paymentFlowsList,
  type StaffAttempt,
  staffPaymentsQuery,
} from "../../../lib/staff/orders-contract.ts";
import { getPageContext } from "../../context.ts";
import {
  type Column,
  DataTable,
  DateRangeFilters,
  FilterField,
  filterInputClass,
  ListFilters,
  StaffPageHeader,
} from "../../features/staff/DataTable.tsx";
import { flowLabels } from "../../features/staff/orders/PaymentFacts.tsx";
import { searchOf, staffDay } from "../../features/staff/orders/staff-format.ts";
import { requireStaffPage, staffMeta, staffPageHeaders } from "../../features/staff/staff-page.ts";
import type { Route } from "./+types/payments";

/** `/staff/payments` (issue 33 item 4): every payment of every account with its provider's references. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaffPage(request, context, "payments.read");
  const parsed = staffPaymentsQuery.safeParse({ ...searchOf(request), format: undefined });
  const query = parsed.success ? parsed.data : staffPaymentsQuery.parse({});
  const list = await getPageContext(context).payments.staff.list(query);
  return { ...list, query, invalid: !parsed.success };
}

export const headers = staffPageHeaders;

export function meta() {
  return staffMeta("Payments");
}

const columns: Column<StaffAttempt>[] = [
  {
    key: "reference",
    label: "Reference",
    render: (row) => (
      <Link to={`/staff/payments/${row.reference}`} className="break-all font-mono text-brand-navy underline">
        {row.reference}
      </Link>
    ),
  },
  {
    key: "created",
    label: "Started",
    sort: "created",
    render: (row) => <span className="whitespace-nowrap">{staffDay(row.createdAt)}</span>,
  },
  { key: "flow", label: "For", render: (row) => flowLabels[row.flow] },
  { key: "account", label: "Account", sort: "account", render: (row) => row.accountId },
  { key: "payer", label: "Payer", render: (row) => <span className="break-all">{row.email}</span> },
  { key: "status", label: "Status", sort: "status", render: (row) => row.status },
  {
    key: "provider",
    label: "Provider ref.",
    render: (row) => (
      <span className="break-all text-xs">
        {row.provider}
        {row.providerTransactionId ? ` · ${row.providerTransactionId}` : ""}
      </span>
    ),
  },
  {
    key: "amount",
    label: "Amount",
    sort: "amount",
    numeric: true,
    render: (row) => (
      <>
        {formatCents(row.amountCents)}
        {row.refundedCents > 0 && (
          <span className="block text-xs text-brand-red">−{formatCents(row.refundedCents)} refunded</span>
        )}
      </>
    ),
  },
];

export default function StaffPayments({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <StaffPageHeader
        title="Payments"
        intro="Order payments, invoice payments and payments on account, with the provider's references. Open one to record a refund or a credit memo against it."
      />
      <div className="space-y-4">
        <ListFilters label="Filter payments">
          <FilterField label="Search" id="payments-q">
            <input
              id="payments-q"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder="PAY-…, payer email, account ID"
              className={filterInputClass}
            />
          </FilterField>
          <FilterField label="For" id="payments-flow">
            <select
              id="payments-flow"
              name="flow"
              defaultValue={query.flow ?? ""}
              className={filterInputClass}
            >
              <option value="">Anything</option>
              {paymentFlowsList.map((flow) => (
                <option key={flow} value={flow}>
                  {flowLabels[flow]}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Status" id="payments-status">
            <select
              id="payments-status"
              name="status"
              defaultValue={query.status ?? ""}
              className={filterInputClass}
            >
              <option value="">Any status</option>
              {attemptStatusesList.map((status) => (
                <option key={status}>{status}</option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Account ID" id="payments-account">
            <input
              id="payments-account"
              name="accountId"
              defaultValue={query.accountId ?? ""}
              placeholder="A-10001"
              className={`${filterInputClass} w-28`}
            />
          </FilterField>
          <DateRangeFilters idPrefix="payments" from={query.from} to={query.to} />
          {query.sort && <input type="hidden" name="sort" value={query.sort} />}
          {query.dir && <input type="hidden" name="dir" value={query.dir} />}
        </ListFilters>
        {loaderData.invalid && (
          <p role="alert" className="text-sm text-brand-red">
            Some filters were not understood and were left out.
          </p>
        )}
        <DataTable
          caption="Payments"
          columns={columns}
          rows={loaderData.rows}
          rowKey={(row) => row.id}
          total={loaderData.total}
          page={loaderData.page}
          pageSize={loaderData.pageSize}
          sort={query.sort ?? "created"}
          dir={query.dir ?? (query.sort && query.sort !== "created" ? "asc" : "desc")}
          csvHref="/api/staff/payments"
          empty="No payment matches these filters."
        />
      </div>
    </>
  );
}
