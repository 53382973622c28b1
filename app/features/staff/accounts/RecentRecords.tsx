import { formatCents } from "../../../../lib/shared/money.ts";
import type { StaffAccountRecord, StaffRecent } from "../../../../lib/staff/accounts.ts";
import { ScrollRegion } from "../ScrollRegion.tsx";
import { Panel } from "./StaffForm.tsx";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The latest few of an account's records of one kind (orders, quotes, invoices, payments, carts)
 * with how many there are; `listHref` opens the full list where the console has one.
 */
export function RecentRecords({
  id,
  title,
  records,
  empty,
  listHref,
}: {
  id: string;
  title: string;
  records: StaffRecent<StaffAccountRecord>;
  empty: string;
  listHref?: string;
}) {
  return (
    <Panel id={id} title={title} count={records.total}>
      {records.latest.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ScrollRegion label={`Latest ${title.toLowerCase()}`}>
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">{`Latest ${title.toLowerCase()}`}</caption>
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Reference
                </th>
                <th scope="col" className="py-1 pr-3">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3">
                  Status
                </th>
                <th scope="col" className="py-1 text-right">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {records.latest.map((record) => (
                <tr key={record.id}>
                  <td className="whitespace-nowrap py-1.5 pr-3 font-medium">
                    {record.reference}
                    {record.by && (
                      <span className="block text-xs font-normal text-slate-600">{record.by}</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap py-1.5 pr-3">{day(record.date)}</td>
                  <td className="py-1.5 pr-3">{record.status}</td>
                  <td className="whitespace-nowrap py-1.5 text-right tabular-nums">
                    {record.amountCents === null ? "—" : formatCents(record.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {listHref && records.total > records.latest.length && (
        <a href={listHref} className="mt-2 inline-block text-sm font-semibold text-brand-navy underline">
          All {records.total} {title.toLowerCase()}
        </a>
      )}
    </Panel>
  );
}
