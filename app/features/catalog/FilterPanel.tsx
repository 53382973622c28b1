import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { ProductFacets } from "../../../lib/search/constants.ts";
import { formatNumber } from "../../../lib/shared/format.ts";
import { listingSearch, parseListingParams } from "./listing-url.ts";
import type { ListingNavigation } from "./use-listing-navigation.ts";

/** The current listing parameters other than the given ones, as hidden fields of a plain GET form. */
export function HiddenFields({ search }: { search: string }) {
  return (
    <>
      {[...new URLSearchParams(search)].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

type Choice<T> = { value: T; count: number | null };

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A facet's values with their counts, plus any selected value the current results no longer contain
 * (count unknown), so a selection can always be seen and undone.
 */
function choicesOf<T extends string | number>(
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

/**
 * The filters: wattage and lumens ranges (applied with Enter or "Apply ranges"), then checkboxes for
 * CCT, mounting, IP rating and DLC, applied at once. Without JavaScript it is a plain GET form.
 */
export function FilterPanel({
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

      <ChoiceFilter
        legend="Color temperature (CCT)"
        note="Products that can be ordered in each CCT, standard or as an option."
        name="cct"
        choices={choicesOf(facets.cct, filters.cct)}
        selected={filters.cct}
        labelOf={(value) => `${value}K`}
        onChange={applyForm}
      />
      <ChoiceFilter
        legend="Mounting"
        name="mounting"
        choices={choicesOf(facets.mounting, filters.mounting)}
        selected={filters.mounting}
        labelOf={(value) => value}
        onChange={applyForm}
      />
      <ChoiceFilter
        legend="IP rating"
        name="ipRating"
        choices={choicesOf(facets.ipRating, filters.ipRating)}
        selected={filters.ipRating}
        labelOf={(value) => value}
        onChange={applyForm}
      />
      {(facets.dlc.listed > 0 || filters.dlc) && (
        <FilterGroup legend="DLC">
          <li>
            <FilterCheckbox name="dlc" value="true" checked={filters.dlc === true} onChange={applyForm}>
              <CountLabel text="DLC listed" count={facets.dlc.listed} />
            </FilterCheckbox>
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

/** A facet's values as checkboxes with their counts; nothing when it has none. */
function ChoiceFilter<T extends string | number>({
  legend,
  note,
  name,
  choices,
  selected,
  labelOf,
  onChange,
}: {
  legend: string;
  note?: string;
  name: string;
  choices: Choice<T>[];
  selected: readonly T[] | undefined;
  labelOf: (value: T) => string;
  onChange: () => void;
}) {
  if (choices.length === 0) return null;
  return (
    <FilterGroup legend={legend} note={note}>
      {choices.map(({ value, count }) => (
        <li key={value}>
          <FilterCheckbox
            name={name}
            value={value}
            checked={selected?.includes(value) ?? false}
            onChange={onChange}
          >
            <CountLabel text={labelOf(value)} count={count} />
          </FilterCheckbox>
        </li>
      ))}
    </FilterGroup>
  );
}

function FilterCheckbox({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
      <input
        type="checkbox"
        name={name}
        value={String(value)}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-[var(--color-brand-green)]"
      />
      {children}
    </label>
  );
}

/** A choice's words and its number of products (read as ", 12 products"); unknown counts are left out. */
function CountLabel({ text, count }: { text: string; count: number | null }) {
  return (
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
