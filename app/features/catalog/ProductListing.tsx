import { LoaderCircle, SearchX, SlidersHorizontal, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import type { ProductFacets, ProductSort } from "../../../lib/search/constants.ts";
import { formatNumber } from "../../../lib/shared/format.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import {
  activeFilterCount,
  filterChips,
  type ListingData,
  type ListingState,
  listingSearch,
  MAX_LISTING_PAGES,
  PRODUCT_SORTS,
  parseListingParams,
  SORT_LABELS,
} from "./listing-url.ts";
import { ProductGrid } from "./ProductGrid.tsx";

/**
 * A product listing with filters, sorting and "Load More", all kept in the URL: the sub-category page
 * and the search results page share it. Filters sit in a side column on wide screens and in a "Filters"
 * dialog on narrow ones. Checkboxes apply at once; ranges apply with Enter or "Apply". Without
 * JavaScript the same controls are plain GET forms and links.
 */

type ListingNavigation = {
  /** The state the page is showing, or the one it is loading when a listing navigation is under way. */
  shown: ListingState;
  busy: boolean;
  href(state: Partial<ListingState>): string;
  apply(state: Partial<ListingState>): void;
};

function useListingNavigation(state: ListingState, extra: Record<string, string>): ListingNavigation {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending =
    navigation.state !== "idle" && navigation.location?.pathname === location.pathname
      ? navigation.location
      : undefined;
  const href = (next: Partial<ListingState>) => `${location.pathname}${listingSearch(next, extra)}`;
  return {
    shown: pending ? parseListingParams(new URLSearchParams(pending.search)) : state,
    busy: pending !== undefined,
    href,
    // A changed filter or sort starts again at the first page.
    apply: (next) => navigate(href({ ...next, page: 1 }), { preventScrollReset: true }),
  };
}

export function ProductListing({
  listing,
  extra = {},
  emptyTitle,
  emptyBody,
  relevanceLabel = SORT_LABELS.relevance,
}: {
  listing: ListingData;
  /** Query parameters of the page itself, kept in every listing URL (the search page's `category`). */
  extra?: Record<string, string>;
  /** Shown when nothing matches and no filter is set. */
  emptyTitle: string;
  emptyBody?: ReactNode;
  relevanceLabel?: string;
}) {
  const { state, items, total, facets } = listing;
  const nav = useListingNavigation(state, extra);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(state.filters);
  const shown = items.length;
  const clearHref = nav.href({ sort: state.sort });
  // With nothing found and nothing to undo, filters and sorting have nothing to offer.
  const showControls = total > 0 || filterCount > 0;

  // After "Load More", focus moves to the first new product so keyboard users continue where they were.
  const gridRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    gridRef.current?.querySelectorAll<HTMLAnchorElement>("[data-testid=product-card] h3 a")[from]?.focus();
  }, [shown]);

  const loadingMore =
    nav.busy &&
    nav.shown.page > state.page &&
    listingSearch({ ...nav.shown, page: 1 }) === listingSearch({ ...state, page: 1 });

  return (
    <div
      className={
        showControls
          ? "lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 xl:grid-cols-[16rem_minmax(0,1fr)]"
          : ""
      }
    >
      <aside className={showControls ? "hidden lg:block" : "hidden"} aria-labelledby="filters-heading">
        <div className="sticky top-16">
          <div className="mb-3 flex items-baseline justify-between">
            <h2 id="filters-heading" className="text-lg font-bold text-brand-navy">
              Filters
            </h2>
            {filterCount > 0 && (
              <Link
                to={clearHref}
                preventScrollReset
                className="text-sm font-semibold text-brand-green hover:underline"
              >
                Clear all
              </Link>
            )}
          </div>
          <FilterPanel facets={facets} nav={nav} extra={extra} />
        </div>
      </aside>

      <section aria-labelledby="results-heading" className="min-w-0">
        <h2 id="results-heading" className="sr-only">
          Products
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
          <p
            className="flex items-center gap-2 text-sm text-slate-600"
            aria-live="polite"
            data-testid="listing-count"
          >
            {nav.busy && <LoaderCircle aria-hidden size={16} className="animate-spin text-brand-green" />}
            {total === 0
              ? "No products"
              : `Showing ${shown} of ${total} ${total === 1 ? "product" : "products"}`}
          </p>
          <div className={showControls ? "flex w-full items-center gap-2 sm:w-auto" : "hidden"}>
            <button
              type="button"
              onClick={() => setFiltersOpen(true)}
              className="flex shrink-0 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-navy hover:border-brand-green lg:hidden"
              aria-haspopup="dialog"
            >
              <SlidersHorizontal aria-hidden size={16} />
              Filters
              {filterCount > 0 && (
                <span className="rounded-full bg-brand-green px-1.5 text-xs text-white">
                  <span className="sr-only">(</span>
                  {filterCount}
                  <span className="sr-only"> active)</span>
                </span>
              )}
            </button>
            <SortControl nav={nav} extra={extra} relevanceLabel={relevanceLabel} />
          </div>
        </div>

        <ActiveFilters nav={nav} clearHref={clearHref} />

        <div
          ref={gridRef}
          aria-busy={nav.busy}
          className={`mt-5 transition-opacity ${nav.busy && !loadingMore ? "opacity-50" : ""}`}
        >
          {total === 0 ? (
            <EmptyState
              filtered={filterCount > 0}
              clearHref={clearHref}
              emptyTitle={emptyTitle}
              emptyBody={emptyBody}
            />
          ) : (
            <ProductGrid products={items} />
          )}
        </div>

        {shown < total && state.page < MAX_LISTING_PAGES && (
          <div className="mt-8 text-center">
            <Link
              to={nav.href({ ...state, page: state.page + 1 })}
              preventScrollReset
              replace
              onClick={() => {
                focusFrom.current = shown;
              }}
              className="inline-flex items-center gap-2 rounded-md bg-brand-navy px-6 py-2.5 font-semibold text-white hover:opacity-90"
              aria-busy={loadingMore}
            >
              {loadingMore && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
              Load More
            </Link>
          </div>
        )}
        {shown < total && state.page >= MAX_LISTING_PAGES && (
          <p className="mt-8 text-center text-sm text-slate-600">
            Showing the first {shown} products. Narrow the filters to find the rest.
          </p>
        )}
      </section>

      <Dialog open={filtersOpen} onClose={() => setFiltersOpen(false)} label="Filters" placement="bottom">
        <DialogHeader title="Filters" onClose={() => setFiltersOpen(false)} />
        <div className="px-5 py-4">
          <FilterPanel facets={facets} nav={nav} extra={extra} />
        </div>
        <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white px-5 py-3">
          {filterCount > 0 && (
            <Link
              to={clearHref}
              preventScrollReset
              className="text-sm font-semibold text-brand-green hover:underline"
            >
              Clear all
            </Link>
          )}
          <button
            type="button"
            onClick={() => setFiltersOpen(false)}
            className="ml-auto flex items-center gap-2 rounded-md bg-brand-green px-5 py-2.5 font-semibold text-white hover:opacity-90"
          >
            {nav.busy && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
            Show {total} {total === 1 ? "product" : "products"}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

/** The current listing parameters other than the given ones, as hidden fields of a plain GET form. */
function HiddenFields({ search }: { search: string }) {
  return (
    <>
      {[...new URLSearchParams(search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function SortControl({
  nav,
  extra,
  relevanceLabel,
}: {
  nav: ListingNavigation;
  extra: Record<string, string>;
  relevanceLabel: string;
}) {
  const id = useId();
  const { shown } = nav;
  return (
    <form
      method="get"
      className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none"
      onSubmit={(e) => e.preventDefault()}
    >
      <HiddenFields search={listingSearch({ filters: shown.filters }, extra)} />
      <label htmlFor={id} className="sr-only shrink-0 text-sm text-slate-600 sm:not-sr-only">
        Sort by
      </label>
      <select
        id={id}
        name="sort"
        value={shown.sort}
        onChange={(event) => nav.apply({ ...shown, sort: event.target.value as ProductSort })}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-800 sm:flex-none"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sort === "relevance" ? relevanceLabel : SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-md border border-slate-300 px-2 py-2 text-sm">
          Sort
        </button>
      </noscript>
    </form>
  );
}

function ActiveFilters({ nav, clearHref }: { nav: ListingNavigation; clearHref: string }) {
  const chips = filterChips(nav.shown.filters);
  if (chips.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            to={nav.href({ ...nav.shown, filters: chip.filters, page: 1 })}
            preventScrollReset
            className="inline-flex items-center gap-1 rounded-full border border-brand-green/40 bg-brand-green/10 py-1 pl-3 pr-2 text-sm font-medium text-brand-navy hover:border-brand-green"
            aria-label={`Remove filter ${chip.label}`}
          >
            {chip.label}
            <X aria-hidden size={14} />
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link
            to={clearHref}
            preventScrollReset
            className="px-1 text-sm font-semibold text-brand-green hover:underline"
          >
            Clear all
          </Link>
        </li>
      )}
    </ul>
  );
}

function EmptyState({
  filtered,
  clearHref,
  emptyTitle,
  emptyBody,
}: {
  filtered: boolean;
  clearHref: string;
  emptyTitle: string;
  emptyBody?: ReactNode;
}) {
  return (
    <div
      className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center"
      data-testid="listing-empty"
    >
      <SearchX aria-hidden size={36} className="mx-auto text-slate-400" />
      <h3 className="mt-3 text-lg font-bold text-brand-navy">
        {filtered ? "No products match these filters" : emptyTitle}
      </h3>
      {filtered ? (
        <>
          <p className="mt-1 text-slate-600">Try removing a filter or widening a range.</p>
          <Link
            to={clearHref}
            preventScrollReset
            className="mt-5 inline-block rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:opacity-90"
          >
            Clear filters
          </Link>
        </>
      ) : (
        emptyBody && <div className="mt-1 text-slate-600">{emptyBody}</div>
      )}
    </div>
  );
}

type Choice<T> = { value: T; count: number | null };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A facet's values with their counts, plus any selected value the current results no longer contain
 * (count unknown), so a selection can always be seen and undone.
 */
function choices<T extends string | number>(
  facet: readonly { value: T | null; count: number }[],
  selected: readonly T[] = [],
): Choice<T>[] {
  const counts = new Map<T, number | null>();
  for (const { value, count } of facet) if (value !== null && value !== "") counts.set(value, count);
  for (const value of selected) if (!counts.has(value)) counts.set(value, null);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) =>
      typeof a.value === "number" && typeof b.value === "number"
        ? a.value - b.value
        : // Code-point order, not localeCompare: the values are the catalogue's own words ("IP65",
          // "Surface"), and a first Intl.Collator costs a hydrating page tens of milliseconds.
          compareText(String(a.value), String(b.value)),
    );
}

function FilterPanel({
  facets,
  nav,
  extra,
}: {
  facets: ProductFacets;
  nav: ListingNavigation;
  extra: Record<string, string>;
}) {
  const id = useId();
  const { shown } = nav;
  const formRef = useRef<HTMLFormElement>(null);
  // A ticked box shows at once, before the listing arrives; it follows the URL when that changes.
  const [filters, setFilters] = useState(shown.filters);
  const urlFilters = listingSearch({ filters: shown.filters });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string stands for the filters object
  useEffect(() => setFilters(shown.filters), [urlFilters]);

  const applyForm = () => {
    const form = formRef.current;
    if (!form) return;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
    const next = parseListingParams(params);
    setFilters(next.filters);
    nav.apply({ filters: next.filters, sort: shown.sort });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    applyForm();
  };

  const cct = choices(facets.cct, filters.cct);
  const mounting = choices(facets.mounting, filters.mounting);
  const ipRating = choices(facets.ipRating, filters.ipRating);
  const checkbox = (name: string, value: string | number, checked: boolean, label: ReactNode) => (
    <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
      <input
        type="checkbox"
        name={name}
        value={String(value)}
        checked={checked}
        onChange={applyForm}
        className="size-4 shrink-0 accent-[var(--color-brand-green)]"
      />
      {label}
    </label>
  );
  const countLabel = (text: string, count: number | null) => (
    <span className="flex flex-1 justify-between gap-2">
      <span>{text}</span>
      {count !== null && (
        <span className="text-slate-500">
          <span className="sr-only">, </span>
          {formatNumber(count)}
          <span className="sr-only"> products</span>
        </span>
      )}
    </span>
  );

  return (
    <form ref={formRef} method="get" onSubmit={onSubmit} className="space-y-5" data-testid="filter-panel">
      <HiddenFields search={listingSearch({ sort: shown.sort }, extra)} />
      <RangeFields
        legend="Wattage"
        unit="W"
        names={["wattageMin", "wattageMax"]}
        values={[filters.wattageMin, filters.wattageMax]}
        bounds={facets.wattage}
        idPrefix={`${id}w`}
      />
      <RangeFields
        legend="Lumens"
        unit="lm"
        names={["lumensMin", "lumensMax"]}
        values={[filters.lumensMin, filters.lumensMax]}
        bounds={facets.lumens}
        idPrefix={`${id}l`}
      />
      <button
        type="submit"
        className="w-full rounded-md border border-brand-navy px-3 py-2 text-sm font-semibold text-brand-navy hover:bg-brand-navy hover:text-white"
      >
        Apply ranges
      </button>

      {cct.length > 0 && (
        <FilterGroup
          legend="Color temperature (CCT)"
          note="Products that can be ordered in each CCT, standard or as an option."
        >
          {cct.map(({ value, count }) => (
            <li key={value}>
              {checkbox("cct", value, filters.cct?.includes(value) ?? false, countLabel(`${value}K`, count))}
            </li>
          ))}
        </FilterGroup>
      )}
      {mounting.length > 0 && (
        <FilterGroup legend="Mounting">
          {mounting.map(({ value, count }) => (
            <li key={value}>
              {checkbox(
                "mounting",
                value,
                filters.mounting?.includes(value) ?? false,
                countLabel(value, count),
              )}
            </li>
          ))}
        </FilterGroup>
      )}
      {ipRating.length > 0 && (
        <FilterGroup legend="IP rating">
          {ipRating.map(({ value, count }) => (
            <li key={value}>
              {checkbox(
                "ipRating",
                value,
                filters.ipRating?.includes(value) ?? false,
                countLabel(value, count),
              )}
            </li>
          ))}
        </FilterGroup>
      )}
      {(facets.dlc.listed > 0 || filters.dlc) && (
        <FilterGroup legend="DLC">
          <li>
            {checkbox("dlc", "true", filters.dlc === true, countLabel("DLC listed", facets.dlc.listed))}
          </li>
        </FilterGroup>
      )}
      <noscript>
        <button
          type="submit"
          className="w-full rounded-md bg-brand-green px-3 py-2 text-sm font-semibold text-white"
        >
          Apply filters
        </button>
      </noscript>
    </form>
  );
}

function FilterGroup({ legend, note, children }: { legend: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="float-left mb-1.5 w-full text-sm font-bold text-brand-navy">{legend}</legend>
      {note && <p className="clear-left mb-1.5 text-xs text-slate-500">{note}</p>}
      <ul className="clear-left">{children}</ul>
    </fieldset>
  );
}

function RangeFields({
  legend,
  unit,
  names,
  values,
  bounds,
  idPrefix,
}: {
  legend: string;
  unit: string;
  names: [string, string];
  values: [number | undefined, number | undefined];
  bounds: { min: number | null; max: number | null };
  idPrefix: string;
}) {
  // What the person is typing; it follows the URL when the range changes elsewhere (a removed chip),
  // without remounting, so the focused field keeps its focus.
  const [low, high] = values;
  const [text, setText] = useState<[string, string]>([low?.toString() ?? "", high?.toString() ?? ""]);
  useEffect(() => setText([low?.toString() ?? "", high?.toString() ?? ""]), [low, high]);
  const input = (index: 0 | 1, label: string, placeholder: number | null) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${idPrefix}-${index}`} className="sr-only">
        {`${label} ${legend.toLowerCase()} (${unit})`}
      </label>
      <div className="flex items-center rounded-md border border-slate-300 bg-white focus-within:border-brand-green">
        <input
          id={`${idPrefix}-${index}`}
          type="number"
          inputMode="numeric"
          min={0}
          name={names[index]}
          value={text[index]}
          onChange={(event) => {
            const next: [string, string] = [...text];
            next[index] = event.target.value;
            setText(next);
          }}
          // #9.21: "Min"/"Max" fit the narrow field; the label says the whole word to screen readers.
          placeholder={
            placeholder === null ? label.slice(0, 3) : formatNumber(placeholder).replaceAll(",", "")
          }
          className="w-full min-w-0 rounded-md bg-transparent px-2 py-1.5 text-sm outline-none"
        />
        <span className="pr-2 text-xs text-slate-500" aria-hidden>
          {unit}
        </span>
      </div>
    </div>
  );
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-bold text-brand-navy">{legend}</legend>
      <div className="flex items-center gap-2">
        {input(0, "Minimum", bounds.min)}
        <span aria-hidden className="text-slate-400">
          –
        </span>
        {input(1, "Maximum", bounds.max)}
      </div>
    </fieldset>
  );
}
