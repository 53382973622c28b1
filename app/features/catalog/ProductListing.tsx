import { LoaderCircle, SearchX, SlidersHorizontal, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import type { ProductSort } from "../../../lib/search/constants.ts";
import { Dialog, DialogHeader } from "../../components/ui/Dialog.tsx";
import { FilterPanel, HiddenFields } from "./FilterPanel.tsx";
import {
  activeFilterCount,
  filterChips,
  type ListingData,
  listingSearch,
  MAX_LISTING_PAGES,
  PRODUCT_SORTS,
  SORT_LABELS,
} from "./listing-url.ts";
import { ProductGrid } from "./ProductGrid.tsx";
import {
  type ListingNavigation,
  useFocusFirstNewProduct,
  useListingNavigation,
} from "./use-listing-navigation.ts";

/**
 * A product listing with filters, sorting and "Load More", all kept in the URL: the sub-category page
 * and the search results page share it. Filters sit in a side column on wide screens and in a "Filters"
 * dialog on narrow ones. Checkboxes apply at once; ranges apply with Enter or "Apply". Without
 * JavaScript the same controls are plain GET forms and links.
 */
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
  const focus = useFocusFirstNewProduct(shown);

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
            {filterCount > 0 && <ClearAllLink href={clearHref} />}
          </div>
          <FilterPanel facets={facets} nav={nav} extra={extra} />
        </div>
      </aside>

      <section aria-labelledby="results-heading" className="min-w-0">
        <h2 id="results-heading" className="sr-only">
          Products
        </h2>
        <ListingToolbar shown={shown} total={total} busy={nav.busy} showControls={showControls}>
          <FiltersButton filterCount={filterCount} onClick={() => setFiltersOpen(true)} />
          <SortControl nav={nav} extra={extra} relevanceLabel={relevanceLabel} />
        </ListingToolbar>

        <ActiveFilters nav={nav} clearHref={clearHref} />

        <div
          ref={focus.gridRef}
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
          <LoadMore
            href={nav.href({ ...state, page: state.page + 1 })}
            loading={loadingMore}
            onClick={() => focus.loadingFrom(shown)}
          />
        )}
        {shown < total && state.page >= MAX_LISTING_PAGES && (
          <p className="mt-8 text-center text-sm text-slate-600">
            Showing the first {shown} products. Narrow the filters to find the rest.
          </p>
        )}
      </section>

      <FiltersDialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        total={total}
        busy={nav.busy}
        clearHref={filterCount > 0 ? clearHref : null}
      >
        <FilterPanel facets={facets} nav={nav} extra={extra} />
      </FiltersDialog>
    </div>
  );
}

/** Above the products: how many show of how many (read out as it changes), and the controls. */
function ListingToolbar({
  shown,
  total,
  busy,
  showControls,
  children,
}: {
  shown: number;
  total: number;
  busy: boolean;
  showControls: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <p
        className="flex items-center gap-2 text-sm text-slate-600"
        aria-live="polite"
        data-testid="listing-count"
      >
        {busy && <LoaderCircle aria-hidden size={16} className="animate-spin text-brand-green" />}
        {total === 0 ? "No products" : `Showing ${shown} of ${total} ${total === 1 ? "product" : "products"}`}
      </p>
      <div className={showControls ? "flex w-full items-center gap-2 sm:w-auto" : "hidden"}>{children}</div>
    </div>
  );
}

/** "Clear all" beside the filters' heading and in the filters dialog: every filter off, the sort kept. */
function ClearAllLink({ href }: { href: string }) {
  return (
    <Link to={href} preventScrollReset className="text-sm font-semibold text-brand-green hover:underline">
      Clear all
    </Link>
  );
}

/** Narrow screens: the filters in a sheet from the bottom, closed by "Show N products" (or Clear all). */
function FiltersDialog({
  open,
  onClose,
  total,
  busy,
  clearHref,
  children,
}: {
  open: boolean;
  onClose: () => void;
  total: number;
  busy: boolean;
  /** Null while no filter is set. */
  clearHref: string | null;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} label="Filters" placement="bottom">
      <DialogHeader title="Filters" onClose={onClose} />
      <div className="px-5 py-4">{children}</div>
      <div className="sticky bottom-0 flex items-center gap-3 border-t border-slate-200 bg-white px-5 py-3">
        {clearHref !== null && <ClearAllLink href={clearHref} />}
        <button
          type="button"
          onClick={onClose}
          className="ml-auto flex items-center gap-2 rounded-md bg-brand-green px-5 py-2.5 font-semibold text-white hover:opacity-90"
        >
          {busy && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
          Show {total} {total === 1 ? "product" : "products"}
        </button>
      </div>
    </Dialog>
  );
}

/** Narrow screens: opens the filters dialog; the badge counts the active filters. */
function FiltersButton({ filterCount, onClick }: { filterCount: number; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
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
  );
}

/** The next page, replacing this one in the history (Back leaves the listing, not one page of it). */
function LoadMore({ href, loading, onClick }: { href: string; loading: boolean; onClick: () => void }) {
  return (
    <div className="mt-8 text-center">
      <Link
        to={href}
        preventScrollReset
        replace
        onClick={onClick}
        className="inline-flex items-center gap-2 rounded-md bg-brand-navy px-6 py-2.5 font-semibold text-white hover:opacity-90"
        aria-busy={loading}
      >
        {loading && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        Load More
      </Link>
    </div>
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
