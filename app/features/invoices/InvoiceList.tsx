import { useId, useState } from "react";
import type { Invoice } from "../../../lib/invoices/contract.ts";
import { secondaryButton } from "../accounts/styles.ts";
import { InvoiceRows, type RowActions } from "./InvoiceRows.tsx";

type Filter = "all" | "Open" | "Paid";

const emptyText: Record<Filter, string> = {
  all: "No invoices yet.",
  Open: "No open invoices.",
  Paid: "No paid invoices.",
};

/** INV-02: the loaded invoices, all or only the open or the paid ones, and "Load more invoices". */
export function InvoiceList({
  accountId,
  invoices,
  hasMore,
  loadingMore,
  onLoadMore,
  ...rowActions
}: {
  accountId: string;
  invoices: Invoice[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
} & RowActions) {
  const id = useId();
  const [filter, setFilter] = useState<Filter>("all");
  const shown = invoices.filter(
    (invoice) =>
      filter === "all" || (filter === "Paid" ? invoice.status === "Paid" : invoice.status !== "Paid"),
  );
  return (
    <section aria-labelledby={`${id}-invoices`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-invoices`} className="text-lg font-bold text-brand-navy">
          Invoices
        </h3>
        <InvoiceFilter name={`${id}-filter`} value={filter} onChange={setFilter} />
      </div>
      {shown.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600"
          data-testid="invoices-empty"
        >
          {emptyText[filter]}
        </p>
      ) : (
        <InvoiceRows accountId={accountId} invoices={shown} {...rowActions} />
      )}
      {hasMore && (
        <button type="button" className={secondaryButton} onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? "Loading…" : "Load more invoices"}
        </button>
      )}
    </section>
  );
}

/** "Show invoices": All, Open or Paid, as a segmented radio group. */
function InvoiceFilter({
  name,
  value: chosen,
  onChange,
}: {
  name: string;
  value: Filter;
  onChange: (filter: Filter) => void;
}) {
  return (
    <fieldset className="flex gap-1 rounded border border-slate-300 p-0.5 text-sm">
      <legend className="sr-only">Show invoices</legend>
      {(["all", "Open", "Paid"] as const).map((value) => (
        <label
          key={value}
          className={`cursor-pointer rounded px-3 py-1 font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${chosen === value ? "bg-brand-navy text-white" : "text-slate-600"}`}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={chosen === value}
            onChange={() => onChange(value)}
            className="sr-only"
          />
          {value === "all" ? "All" : value}
        </label>
      ))}
    </fieldset>
  );
}
