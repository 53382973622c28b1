import { ArrowDown, ArrowUp, ArrowUpDown, Download, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { ScrollRegion } from "./ScrollRegion.tsx";

/** One column of a console table: its heading, how a row shows in it, and whether it sorts. */
export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The `sort` value the server takes for this column; absent: not sortable. */
  sort?: string;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
};

type DataTableProps<T> = {
  /** What the table lists, read by screen readers ("Accounts"). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  /** The sort in effect, as the server applied it. */
  sort?: string | undefined;
  dir?: "asc" | "desc" | undefined;
  /** The API address of the same list as CSV (the page's filters are added). */
  csvHref?: string;
  /** What an empty list says (with filters: that nothing matches them). */
  empty: string;
};

/**
 * A console table (issue 33 item 7): sorting by the column headings (links, so the sort is in the
 * address and survives a reload), pages of `pageSize`, "Export CSV" of everything the filters match,
 * a loading state while the next page comes, and an empty state. Keyboard: every heading and pager
 * control is a link in tab order.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, columns, rows, rowKey, total, page, pageSize, sort, dir, csvHref, empty } = props;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const hrefWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `?${query}` : location.pathname;
  };
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const csvQuery = new URLSearchParams(params);
  csvQuery.delete("page");
  csvQuery.set("format", "csv");
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <p aria-live="polite" className="flex items-center gap-2">
          {loading && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
          {total === 0 ? "No rows" : `Showing ${first}–${last} of ${total.toLocaleString("en-US")}`}
        </p>
        {csvHref && total > 0 && (
          <a
            href={`${csvHref}?${csvQuery}`}
            download
            className="inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100"
          >
            <Download aria-hidden className="size-4" />
            Export CSV
          </a>
        )}
      </div>
      <ScrollRegion label={caption} className="rounded border border-slate-200 bg-white">
        <table
          aria-busy={loading || undefined}
          className={`w-full text-left text-sm ${loading ? "opacity-60" : ""}`}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-100 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((column) => {
                const active = column.sort !== undefined && column.sort === sort;
                const nextDir = active && dir === "asc" ? "desc" : "asc";
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? (dir === "desc" ? "descending" : "ascending") : undefined}
                    className={`whitespace-nowrap px-3 py-2 ${column.numeric ? "text-right" : ""}`}
                  >
                    {column.sort ? (
                      <Link
                        to={hrefWith({ sort: column.sort, dir: nextDir, page: null })}
                        className="inline-flex items-center gap-1 hover:text-slate-900"
                        aria-label={`${column.label}: sort ${nextDir === "asc" ? "ascending" : "descending"}`}
                      >
                        {column.label}
                        {active ? (
                          dir === "desc" ? (
                            <ArrowDown aria-hidden className="size-3.5" />
                          ) : (
                            <ArrowUp aria-hidden className="size-3.5" />
                          )
                        ) : (
                          <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />
                        )}
                      </Link>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-slate-50">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-3 py-2 align-top ${column.numeric ? "text-right tabular-nums" : ""}`}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {pages > 1 && (
        <nav aria-label={`${caption} pages`} className="flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Link to={hrefWith({ page: String(page - 1) })} className={pagerClass}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {page} of {pages.toLocaleString("en-US")}
          </span>
          {page < pages ? (
            <Link to={hrefWith({ page: String(page + 1) })} className={pagerClass}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

const pagerClass =
  "rounded border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-100";

/**
 * A console list's filters: a GET form, so the filters are the address (a reload keeps them, a link
 * shares them), with Apply and Clear.
 */
export function ListFilters({ children, label }: { children: ReactNode; label: string }) {
  const location = useLocation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded border border-slate-200 bg-white p-3"
    >
      {children}
      <div className="flex gap-2">
        <button
          type="submit"
          className="rounded bg-brand-navy px-3 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          Apply
        </button>
        <Link
          to={location.pathname}
          className="rounded border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          Clear
        </Link>
      </div>
    </Form>
  );
}

/** A labelled filter input (text, date or select) inside ListFilters; `id` is the input's id. */
export function FilterField({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A list's date range filters (`from`, `to`: ISO dates), labelled "From"/"To" or as given. */
export function DateRangeFilters({
  idPrefix,
  from,
  to,
  fromLabel = "From",
  toLabel = "To",
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  fromLabel?: string;
  toLabel?: string;
}) {
  return (
    <>
      <FilterField label={fromLabel} id={`${idPrefix}-from`}>
        <input
          id={`${idPrefix}-from`}
          name="from"
          type="date"
          defaultValue={from ?? ""}
          className={filterInputClass}
        />
      </FilterField>
      <FilterField label={toLabel} id={`${idPrefix}-to`}>
        <input
          id={`${idPrefix}-to`}
          name="to"
          type="date"
          defaultValue={to ?? ""}
          className={filterInputClass}
        />
      </FilterField>
    </>
  );
}

export const filterInputClass =
  "rounded border border-slate-300 px-2 py-1.5 text-sm font-normal text-slate-900 focus:border-brand-navy focus:outline-none focus:ring-2 focus:ring-brand-navy/30";

/** A console page's heading, with what the page is for and its actions. */
export function StaffPageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro && <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
