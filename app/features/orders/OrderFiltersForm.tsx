import { Search } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { orderStatuses } from "../../../lib/orders/contract.ts";
import { inputClass } from "../accounts/FormField.tsx";
import { cardClass, secondaryButton } from "../accounts/styles.ts";
import { orderStatusBadge } from "./order-format.ts";
import { noFilters, type OrderFilters } from "./use-orders-list.ts";

const filterInput = `mt-1 ${inputClass} border-slate-300`;

/** One labelled filter; `render` draws its control with the id the label points at. */
function Filter({ label, render }: { label: string; render: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {render(id)}
    </div>
  );
}

/** One end of the placed-date range (yyyy-mm-dd, or "" for open). */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Filter
      label={label}
      render={(id) => (
        <input
          id={id}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={filterInput}
        />
      )}
    />
  );
}

/**
 * The orders' filters (ORDER-01): order number or PO, status and placed-date range, applied with
 * "Search" (`onApply`), and "Clear" once some are applied (`filtered`). The tab keeps them in the address.
 */
export function OrderFiltersForm({
  applied,
  filtered,
  onApply,
}: {
  /** The filters of the page address, which the form starts from (and follows on Back). */
  applied: OrderFilters;
  filtered: boolean;
  onApply: (filters: OrderFilters) => void;
}) {
  const [filters, setFilters] = useState<OrderFilters>(applied);
  const [shown, setShown] = useState(applied);
  if (shown !== applied) {
    setShown(applied);
    setFilters(applied);
  }
  const set = (change: Partial<OrderFilters>) => setFilters((f) => ({ ...f, ...change }));

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply({ ...filters, q: filters.q.trim() });
  }

  return (
    <form
      onSubmit={apply}
      aria-label="Filter orders"
      className={`${cardClass} grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto_auto] lg:items-end`}
    >
      <Filter
        label="Order number or PO"
        render={(id) => (
          <input
            id={id}
            type="search"
            value={filters.q}
            maxLength={40}
            onChange={(event) => set({ q: event.target.value })}
            className={filterInput}
          />
        )}
      />
      <Filter
        label="Status"
        render={(id) => (
          <select
            id={id}
            value={filters.status}
            onChange={(event) => set({ status: event.target.value as OrderFilters["status"] })}
            className={filterInput}
          >
            <option value="">All statuses</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusBadge[status].label}
              </option>
            ))}
          </select>
        )}
      />
      <DateFilter label="Placed from" value={filters.from} onChange={(from) => set({ from })} />
      <DateFilter label="Placed to" value={filters.to} onChange={(to) => set({ to })} />
      <div className="flex gap-2">
        <button type="submit" className={`${secondaryButton} h-10`}>
          <Search aria-hidden size={16} />
          Search
        </button>
        {filtered && (
          <button
            type="button"
            className={`${secondaryButton} h-10`}
            onClick={() => {
              onApply(noFilters);
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
